import { formatPaise } from '../../../../../common/money';
import type { EstimateTotals } from '../estimator-rules';
import { useT } from '../../../i18n/i18n';

/** SPEC §2 calculator totals: subtotal (taxable value), CGST, SGST and grand total, in en-IN rupees. */
export function EstimateTotalsPanel({ totals }: { totals: EstimateTotals }) {
  const t = useT();
  const rows = [
    { label: t('Subtotal (before tax)'), value: totals.subtotalPaise },
    { label: 'CGST', value: totals.cgstPaise },
    { label: 'SGST', value: totals.sgstPaise },
  ];
  return (
    <dl
      className="grid gap-2 rounded-lg border border-neutral-200 bg-neutral-50 p-4 text-sm"
      aria-label={t('Estimate totals')}
    >
      {rows.map((r) => (
        <div key={r.label} className="flex items-baseline justify-between gap-4">
          <dt className="text-neutral-700">{r.label}</dt>
          <dd className="tabular-nums">{formatPaise(r.value)}</dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-neutral-300 pt-3">
        <dt className="text-base font-bold">{t('Grand total')}</dt>
        <dd className="text-xl font-extrabold tabular-nums" data-testid="grand-total">
          {formatPaise(totals.grandTotalPaise)}
        </dd>
      </div>
    </dl>
  );
}
