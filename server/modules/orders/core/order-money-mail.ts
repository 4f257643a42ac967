import { orderDeliveryState } from '../../../../common/delivery-dates';
import { DATE_LOCALE, type Lang } from '../../../../common/lang';
import { formatPaise } from '../../../../common/money';
import type { DbOrTx } from '../../../db/client';
import { escapeHtml } from '../../../mail/html';
import { mailWords, productName, type MailWords } from '../../../mail/words';
import { chargesOf } from './order.mapper';
import {
  findOrder,
  itemsOfOrders,
  productTranslationsOf,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository';

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
  w: MailWords = mailWords('en'),
): string {
  if (order.paymentStatus === 'paid') return w('Total paid');
  if (order.paymentMethod === 'cod' && order.orderStatus !== 'rejected') return w('To pay on delivery');
  return w('Order total');
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
  w: MailWords = mailWords('en'),
): Row[] {
  if (!(order.giftCardPaise > 0)) return [];
  const card: Row = { label: w('Paid by gift card'), amount: `−${formatPaise(order.giftCardPaise)}` };
  const duePaise = order.totalAmountPaise - order.giftCardPaise;
  if (duePaise <= 0) return [card];
  const cash = order.paymentMethod === 'cod';
  const label =
    order.paymentStatus === 'paid'
      ? cash
        ? w('Paid in cash')
        : w('Paid by PhonePe')
      : cash && order.orderStatus !== 'rejected'
        ? w('To pay on delivery')
        : w('To pay');
  return [card, { label, amount: formatPaise(duePaise), total: true }];
}

const cell = 'padding:4px 8px';
const right = `${cell};text-align:right;white-space:nowrap`;

const hindiDay = new Intl.DateTimeFormat(DATE_LOCALE.hi, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});
/** A day in a Hindi mail: 'गुरु, 3 दिस॰', on India's calendar, Latin digits. */
const hindiDayOf = (at: Date | string) =>
  hindiDay.format(
    typeof at === 'string' && !at.includes('T') ? new Date(`${at}T12:00:00+05:30`) : new Date(at),
  );

/**
 * Where the delivery stands, one line under the money: English as the pages say it (common/delivery-dates.ts),
 * Hindi with Hindi day and month names.
 */
function deliveryLineOf(order: OrderRow, lang: Lang): string | null {
  const delivery = orderDeliveryState({
    orderStatus: order.orderStatus,
    expectedDelivery:
      order.deliveryFrom && order.deliveryTo ? { from: order.deliveryFrom, to: order.deliveryTo } : null,
    deliveredAt: order.deliveredAt,
    cancelledAt: order.cancelledAt,
  });
  if (!delivery) return null;
  if (lang === 'en')
    return delivery.state === 'expected' ? `Expected delivery: ${delivery.dates}` : delivery.text;
  const w = mailWords(lang);
  if (delivery.state === 'expected') {
    const { deliveryFrom: from, deliveryTo: to } = order;
    const dates = from === to ? hindiDayOf(from!) : `${hindiDayOf(from!)} – ${hindiDayOf(to!)}`;
    return w('Expected delivery: {dates}', { dates });
  }
  const at = delivery.state === 'delivered' ? order.deliveredAt : order.cancelledAt;
  if (delivery.state === 'delivered')
    return at ? w('Delivered on {day}', { day: hindiDayOf(at) }) : w('Delivered');
  return at ? w('Cancelled on {day}', { day: hindiDayOf(at) }) : w('Cancelled');
}

/** The Hindi names of an order's lines, for a Hindi mail: product id → its translations. */
export type LineNames = Map<string, Parameters<typeof productName>[1]>;

/**
 * The money block of `order`, from its stored items (sorted as placed), in `lang`: the same rows and figures in
 * both languages, the labels from the mail catalogue and each line under its product's Hindi name when it has one.
 */
export function orderMoney(
  order: OrderRow,
  items: OrderItemRow[],
  lang: Lang = 'en',
  names: LineNames = new Map(),
): OrderMoney {
  const w = mailWords(lang);
  const lines: Row[] = [...items]
    .sort((a, b) => a.position - b.position)
    // Each line at its value before the code's share, as the buyer saw it in the cart; the code's row takes the
    // shares off again, so the rows still add up to the total.
    .map((i) => ({
      label: `${i.quantity} × ${productName(i.title, names.get(i.productId), lang)}`,
      amount: formatPaise(i.lineTotalPaise + i.discountPaise),
    }));
  const discount: Row[] =
    order.discountPaise > 0
      ? [
          {
            label: w('Discount ({code})', { code: order.discountCode ?? w('code') }),
            amount: `−${formatPaise(order.discountPaise)}`,
          },
        ]
      : [];
  const method = order.deliveryMethod === 'express' ? w('Express delivery') : w('Standard delivery');
  const charges: Row[] = [
    {
      label:
        order.deliveryDiscountPaise > 0
          ? w('{method} (free with {code})', { method, code: order.discountCode ?? w('a code') })
          : method,
      amount: order.deliveryFeePaise > 0 ? formatPaise(order.deliveryFeePaise) : w('Free'),
    },
    ...(order.fragileFeePaise > 0
      ? [{ label: w('Fragile packaging'), amount: formatPaise(order.fragileFeePaise) }]
      : []),
    ...(order.codFeePaise > 0
      ? [{ label: w('Cash-on-delivery fee'), amount: formatPaise(order.codFeePaise) }]
      : []),
  ];
  // An order placed before delivery was charged names no delivery line: it had none.
  const shownCharges = chargesOf(order) > 0 || order.deliveryFrom ? charges : [];
  const card = giftCardRows(order, w);
  const total: Row = {
    label: card.length > 0 ? w('Order total') : totalLabelOf(order, w),
    amount: formatPaise(order.totalAmountPaise),
    total: true,
  };
  // Inter-state orders carry IGST only, intra-state ones CGST and SGST.
  const taxes: Row[] = [
    { label: w('Taxable value'), amount: formatPaise(order.subtotalPaise) },
    ...(order.taxType === 'inter'
      ? [{ label: 'IGST', amount: formatPaise(order.igstPaise) }]
      : [
          { label: 'CGST', amount: formatPaise(order.cgstPaise) },
          { label: 'SGST', amount: formatPaise(order.sgstPaise) },
        ]),
  ];
  const deliveryLine = deliveryLineOf(order, lang);
  const heading = order.invoiceNumber
    ? w('Order {orderNumber} · Invoice {invoiceNumber}', {
        orderNumber: order.orderNumber,
        invoiceNumber: order.invoiceNumber,
      })
    : w('Order {orderNumber}', { orderNumber: order.orderNumber });
  const taxNote = w('GST included in the total:');

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
export async function loadOrderMoney(db: DbOrTx, order: OrderRow, lang: Lang = 'en'): Promise<OrderMoney> {
  const [current, items] = await Promise.all([findOrder(db, order.id), itemsOfOrders(db, [order.id])]);
  return orderMoney(current ?? order, items, lang, await lineNamesOf(db, items, lang));
}

/** The Hindi names of `items` for a Hindi mail; none needed for an English one. */
export async function lineNamesOf(db: DbOrTx, items: OrderItemRow[], lang: Lang): Promise<LineNames> {
  return lang === 'en'
    ? new Map()
    : productTranslationsOf(
        db,
        items.map((i) => i.productId),
      );
}
