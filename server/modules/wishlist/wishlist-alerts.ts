import { PRICE_DROP_QUIET_DAYS } from '../../../common/contracts/wishlist';
import { formatPaise } from '../../../common/money';
import type { Lang } from '../../../common/lang';
import { escapeHtml, renderMailHtml } from '../../mail/html';
import { mailLink, mailWords, productName } from '../../mail/words';
import { MailDeliveryError, sendMail, type MailDeps, type MailMessage } from '../../mail/mailer';
import { startPeriodic } from '../../lib/periodic';
import type { AppConfig } from '../../config';
import { getShopName } from '../settings';
import * as repo from './wishlist.repository';
import { signingKey, signUnsubscribeToken } from './unsubscribe-token';

/**
 * Wishlist alerts (issue 48, decision 030): back in stock and price drop, each through sendMail, so every one
 * is kept in mail_outbox, logged, and retried by the mail retry sweeper when the SMTP server refuses it (as
 * kind 'alert', after every due order mail). One sweep takes at most ALERT_BATCH of each kind and sends them
 * one after another: a restock with hundreds waiting goes out over a few sweeps, never as a burst that would
 * hold up the order mails sent beside it.
 */
export const ALERT_BATCH = 25;
/** Back-in-stock mails go within a minute of the restock: a sweep every 30 s. */
export const ALERT_SWEEP_MS = 30_000;

export type AlertDeps = MailDeps & {
  config: MailDeps['config'] & Pick<AppConfig, 'publicUrl' | 'appSecret'>;
};

export interface AlertSweepResult {
  backInStock: { claimed: number; sent: number; soldOutAgain: number; failed: number };
  priceDrop: { claimed: number; sent: number; failed: number };
}

/**
 * The address of the one-click unsubscribe for a buyer (List-Unsubscribe, and the link in the mail). The same in
 * both languages: the server answers it itself (unsubscribe.routes.ts), with no page under /hi.
 */
export async function unsubscribeUrl(deps: AlertDeps, userId: string): Promise<string> {
  const key = await signingKey(deps.db, deps.config);
  return `${deps.config.publicUrl}/shop/wishlist/unsubscribe/${signUnsubscribeToken(key, userId)}`;
}

const absolute = (publicUrl: string, image: string) =>
  image.startsWith('/') ? `${publicUrl}${image}` : /^https?:\/\//.test(image) ? image : '';

interface AlertMailInput {
  to: string;
  userName: string;
  shop: string;
  publicUrl: string;
  unsubscribe: string;
  productId: string;
  /** The product's name as the mail shows it (its Hindi title in a Hindi mail when it has one). */
  title: string;
  image: string;
  heading: string;
  /** One line of plain text: what changed. */
  news: string;
  subject: string;
  /** The language of the buyer's mails (issue 50); English when not given. */
  lang?: Lang;
}

/** One alert mail: the picture, the news, a link to the product, the reason it came and the way out. */
export function alertMessage(p: AlertMailInput): MailMessage {
  const lang = p.lang ?? 'en';
  const w = mailWords(lang);
  const link = mailLink(p.publicUrl, `/shop/product/${p.productId}`, lang);
  const manage = mailLink(p.publicUrl, '/shop/wishlist', lang);
  const why = w('You get this because you asked for it on your wishlist at {shop}.', { shop: p.shop });
  const out = w(
    'To stop all wishlist mails, open {unsubscribe} (one press, no login). To change single products, see {manage}.',
    { unsubscribe: p.unsubscribe, manage },
  );
  const img = absolute(p.publicUrl, p.image);
  const hello = w('Hello {name},', { name: p.userName });
  const text = [hello, '', p.news, '', w('See it: {link}', { link }), '', why, out].join('\n');
  const bodyHtml = `<p>${escapeHtml(hello)}</p>
${img ? `<p><img src="${escapeHtml(img)}" alt="${escapeHtml(p.title)}" width="200" style="max-width:200px;height:auto;border:1px solid #e7e5e4;border-radius:6px"></p>` : ''}
<p>${escapeHtml(p.news)}</p>`;
  const stop = `<a href="${escapeHtml(p.unsubscribe)}" style="color:#57534e">${escapeHtml(w('Stop all wishlist mails'))}</a>`;
  const change = `<a href="${escapeHtml(manage)}" style="color:#57534e">${escapeHtml(w('change single products'))}</a>`;
  const html = renderMailHtml({
    shopName: p.shop,
    lang,
    heading: p.heading,
    bodyHtml,
    action: { label: w('See the product'), url: link },
    // The footer's two links inside one sentence: its words come escaped, the links are put in after.
    footerHtml: `${escapeHtml(why)} ${escapeHtml(w('{stop} (one press, no login) or {change}.')).replace('{stop}', stop).replace('{change}', change)}`,
  });
  return {
    to: p.to,
    subject: p.subject,
    text,
    html,
    kind: 'alert',
    headers: {
      // RFC 8058: the address a mail client POSTs "List-Unsubscribe=One-Click" to, with no cookie.
      'List-Unsubscribe': `<${p.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

async function send(deps: AlertDeps, message: MailMessage): Promise<boolean> {
  try {
    await sendMail(deps, message);
    return true;
  } catch (err) {
    // Kept in mail_outbox as failed, with its headers; the retry sweeper takes it after the order mails.
    if (err instanceof MailDeliveryError) return false;
    throw err;
  }
}

/** One sweep: the back-in-stock mails due, then the price drops due at `now`; says what it did. */
export async function sweepWishlistAlerts(deps: AlertDeps, now = new Date()): Promise<AlertSweepResult> {
  const result: AlertSweepResult = {
    backInStock: { claimed: 0, sent: 0, soldOutAgain: 0, failed: 0 },
    priceDrop: { claimed: 0, sent: 0, failed: 0 },
  };
  const backInStock = await deps.db.transaction((tx) => repo.claimBackInStock(tx, ALERT_BATCH));
  const priceDrops = await deps.db.transaction((tx) => repo.claimPriceDrops(tx, now, ALERT_BATCH));
  result.backInStock.claimed = backInStock.length;
  result.priceDrop.claimed = priceDrops.length;
  if (!backInStock.length && !priceDrops.length) return result;
  const shop = await getShopName(deps.db);

  for (const row of backInStock) {
    // Checked again just before sending: sold out again, switched off or unsubscribed since means no mail.
    if (!(await repo.backInStockStillWanted(deps.db, row.itemId))) {
      result.backInStock.soldOutAgain++;
      deps.log.info(
        { wishlistAlert: { kind: 'backInStock', itemId: row.itemId, productId: row.productId } },
        'Back-in-stock mail not sent: no longer in stock or no longer wanted',
      );
      continue;
    }
    const lang = row.language;
    const w = mailWords(lang);
    const title = productName(row.title, row.translations, lang);
    const price = formatPaise(row.salePricePaise);
    const message = alertMessage({
      to: row.email,
      userName: row.userName,
      shop,
      publicUrl: deps.config.publicUrl,
      unsubscribe: await unsubscribeUrl(deps, row.userId),
      productId: row.productId,
      title,
      image: row.image,
      lang,
      heading: w('Back in stock'),
      subject: w('{shop}: {title} is back in stock', { shop, title }),
      news: w('{title} is back in stock at {price}. It may sell out again, so do not wait too long.', {
        title,
        price,
      }),
    });
    if (await send(deps, message)) result.backInStock.sent++;
    else result.backInStock.failed++;
  }

  for (const row of priceDrops) {
    const lang = row.language;
    const w = mailWords(lang);
    const title = productName(row.title, row.translations, lang);
    const price = formatPaise(row.salePricePaise);
    const message = alertMessage({
      to: row.email,
      userName: row.userName,
      shop,
      publicUrl: deps.config.publicUrl,
      unsubscribe: await unsubscribeUrl(deps, row.userId),
      productId: row.productId,
      title,
      image: row.image,
      lang,
      heading: w('Price drop'),
      subject: w('{shop}: {title} is now {price}', { shop, title, price }),
      news:
        row.lastToldPricePaise === null
          ? w(
              '{title} is now {price}, down from {before} when you saved it. We tell you of a price drop on one product at most once in {days} days.',
              { title, price, before: formatPaise(row.priceWhenSavedPaise), days: PRICE_DROP_QUIET_DAYS },
            )
          : w(
              '{title} is now {price}, down from {before} when we last told you. We tell you of a price drop on one product at most once in {days} days.',
              { title, price, before: formatPaise(row.lastToldPricePaise), days: PRICE_DROP_QUIET_DAYS },
            ),
    });
    if (await send(deps, message)) result.priceDrop.sent++;
    else result.priceDrop.failed++;
  }
  deps.log.info({ wishlistAlerts: result }, 'wishlist alerts swept');
  return result;
}

/** Every ALERT_SWEEP_MS, the wishlist alerts due; main.ts starts and stops it. */
export function startWishlistAlerts(deps: AlertDeps, intervalMs = ALERT_SWEEP_MS) {
  return startPeriodic(deps.log, 'wishlist alerts', intervalMs, async () => {
    await sweepWishlistAlerts(deps);
  });
}
