import { orderDeliveryState } from '../../../../common/delivery-dates';
import { formatPaise } from '../../../../common/money';
import type { DbOrTx } from '../../../db/client';
import { escapeHtml } from '../../../mail/html';
import { chargesOf } from './order.mapper';
import { findOrder, itemsOfOrders, type OrderItemRow, type OrderRow } from './orders.repository';

/**
 * The money of an order as every mail that names it shows it (the confirmation, the cash order, the owner's new
 * order, dispatch, cancellation, refunds): each line with its total, each charge the order carries (its delivery
 * method and fee, fragile packing, the cash-on-delivery fee), the discount code's amount off, the total, the GST in it, and where the delivery
 * stands (the expected dates while it is on its way; delivered or cancelled once it ended). Every figure is the
 * stored order's, frozen at checkout, so the lines and charges add up to the total to the paisa, as on the
 * invoice. One place, so that no mail adds them up differently.
 */
export interface OrderMoney {
  /** The plain-text lines, "label: ₹amount". */
  text: string[];
  /** The same as a table in the mail's HTML layout, every value escaped. */
  html: string;
}

interface Row {
  label: string;
  amount: string;
  /** The total's row, in bold. */
  total?: boolean;
}

/** What the total is, said as the buyer reads it: paid online, to pay at the door, or neither any more. */
export function totalLabelOf(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'orderStatus'>,
): string {
  if (order.paymentStatus === 'paid') return 'Total paid';
  if (order.paymentMethod === 'cod' && order.orderStatus !== 'rejected') return 'To pay on delivery';
  return 'Order total';
}

/**
 * How an order a gift card paid part or all of was paid, below its total (decision 033): the card's part, then what
 * PhonePe or the cash paid, or is still to pay; the two add up to the total. None without a card.
 */
export function giftCardRows(
  order: Pick<
    OrderRow,
    'paymentMethod' | 'paymentStatus' | 'orderStatus' | 'totalAmountPaise' | 'giftCardPaise'
  >,
): Row[] {
  if (!(order.giftCardPaise > 0)) return [];
  const card: Row = { label: 'Paid by gift card', amount: `−${formatPaise(order.giftCardPaise)}` };
  const duePaise = order.totalAmountPaise - order.giftCardPaise;
  if (duePaise <= 0) return [card];
  const cash = order.paymentMethod === 'cod';
  const label =
    order.paymentStatus === 'paid'
      ? cash
        ? 'Paid in cash'
        : 'Paid by PhonePe'
      : cash && order.orderStatus !== 'rejected'
        ? 'To pay on delivery'
        : 'To pay';
  return [card, { label, amount: formatPaise(duePaise), total: true }];
}

const cell = 'padding:4px 8px';
const right = `${cell};text-align:right;white-space:nowrap`;

/** The money block of `order`, from its stored items (sorted as placed). */
export function orderMoney(order: OrderRow, items: OrderItemRow[]): OrderMoney {
  const lines: Row[] = [...items]
    .sort((a, b) => a.position - b.position)
    // Each line at its value before the code's share, as the buyer saw it in the cart; the code's row takes the
    // shares off again, so the rows still add up to the total.
    .map((i) => ({
      label: `${i.quantity} × ${i.title}`,
      amount: formatPaise(i.lineTotalPaise + i.discountPaise),
    }));
  const discount: Row[] =
    order.discountPaise > 0
      ? [
          {
            label: `Discount (${order.discountCode ?? 'code'})`,
            amount: `−${formatPaise(order.discountPaise)}`,
          },
        ]
      : [];
  const charges: Row[] = [
    {
      label: `${order.deliveryMethod === 'express' ? 'Express' : 'Standard'} delivery${
        order.deliveryDiscountPaise > 0 ? ` (free with ${order.discountCode ?? 'a code'})` : ''
      }`,
      amount: order.deliveryFeePaise > 0 ? formatPaise(order.deliveryFeePaise) : 'Free',
    },
    ...(order.fragileFeePaise > 0
      ? [{ label: 'Fragile packaging', amount: formatPaise(order.fragileFeePaise) }]
      : []),
    ...(order.codFeePaise > 0
      ? [{ label: 'Cash-on-delivery fee', amount: formatPaise(order.codFeePaise) }]
      : []),
  ];
  // An order placed before delivery was charged names no delivery line: it had none.
  const shownCharges = chargesOf(order) > 0 || order.deliveryFrom ? charges : [];
  const card = giftCardRows(order);
  const total: Row = {
    label: card.length > 0 ? 'Order total' : totalLabelOf(order),
    amount: formatPaise(order.totalAmountPaise),
    total: true,
  };
  // Inter-state orders carry IGST only, intra-state ones CGST and SGST.
  const taxes: Row[] = [
    { label: 'Taxable value', amount: formatPaise(order.subtotalPaise) },
    ...(order.taxType === 'inter'
      ? [{ label: 'IGST', amount: formatPaise(order.igstPaise) }]
      : [
          { label: 'CGST', amount: formatPaise(order.cgstPaise) },
          { label: 'SGST', amount: formatPaise(order.sgstPaise) },
        ]),
  ];
  const delivery = orderDeliveryState({
    orderStatus: order.orderStatus,
    expectedDelivery:
      order.deliveryFrom && order.deliveryTo ? { from: order.deliveryFrom, to: order.deliveryTo } : null,
    deliveredAt: order.deliveredAt,
    cancelledAt: order.cancelledAt,
  });
  const deliveryLine = delivery
    ? delivery.state === 'expected'
      ? `Expected delivery: ${delivery.dates}`
      : delivery.text
    : null;
  const heading = `Order ${order.orderNumber}${order.invoiceNumber ? ` · Invoice ${order.invoiceNumber}` : ''}`;
  const taxNote = 'GST included in the total:';

  const text = [
    heading,
    ...[...lines, ...discount, ...shownCharges, total, ...card].map((r) => `${r.label}: ${r.amount}`),
    taxNote,
    ...taxes.map((r) => `  ${r.label}: ${r.amount}`),
    ...(deliveryLine ? [deliveryLine] : []),
  ];

  const tr = (r: Row) =>
    r.total
      ? `<tr><td style="${cell};border-top:1px solid #e7e5e4"><strong>${escapeHtml(r.label)}</strong></td><td style="${right};border-top:1px solid #e7e5e4"><strong>${escapeHtml(r.amount)}</strong></td></tr>`
      : `<tr><td style="${cell}">${escapeHtml(r.label)}</td><td style="${right}">${escapeHtml(r.amount)}</td></tr>`;
  const small = (r: Row) =>
    `<tr><td style="${cell};color:#57534e;font-size:13px">${escapeHtml(r.label)}</td><td style="${right};color:#57534e;font-size:13px">${escapeHtml(r.amount)}</td></tr>`;
  const html = `<p style="margin:16px 0 4px"><strong>${escapeHtml(heading)}</strong></p>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px">
${[...lines, ...discount, ...shownCharges, total, ...card].map(tr).join('\n')}
<tr><td colspan="2" style="${cell};color:#57534e;font-size:13px;padding-top:12px">${escapeHtml(taxNote)}</td></tr>
${taxes.map(small).join('\n')}
</table>${deliveryLine ? `\n<p style="margin:12px 0 0">${escapeHtml(deliveryLine)}</p>` : ''}`;
  return { text, html };
}

/**
 * The money block of an order as it is stored now, with its items, for a mail built after the change it tells
 * of was committed (a caller's row may be from before it: a cancel, a refund); `order` when it is gone.
 */
export async function loadOrderMoney(db: DbOrTx, order: OrderRow): Promise<OrderMoney> {
  const [current, items] = await Promise.all([findOrder(db, order.id), itemsOfOrders(db, [order.id])]);
  return orderMoney(current ?? order, items);
}
