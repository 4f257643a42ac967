import { startPeriodic } from '../lib/periodic';
import { mailsFailed, mailsUndeliverable } from '../lib/metrics';
import { DEFAULT_SMTP_TIMEOUT_MS, deliver, type MailDeps } from './mailer';
import { claimDueMail, recordAttempt } from './outbox.repository';
import { nextAttemptAfter } from './retry-schedule';

/**
 * The mail retry sweeper: mails the SMTP server refused are kept in mail_outbox (status 'failed',
 * text and HTML, a next_attempt_at) and tried again on the schedule of ./retry-schedule.ts until delivered
 * ('sent') or given up (next_attempt_at null). Safe with several instances: each sweep claims its batch with
 * FOR UPDATE SKIP LOCKED and a lease (outbox.repository claimDueMail), and the result is written only over a
 * mail still 'failed', so each mail is delivered once even when two sweepers run at the same moment.
 */

export interface MailSweepResult {
  claimed: number;
  sent: number;
  /** Refused again, with a later try. */
  retrying: number;
  /** Refused on the last try: failed for good. */
  gaveUp: number;
}

export async function sweepMailOutbox(
  deps: MailDeps,
  opts: { now?: Date; limit?: number; leaseSeconds?: number } = {},
): Promise<MailSweepResult> {
  const result: MailSweepResult = { claimed: 0, sent: 0, retrying: 0, gaveUp: 0 };
  // Without SMTP_URL mail goes to the dev outbox and nothing can be delivered: the failed mails wait.
  if (!deps.config.smtpUrl) return result;
  const now = opts.now ?? new Date();
  const limit = opts.limit ?? 20;
  // Long enough for the whole batch against a server that times out on every message (3 timeouts each).
  const smtpMs = deps.config.timeouts?.smtpMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  const leaseSeconds = opts.leaseSeconds ?? Math.max(120, Math.ceil((limit * smtpMs * 4) / 1000));
  const claimed = await deps.db.transaction((tx) => claimDueMail(tx, now, leaseSeconds, limit));
  result.claimed = claimed.length;
  for (const mail of claimed) {
    const attempt = mail.attempts + 1;
    try {
      await deliver(deps.config, {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      await recordAttempt(deps.db, mail.id, { status: 'sent' });
      result.sent++;
      deps.log.info(
        { mail: { outboxId: mail.id, to: mail.to, subject: mail.subject, attempts: attempt } },
        'Mail sent on a retry',
      );
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const nextAttemptAt = nextAttemptAfter(attempt, mail.createdAt, opts.now ?? new Date());
      await recordAttempt(deps.db, mail.id, { status: 'failed', error: reason, nextAttemptAt });
      mailsFailed.inc();
      if (nextAttemptAt) result.retrying++;
      else {
        result.gaveUp++;
        mailsUndeliverable.inc();
      }
      deps.log.warn(
        {
          mail: {
            outboxId: mail.id,
            to: mail.to,
            subject: mail.subject,
            attempts: attempt,
            nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
          },
          err: reason,
        },
        nextAttemptAt
          ? 'Mail retry failed; it will be tried again'
          : 'Mail retry failed; given up after the last try',
      );
    }
  }
  return result;
}

/** Every `intervalMs` (a minute by default), tries the failed mails that are due; main.ts starts and stops it. */
export function startMailRetry(deps: MailDeps, intervalMs = 60_000) {
  return startPeriodic(deps.log, 'mail retry sweep', intervalMs, async () => {
    const r = await sweepMailOutbox(deps);
    if (r.claimed) deps.log.info({ sweep: r }, 'failed mails retried');
  });
}
