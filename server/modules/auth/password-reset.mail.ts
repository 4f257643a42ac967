import type { Lang } from '../../../common/lang';
import { escapeHtml, renderMailHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';
import { mailWords } from '../../mail/words';

/** The one-time code as the mails show it: large, spaced and monospaced. */
const otpHtml = (otp: string) =>
  `<p style="margin:16px 0;font-size:28px;font-weight:700;letter-spacing:6px;font-family:Menlo,Consolas,monospace">${escapeHtml(otp)}</p>`;

/** The reset mail: the 6-digit code for the form and a link for the reset page, in text and HTML, in `lang`. */
export function passwordResetMail(p: {
  to: string;
  userName: string;
  shopName: string;
  otp: string;
  link: string;
  validMinutes: number;
  lang?: Lang;
}): MailMessage {
  const lang = p.lang ?? 'en';
  const w = mailWords(lang);
  const shop = p.shopName;
  const subject = w('{shop}: your password reset code', { shop });
  const hello = w('Hello {name},', { name: p.userName });
  const asked = w('Someone asked to reset the password of your {shop} account. Your one-time code is:', {
    shop,
  });
  const ignore = w('If you did not ask for this, ignore this mail: your password stays as it is.');
  const text = [
    hello,
    '',
    asked,
    '',
    `    ${p.otp}`,
    '',
    w('Or open this link to choose a new password:'),
    p.link,
    '',
    w('The code and the link work once and expire in {minutes} minutes.', { minutes: p.validMinutes }),
    ignore,
    '',
    `— ${shop}`,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
<p style="margin:0 0 12px">${escapeHtml(asked)}</p>
${otpHtml(p.otp)}
<p style="margin:0 0 12px">${escapeHtml(w('Or use the button to choose a new password. The code and the link work once and expire in {minutes} minutes.', { minutes: p.validMinutes }))}</p>`;
  const html = renderMailHtml({
    shopName: shop,
    lang,
    heading: w('Reset your password'),
    bodyHtml,
    action: { label: w('Choose a new password'), url: p.link },
    footer: ignore,
  });
  return { to: p.to, subject, text, html, sensitive: true };
}

/** The code that confirms the account's e-mail before its first cash-on-delivery order (the reset mail's code, without a link). */
export function codConfirmationMail(p: {
  to: string;
  userName: string;
  shopName: string;
  otp: string;
  validMinutes: number;
  lang?: Lang;
}): MailMessage {
  const lang = p.lang ?? 'en';
  const w = mailWords(lang);
  const shop = p.shopName;
  const subject = w('{shop}: your code to confirm cash on delivery', { shop });
  const hello = w('Hello {name},', { name: p.userName });
  const ask = w(
    'To pay cash on delivery at {shop} for the first time, please confirm your e-mail address at checkout with this one-time code:',
    { shop },
  );
  const ignore = w('If you did not ask for this, ignore this mail: no order is placed without it.');
  const expires = w('The code works once and expires in {minutes} minutes.', { minutes: p.validMinutes });
  const text = [hello, '', ask, '', `    ${p.otp}`, '', expires, ignore, '', `— ${shop}`].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
<p style="margin:0 0 12px">${escapeHtml(ask)}</p>
${otpHtml(p.otp)}
<p style="margin:0 0 12px">${escapeHtml(expires)}</p>`;
  const html = renderMailHtml({
    shopName: shop,
    lang,
    heading: w('Confirm cash on delivery'),
    bodyHtml,
    footer: ignore,
  });
  return { to: p.to, subject, text, html, sensitive: true };
}
