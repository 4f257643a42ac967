import { escapeHtml, renderMailHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';

/**
 * The notice of a burst of failed logins on one account: to the account's holder ("your account") or to an
 * admin ("the account of …"). It says what happened and that the account is not locked; it holds no secret.
 */
export function loginBurstMail(p: {
  to: string;
  userName: string;
  shopName: string;
  accountEmail: string;
  failures: number;
  minutes: number;
  holder: boolean;
  resetLink: string;
}): MailMessage {
  const whose = p.holder ? `your ${p.shopName} account (${p.accountEmail})` : `the account ${p.accountEmail}`;
  const subject = `${p.shopName}: failed logins on ${p.holder ? 'your account' : p.accountEmail}`;
  const what = `${p.failures} wrong passwords were tried on ${whose} in the last ${p.minutes} minutes.`;
  const lock =
    'The account is not locked: its right password still logs in. Addresses that keep failing are made to wait longer between tries.';
  const advice = p.holder
    ? 'If this was not you, choose a new, long password with "Forgot password":'
    : 'Its holder has been mailed as well. This notice comes at most once every ' +
      p.minutes +
      ' minutes per account.';
  const text = [
    `Hello ${p.userName},`,
    '',
    what,
    lock,
    '',
    advice,
    ...(p.holder ? [p.resetLink] : []),
    '',
    `— ${p.shopName}`,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px">Hello ${escapeHtml(p.userName)},</p>
<p style="margin:0 0 12px">${escapeHtml(what)}</p>
<p style="margin:0 0 12px">${escapeHtml(lock)}</p>
<p style="margin:0 0 12px">${escapeHtml(advice)}</p>`;
  const html = renderMailHtml({
    shopName: p.shopName,
    heading: 'Failed logins',
    bodyHtml,
    ...(p.holder ? { action: { label: 'Choose a new password', url: p.resetLink } } : {}),
  });
  return { to: p.to, subject, text, html };
}
