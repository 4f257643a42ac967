import { escapeHtml, renderMailHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';

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
<p style="margin:16px 0;font-size:28px;font-weight:700;letter-spacing:6px;font-family:Menlo,Consolas,monospace">${escapeHtml(p.otp)}</p>
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
