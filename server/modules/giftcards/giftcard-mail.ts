import { formatPaise } from '../../../common/money';
import { escapeHtml, renderMailHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';

/**
 * The recipient's mail of a card the owner issued (issue 47, decision 033): the code (grouped), the amount, the
 * expiry, the owner's message and how to spend it. The code is a secret: the message is `sensitive`, so a real
 * delivery keeps only its envelope in mail_outbox, and nothing here logs it.
 */

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '28 November 2027', on India's calendar. */
export function giftCardDay(at: Date): string {
  return day.format(at);
}

export interface GiftCardMailInput {
  to: string;
  recipientName: string;
  shop: string;
  publicUrl: string;
  /** Formatted, XXXX-XXXX-XXXX-XXXX. */
  code: string;
  amountPaise: number;
  expiresAt: Date;
  message: string;
}

export function giftCardMail(p: GiftCardMailInput): MailMessage {
  const amount = formatPaise(p.amountPaise);
  const until = giftCardDay(p.expiresAt);
  const shopLink = `${p.publicUrl}/shop/home`;
  const how = `To use it, add what you like to your cart at ${p.shop}, and at checkout type the code in the Gift card box: the card pays up to its balance and you pay the rest, if any. What is left stays on the card for next time. Your account page shows its balance.`;
  const text = [
    `Hello ${p.recipientName},`,
    '',
    `You have a ${p.shop} gift card of ${amount}.`,
    ...(p.message ? ['', p.message] : []),
    '',
    'Your gift card code:',
    '',
    p.code,
    '',
    `Valid until ${until}.`,
    '',
    how,
    '',
    `Shop: ${shopLink}`,
    '',
    'Keep this code safe: anyone who has it can spend the card.',
  ].join('\n');
  const bodyHtml = `<p>Hello ${escapeHtml(p.recipientName)},</p>
<p>You have a ${escapeHtml(p.shop)} gift card of <strong>${escapeHtml(amount)}</strong>.</p>
${p.message ? `<p style="white-space:pre-line;border-left:3px solid #e7e5e4;padding-left:12px">${escapeHtml(p.message)}</p>` : ''}
<p>Your gift card code:</p>
<p style="font-family:monospace;font-size:22px;letter-spacing:2px;font-weight:bold">${escapeHtml(p.code)}</p>
<p>Valid until ${escapeHtml(until)}.</p>
<p>${escapeHtml(how)}</p>
<p>Keep this code safe: anyone who has it can spend the card.</p>`;
  return {
    to: p.to,
    subject: `${p.shop}: a gift card of ${amount} for you`,
    text,
    html: renderMailHtml({
      shopName: p.shop,
      heading: 'A gift card for you',
      bodyHtml,
      action: { label: `Shop at ${p.shop}`, url: shopLink },
    }),
    sensitive: true,
  };
}
