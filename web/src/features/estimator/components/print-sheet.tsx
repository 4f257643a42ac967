import { memo } from 'react';
import { useStarted } from '../../../components/client-only';
import { createPortal } from 'react-dom';
import { amountInWords } from '../../../../../common/amount-in-words';
import { formatINR, formatPaise } from '../../../../../common/money';
import type { PublicSettings } from '../../../lib/public-settings';
import { shopName } from '../../../lib/brand';
import { countsInTotals, type EstimateTotals, type EstimatorLine } from '../estimator-rules';
import type { EstimatorProduct } from '../../../../../common/contracts/catalog';
import { longDate } from '../../../../../common/date-format';
import { useLang, useT } from '../../../i18n/i18n';
import { lineName } from '../product-name';

const percent = (n: number) => `${Number(n.toFixed(2))}%`;

/**
 * The estimate as printed or saved as PDF (beyond SPEC): the shop's name, address and GSTIN, the date, each
 * line with its HSN, taxable value, CGST and SGST, and the totals. It is a child of <body>, hidden on
 * screen; the print stylesheet (index.css) hides everything else, so no app chrome is printed. Rendered in
 * the browser only (the date is the printing day's).
 */
function PrintSheet({
  lines,
  totals,
  settings,
  productsById,
}: {
  lines: EstimatorLine[];
  totals: EstimateTotals;
  settings: PublicSettings;
  /** The lines' products, for their Hindi names on a Hindi page. */
  productsById?: ReadonlyMap<string, EstimatorProduct>;
}) {
  const t = useT();
  const lang = useLang();
  // The printing day, '29 November 2026', written without a DateTimeFormat (making one is slow; issue 49).
  const date = longDate(lang, new Date());
  const counted = lines.filter(countsInTotals);
  const th = 'border-b-2 border-neutral-800 px-1.5 py-1 text-left font-semibold';
  const td = 'border-b border-neutral-300 px-1.5 py-1 align-top';
  return (
    <div
      className="estimate-print mx-auto hidden max-w-4xl bg-white p-2 text-[11px] leading-snug text-black print:block"
      data-testid="print-sheet"
    >
      <header className="flex items-start justify-between gap-6 border-b-2 border-neutral-900 pb-3">
        <div>
          <p className="text-lg font-extrabold">{shopName(settings.companyName)}</p>
          {settings.companyAddress ? (
            <p className="max-w-[28rem] whitespace-pre-line">{settings.companyAddress}</p>
          ) : null}
          <p>
            {[settings.phone && t('Phone {phone}', { phone: settings.phone }), settings.email]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {settings.gstNumber ? <p className="font-semibold">GSTIN {settings.gstNumber}</p> : null}
        </div>
        <div className="text-right">
          <p className="text-lg font-bold uppercase tracking-wide">{t('Estimate')}</p>
          <p>{t('Date: {date}', { date })}</p>
        </div>
      </header>

      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr>
            <th className={th}>#</th>
            <th className={th}>{t('Item')}</th>
            <th className={th}>HSN</th>
            <th className={`${th} text-right`}>{t('Qty')}</th>
            <th className={`${th} text-right`}>{t('Rate incl. GST')}</th>
            <th className={`${th} text-right`}>{t('Taxable value')}</th>
            <th className={`${th} text-right`}>CGST</th>
            <th className={`${th} text-right`}>SGST</th>
            <th className={`${th} text-right`}>{t('Amount')}</th>
          </tr>
        </thead>
        <tbody>
          {counted.map((line, i) => {
            const a = totals.byLine.get(line.id);
            const detail = [line.size, line.capacity].filter(Boolean).join(', ');
            return (
              <tr key={line.id} className="break-inside-avoid">
                <td className={td}>{i + 1}</td>
                <td className={td}>
                  {lineName(line, productsById?.get(line.productId), lang)}
                  {detail ? <span className="block text-neutral-700">{detail}</span> : null}
                </td>
                <td className={td}>{line.hsn || '—'}</td>
                <td className={`${td} text-right tabular-nums`}>{line.qty}</td>
                <td className={`${td} text-right tabular-nums`}>{formatINR(line.price)}</td>
                <td className={`${td} text-right tabular-nums`}>{a ? formatPaise(a.taxablePaise) : '—'}</td>
                <td className={`${td} text-right tabular-nums`}>
                  {a ? formatPaise(a.cgstPaise) : '—'}
                  <span className="block text-neutral-700">{percent(line.cgstPercent)}</span>
                </td>
                <td className={`${td} text-right tabular-nums`}>
                  {a ? formatPaise(a.sgstPaise) : '—'}
                  <span className="block text-neutral-700">{percent(line.sgstPercent)}</span>
                </td>
                <td className={`${td} text-right font-semibold tabular-nums`}>
                  {a ? formatPaise(a.totalPaise) : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <div className="mt-4 flex justify-end">
        <table className="w-72 border-collapse">
          <tbody>
            <tr>
              <td className="py-0.5">{t('Subtotal (taxable value)')}</td>
              <td className="py-0.5 text-right tabular-nums">{formatPaise(totals.subtotalPaise)}</td>
            </tr>
            <tr>
              <td className="py-0.5">CGST</td>
              <td className="py-0.5 text-right tabular-nums">{formatPaise(totals.cgstPaise)}</td>
            </tr>
            <tr>
              <td className="py-0.5">SGST</td>
              <td className="py-0.5 text-right tabular-nums">{formatPaise(totals.sgstPaise)}</td>
            </tr>
            <tr className="border-t-2 border-neutral-900 text-sm font-bold">
              <td className="pt-1">{t('Grand total')}</td>
              <td className="pt-1 text-right tabular-nums">{formatPaise(totals.grandTotalPaise)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-right italic">{amountInWords(totals.grandTotalPaise)}</p>

      <p className="mt-6 border-t border-neutral-400 pt-2 text-neutral-800">
        {t(
          "This is an estimate, not a tax invoice. Prices include GST and may change; the cart and the invoice use the shop's prices on the day of purchase.",
        )}
      </p>
    </div>
  );
}

/** Drawn again only when what it prints changes, not at every change of the estimator's screen. */
const MemoPrintSheet = memo(PrintSheet);

/**
 * The print sheet, placed in <body> once the page is running in the browser: made in a transition after the page
 * has started (it is not seen until printed), so it is not part of the page's hydration (issue 49).
 */
export function EstimatePrint(props: {
  lines: EstimatorLine[];
  totals: EstimateTotals;
  settings: PublicSettings;
  productsById?: ReadonlyMap<string, EstimatorProduct>;
}) {
  return useStarted() ? createPortal(<MemoPrintSheet {...props} />, document.body) : null;
}
