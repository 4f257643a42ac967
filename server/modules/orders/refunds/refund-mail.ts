import { RETURN_REASON_TEXT, type ReturnReason } from '../../../../common/contracts/returns';
import { formatGiftCardCode } from '../../../../common/giftcards';
import { formatPaise } from '../../../../common/money';
import { escapeHtml, renderMailHtml } from '../../../mail/html';
import { queueMailJob } from '../../../mail/mailer';
import { getSettings } from '../../settings';
import { accountEmail, loadOrderMoney, type OrderDeps, type OrderRow } from '../core';

/**
 * The mails of an order's cancellation, return and refund: to the customer at each step, and to the
 * owner when a return is asked for. Each is a plain-text part and the same paragraphs in the shop's HTML layout,
 * built and sent in the background after the caller's transaction (queueMailJob): a slow or failing mail server
 * never fails the step, and the outbox keeps what was sent or failed.
 */

interface Letter {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The order whose lines, charges, GST and total the mail shows after its paragraphs (order-money-mail.ts). */
  money?: OrderRow;
}

function queueLetter(
  deps: OrderDeps,
  to: () => Promise<string | null>,
  build: (shop: string) => Letter,
  action: { label: string; url: string },
) {
  void queueMailJob(deps, async () => {
    const address = await to();
    if (!address) return null;
    const settings = await getSettings(deps.db);
    const shop = settings.companyName || 'Shop';
    const letter = build(shop);
    const money = letter.money ? await loadOrderMoney(deps.db, letter.money) : null;
    return {
      to: address,
      subject: `${shop}: ${letter.subject}`,
      text: [
        ...letter.paragraphs,
        ...(money ? [money.text.join('\n')] : []),
        '',
        `${action.label}: ${action.url}`,
      ].join('\n\n'),
      html: renderMailHtml({
        shopName: shop,
        heading: letter.heading,
        bodyHtml: [
          ...letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
          ...(money ? [money.html] : []),
        ].join('\n'),
        action,
      }),
    };
  });
}

function toCustomer(deps: OrderDeps, order: OrderRow, letter: (shop: string) => Letter) {
  queueLetter(deps, () => accountEmail(deps.db, order.userId), letter, {
    label: 'View your order',
    url: `${deps.config.publicUrl}/shop/account`,
  });
}

const hello = (order: OrderRow) => `Hello ${order.contactName},`;

/** The buyer cancelled: what is refunded, or that nothing was charged. */
export function mailOrderCancelled(
  deps: OrderDeps,
  order: OrderRow,
  refundPaise: number,
  refundDays: { min: number; max: number },
  giftCardPaise = 0,
) {
  const restPaise = refundPaise - giftCardPaise;
  toCustomer(deps, order, () => ({
    subject: `order ${order.orderNumber} is cancelled`,
    heading: 'Your order is cancelled',
    money: order,
    paragraphs: [
      hello(order),
      `Your order ${order.orderNumber} is cancelled, as you asked.`,
      ...(giftCardPaise > 0
        ? [`${formatPaise(giftCardPaise)} went back to the gift card you paid with, at once.`]
        : []),
      restPaise > 0
        ? `We are refunding ${formatPaise(restPaise)} to the account you paid from. It reaches you within ${refundDays.min}–${refundDays.max} business days; we will write again when it is done.`
        : giftCardPaise > 0
          ? 'Nothing else was charged, so there is nothing more to refund.'
          : 'Nothing was charged for it, so there is nothing to refund.',
    ],
  }));
}

/** The owner approved or rejected a return, with their note. */
export function mailReturnDecision(deps: OrderDeps, order: OrderRow, approved: boolean, note: string) {
  toCustomer(deps, order, () => ({
    subject: approved
      ? `your return for order ${order.orderNumber} is approved`
      : `your return for order ${order.orderNumber} was not accepted`,
    heading: approved ? 'Your return is approved' : 'Your return was not accepted',
    paragraphs: [
      hello(order),
      approved
        ? `We have approved your return for order ${order.orderNumber}. Please pack the items in their original packaging and send them back, or hand them to our delivery partner when they call. We refund once they reach us and are checked.`
        : `We could not accept your return for order ${order.orderNumber}.`,
      ...(note ? [`Note from the shop: ${note}`] : []),
    ],
  }));
}

/** The card a refund credited, as its mail tells it. */
export interface MailedCard {
  last4: string;
  balancePaise: number;
  expiresAt: Date;
  /** A new card's code: in this mail only. */
  code?: string;
}

const dateText = (d: Date) =>
  d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** What a mail says of a card credited: a new card's code and expiry, or the card's last four and balance. */
export function cardParagraphs(card: MailedCard | undefined): string[] {
  if (!card) return [];
  if (card.code)
    return [
      `Your gift card code is ${formatGiftCardCode(card.code)}. Enter it in the Gift card box at checkout to spend it; it is valid until ${dateText(card.expiresAt)}. Keep this mail: we do not send the code again.`,
    ];
  return [
    `Your gift card ending ${card.last4} now has ${formatPaise(card.balancePaise)} (valid until ${dateText(card.expiresAt)}).`,
  ];
}

/**
 * A refund was sent. As store credit it is on a gift card at once (a new card's code in this mail). By transfer
 * (a cash order) it is made, with its reference, and its credit note is issued with it. Through the provider it
 * is on its way: its credit note comes once the bank confirms the refund, and the completed mail says so then.
 * A gift card's part of the order went back to the card first, at once; the mail says so.
 */
export function mailRefundSent(
  deps: OrderDeps,
  order: OrderRow,
  refund: {
    amountPaise: number;
    method: string;
    utr: string | null;
    state: string;
    giftCardPaise: number;
    card?: MailedCard;
  },
  refundDays: { min: number; max: number },
) {
  const amount = formatPaise(refund.amountPaise);
  const restPaise = refund.amountPaise - refund.giftCardPaise;
  const rest = formatPaise(restPaise);
  const storeCredit = refund.method === 'storeCredit';
  const done = refund.state === 'completed';
  const byTransfer = refund.method === 'upi' || refund.method === 'bank';
  const paragraphs = [hello(order)];
  if (storeCredit) {
    paragraphs.push(
      `We have refunded ${amount} for order ${order.orderNumber} as store credit, on a gift card in your name, at once.`,
    );
  } else {
    if (refund.giftCardPaise > 0)
      paragraphs.push(
        `Of your refund of ${amount} for order ${order.orderNumber}, ${formatPaise(refund.giftCardPaise)} went back to the gift card you paid with, at once.`,
      );
    if (restPaise > 0)
      paragraphs.push(
        byTransfer
          ? `We have sent ${rest} for order ${order.orderNumber} by ${refund.method === 'upi' ? 'UPI' : 'bank transfer'} (reference ${refund.utr ?? ''}).`
          : `We have asked our payment provider to refund ${rest} for order ${order.orderNumber} to the account you paid from. It reaches you within ${refundDays.min}–${refundDays.max} business days.`,
      );
  }
  paragraphs.push(...cardParagraphs(refund.card));
  paragraphs.push(
    done
      ? 'A credit note for the refund is in your account, under the order.'
      : 'Its credit note will be in your account, under the order, once your bank confirms the refund; we will write to you then.',
  );
  toCustomer(deps, order, () => ({
    subject: storeCredit
      ? `refund of ${amount} for order ${order.orderNumber} added to store credit`
      : `refund of ${amount} for order ${order.orderNumber} sent`,
    heading: storeCredit
      ? 'Your refund is store credit'
      : done
        ? 'Your refund is sent'
        : 'Your refund is on its way',
    money: order,
    paragraphs,
  }));
}

/** A refund through the provider reached the buyer's bank, with the bank's reference. */
export function mailRefundCompleted(
  deps: OrderDeps,
  order: OrderRow,
  refund: { amountPaise: number; utr: string | null; giftCardPaise: number },
) {
  const amount = formatPaise(refund.amountPaise - refund.giftCardPaise);
  toCustomer(deps, order, () => ({
    subject: `refund of ${amount} for order ${order.orderNumber} completed`,
    heading: 'Your refund is complete',
    money: order,
    paragraphs: [
      hello(order),
      `${amount} for order ${order.orderNumber} has been refunded to your account${refund.utr ? `. The bank reference (UTR) is ${refund.utr}` : ''}.`,
      'Its credit note is in your account, under the order.',
    ],
  }));
}

/** To the owner (the shop's e-mail in Settings): a customer asked to return items. */
export function mailNewReturn(
  deps: OrderDeps,
  order: OrderRow,
  ret: { reason: ReturnReason; note: string; lines: { title: string; quantity: number }[] },
) {
  queueLetter(
    deps,
    async () => (await getSettings(deps.db)).email || null,
    () => ({
      subject: `return requested for order ${order.orderNumber}`,
      heading: 'A customer asks to return items',
      paragraphs: [
        `${order.contactName} asks to return items of order ${order.orderNumber}.`,
        `Reason: ${RETURN_REASON_TEXT[ret.reason]}${ret.note ? ` — "${ret.note}"` : ''}`,
        ...ret.lines.map((l) => `${l.quantity} × ${l.title}`),
      ],
    }),
    { label: 'Open returns', url: `${deps.config.publicUrl}/admin/returns` },
  );
}
