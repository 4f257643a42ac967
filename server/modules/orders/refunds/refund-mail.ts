import { RETURN_REASON_TEXT, type ReturnReason } from '../../../../common/contracts/returns';
import { formatGiftCardCode } from '../../../../common/giftcards';
import { formatPaise } from '../../../../common/money';
import { escapeHtml, renderMailHtml } from '../../../mail/html';
import { queueMailJob } from '../../../mail/mailer';
import { getSettings } from '../../settings';
import type { Lang } from '../../../../common/lang';
import { mailDate, mailLink, mailWords, type MailWords } from '../../../mail/words';
import { loadOrderMoney, repo, type OrderDeps, type OrderRow } from '../core';

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

/** Who a letter goes to, and the language it is written in (the account's, issue 50; the owner's is English). */
type Recipient = { email: string; language: Lang } | null;

function queueLetter(
  deps: OrderDeps,
  to: () => Promise<Recipient>,
  build: (shop: string, w: MailWords) => Letter,
  action: (w: MailWords) => { label: string; url: string },
) {
  void queueMailJob(deps, async () => {
    const recipient = await to();
    if (!recipient) return null;
    const lang = recipient.language;
    const w = mailWords(lang);
    const settings = await getSettings(deps.db);
    const shop = settings.companyName || 'Shop';
    const letter = build(shop, w);
    const money = letter.money ? await loadOrderMoney(deps.db, letter.money, lang) : null;
    const act = action(w);
    return {
      to: recipient.email,
      subject: `${shop}: ${letter.subject}`,
      text: [
        ...letter.paragraphs,
        ...(money ? [money.text.join('\n')] : []),
        '',
        `${act.label}: ${act.url}`,
      ].join('\n\n'),
      html: renderMailHtml({
        shopName: shop,
        lang,
        heading: letter.heading,
        bodyHtml: [
          ...letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
          ...(money ? [money.html] : []),
        ].join('\n'),
        action: act,
      }),
    };
  });
}

function toCustomer(deps: OrderDeps, order: OrderRow, letter: (w: MailWords) => Letter) {
  queueLetter(
    deps,
    () => repo.accountRecipient(deps.db, order.userId),
    (_shop, w) => letter(w),
    (w) => ({ label: w('View your order'), url: mailLink(deps.config.publicUrl, '/shop/account', w.lang) }),
  );
}

const hello = (order: OrderRow, w: MailWords) => w('Hello {name},', { name: order.contactName });

/** The buyer cancelled: what is refunded, or that nothing was charged. */
export function mailOrderCancelled(
  deps: OrderDeps,
  order: OrderRow,
  refundPaise: number,
  refundDays: { min: number; max: number },
  giftCardPaise = 0,
) {
  const restPaise = refundPaise - giftCardPaise;
  const orderNumber = order.orderNumber;
  toCustomer(deps, order, (w) => ({
    subject: w('order {orderNumber} is cancelled', { orderNumber }),
    heading: w('Your order is cancelled'),
    money: order,
    paragraphs: [
      hello(order, w),
      w('Your order {orderNumber} is cancelled, as you asked.', { orderNumber }),
      ...(giftCardPaise > 0
        ? [
            w('{amount} went back to the gift card you paid with, at once.', {
              amount: formatPaise(giftCardPaise),
            }),
          ]
        : []),
      restPaise > 0
        ? w(
            'We are refunding {amount} to the account you paid from. It reaches you within {min}–{max} business days; we will write again when it is done.',
            { amount: formatPaise(restPaise), min: refundDays.min, max: refundDays.max },
          )
        : giftCardPaise > 0
          ? w('Nothing else was charged, so there is nothing more to refund.')
          : w('Nothing was charged for it, so there is nothing to refund.'),
    ],
  }));
}

/** The owner approved or rejected a return, with their note. */
export function mailReturnDecision(deps: OrderDeps, order: OrderRow, approved: boolean, note: string) {
  const orderNumber = order.orderNumber;
  toCustomer(deps, order, (w) => ({
    subject: approved
      ? w('your return for order {orderNumber} is approved', { orderNumber })
      : w('your return for order {orderNumber} was not accepted', { orderNumber }),
    heading: approved ? w('Your return is approved') : w('Your return was not accepted'),
    paragraphs: [
      hello(order, w),
      approved
        ? w(
            'We have approved your return for order {orderNumber}. Please pack the items in their original packaging and send them back, or hand them to our delivery partner when they call. We refund once they reach us and are checked.',
            { orderNumber },
          )
        : w('We could not accept your return for order {orderNumber}.', { orderNumber }),
      ...(note ? [w('Note from the shop: {note}', { note })] : []),
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

/** What a mail says of a card credited: a new card's code and expiry, or the card's last four and balance. */
export function cardParagraphs(card: MailedCard | undefined, w: MailWords = mailWords('en')): string[] {
  if (!card) return [];
  const until = mailDate(card.expiresAt, w.lang);
  if (card.code)
    return [
      w(
        'Your gift card code is {code}. Enter it in the Gift card box at checkout to spend it; it is valid until {until}. Keep this mail: we do not send the code again.',
        { code: formatGiftCardCode(card.code), until },
      ),
    ];
  return [
    w('Your gift card ending {last4} now has {balance} (valid until {until}).', {
      last4: card.last4,
      balance: formatPaise(card.balancePaise),
      until,
    }),
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
  const orderNumber = order.orderNumber;
  const paragraphsIn = (w: MailWords) => {
    const paragraphs = [hello(order, w)];
    if (storeCredit) {
      paragraphs.push(
        w(
          'We have refunded {amount} for order {orderNumber} as store credit, on a gift card in your name, at once.',
          { amount, orderNumber },
        ),
      );
    } else {
      if (refund.giftCardPaise > 0)
        paragraphs.push(
          w(
            'Of your refund of {amount} for order {orderNumber}, {card} went back to the gift card you paid with, at once.',
            { amount, orderNumber, card: formatPaise(refund.giftCardPaise) },
          ),
        );
      if (restPaise > 0)
        paragraphs.push(
          byTransfer
            ? w('We have sent {amount} for order {orderNumber} by {how} (reference {utr}).', {
                amount: rest,
                orderNumber,
                how: refund.method === 'upi' ? 'UPI' : w('bank transfer'),
                utr: refund.utr ?? '',
              })
            : w(
                'We have asked our payment provider to refund {amount} for order {orderNumber} to the account you paid from. It reaches you within {min}–{max} business days.',
                { amount: rest, orderNumber, min: refundDays.min, max: refundDays.max },
              ),
        );
    }
    paragraphs.push(...cardParagraphs(refund.card, w));
    paragraphs.push(
      done
        ? w('A credit note for the refund is in your account, under the order.')
        : w(
            'Its credit note will be in your account, under the order, once your bank confirms the refund; we will write to you then.',
          ),
    );
    return paragraphs;
  };
  toCustomer(deps, order, (w) => ({
    subject: storeCredit
      ? w('refund of {amount} for order {orderNumber} added to store credit', { amount, orderNumber })
      : w('refund of {amount} for order {orderNumber} sent', { amount, orderNumber }),
    heading: storeCredit
      ? w('Your refund is store credit')
      : done
        ? w('Your refund is sent')
        : w('Your refund is on its way'),
    money: order,
    paragraphs: paragraphsIn(w),
  }));
}

/** A refund through the provider reached the buyer's bank, with the bank's reference. */
export function mailRefundCompleted(
  deps: OrderDeps,
  order: OrderRow,
  refund: { amountPaise: number; utr: string | null; giftCardPaise: number },
) {
  const amount = formatPaise(refund.amountPaise - refund.giftCardPaise);
  const orderNumber = order.orderNumber;
  toCustomer(deps, order, (w) => ({
    subject: w('refund of {amount} for order {orderNumber} completed', { amount, orderNumber }),
    heading: w('Your refund is complete'),
    money: order,
    paragraphs: [
      hello(order, w),
      refund.utr
        ? w(
            '{amount} for order {orderNumber} has been refunded to your account. The bank reference (UTR) is {utr}.',
            { amount, orderNumber, utr: refund.utr },
          )
        : w('{amount} for order {orderNumber} has been refunded to your account.', { amount, orderNumber }),
      w('Its credit note is in your account, under the order.'),
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
    // The owner reads the admin's language: English.
    async () => {
      const email = (await getSettings(deps.db)).email;
      return email ? { email, language: 'en' } : null;
    },
    () => ({
      subject: `return requested for order ${order.orderNumber}`,
      heading: 'A customer asks to return items',
      paragraphs: [
        `${order.contactName} asks to return items of order ${order.orderNumber}.`,
        `Reason: ${RETURN_REASON_TEXT[ret.reason]}${ret.note ? ` — "${ret.note}"` : ''}`,
        ...ret.lines.map((l) => `${l.quantity} × ${l.title}`),
      ],
    }),
    () => ({ label: 'Open returns', url: `${deps.config.publicUrl}/admin/returns` }),
  );
}
