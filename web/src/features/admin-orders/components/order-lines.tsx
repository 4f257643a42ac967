import type { AdminOrder, AdminOrderLine } from '../../../../../common/contracts/admin';
import { formatINR } from '../../../../../common/money';
import { OrderCharges } from '../../../components/order-charges';
import { TaxBreakdown, orderTotals } from '../../../components/tax-breakdown';

/** The tax columns of an order's lines: IGST for a delivery to another state, else CGST and SGST. */
interface TaxColumn {
  label: string;
  amount: (line: AdminOrderLine) => number;
  percent: (line: AdminOrderLine) => number;
}
const CGST: TaxColumn = { label: 'CGST', amount: (l) => l.cgstAmount, percent: (l) => l.cgstPercent };
const SGST: TaxColumn = { label: 'SGST', amount: (l) => l.sgstAmount, percent: (l) => l.sgstPercent };
const IGST: TaxColumn = {
  label: 'IGST',
  amount: (l) => l.igstAmount ?? 0,
  percent: (l) => l.igstPercent ?? 0,
};

/** The order's lines with their tax by column, then its charges and totals. */
export function OrderLines({ order, interState }: { order: AdminOrder; interState: boolean }) {
  const taxes = interState ? [IGST] : [CGST, SGST];
  // A div, not a section: the scrolling region below is this part's one landmark, named by the heading.
  return (
    <div className="grid gap-2">
      <h3 id="order-lines" className="font-semibold">
        Items ({order.cartItems.length})
      </h3>
      {/* Focusable, so the lines can be scrolled sideways by keyboard on a phone. */}
      <div
        className="overflow-x-auto rounded-md border border-neutral-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
        tabIndex={0}
        role="region"
        aria-labelledby="order-lines"
      >
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="bg-neutral-50 text-left">
            <tr className="border-b border-neutral-200">
              <th scope="col" className="px-3 py-2 font-semibold">
                Product
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Qty
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Unit (incl. GST)
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Taxable
              </th>
              {taxes.map((tax) => (
                <th key={tax.label} scope="col" className="px-3 py-2 text-right font-semibold">
                  {tax.label}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.cartItems.map((item, i) => (
              <tr key={`${item.productId}-${i}`} className="border-b border-neutral-100 last:border-0">
                <td className="px-3 py-2">
                  <div className="flex items-center gap-2">
                    {item.image ? (
                      <img
                        src={item.image}
                        alt=""
                        className="size-10 shrink-0 rounded border border-neutral-100 object-contain"
                      />
                    ) : null}
                    <div className="min-w-0">
                      <p className="break-words font-medium">{item.title}</p>
                      {item.hsn ? <p className="text-xs text-neutral-600">HSN {item.hsn}</p> : null}
                    </div>
                  </div>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatINR(item.price)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatINR(item.taxableAmount)}</td>
                {taxes.map((tax) => (
                  <td key={tax.label} className="px-3 py-2 text-right tabular-nums">
                    {formatINR(tax.amount(item))}
                    <span className="block text-xs text-neutral-600">{tax.percent(item)}%</span>
                  </td>
                ))}
                <td className="px-3 py-2 text-right font-medium tabular-nums">{formatINR(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OrderCharges order={order} className="ml-auto w-full max-w-xs border-b border-neutral-200 pb-2" />
      <TaxBreakdown
        totals={orderTotals(order)}
        totalLabel="Grand total"
        className="ml-auto w-full max-w-xs"
      />
    </div>
  );
}
