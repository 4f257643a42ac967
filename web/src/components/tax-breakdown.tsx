import { formatINR } from '../../../common/money';
import { cn } from '../lib/utils';
import { useT } from '../i18n/i18n';

/**
 * The money lines of a cart, a checkout or an order: taxable subtotal, the GST charged and the total,
 * each as the server priced it. `igst` is for a delivery to another state: when it is charged
 * the IGST line shows and CGST/SGST lines at zero are left out; otherwise CGST and SGST show.
 */
export interface TaxTotals {
  subtotal: number;
  cgst: number;
  sgst: number;
  igst?: number;
  grandTotal: number;
}

export function TaxBreakdown({
  totals,
  totalLabel,
  className,
}: {
  totals: TaxTotals;
  totalLabel?: string;
  className?: string;
}) {
  const t = useT();
  const interState = (totals.igst ?? 0) > 0;
  const rows: [string, number][] = [[t('Subtotal (before tax)'), totals.subtotal]];
  if (!interState || totals.cgst > 0) rows.push([t('CGST'), totals.cgst]);
  if (!interState || totals.sgst > 0) rows.push([t('SGST'), totals.sgst]);
  if (interState) rows.push([t('IGST'), totals.igst ?? 0]);
  return (
    <dl className={cn('grid gap-1.5 text-sm', className)}>
      {rows.map(([label, amount]) => (
        <div key={label} className="flex items-baseline justify-between gap-4">
          <dt className="text-neutral-600">{label}</dt>
          <dd className="tabular-nums text-neutral-900">{formatINR(amount)}</dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-neutral-200 pt-2.5">
        <dt className="text-base font-semibold">{totalLabel ?? t('Total')}</dt>
        <dd className="text-lg font-bold tabular-nums">{formatINR(totals.grandTotal)}</dd>
      </div>
    </dl>
  );
}

/** An order's totals as TaxBreakdown takes them. */
export const orderTotals = (order: {
  subtotal: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount?: number;
  totalAmount: number;
}): TaxTotals => ({
  subtotal: order.subtotal,
  cgst: order.cgstAmount,
  sgst: order.sgstAmount,
  igst: order.igstAmount,
  grandTotal: order.totalAmount,
});
