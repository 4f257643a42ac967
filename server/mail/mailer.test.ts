import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/db';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { getShopName, updateSettings, getSettings } from '../modules/settings/settings.service';
import { DEFAULT_SHOP_NAME } from '../../common/settings-defaults';
import { escapeHtml, renderMailHtml } from './html';
import {
  MailDeliveryError,
  mailStartupNotice,
  queueMail,
  queueMailJob,
  sendMail,
  waitForPendingMail,
  type MailLogger,
} from './mailer';
import { listOutbox } from './outbox.repository';
import { startSmtpSink, type SmtpSink } from './smtp-sink.testing';

let database: Database;
let sink: SmtpSink;
let tlsSink: SmtpSink;

function recordingLog() {
  const lines: { level: string; obj: object; msg?: string }[] = [];
  const log: MailLogger = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  };
  return { log, lines };
}

const FROM = 'Shop Mail <shop@example.test>';
const message = {
  to: 'buyer@example.com',
  subject: 'Order confirmed',
  text: 'Your order ₹1,180.00 is confirmed.\nThank you!',
  html: '<p>Your order <b>₹1,180.00</b> is confirmed.</p>',
};

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  tlsSink = await startSmtpSink({ secure: true });
});
afterAll(async () => {
  await waitForPendingMail();
  await sink.close();
  await tlsSink.close();
  await database.close();
});

describe('dev outbox (no SMTP_URL)', () => {
  it('logs the message and keeps it in mail_outbox', async () => {
    const { log, lines } = recordingLog();
    const result = await sendMail({ db: database.db, config: { mailFrom: FROM }, log }, message);
    expect(result.status).toBe('logged');
    const [row] = await listOutbox(database.db, { to: 'buyer@example.com', limit: 1 });
    expect(row).toMatchObject({
      id: result.outboxId,
      subject: 'Order confirmed',
      text: message.text,
      html: message.html,
      status: 'logged',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe('info');
    expect(lines[0].msg).toContain('Your order ₹1,180.00 is confirmed.');
    expect(lines[0].msg).toContain('buyer@example.com');
  });

  it('keeps even sensitive bodies, since the outbox is the only way to read them', async () => {
    const { log } = recordingLog();
    const result = await sendMail(
      { db: database.db, config: { mailFrom: FROM }, log },
      { ...message, to: 'dev@example.com', sensitive: true },
    );
    const [row] = await listOutbox(database.db, { to: 'dev@example.com' });
    expect(row.id).toBe(result.outboxId);
    expect(row.text).toBe(message.text);
  });

  it('says where mail goes at start-up', () => {
    expect(mailStartupNotice({ mailFrom: FROM })).toMatch(
      /SMTP_URL is not set.*printed in this log.*mail_outbox/,
    );
    expect(mailStartupNotice({ mailFrom: FROM, smtpUrl: 'smtps://user:secret@mail.example.com' })).toBe(
      'Mail: sending through smtps://mail.example.com:465 (TLS) from Shop Mail <shop@example.test>',
    );
    expect(mailStartupNotice({ mailFrom: FROM, smtpUrl: 'smtp://mail.example.com:2525' })).not.toContain(
      'secret',
    );
  });
});

describe('SMTP', () => {
  it('delivers text and HTML from MAIL_FROM through smtp://', async () => {
    const { log } = recordingLog();
    const result = await sendMail(
      { db: database.db, config: { mailFrom: FROM, smtpUrl: sink.url }, log },
      message,
    );
    expect(result.status).toBe('sent');
    const mail = await sink.waitFor('buyer@example.com');
    expect(mail.secure).toBe(false);
    expect(mail.from).toBe('shop@example.test');
    expect(mail.headers.from).toBe('Shop Mail <shop@example.test>');
    expect(mail.subject).toBe('Order confirmed');
    expect(mail.text.trim()).toBe(message.text);
    expect(mail.html).toContain('<b>₹1,180.00</b>');
    const [row] = await listOutbox(database.db, { to: 'buyer@example.com', limit: 1 });
    expect(row).toMatchObject({ id: result.outboxId, status: 'sent', text: message.text });
  });

  it('uses implicit TLS for smtps://', async () => {
    const { log } = recordingLog();
    const result = await sendMail(
      { db: database.db, config: { mailFrom: FROM, smtpUrl: tlsSink.url }, log },
      { ...message, to: 'tls@example.com' },
    );
    expect(result.status).toBe('sent');
    const mail = await tlsSink.waitFor('tls@example.com');
    expect(mail.secure).toBe(true);
    expect(mail.subject).toBe('Order confirmed');
  });

  it('keeps only the envelope of a sensitive message it delivered', async () => {
    const { log } = recordingLog();
    const result = await sendMail(
      { db: database.db, config: { mailFrom: FROM, smtpUrl: sink.url }, log },
      { ...message, to: 'secret@example.com', text: 'Your code is 123456', sensitive: true },
    );
    expect((await sink.waitFor('secret@example.com')).text).toContain('123456');
    const [row] = await listOutbox(database.db, { to: 'secret@example.com' });
    expect(row.id).toBe(result.outboxId);
    expect(row.text).not.toContain('123456');
    expect(row.html).not.toContain('123456');
  });

  it('strips line breaks from header values', async () => {
    const { log } = recordingLog();
    await sendMail(
      { db: database.db, config: { mailFrom: FROM, smtpUrl: sink.url }, log },
      { ...message, to: 'inject@example.com', subject: 'Hello\r\nBcc: victim@example.com' },
    );
    const mail = await sink.waitFor('inject@example.com');
    expect(mail.to).toEqual(['inject@example.com']);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.subject).toBe('Hello Bcc: victim@example.com');
  });

  it('throws MailDeliveryError and records the failure when the server is unreachable', async () => {
    const { log, lines } = recordingLog();
    const deps = { db: database.db, config: { mailFrom: FROM, smtpUrl: 'smtp://127.0.0.1:1' }, log };
    const err = await sendMail(deps, { ...message, to: 'down@example.com' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailDeliveryError);
    const [row] = await listOutbox(database.db, { to: 'down@example.com' });
    expect(row).toMatchObject({ id: (err as MailDeliveryError).outboxId, status: 'failed' });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    expect(lines.some((l) => l.level === 'warn')).toBe(true);
  });

  it('gives up on a server that accepts the connection and never speaks, after SMTP_TIMEOUT_MS', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((s) => sockets.add(s)); // accepts, never greets
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const { log } = recordingLog();
      const deps = {
        db: database.db,
        config: { mailFrom: FROM, smtpUrl: `smtp://127.0.0.1:${port}`, timeouts: { smtpMs: 300 } },
        log,
      };
      const started = Date.now();
      const err = await sendMail(deps, { ...message, to: 'silent@example.com' }).catch((e: unknown) => e);
      const took = Date.now() - started;
      expect(err).toBeInstanceOf(MailDeliveryError);
      expect((err as Error).message).toMatch(/greeting never received|timeout/i);
      expect(took).toBeGreaterThanOrEqual(250);
      expect(took).toBeLessThan(5000);
      expect(sockets.size).toBe(1);
      const [row] = await listOutbox(database.db, { to: 'silent@example.com' });
      expect(row).toMatchObject({ status: 'failed' });
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('queueMail never throws and resolves null on failure, the result on success', async () => {
    const { log } = recordingLog();
    const bad = queueMail(
      { db: database.db, config: { mailFrom: FROM, smtpUrl: 'smtp://127.0.0.1:1' }, log },
      message,
    );
    const good = queueMail(
      { db: database.db, config: { mailFrom: FROM, smtpUrl: sink.url }, log },
      { ...message, to: 'q@example.com' },
    );
    await waitForPendingMail();
    expect(await bad).toBeNull();
    expect(await good).toMatchObject({ status: 'sent' });
    expect((await sink.waitFor('q@example.com')).subject).toBe('Order confirmed');
  });
});

describe('queueMailJob', () => {
  it('builds the message in the background: null sends nothing, a throw is logged, a message is sent', async () => {
    const { log, lines } = recordingLog();
    const deps = { db: database.db, config: { mailFrom: FROM, smtpUrl: sink.url }, log };
    let built = false;
    const job = queueMailJob(deps, async () => {
      built = true;
      return { ...message, to: 'job@example.com' };
    });
    // The caller goes on before the job starts.
    expect(built).toBe(false);
    const none = queueMailJob(deps, async () => null);
    const broken = queueMailJob(deps, async () => {
      throw new Error('lookup failed');
    });
    await waitForPendingMail();
    expect(await job).toMatchObject({ status: 'sent' });
    expect(await none).toBeNull();
    expect(await broken).toBeNull();
    expect(lines.some((l) => l.level === 'warn' && JSON.stringify(l.obj).includes('lookup failed'))).toBe(
      true,
    );
    expect((await sink.waitFor('job@example.com')).subject).toBe('Order confirmed');
  });
});

describe('shop name and HTML', () => {
  it('takes the shop name from site settings, with a default', async () => {
    expect(await getShopName(database.db)).toBe(DEFAULT_SHOP_NAME);
    await updateSettings(database.db, {
      ...(await getSettings(database.db)),
      companyName: 'Sharma Electricals',
    });
    expect(await getShopName(database.db)).toBe('Sharma Electricals');
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('escapes every outside value in the layout', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderMailHtml({
      shopName: 'A <b>&</b> B',
      heading: 'Hi <script>',
      bodyHtml: '<p>ok</p>',
      action: { label: 'Go', url: 'https://shop.test/x?a=1&b="2"' },
    });
    expect(html).toContain('A &lt;b&gt;&amp;&lt;/b&gt; B');
    expect(html).toContain('Hi &lt;script&gt;');
    expect(html).toContain('href="https://shop.test/x?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toContain('<script>');
  });
});
