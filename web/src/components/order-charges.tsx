import type { ApiOrder } from '../../../common/contracts/orders';
import { formatINR } from '../../../common/money';
import {
  formatDeliveryMoment,
  orderDeliveryState,
  type OrderDeliveryFacts,
} from '../../../common/delivery-dates';
import { cn } from '../lib/utils';
import { msg, useLang, useT, type Translate } from '../i18n/i18n';
import type { Lang } from '../../../common/lang';

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

export const DELIVERY_METHOD_LABELS = {
  standard: msg('Standard delivery'),
  express: msg('Express delivery'),
} as const;

/**
 * Where an order's delivery stands, as one line in the page's language: orderDeliveryState's English word for
 * word on an English page ("Delivered on Thu 3 Dec"), the same with Hindi words and dates on a Hindi page.
 */
export function deliveryStateLine(t: Translate, lang: Lang, order: OrderDeliveryFacts): string | null {
  const delivery = orderDeliveryState(order, lang);
  if (!delivery) return null;
  if (delivery.state === 'expected') return t('Expected {dates}', { dates: delivery.dates });
  const at = delivery.state === 'delivered' ? order.deliveredAt : order.cancelledAt;
  if (!at) return delivery.state === 'delivered' ? t('Delivered') : t('Cancelled');
  const date = formatDeliveryMoment(at, lang);
  return delivery.state === 'delivered'
    ? t('Delivered on {date}', { date })
    : t('Cancelled on {date}', { date });
}

/**
 * The method and where the delivery stands, for an order's facts: the expected dates while it is on its way,
 * "Delivered on …" or "Cancelled on …" once it ended (never the dates it was once expected); null for an
 * order without them.
 */
export function OrderDeliveryFact({ order }: { order: OrderDeliveryStatus }) {
  const t = useT();
  const lang = useLang();
  if (!order.deliveryMethod && !order.expectedDelivery) return null;
  const delivery = deliveryStateLine(t, lang, order);
  return (
    <span className="grid justify-items-start gap-0.5">
      {order.deliveryMethod ? <span>{t(DELIVERY_METHOD_LABELS[order.deliveryMethod])}</span> : null}
      {delivery ? (
        <span className="text-xs text-neutral-600" data-testid="delivery-state">
          {delivery}
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
  const t = useT();
  if (!hasCharges(order)) return null;
  // Each row: its label, its amount, and whether it is money off (shown green: a free delivery, a discount).
  const rows: [string, string, boolean][] = [[t('Goods (incl. GST)'), formatINR(order.goodsTotal), false]];
  const delivery = !order.deliveryMethod
    ? t('Delivery')
    : order.deliveryMethod === 'express'
      ? t('Delivery (Express)')
      : t('Delivery (Standard)');
  const free = order.deliveryFee === 0;
  rows.push([delivery, free ? t('Free') : formatINR(order.deliveryFee), free]);
  if ((order.fragileFee ?? 0) > 0) rows.push([t('Fragile packaging'), formatINR(order.fragileFee), false]);
  if ((order.codFee ?? 0) > 0) rows.push([t('Cash-on-delivery fee'), formatINR(order.codFee), false]);
  const discount = discountRow(order);
  if (discount && order.discountCode)
    rows.push([t('Discount ({code})', { code: order.discountCode }), discount[1], true]);
  return (
    <div role="group" aria-label={t('Goods and charges')} className={className}>
      <dl className="grid gap-1.5 text-sm">
        {rows.map(([label, value, off]) => (
          <div key={label} className="flex items-baseline justify-between gap-4">
            <dt className="text-neutral-600">{label}</dt>
            <dd className={cn('tabular-nums text-neutral-900', off && 'font-medium text-green-800')}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
