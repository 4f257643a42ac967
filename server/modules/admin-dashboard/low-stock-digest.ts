import { escapeHtml, renderMailHtml } from '../../mail/html';
import { MailDeliveryError, sendMail, type MailDeps, type MailMessage } from '../../mail/mailer';
import { startPeriodic } from '../../lib/periodic';
import { getSettings, getShopName } from '../settings';
import { waitingFor } from '../wishlist';
import {
  claimDailyMail,
  dailyMailClaimed,
  IST_OFFSET_MINUTES,
  lowStockWithSales,
  noteDailyMailSent,
} from './admin-dashboard.repository';

/**
 * The owner's daily low-stock digest. Once a day, at or after the hour Settings gives (India time),
 * the shop's e-mail (Settings → e-mail, where the new-order mail goes) gets the products with fewer than
 * `below` in stock, each with its stock and the units sold in the last 30 days, fewest in stock first, then
 * the best sellers. No mail when nothing is low (checked again each minute that day, so a product that runs
 * low in the afternoon is still reported that day).
 *
 * Once a day across every instance: the sender claims the day in daily_mails (insert … on conflict do
 * nothing), and only the instance whose insert made the row sends. A process that dies between the claim
 * and the send loses that day's digest: the next one comes tomorrow.
 */

export const SALES_DAYS = 30;
/** Products listed in one mail; the rest are counted ("and 12 more"). */
export const DIGEST_LIST_LIMIT = 100;

/** The calendar day (YYYY-MM-DD) and the hour (0–23) in India at `at`. */
export function istClock(at: Date): { day: string; hour: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
  return { day: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() };
}

export type DigestOutcome =
  | 'off'
  | 'noAddress'
  | 'notDue'
  | 'alreadySent'
  | 'nothingLow'
  /** Delivered, or written to the dev outbox without SMTP_URL. */
  | 'sent'
  /** Refused by the SMTP server: kept in mail_outbox, where the retry sweeper takes it. */
  | 'retrying';

/** A product of the digest, with how many buyers asked to be told when it is back in stock (wishlist). */
type LowStockRow = Awaited<ReturnType<typeof lowStockWithSales>>['rows'][number] & { waiting: number };

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

/** The digest's text and HTML parts. */
export function digestMessage(p: {
  to: string;
  shop: string;
  day: string;
  below: number;
  rows: LowStockRow[];
  count: number;
  publicUrl: string;
}): MailMessage {
  const more = p.count - p.rows.length;
  const intro = `${p.count} ${p.count === 1 ? 'product has' : 'products have'} fewer than ${units(p.below)} in stock today (${p.day}). Fewest in stock first, with the units sold in the last ${SALES_DAYS} days and the buyers waiting for it on their wishlists:`;
  const moreLine = more > 0 ? `And ${more} more: see Products in the admin.` : '';
  const url = `${p.publicUrl}/admin/products`;
  const text = [
    intro,
    '',
    ...p.rows.map(
      (r) =>
        `- ${r.title}: ${r.totalStock} in stock, ${r.sold} sold${r.waiting ? `, ${r.waiting} waiting for it` : ''}`,
    ),
    ...(moreLine ? ['', moreLine] : []),
    '',
    `Restock or edit them under Products: ${url}`,
    '',
    'You get this mail once a day; turn it off or change its hour in Settings → Low-stock digest.',
  ].join('\n');
  const cell = 'padding:4px 8px;border-bottom:1px solid #e7e5e4';
  const num = `${cell};text-align:right`;
  const rows = p.rows
    .map(
      (r) =>
        `<tr><td style="${cell}">${escapeHtml(r.title)}</td><td style="${num}">${r.totalStock}</td><td style="${num}">${r.sold}</td><td style="${num}">${r.waiting}</td></tr>`,
    )
    .join('\n');
  const bodyHtml = `<p>${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px">
<tr><th style="${cell};text-align:left">Product</th><th style="${num}">In stock</th><th style="${num}">Sold in ${SALES_DAYS} days</th><th style="${num}">Waiting (wishlist)</th></tr>
${rows}
</table>
${moreLine ? `<p>${escapeHtml(moreLine)}</p>` : ''}
<p style="font-size:13px;color:#57534e">You get this mail once a day; turn it off or change its hour in Settings → Low-stock digest.</p>`;
  return {
    to: p.to,
    subject: `${p.shop}: ${p.count} ${p.count === 1 ? 'product' : 'products'} low on stock`,
    text,
    html: renderMailHtml({
      shopName: p.shop,
      heading: 'Low on stock today',
      bodyHtml,
      action: { label: 'Open products', url },
    }),
  };
}

/** Sends today's digest when it is due and not yet sent by any instance; says what it did. */
export async function runLowStockDigest(
  deps: MailDeps & { config: { publicUrl: string } },
  now = new Date(),
): Promise<DigestOutcome> {
  const settings = await getSettings(deps.db);
  const digest = settings.lowStockDigest;
  if (!digest.enabled) return 'off';
  if (!settings.email) return 'noAddress';
  const { day, hour } = istClock(now);
  if (hour < digest.hour) return 'notDue';
  if (await dailyMailClaimed(deps.db, 'lowStockDigest', day)) return 'alreadySent';
  const since = new Date(now.getTime() - SALES_DAYS * 86_400_000);
  const low = await lowStockWithSales(deps.db, digest.below, since, DIGEST_LIST_LIMIT);
  if (low.count === 0) return 'nothingLow';
  if (!(await claimDailyMail(deps.db, 'lowStockDigest', day))) return 'alreadySent';

  const shop = settings.companyName.trim() || (await getShopName(deps.db));
  const waiting = await waitingFor(
    deps.db,
    low.rows.map((r) => r.id),
  );
  const message = digestMessage({
    to: settings.email,
    shop,
    day,
    below: digest.below,
    rows: low.rows.map((r) => ({ ...r, waiting: waiting.get(r.id) ?? 0 })),
    count: low.count,
    publicUrl: deps.config.publicUrl,
  });
  try {
    const result = await sendMail(deps, message);
    await noteDailyMailSent(deps.db, 'lowStockDigest', day, result.outboxId);
    return 'sent';
  } catch (err) {
    if (!(err instanceof MailDeliveryError)) throw err;
    await noteDailyMailSent(deps.db, 'lowStockDigest', day, err.outboxId);
    return 'retrying';
  }
}

/** Looks every `intervalMs` (a minute) whether today's digest is due; main.ts starts and stops it. */
export function startLowStockDigest(deps: MailDeps & { config: { publicUrl: string } }, intervalMs = 60_000) {
  return startPeriodic(deps.log, 'low-stock digest', intervalMs, async () => {
    const outcome = await runLowStockDigest(deps);
    if (outcome === 'sent' || outcome === 'retrying')
      deps.log.info({ digest: outcome }, 'low-stock digest mailed');
  });
}
