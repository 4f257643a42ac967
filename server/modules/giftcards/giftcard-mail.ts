import { formatPaise } from '../../../common/money';
import { escapeHtml, renderMailHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';
import { mailDate, mailLink, mailWords } from '../../mail/words';
import type { Lang } from '../../../common/lang';

/**
 * The recipient's mail of a card the owner issued (issue 47, decision 033): the code (grouped), the amount, the
 * expiry, the owner's message and how to spend it. The code is a secret: the message is `sensitive`, so a real
 * delivery keeps only its envelope in mail_outbox, and nothing here logs it.
 */

/** '28 November 2027', on India's calendar. */
export function giftCardDay(at: Date): string {
  return mailDate(at, 'en');
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
  /** The language of the recipient's account when they have one (issue 50); English otherwise. */
  lang?: Lang;
}

export function giftCardMail(p: GiftCardMailInput): MailMessage {
  const lang = p.lang ?? 'en';
  const w = mailWords(lang);
  const shop = p.shop;
  const amount = formatPaise(p.amountPaise);
  const until = mailDate(p.expiresAt, lang);
  const shopLink = mailLink(p.publicUrl, '/shop/home', lang);
  const hello = w('Hello {name},', { name: p.recipientName });
  const how = w(
    'To use it, add what you like to your cart at {shop}, and at checkout type the code in the Gift card box: the card pays up to its balance and you pay the rest, if any. What is left stays on the card for next time. Your account page shows its balance.',
    { shop },
  );
  const yourCode = w('Your gift card code:');
  const valid = w('Valid until {until}.', { until });
  const safe = w('Keep this code safe: anyone who has it can spend the card.');
  const text = [
    hello,
    '',
    w('You have a {shop} gift card of {amount}.', { shop, amount }),
    ...(p.message ? ['', p.message] : []),
    '',
    yourCode,
    '',
    p.code,
    '',
    valid,
    '',
    how,
    '',
    w('Shop: {link}', { link: shopLink }),
    '',
    safe,
  ].join('\n');
  // The amount in bold inside the sentence: the sentence's words escaped, the bold amount put in after.
  const youHave = escapeHtml(
    w('You have a {shop} gift card of {amount}.', { shop, amount: '{amount}' }),
  ).replace('{amount}', `<strong>${escapeHtml(amount)}</strong>`);
  const bodyHtml = `<p>${escapeHtml(hello)}</p>
<p>${youHave}</p>
${p.message ? `<p style="white-space:pre-line;border-left:3px solid #e7e5e4;padding-left:12px">${escapeHtml(p.message)}</p>` : ''}
<p>${escapeHtml(yourCode)}</p>
<p style="font-family:monospace;font-size:22px;letter-spacing:2px;font-weight:bold">${escapeHtml(p.code)}</p>
<p>${escapeHtml(valid)}</p>
<p>${escapeHtml(how)}</p>
<p>${escapeHtml(safe)}</p>`;
  return {
    to: p.to,
    subject: w('{shop}: a gift card of {amount} for you', { shop, amount }),
    text,
    html: renderMailHtml({
      shopName: shop,
      lang,
      heading: w('A gift card for you'),
      bodyHtml,
      action: { label: w('Shop at {shop}', { shop }), url: shopLink },
    }),
    sensitive: true,
  };
}
