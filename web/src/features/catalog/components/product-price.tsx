import type { ApiProduct } from '../../../../../common/contracts/catalog';
import {
  formatINR,
  formatPaise,
  igstPercent,
  splitGrossBySupply,
  toPaise,
} from '../../../../../common/money';
import type { DeliverySupply } from '../../../lib/delivery-supply';
import { cn } from '../../../lib/utils';
import { productPrices } from '../../../lib/product-display';
import { useT } from '../../../i18n/i18n';
import { fill } from '../../../components/words';

type Priced = Pick<ApiProduct, 'price' | 'salePrice' | 'cgstPercent' | 'sgstPercent'>;

/** The price a customer pays (tax included), with the list price struck through when on sale. */
export function ProductPrice({
  product,
  size = 'md',
  className,
}: {
  product: Priced;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const { pay, was } = productPrices(product);
  const t = useT();
  return (
    <p className={cn('price', className)}>
      <span className={cn('price-now', size === 'lg' ? 'text-2xl' : 'text-base')}>{formatINR(pay)}</span>
      {was !== null ? (
        <s className="text-sm text-neutral-500">
          <span className="sr-only">{t('was')} </span>
          {formatINR(was)}
        </s>
      ) : null}
      <span className="price-note">{t('incl. GST')}</span>
    </p>
  );
}

/**
 * SPEC quick view: the price with its CGST/SGST breakdown, from common/money.ts. For a signed-in buyer whose
 * delivery would go to another state than the shop's, the tax is IGST, as checkout will charge it; the state
 * is named where it is known.
 */
export function TaxBreakdown({
  product,
  supply = null,
  className,
}: {
  product: Priced;
  supply?: DeliverySupply | null;
  className?: string;
}) {
  const { pay } = productPrices(product);
  const t = useT();
  const inter = supply?.type === 'inter';
  const split = splitGrossBySupply(
    toPaise(pay),
    product.cgstPercent,
    product.sgstPercent,
    inter ? 'inter' : 'intra',
  );
  const rows = [
    [t('Price before tax'), formatPaise(split.taxablePaise)],
    ...(inter
      ? [
          [
            t('IGST ({percent}%)', { percent: igstPercent(product.cgstPercent, product.sgstPercent) }),
            formatPaise(split.igstPaise),
          ],
        ]
      : [
          [t('CGST ({percent}%)', { percent: product.cgstPercent }), formatPaise(split.cgstPaise)],
          [t('SGST ({percent}%)', { percent: product.sgstPercent }), formatPaise(split.sgstPaise)],
        ]),
  ];
  return (
    <div className={cn('grid gap-1 rounded-lg bg-neutral-50 p-3 text-sm', className)}>
      {supply ? (
        <p className="text-neutral-600">{fill(t('Tax for delivery in {state}'), { state: supply.state })}</p>
      ) : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-neutral-600">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
        <dt className="border-t border-neutral-200 pt-1 font-semibold">{t('You pay')}</dt>
        <dd className="border-t border-neutral-200 pt-1 text-right font-semibold tabular-nums">
          {formatPaise(split.totalPaise)}
        </dd>
      </dl>
    </div>
  );
}
