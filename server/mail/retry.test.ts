import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/db';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { registry } from '../lib/metrics';
import { MailDeliveryError, sendMail, type MailDeps, type MailLogger } from './mailer';
import { sweepMailOutbox } from './retry';
import { GIVE_UP_AFTER_MS, nextAttemptAfter } from './retry-schedule';
import { startSmtpSink, type SmtpSink } from './smtp-sink.testing';

let database: Database;
let sink: SmtpSink;
const lines: { level: string; msg?: string }[] = [];
const log: MailLogger = {
  info: (_obj, msg) => lines.push({ level: 'info', msg }),
  warn: (_obj, msg) => lines.push({ level: 'warn', msg }),
};
const FROM = 'Shop <shop@example.test>';
const MIN = 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await database.close();
});

const deps = (): MailDeps => ({ db: database.db, config: { mailFrom: FROM, smtpUrl: sink.url }, log });
const message = (to: string) => ({
  to,
  subject: 'Your order has shipped',
  text: 'Tracking number (AWB): DL-123456',
  html: '<p>Tracking number (AWB): <b>DL-123456</b></p>',
});
const row = async (id: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const counter = async (name: string) => (await registry.getSingleMetric(name)!.get()).values[0]?.value ?? 0;

/** A mail refused by the peer now: its outbox row. */
async function refusedMail(to: string, extra: { sensitive?: boolean } = {}) {
  sink.refuse(true);
  try {
    const err = await sendMail(deps(), { ...message(to), ...extra }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailDeliveryError);
    return row((err as MailDeliveryError).outboxId);
  } finally {
    sink.refuse(false);
  }
}

describe('the retry schedule', () => {
  it('waits 1, 5, 15 and 60 minutes, then 6 hours, while within 24 hours of the first try', () => {
    const first = new Date('2026-03-01T10:00:00Z');
    let at = first;
    const tries = [at];
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAfter(attempts, first, at);
      if (!next) break;
      tries.push((at = next));
    }
    expect(tries.map((t) => (t.getTime() - first.getTime()) / MIN)).toEqual([
      0, 1, 6, 21, 81, 441, 801, 1161,
    ]);
  });

  it('gives up exactly past 24 hours: a try at 24 h is made, one a minute later is not', () => {
    const first = new Date('2026-03-01T10:00:00Z');
    const sixHoursBefore = new Date(first.getTime() + GIVE_UP_AFTER_MS - 360 * MIN);
    expect(nextAttemptAfter(6, first, sixHoursBefore)?.getTime()).toBe(first.getTime() + GIVE_UP_AFTER_MS);
    expect(nextAttemptAfter(6, first, new Date(sixHoursBefore.getTime() + MIN))).toBeNull();
  });
});

describe('a refused mail is kept and retried', () => {
  // Each test sweeps only its own mail: an earlier test's retries are taken off the schedule.
  beforeEach(async () => {
    await database.db.update(mailOutbox).set({ nextAttemptAt: null }).where(eq(mailOutbox.status, 'failed'));
  });

  it('is kept as failed with its text and HTML, 1 attempt and a try a minute later', async () => {
    const failedBefore = await counter('shop_mails_failed_total');
    const before = Date.now();
    const mail = await refusedMail('kept@example.com');
    expect(mail).toMatchObject({
      status: 'failed',
      attempts: 1,
      text: message('').text,
      html: message('').html,
    });
    expect(mail.error).toMatch(/451|temporarily unavailable/);
    expect(mail.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before + MIN);
    expect(mail.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + MIN);
    expect(await counter('shop_mails_failed_total')).toBe(failedBefore + 1);
    expect(sink.received).toHaveLength(0);
  });

  it('is not tried before its time; with the peer back, one sweep delivers it once and marks it sent', async () => {
    const mail = await refusedMail('back@example.com');
    expect(
      await sweepMailOutbox(deps(), { now: new Date(mail.nextAttemptAt!.getTime() - 1000) }),
    ).toMatchObject({ claimed: 0 });

    const due = new Date(mail.nextAttemptAt!.getTime() + 1000);
    expect(await sweepMailOutbox(deps(), { now: due })).toMatchObject({ claimed: 1, sent: 1 });
    const got = await sink.waitFor('back@example.com');
    expect(got.subject).toBe('Your order has shipped');
    expect(got.text).toContain('DL-123456');
    expect(got.html).toContain('<b>DL-123456</b>');
    expect(await row(mail.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      nextAttemptAt: null,
      error: null,
    });
    // Sent mail is never taken again.
    expect(await sweepMailOutbox(deps(), { now: new Date(due.getTime() + 24 * 3600_000) })).toMatchObject({
      claimed: 0,
    });
    expect(sink.received.filter((m) => m.to.includes('back@example.com'))).toHaveLength(0);
  });

  it('two sweepers at once deliver it once', async () => {
    const mail = await refusedMail('twice@example.com');
    const now = new Date(mail.nextAttemptAt!.getTime() + 1000);
    const [a, b] = await Promise.all([sweepMailOutbox(deps(), { now }), sweepMailOutbox(deps(), { now })]);
    expect(a.sent + b.sent).toBe(1);
    expect(a.claimed + b.claimed).toBe(1);
    await sink.waitFor('twice@example.com');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.received.filter((m) => m.to.includes('twice@example.com'))).toHaveLength(0);
    expect(await row(mail.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('refused again, waits longer; refused on the last try, it is failed for good', async () => {
    const mail = await refusedMail('never@example.com');
    const undeliverable = await counter('shop_mails_undeliverable_total');
    sink.refuse(true);
    try {
      let at = new Date(mail.nextAttemptAt!.getTime());
      const r = await sweepMailOutbox(deps(), { now: at });
      expect(r).toMatchObject({ claimed: 1, retrying: 1 });
      const second = await row(mail.id);
      expect(second).toMatchObject({ status: 'failed', attempts: 2 });
      // The second retry comes 5 minutes after the first (the sweep's own clock is the test's here).
      expect(second.nextAttemptAt!.getTime() - at.getTime()).toBe(5 * MIN);

      // Straight to the last try: 7 attempts made, the 8th refused too.
      await database.db
        .update(mailOutbox)
        .set({ attempts: 7, createdAt: new Date(Date.now() - 20 * 3600_000) })
        .where(eq(mailOutbox.id, mail.id));
      at = new Date(second.nextAttemptAt!.getTime());
      expect(await sweepMailOutbox(deps(), { now: at })).toMatchObject({ claimed: 1, gaveUp: 1 });
      expect(await row(mail.id)).toMatchObject({ status: 'failed', attempts: 8, nextAttemptAt: null });
      expect(await counter('shop_mails_undeliverable_total')).toBe(undeliverable + 1);
      expect(await sweepMailOutbox(deps(), { now: new Date(at.getTime() + 48 * 3600_000) })).toMatchObject({
        claimed: 0,
      });
    } finally {
      sink.refuse(false);
    }
  });

  it('a one-time code is not kept nor retried', async () => {
    const mail = await refusedMail('code@example.com', { sensitive: true });
    expect(mail).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(mail.text).not.toContain('DL-123456');
    expect(lines.some((l) => l.msg === 'Mail delivery failed; it is not retried (one-time secret)')).toBe(
      true,
    );
  });

  it('without SMTP_URL nothing is tried (the dev outbox cannot deliver)', async () => {
    const mail = await refusedMail('dev@example.com');
    const r = await sweepMailOutbox(
      { ...deps(), config: { mailFrom: FROM } },
      { now: new Date(mail.nextAttemptAt!.getTime() + 1000) },
    );
    expect(r).toEqual({ claimed: 0, sent: 0, retrying: 0, gaveUp: 0 });
    expect((await row(mail.id)).status).toBe('failed');
  });
});
