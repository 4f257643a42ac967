import type { Lang } from '../../../common/lang';
import { escapeHtml, renderMailHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';
import { mailWords } from '../../mail/words';

/**
 * The notice of a burst of failed logins on one account: to the account's holder ("your account"), in the
 * holder's language, or to an admin ("the account of …"), in English like the whole admin side. It says what
 * happened and that the account is not locked; it holds no secret.
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
  lang?: Lang;
}): MailMessage {
  const lang = p.holder ? (p.lang ?? 'en') : 'en';
  const w = mailWords(lang);
  const shop = p.shopName;
  const whose = p.holder
    ? w('your {shop} account ({email})', { shop, email: p.accountEmail })
    : `the account ${p.accountEmail}`;
  const subject = p.holder
    ? w('{shop}: failed logins on your account', { shop })
    : `${shop}: failed logins on ${p.accountEmail}`;
  const what = w('{failures} wrong passwords were tried on {whose} in the last {minutes} minutes.', {
    failures: p.failures,
    whose,
    minutes: p.minutes,
  });
  const lock = w(
    'The account is not locked: its right password still logs in. Addresses that keep failing are made to wait longer between tries.',
  );
  const advice = p.holder
    ? w('If this was not you, choose a new, long password with "Forgot password":')
    : 'Its holder has been mailed as well. This notice comes at most once every ' +
      p.minutes +
      ' minutes per account.';
  const hello = w('Hello {name},', { name: p.userName });
  const text = [hello, '', what, lock, '', advice, ...(p.holder ? [p.resetLink] : []), '', `— ${shop}`].join(
    '\n',
  );
  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
<p style="margin:0 0 12px">${escapeHtml(what)}</p>
<p style="margin:0 0 12px">${escapeHtml(lock)}</p>
<p style="margin:0 0 12px">${escapeHtml(advice)}</p>`;
  const html = renderMailHtml({
    shopName: shop,
    lang,
    heading: w('Failed logins'),
    bodyHtml,
    ...(p.holder ? { action: { label: w('Choose a new password'), url: p.resetLink } } : {}),
  });
  return { to: p.to, subject, text, html };
}
