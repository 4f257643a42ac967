import type { ApiOrder } from '../../../common/contracts/orders';
import { formatINR } from '../../../common/money';
import { orderDeliveryState } from '../../../common/delivery-dates';
import { cn } from '../lib/utils';

/**
 * What an order's delivery was: its method, where it stands (expected on the dates the buyer was told,
 * or delivered or cancelled on a day), and the charges that make up its total with the goods. Orders placed
 * before delivery was charged have none of these fields, and then nothing shows.
 */
type OrderDelivery = Pick<
  ApiOrder,
  'deliveryMethod' | 'goodsTotal' | 'deliveryFee' | 'codFee' | 'fragileFee' | 'expectedDelivery'
> &
  OrderDiscount;

/** A discount code's part of an order (issue 46): the code and the amount it took off, in rupees. */
export type OrderDiscount = Pick<ApiOrder, 'discountCode' | 'discountAmount'>;

/** The order's discount line ("Discount (DIWALI10)", "−₹70.80"), or null when it has none. */
export function discountRow(order: OrderDiscount): [string, string] | null {
  return order.discountCode && order.discountAmount
    ? [`Discount (${order.discountCode})`, `−${formatINR(order.discountAmount)}`]
    : null;
}
type OrderDeliveryStatus = OrderDelivery & Pick<ApiOrder, 'orderStatus' | 'deliveredAt' | 'cancelledAt'>;

export const DELIVERY_METHOD_LABELS = { standard: 'Standard delivery', express: 'Express delivery' } as const;

/**
 * The method and where the delivery stands, for an order's facts: the expected dates while it is on its way,
 * "Delivered on …" or "Cancelled on …" once it ended (never the dates it was once expected); null for an
 * order without them.
 */
export function OrderDeliveryFact({ order }: { order: OrderDeliveryStatus }) {
  if (!order.deliveryMethod && !order.expectedDelivery) return null;
  const delivery = orderDeliveryState(order);
  return (
    <span className="grid justify-items-start gap-0.5">
      {order.deliveryMethod ? <span>{DELIVERY_METHOD_LABELS[order.deliveryMethod]}</span> : null}
      {delivery ? (
        <span className="text-xs text-neutral-600" data-testid="delivery-state">
          {delivery.text}
        </span>
      ) : null}
    </span>
  );
}

/** Whether the order carries its charges (orders placed since delivery was charged). */
export const hasCharges = (order: OrderDelivery): boolean =>
  order.goodsTotal !== undefined && order.deliveryFee !== undefined;

/**
 * The goods and each charge, tax included, as they add up to the order's total: delivery ("Free" at 0),
 * fragile packaging and the cash-on-delivery fee when charged, and a discount code's amount off. Nothing for an
 * order without charges.
 */
export function OrderCharges({ order, className }: { order: OrderDelivery; className?: string }) {
  if (!hasCharges(order)) return null;
  const rows: [string, string][] = [['Goods (incl. GST)', formatINR(order.goodsTotal)]];
  const method = order.deliveryMethod
    ? ` (${order.deliveryMethod === 'express' ? 'Express' : 'Standard'})`
    : '';
  rows.push([`Delivery${method}`, order.deliveryFee === 0 ? 'Free' : formatINR(order.deliveryFee)]);
  if ((order.fragileFee ?? 0) > 0) rows.push(['Fragile packaging', formatINR(order.fragileFee)]);
  if ((order.codFee ?? 0) > 0) rows.push(['Cash-on-delivery fee', formatINR(order.codFee)]);
  const discount = discountRow(order);
  if (discount) rows.push(discount);
  return (
    <div role="group" aria-label="Goods and charges" className={className}>
      <dl className="grid gap-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4">
            <dt className="text-neutral-600">{label}</dt>
            <dd
              className={cn(
                'tabular-nums text-neutral-900',
                (value === 'Free' || value.startsWith('−')) && 'font-medium text-green-800',
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
