import { escapeHtml, renderMailHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';

/** The one-time code as the mails show it: large, spaced and monospaced. */
const otpHtml = (otp: string) =>
  `<p style="margin:16px 0;font-size:28px;font-weight:700;letter-spacing:6px;font-family:Menlo,Consolas,monospace">${escapeHtml(otp)}</p>`;

/** The reset mail: the 6-digit code for the form and a link for the reset page, in text and HTML. */
export function passwordResetMail(p: {
  to: string;
  userName: string;
  shopName: string;
  otp: string;
  link: string;
  validMinutes: number;
}): MailMessage {
  const subject = `${p.shopName}: your password reset code`;
  const text = [
    `Hello ${p.userName},`,
    '',
    `Someone asked to reset the password of your ${p.shopName} account. Your one-time code is:`,
    '',
    `    ${p.otp}`,
    '',
    'Or open this link to choose a new password:',
    p.link,
    '',
    `The code and the link work once and expire in ${p.validMinutes} minutes.`,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
    `— ${p.shopName}`,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px">Hello ${escapeHtml(p.userName)},</p>
<p style="margin:0 0 12px">Someone asked to reset the password of your ${escapeHtml(p.shopName)} account. Your one-time code is:</p>
${otpHtml(p.otp)}
<p style="margin:0 0 12px">Or use the button to choose a new password. The code and the link work once and expire in ${p.validMinutes} minutes.</p>`;
  const html = renderMailHtml({
    shopName: p.shopName,
    heading: 'Reset your password',
    bodyHtml,
    action: { label: 'Choose a new password', url: p.link },
    footer: 'If you did not ask for this, ignore this mail: your password stays as it is.',
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
}): MailMessage {
  const subject = `${p.shopName}: your code to confirm cash on delivery`;
  const ask = `To pay cash on delivery at ${p.shopName} for the first time, please confirm your e-mail address at checkout with this one-time code:`;
  const ignore = 'If you did not ask for this, ignore this mail: no order is placed without it.';
  const text = [
    `Hello ${p.userName},`,
    '',
    ask,
    '',
    `    ${p.otp}`,
    '',
    `The code works once and expires in ${p.validMinutes} minutes.`,
    ignore,
    '',
    `— ${p.shopName}`,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px">Hello ${escapeHtml(p.userName)},</p>
<p style="margin:0 0 12px">${escapeHtml(ask)}</p>
${otpHtml(p.otp)}
<p style="margin:0 0 12px">The code works once and expires in ${p.validMinutes} minutes.</p>`;
  const html = renderMailHtml({
    shopName: p.shopName,
    heading: 'Confirm cash on delivery',
    bodyHtml,
    footer: ignore,
  });
  return { to: p.to, subject, text, html, sensitive: true };
}
