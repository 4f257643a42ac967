/**
 * When a mail the SMTP server refused is tried again: 1, 5, 15 and 60 minutes after each failed
 * try, then every 6 hours, as long as the next try falls within 24 hours of the first. That is 8 tries at
 * about 0 min, 1 min, 6 min, 21 min, 1 h 21, 7 h 21, 13 h 21 and 19 h 21; a mail still refused then is
 * 'failed' for good (a day-old "your order has shipped" is no longer worth sending late, and an outage that
 * long needs the operator, whom the log and shop_mails_failed_total have told).
 */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60] as const;
export const LATER_RETRY_MINUTES = 6 * 60;
export const GIVE_UP_AFTER_MS = 24 * 3600_000;

/**
 * The next try after `attempts` failed tries, the first made at `firstTriedAt`, the last at `now`; null when
 * that would be more than GIVE_UP_AFTER_MS after the first (the mail has failed for good).
 */
export function nextAttemptAfter(attempts: number, firstTriedAt: Date, now: Date): Date | null {
  const minutes = RETRY_DELAYS_MINUTES[attempts - 1] ?? LATER_RETRY_MINUTES;
  const next = new Date(now.getTime() + minutes * 60_000);
  return next.getTime() - firstTriedAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}
