import { amountDuePaise } from '../../giftcards';
import { formatPaise } from '../../../../common/money';
import { escapeHtml, renderMailHtml } from '../../../mail/html';
import { queueMail, queueMailJob } from '../../../mail/mailer';
import type { OrderMailKind } from '../../../../common/contracts/settings';
import { getSettings, getShopName } from '../../settings';
import type { OrderDeps } from './order-deps';
import { loadOrderMoney, orderMoney } from './order-money-mail';
import { accountEmail, type OrderItemRow, type OrderRow } from './orders.repository';

/**
 * The order confirmation mail, sent once by whichever caller marked the order paid (or, for cash on delivery,
 * by the checkout that placed it), after its transaction committed, to the customer's account e-mail. Delivery runs in the background (queueMail): a slow or failing mail server never fails a payment.
 */
export async function sendOrderConfirmation(
  deps: OrderDeps,
  order: OrderRow,
  items: OrderItemRow[],
): Promise<void> {
  // The owner hears of the order too, when the setting is on and Settings has the shop's e-mail.
  mailOwnerNewOrder(deps, order);
  try {
    const shop = await getShopName(deps.db);
    const a = order.addressInfo;
    // What the buyer pays beside a gift card's part (decision 033): the whole total without one.
    const total = formatPaise(amountDuePaise(order));
    const cash = order.paymentMethod === 'cod';
    const intro = cash
      ? `Thank you for your order ${order.orderNumber}. Please keep ${total} ready: you pay in cash when it is delivered.`
      : amountDuePaise(order) === 0
        ? `Thank you for your order ${order.orderNumber}. Your gift card paid its ${formatPaise(order.totalAmountPaise)} and your order is confirmed.`
        : `Thank you for your order ${order.orderNumber}. We have received your payment of ${total} and your order is confirmed.`;
    const money = orderMoney(order, items);
    const deliverTo = `Delivery to: ${a.address}, ${a.city} ${a.pincode} (phone ${a.phone})`;
    const account = `You can see your order and download its GST invoice under Account → Orders: ${deps.config.publicUrl}/shop/account`;
    const text = [
      `Hello ${order.contactName},`,
      '',
      intro,
      '',
      ...money.text,
      '',
      deliverTo,
      '',
      account,
    ].join('\n');
    const bodyHtml = `<p>Hello ${escapeHtml(order.contactName)},</p>
<p>${escapeHtml(intro)}</p>
${money.html}
<p>${escapeHtml(deliverTo)}</p>`;
    // To the account's own address, never the contactEmail the checkout sent: the shop mails only its customers.
    const to = await accountEmail(deps.db, order.userId);
    if (!to) return;
    queueMail(deps, {
      to,
      subject: cash
        ? `${shop}: order ${order.orderNumber} placed, pay ${total} on delivery`
        : `${shop}: order ${order.orderNumber} confirmed (${total})`,
      text,
      html: renderMailHtml({
        shopName: shop,
        heading: cash ? 'Your order is placed' : 'Your order is confirmed',
        bodyHtml,
        action: { label: 'View your orders', url: `${deps.config.publicUrl}/shop/account` },
      }),
    });
  } catch (err) {
    deps.log.warn(
      { err: (err as Error).message, orderId: order.id },
      'order confirmation mail could not be queued',
    );
  }
}

// ---------------------------------------------------------------- status mails

/**
 * A mail of plain paragraphs: the text part, and the same paragraphs (links made clickable) in the shop's layout;
 * with `money`, the order's money block (order-money-mail.ts) after them.
 */
interface Letter {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The order whose lines, charges, GST, total and delivery the mail shows. */
  money?: OrderRow;
  /** A labelled link shown after the paragraphs (the courier's tracking page). */
  link?: { label: string; url: string } | null;
  action: { label: string; url: string };
}

/**
 * Sends `letter` in the background (queueMailJob, after the caller's transaction) to the address `to` finds,
 * when the setting `kind` is on; the outbox keeps what was sent or failed. Nothing when the switch is off or
 * there is no address.
 */
function queueOrderLetter(
  deps: OrderDeps,
  kind: OrderMailKind,
  to: (settings: Awaited<ReturnType<typeof getSettings>>) => Promise<string | null> | string | null,
  build: (shop: string) => Letter,
) {
  void queueMailJob(deps, async () => {
    const settings = await getSettings(deps.db);
    if (!settings.orderMails[kind]) return null;
    const address = await to(settings);
    if (!address) return null;
    const shop = settings.companyName.trim() || (await getShopName(deps.db));
    const letter = build(shop);
    const money = letter.money ? await loadOrderMoney(deps.db, letter.money) : null;
    const link = letter.link ? [`${letter.link.label}: ${letter.link.url}`] : [];
    return {
      to: address,
      subject: `${shop}: ${letter.subject}`,
      text: [
        ...letter.paragraphs,
        ...(money ? [money.text.join('\n')] : []),
        ...link,
        `${letter.action.label}: ${letter.action.url}`,
      ].join('\n\n'),
      html: renderMailHtml({
        shopName: shop,
        heading: letter.heading,
        bodyHtml: [
          ...letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
          ...(money ? [money.html] : []),
          ...(letter.link
            ? [`<p><a href="${escapeHtml(letter.link.url)}">${escapeHtml(letter.link.label)}</a></p>`]
            : []),
        ].join('\n'),
        action: letter.action,
      }),
    };
  });
}

/** The status mails the owner's changes send; a move to pending sends none. */
export type StatusMail =
  | { kind: 'confirmed' | 'inProcess' | 'delivered' }
  | { kind: 'shipped'; courier: string; trackingNumber: string; trackingUrl: string | null }
  | { kind: 'rejected'; note: string };

/**
 * What the customer hears when the owner moves an order from `from` to `to`: a cash-on-delivery order moved on
 * from pending is confirmed, a paid one being worked on is being prepared; dispatched, delivered and rejected
 * have their own. Nothing when the status did not change or went back to pending.
 */
export function statusMailOf(
  from: OrderRow['orderStatus'],
  to: OrderRow['orderStatus'],
  order: Pick<OrderRow, 'courier' | 'trackingNumber' | 'trackingUrl'>,
  note = '',
): StatusMail | null {
  if (from === to) return null;
  switch (to) {
    case 'confirmed':
      return { kind: 'confirmed' };
    case 'inProcess':
      return { kind: from === 'pending' ? 'confirmed' : 'inProcess' };
    case 'inShipping':
      return order.courier && order.trackingNumber
        ? {
            kind: 'shipped',
            courier: order.courier,
            trackingNumber: order.trackingNumber,
            trackingUrl: order.trackingUrl ?? null,
          }
        : null;
    case 'delivered':
      return { kind: 'delivered' };
    case 'rejected':
      return { kind: 'rejected', note };
    default:
      return null;
  }
}

/** The customer's mail of a status change made by the owner, when its setting is on. */
export function mailStatusChange(deps: OrderDeps, order: OrderRow, mail: StatusMail) {
  const hello = `Hello ${order.contactName},`;
  const action = { label: 'View your order', url: `${deps.config.publicUrl}/shop/account` };
  const letter = ((): Omit<Letter, 'action'> => {
    switch (mail.kind) {
      case 'confirmed':
        return {
          subject: `order ${order.orderNumber} is confirmed`,
          heading: 'Your order is confirmed',
          paragraphs: [
            hello,
            `Your order ${order.orderNumber} is confirmed and is being prepared. We will write again when it ships.`,
          ],
          money: order,
        };
      case 'inProcess':
        return {
          subject: `order ${order.orderNumber} is being prepared`,
          heading: 'Your order is being prepared',
          paragraphs: [
            hello,
            `We are preparing your order ${order.orderNumber}. We will write again when it ships.`,
          ],
        };
      case 'shipped':
        return {
          subject: `order ${order.orderNumber} has shipped (${mail.courier} ${mail.trackingNumber})`,
          heading: 'Your order has shipped',
          money: order,
          paragraphs: [
            hello,
            `Your order ${order.orderNumber} has shipped with ${mail.courier}.`,
            `Tracking number (AWB): ${mail.trackingNumber}`,
            ...(order.paymentMethod === 'cod' && order.paymentStatus === 'pending'
              ? [
                  `Please keep ${formatPaise(amountDuePaise(order))} ready: you pay in cash when it is delivered.`,
                ]
              : []),
          ],
          link: mail.trackingUrl ? { label: 'Track your parcel', url: mail.trackingUrl } : null,
        };
      case 'delivered':
        return {
          subject: `order ${order.orderNumber} is delivered`,
          heading: 'Your order is delivered',
          paragraphs: [
            hello,
            `Your order ${order.orderNumber} is delivered. Thank you for shopping with us.`,
          ],
        };
      case 'rejected':
        return {
          subject: `order ${order.orderNumber} is cancelled`,
          heading: 'Your order is cancelled',
          money: order,
          paragraphs: [
            hello,
            `We are sorry: we could not fulfil your order ${order.orderNumber}, and it is cancelled.`,
            ...(mail.note ? [`Reason: ${mail.note}`] : []),
            ...(order.paymentStatus === 'paid'
              ? ['What you paid is refunded to you; we will write when the refund is sent.']
              : []),
          ],
        };
    }
  })();
  queueOrderLetter(
    deps,
    mail.kind,
    () => accountEmail(deps.db, order.userId),
    () => ({ ...letter, action }),
  );
}

/** To the owner (the shop's e-mail in Settings): an order was paid online, or placed for cash on delivery. */
export function mailOwnerNewOrder(deps: OrderDeps, order: OrderRow) {
  const total = formatPaise(order.totalAmountPaise);
  const cash = order.paymentMethod === 'cod';
  const a = order.addressInfo;
  queueOrderLetter(
    deps,
    'ownerNewOrder',
    (settings) => settings.email || null,
    () => ({
      subject: `new order ${order.orderNumber} (${total}${cash ? ', cash on delivery' : ', paid'})`,
      heading: 'A new order',
      money: order,
      paragraphs: [
        `${order.contactName} placed order ${order.orderNumber}: ${total}, ${cash ? 'to be paid in cash on delivery' : 'paid online'}.`,
        `Delivery to: ${a.address}, ${a.city} ${a.pincode} (phone ${a.phone})`,
      ],
      action: { label: 'Open the order', url: `${deps.config.publicUrl}/admin/orders?order=${order.id}` },
    }),
  );
}
