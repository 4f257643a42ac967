/**
 * Outgoing mail, for every module (password reset codes, order confirmations…).
 *
 * How to send:
 *   import { sendMail, queueMail } from '../../mail/mailer';
 *   import { renderMailHtml, escapeHtml } from '../../mail/html';
 *   import { getShopName } from '../settings';
 *   const shop = await getShopName(app.db);
 *   queueMail(app, { to, subject: `${shop}: order confirmed`, text, html: renderMailHtml({ shopName: shop, heading, bodyHtml }) });
 *
 * The mailer knows nothing of the shop: the caller gives it the shop's name (read fresh from the settings for
 * each mail, so a renamed shop's next mail carries the new name) in the subject and the layout.
 *
 * - `deps` is anything with `db`, `config` and `log`: the Fastify instance (`app`) or `request.server` works.
 * - `sendMail` awaits delivery and throws MailDeliveryError when the SMTP server refuses or is unreachable.
 *   `queueMail` sends in the background after the response and never throws (failures are logged and kept
 *   in mail_outbox with status 'failed' and a next_attempt_at: the retry sweeper, ./retry.ts, tries again);
 *   use it from request handlers so a slow mail server never slows
 *   or fails a request, and so the answer's timing does not depend on whether a mail was sent.
 *   `queueMailJob` also moves the work of building the message (lookups, writes) off the request.
 * - `waitForPendingMail()` resolves when all queued mail is done (the auth routes await it at app close).
 * - Never call either inside a database transaction: commit first, then send (DESIGN "Server-side truth").
 * - With SMTP_URL (smtp:// plain or STARTTLS when offered, smtps:// implicit TLS) mail goes through nodemailer
 *   from MAIL_FROM. Without it the dev outbox is used: the message is written to the log and kept in the
 *   mail_outbox table (status 'logged').
 * - Set `sensitive: true` when the body holds a secret (one-time codes): real deliveries then keep only the
 *   envelope in mail_outbox, never the secret, and a failed one is not retried (see sendMail).
 */
import type nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { mailsFailed, mailsUndeliverable } from '../lib/metrics';
import { insertOutbox } from './outbox.repository';
import { nextAttemptAfter } from './retry-schedule';

export interface MailLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface MailDeps {
  db: DbOrTx;
  /** timeouts.smtpMs: SMTP_TIMEOUT_MS (DEFAULT_SMTP_TIMEOUT_MS when absent). */
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'> & { timeouts?: Pick<AppConfig['timeouts'], 'smtpMs'> };
  log: MailLogger;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body; every mail has one for clients that do not show HTML. */
  text: string;
  /** HTML body; build it with renderMailHtml from ./html and escape every outside value. */
  html: string;
  /** The body holds a secret: after a real delivery only the envelope is kept in mail_outbox. */
  sensitive?: boolean;
  /**
   * Extra headers (List-Unsubscribe…), kept in mail_outbox for the retries; names and values one line each.
   */
  headers?: Record<string, string>;
  /** 'alert': a mail the buyer asked for that no order waits on; retried after every due order mail. */
  kind?: 'transactional' | 'alert';
}

export interface MailResult {
  /** 'sent' through SMTP, or 'logged' to the dev outbox. */
  status: 'sent' | 'logged';
  outboxId: string;
  messageId?: string;
}

export class MailDeliveryError extends Error {
  constructor(
    message: string,
    public readonly outboxId: string,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

const REDACTED = '[not kept: the message held a one-time secret]';

export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

type Transporter = ReturnType<typeof nodemailer.createTransport>;
const transporters = new Map<string, Transporter>();

/**
 * One transporter per SMTP URL; unpooled, so it holds no open connection between messages. nodemailer is
 * loaded with the first mail (a shop without SMTP_URL never loads it; decision 024: memory at rest).
 */
async function transporterFor(smtpUrl: string, timeoutMs: number): Promise<Transporter> {
  const key = `${timeoutMs} ${smtpUrl}`;
  let transporter = transporters.get(key);
  if (!transporter) {
    const { default: mailer } = await import('nodemailer');
    // SMTP_TIMEOUT_MS to connect and to be greeted, three times that for a silent socket mid-message.
    transporter = mailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs * 3,
    });
    transporters.set(key, transporter);
  }
  return transporter;
}

/** No CR/LF in header values, so no caller can inject headers. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** Header names and values on one line each, so no caller can inject headers. */
function oneLineHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, value]) => [
      oneLine(name).replace(/[\s:]/g, ''),
      oneLine(value),
    ]),
  );
}

/** Sends one message now (SMTP, or the dev outbox without SMTP_URL); throws MailDeliveryError when SMTP fails. */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<MailResult> {
  const to = oneLine(message.to);
  const subject = oneLine(message.subject);
  const headers = oneLineHeaders(message.headers);
  const kind = message.kind ?? 'transactional';
  const { smtpUrl, mailFrom } = deps.config;

  if (!smtpUrl) {
    const row = await insertOutbox(deps.db, {
      to,
      subject,
      text: message.text,
      html: message.html,
      status: 'logged',
      kind,
      headers,
    });
    deps.log.info(
      { mail: { outboxId: row.id, from: mailFrom, to, subject, kind } },
      `Mail not sent (no SMTP_URL); dev outbox copy:\n--- To: ${to}\n--- Subject: ${subject}\n${message.text}\n---`,
    );
    return { status: 'logged', outboxId: row.id };
  }

  const kept = message.sensitive
    ? { text: REDACTED, html: REDACTED }
    : { text: message.text, html: message.html };
  try {
    const info = await deliver(deps.config, { to, subject, text: message.text, html: message.html, headers });
    const row = await insertOutbox(deps.db, {
      to,
      subject,
      ...kept,
      status: 'sent',
      attempts: 1,
      kind,
      headers,
    });
    deps.log.info({ mail: { outboxId: row.id, to, subject, kind, messageId: info.messageId } }, 'Mail sent');
    return { status: 'sent', outboxId: row.id, messageId: info.messageId };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const now = new Date();
    // A sensitive mail is not retried: its body (a one-time code) is not kept, and the code expires within
    // minutes anyway; the person asks for a new one from the same screen, sooner than any retry would come.
    const nextAttemptAt = message.sensitive ? null : nextAttemptAfter(1, now, now);
    const row = await insertOutbox(deps.db, {
      to,
      subject,
      ...kept,
      status: 'failed',
      error: reason.slice(0, 1000),
      attempts: 1,
      nextAttemptAt,
      kind,
      headers,
    });
    mailsFailed.inc();
    if (!nextAttemptAt) mailsUndeliverable.inc();
    deps.log.warn(
      {
        mail: {
          outboxId: row.id,
          to,
          subject,
          attempts: 1,
          nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
        },
        err: reason,
      },
      nextAttemptAt
        ? 'Mail delivery failed; it will be tried again'
        : 'Mail delivery failed; it is not retried (one-time secret)',
    );
    throw new MailDeliveryError(`Mail to ${to} could not be delivered: ${reason}`, row.id);
  }
}

/** One delivery through SMTP_URL from MAIL_FROM (the first try here, retries in ./retry.ts); throws when refused. */
export async function deliver(
  config: MailDeps['config'],
  mail: { to: string; subject: string; text: string; html: string; headers?: Record<string, string> },
): Promise<{ messageId?: string }> {
  if (!config.smtpUrl) throw new Error('SMTP_URL is not set');
  const transporter = await transporterFor(
    config.smtpUrl,
    config.timeouts?.smtpMs ?? DEFAULT_SMTP_TIMEOUT_MS,
  );
  return transporter.sendMail({
    from: config.mailFrom,
    ...mail,
  });
}

const pending = new Set<Promise<unknown>>();

/**
 * Sends in the background and never throws: the promise resolves to the result, or null when delivery
 * failed (already logged and recorded). Await it only where the caller truly needs the outcome.
 */
export function queueMail(deps: MailDeps, message: MailMessage): Promise<MailResult | null> {
  return queueMailJob(deps, async () => message);
}

/**
 * Like queueMail, but the message itself is worked out in the background too: `build` runs after the
 * caller has moved on (typically after the HTTP answer) and returns the message, or null for "no mail".
 * Use it when the work before a mail must not show in the answer's timing (password reset for unknown
 * vs known emails). Errors in `build` are logged, never thrown.
 */
export function queueMailJob(
  deps: MailDeps,
  build: () => Promise<MailMessage | null>,
): Promise<MailResult | null> {
  const job = (async () => {
    // Let the caller answer first.
    await new Promise((resolve) => setImmediate(resolve));
    const message = await build();
    return message ? sendMail(deps, message) : null;
  })().catch((err: unknown) => {
    // sendMail already logged and recorded SMTP failures; anything else (e.g. the database) is logged here.
    if (!(err instanceof MailDeliveryError)) {
      deps.log.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'Mail could not be prepared or queued',
      );
    }
    return null;
  });
  pending.add(job);
  void job.finally(() => pending.delete(job));
  return job;
}

/** Resolves when every queued mail has been sent or has failed (app shutdown, tests). */
export async function waitForPendingMail(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}

/** One line for start-up logs telling the operator where mail goes. */
export function mailStartupNotice(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): string {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    const tls = url.protocol === 'smtps:' ? 'TLS' : 'STARTTLS when offered';
    return `Mail: sending through ${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)} (${tls}) from ${config.mailFrom}`;
  }
  return 'Mail: SMTP_URL is not set, so mail is not sent. Each message (password reset codes, order confirmations) is printed in this log and kept in the mail_outbox table.';
}
