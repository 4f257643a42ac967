import { amountDuePaise } from '../../giftcards';
import { formatPaise } from '../../../../common/money';
import { escapeHtml, renderMailHtml } from '../../../mail/html';
import { queueMail, queueMailJob } from '../../../mail/mailer';
import type { OrderMailKind } from '../../../../common/contracts/settings';
import { getSettings, getShopName } from '../../settings';
import type { OrderDeps } from './order-deps';
import { lineNamesOf, loadOrderMoney, orderMoney } from './order-money-mail';
import { accountRecipient, type OrderItemRow, type OrderRow } from './orders.repository';
import type { Lang } from '../../../../common/lang';
import { mailLink, mailWords, type MailWords } from '../../../mail/words';

/**
 * The order confirmation mail, sent once by whichever caller marked the order paid (or, for cash on delivery,
 * by the checkout that placed it), after its transaction committed, to the customer's account e-mail, in the
 * language of the account (issue 50). Delivery runs in the background (queueMail): a slow or failing mail server never fails a payment.
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
    // To the account's own address, never the contactEmail the checkout sent: the shop mails only its customers.
    const to = await accountRecipient(deps.db, order.userId);
    if (!to) return;
    const lang = to.language;
    const w = mailWords(lang);
    const a = order.addressInfo;
    // What the buyer pays beside a gift card's part (decision 033): the whole total without one.
    const total = formatPaise(amountDuePaise(order));
    const cash = order.paymentMethod === 'cod';
    const orderNumber = order.orderNumber;
    const intro = cash
      ? w(
          'Thank you for your order {orderNumber}. Please keep {total} ready: you pay in cash when it is delivered.',
          { orderNumber, total },
        )
      : amountDuePaise(order) === 0
        ? w(
            'Thank you for your order {orderNumber}. Your gift card paid its {card} and your order is confirmed.',
            { orderNumber, card: formatPaise(order.totalAmountPaise) },
          )
        : w(
            'Thank you for your order {orderNumber}. We have received your payment of {total} and your order is confirmed.',
            { orderNumber, total },
          );
    const money = orderMoney(order, items, lang, await lineNamesOf(deps.db, items, lang));
    const deliverTo = w('Delivery to: {address}, {city} {pincode} (phone {phone})', {
      address: a.address,
      city: a.city,
      pincode: a.pincode,
      phone: a.phone,
    });
    const accountUrl = mailLink(deps.config.publicUrl, '/shop/account', lang);
    const account = w('You can see your order and download its GST invoice under Account → Orders: {url}', {
      url: accountUrl,
    });
    const hello = w('Hello {name},', { name: order.contactName });
    const text = [hello, '', intro, '', ...money.text, '', deliverTo, '', account].join('\n');
    const bodyHtml = `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
${money.html}
<p>${escapeHtml(deliverTo)}</p>`;
    queueMail(deps, {
      to: to.email,
      subject: cash
        ? w('{shop}: order {orderNumber} placed, pay {total} on delivery', { shop, orderNumber, total })
        : w('{shop}: order {orderNumber} confirmed ({total})', { shop, orderNumber, total }),
      text,
      html: renderMailHtml({
        shopName: shop,
        lang,
        heading: cash ? w('Your order is placed') : w('Your order is confirmed'),
        bodyHtml,
        action: { label: w('View your orders'), url: accountUrl },
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

/** Who a letter goes to: the address, and the language it is written in. */
type Recipient = { email: string; language: Lang } | null;

/**
 * Sends `letter` in the background (queueMailJob, after the caller's transaction) to the recipient `to` finds,
 * in their language, when the setting `kind` is on; the outbox keeps what was sent or failed. Nothing when the
 * switch is off or there is no address.
 */
function queueOrderLetter(
  deps: OrderDeps,
  kind: OrderMailKind,
  to: (settings: Awaited<ReturnType<typeof getSettings>>) => Promise<Recipient> | Recipient,
  build: (shop: string, w: MailWords) => Letter,
) {
  void queueMailJob(deps, async () => {
    const settings = await getSettings(deps.db);
    if (!settings.orderMails[kind]) return null;
    const recipient = await to(settings);
    if (!recipient) return null;
    const lang = recipient.language;
    const w = mailWords(lang);
    const shop = settings.companyName.trim() || (await getShopName(deps.db));
    const letter = build(shop, w);
    const money = letter.money ? await loadOrderMoney(deps.db, letter.money, lang) : null;
    const link = letter.link ? [`${letter.link.label}: ${letter.link.url}`] : [];
    return {
      to: recipient.email,
      subject: `${shop}: ${letter.subject}`,
      text: [
        ...letter.paragraphs,
        ...(money ? [money.text.join('\n')] : []),
        ...link,
        `${letter.action.label}: ${letter.action.url}`,
      ].join('\n\n'),
      html: renderMailHtml({
        shopName: shop,
        lang,
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

/** The customer's mail of a status change made by the owner, when its setting is on, in their language. */
export function mailStatusChange(deps: OrderDeps, order: OrderRow, mail: StatusMail) {
  const orderNumber = order.orderNumber;
  const letter = (w: MailWords): Omit<Letter, 'action'> => {
    const hello = w('Hello {name},', { name: order.contactName });
    switch (mail.kind) {
      case 'confirmed':
        return {
          subject: w('order {orderNumber} is confirmed', { orderNumber }),
          heading: w('Your order is confirmed'),
          paragraphs: [
            hello,
            w(
              'Your order {orderNumber} is confirmed and is being prepared. We will write again when it ships.',
              { orderNumber },
            ),
          ],
          money: order,
        };
      case 'inProcess':
        return {
          subject: w('order {orderNumber} is being prepared', { orderNumber }),
          heading: w('Your order is being prepared'),
          paragraphs: [
            hello,
            w('We are preparing your order {orderNumber}. We will write again when it ships.', {
              orderNumber,
            }),
          ],
        };
      case 'shipped':
        return {
          subject: w('order {orderNumber} has shipped ({courier} {trackingNumber})', {
            orderNumber,
            courier: mail.courier,
            trackingNumber: mail.trackingNumber,
          }),
          heading: w('Your order has shipped'),
          money: order,
          paragraphs: [
            hello,
            w('Your order {orderNumber} has shipped with {courier}.', { orderNumber, courier: mail.courier }),
            w('Tracking number (AWB): {trackingNumber}', { trackingNumber: mail.trackingNumber }),
            ...(order.paymentMethod === 'cod' && order.paymentStatus === 'pending'
              ? [
                  w('Please keep {total} ready: you pay in cash when it is delivered.', {
                    total: formatPaise(amountDuePaise(order)),
                  }),
                ]
              : []),
          ],
          link: mail.trackingUrl ? { label: w('Track your parcel'), url: mail.trackingUrl } : null,
        };
      case 'delivered':
        return {
          subject: w('order {orderNumber} is delivered', { orderNumber }),
          heading: w('Your order is delivered'),
          paragraphs: [
            hello,
            w('Your order {orderNumber} is delivered. Thank you for shopping with us.', { orderNumber }),
          ],
        };
      case 'rejected':
        return {
          subject: w('order {orderNumber} is cancelled', { orderNumber }),
          heading: w('Your order is cancelled'),
          money: order,
          paragraphs: [
            hello,
            w('We are sorry: we could not fulfil your order {orderNumber}, and it is cancelled.', {
              orderNumber,
            }),
            ...(mail.note ? [w('Reason: {note}', { note: mail.note })] : []),
            ...(order.paymentStatus === 'paid'
              ? [w('What you paid is refunded to you; we will write when the refund is sent.')]
              : []),
          ],
        };
    }
  };
  queueOrderLetter(
    deps,
    mail.kind,
    () => accountRecipient(deps.db, order.userId),
    (_shop, w) => ({
      ...letter(w),
      action: {
        label: w('View your order'),
        url: mailLink(deps.config.publicUrl, '/shop/account', w.lang),
      },
    }),
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
    // The owner reads the admin's language: English.
    (settings) => (settings.email ? { email: settings.email, language: 'en' } : null),
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
