import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authAttempts, mailOutbox, users } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser, DEFAULT_PASSWORD } from '../helpers/factories';

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  off = await createTestApp({ rateLimits: false });
});
afterAll(async () => {
  await t.close();
  await off.close();
});
beforeEach(async () => {
  await t.db.delete(authAttempts);
  await off.db.delete(authAttempts);
});

const login = (app: TestApp, email: string, password: string, ip = '10.0.0.1') =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const register = (app: TestApp, email: string, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { userName: 'Limit', email, password: 'limit-pass-1' },
    remoteAddress: ip,
  });
const requestReset = (app: TestApp, email: string, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/password/request-reset',
    payload: { email },
    remoteAddress: ip,
  });
const confirmReset = (app: TestApp, body: object, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/password/confirm-reset',
    payload: body,
    remoteAddress: ip,
  });

const attempts = async (app: TestApp, kind: string, key?: string) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(authAttempts)
      .where(key ? and(eq(authAttempts.kind, kind), eq(authAttempts.key, key)) : eq(authAttempts.kind, kind))
  )[0].n;
/** Pretends `seconds` have passed for every counted attempt. */
const age = (app: TestApp, seconds: number) =>
  app.db
    .update(authAttempts)
    .set({ createdAt: sql`${authAttempts.createdAt} - make_interval(secs => ${seconds})` });
/** Inserts n counted attempts directly (for limits too large to reach through the API in a unit test run). */
const seed = (app: TestApp, kind: string, key: string, n: number) =>
  app.db.insert(authAttempts).values(Array.from({ length: n }, () => ({ kind, key })));

function expect429(
  res: {
    statusCode: number;
    json(): { success: boolean; message: string };
    headers: Record<string, unknown>;
  },
  message: RegExp,
) {
  expect(res.statusCode).toBe(429);
  expect(res.json().success).toBe(false);
  expect(res.json().message).toMatch(message);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('failed logins per IP (burst)', () => {
  it('allows 10 failures a minute from one address, then answers 429 even to the right password', async () => {
    const user = await createUser(t.db, { email: 'burst@example.com' });
    for (let i = 0; i < 10; i++) {
      expect((await login(t, `wrong-${i}@example.com`, 'bad-password', '10.0.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(t, user.email, DEFAULT_PASSWORD, '10.0.0.1');
    expect429(blocked, /^Too many failed login attempts\. Please wait a minute and try again\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // Refused attempts are not counted, so hammering does not extend the block.
    expect(await attempts(t, 'login-fail-ip', '10.0.0.1')).toBe(10);
    // Another address is not affected.
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    // A minute later the address may try again.
    await age(t, 61);
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await login(t, `v6-${i}@example.com`, 'bad-password', `2001:db8:1:2::${(i + 1).toString(16)}`))
          .statusCode,
      ).toBe(401);
    }
    expect((await login(t, 'v6-x@example.com', 'bad-password', '2001:db8:1:2:ffff::99')).statusCode).toBe(
      429,
    );
    expect((await login(t, 'v6-x@example.com', 'bad-password', '2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('does not count successful logins', async () => {
    const user = await createUser(t.db, { email: 'happy@example.com' });
    for (let i = 0; i < 12; i++)
      expect((await login(t, user.email, DEFAULT_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
    expect(await attempts(t, 'login-fail-ip', '10.0.0.3')).toBe(0);
    expect(await attempts(t, 'login-fail-account', user.email)).toBe(0);
  });

  it('holds under concurrency: of 14 simultaneous failures exactly 10 are checked', async () => {
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) => login(t, `conc-${i}@example.com`, 'bad-password', '10.0.0.4')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(await attempts(t, 'login-fail-ip', '10.0.0.4')).toBe(10);
  });
});

describe('failed logins per account', () => {
  it('stops an account at 100 failures an hour, from any addresses, until the hour passes', async () => {
    const user = await createUser(t.db, { email: 'target@example.com' });
    // 100 failures spread over many addresses, so no per-IP burst limit is hit.
    for (let batch = 0; batch < 10; batch++) {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          login(t, 'target@example.com', `guess-${batch}-${i}`, `10.1.${batch}.${i + 1}`),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
      // The per-IP counters are not under test here.
      await t.db.delete(authAttempts).where(eq(authAttempts.kind, 'login-fail-ip'));
    }
    expect(await attempts(t, 'login-fail-account', 'target@example.com')).toBe(100);

    const blocked = await login(t, 'TARGET@example.com', DEFAULT_PASSWORD, '10.2.0.1');
    expect429(
      blocked,
      /^Too many failed login attempts for this account\. Please try again in \d+ minutes or reset your password\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await attempts(t, 'login-fail-account', 'target@example.com')).toBe(100);
    // Other accounts are not affected.
    const other = await createUser(t.db, { email: 'bystander@example.com' });
    expect((await login(t, other.email, DEFAULT_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    // An hour later the owner gets in.
    await age(t, 3601);
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('answers an email without an account exactly the same way', async () => {
    await createUser(t.db, { email: 'real@example.com' });
    await seed(t, 'login-fail-account', 'real@example.com', 100);
    await seed(t, 'login-fail-account', 'imaginary@example.com', 100);
    const real = await login(t, 'real@example.com', 'whatever-1', '10.3.0.1');
    const imaginary = await login(t, 'imaginary@example.com', 'whatever-1', '10.3.0.2');
    expect(real.statusCode).toBe(429);
    expect(imaginary.statusCode).toBe(429);
    expect(imaginary.json()).toEqual(real.json());
  });

  it('is lifted when the owner resets the password by mail', async () => {
    await createUser(t.db, { email: 'locked@example.com' });
    await seed(t, 'login-fail-account', 'locked@example.com', 100);
    expect((await login(t, 'locked@example.com', DEFAULT_PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    expect((await requestReset(t, 'locked@example.com', '10.4.0.1')).statusCode).toBe(200);
    await waitForPendingMail();
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'locked@example.com'));
    const otp = /^ {4}(\d{6})$/m.exec(rows[0].text)![1];
    expect(
      (await confirmReset(t, { email: 'locked@example.com', otp, newPassword: 'unlocked-pass' }, '10.4.0.1'))
        .statusCode,
    ).toBe(200);
    expect((await login(t, 'locked@example.com', 'unlocked-pass', '10.4.0.1')).statusCode).toBe(200);
  });
});

describe('registrations per IP', () => {
  it('allows 20 an hour from one address, then 429 with nothing written', async () => {
    for (let i = 0; i < 20; i++)
      expect((await register(t, `reg-${i}@example.com`, '10.5.0.1')).statusCode).toBe(201);
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
    const blocked = await register(t, 'reg-20@example.com', '10.5.0.1');
    expect429(blocked, /^Too many registrations from your network\. Please try again in \d+ minutes\.$/);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n).toBe(before);
    expect((await register(t, 'reg-20@example.com', '10.5.0.2')).statusCode).toBe(201);
  });
});

describe('password reset limits per IP', () => {
  it('allows 20 code requests an hour from one address, whatever the emails', async () => {
    for (let i = 0; i < 20; i++)
      expect((await requestReset(t, `ask-${i}@example.com`, '10.6.0.1')).statusCode).toBe(200);
    expect429(
      await requestReset(t, 'ask-20@example.com', '10.6.0.1'),
      /^Too many code requests from your network\. Please try again in \d+ minutes\.$/,
    );
    // The refused request did not use up the email's own allowance.
    expect((await requestReset(t, 'ask-20@example.com', '10.6.0.2')).statusCode).toBe(200);
  });

  it('allows 20 wrong codes in 15 minutes from one address', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await confirmReset(
        t,
        { code: `made-up-link-code-${i}`.padEnd(43, 'x'), newPassword: 'guess-pass-1' },
        '10.7.0.1',
      );
      expect(res.statusCode).toBe(400);
    }
    expect429(
      await confirmReset(
        t,
        { code: 'made-up-link-code-20'.padEnd(43, 'x'), newPassword: 'guess-pass-1' },
        '10.7.0.1',
      ),
      /^Too many wrong codes\. Please wait 15 minutes and try again\.$/,
    );
    expect(
      (
        await confirmReset(
          t,
          { code: 'another-made-up-code'.padEnd(43, 'x'), newPassword: 'guess-pass-1' },
          '10.7.0.2',
        )
      ).statusCode,
    ).toBe(400);
    await age(t, 15 * 60 + 1);
    expect(
      (
        await confirmReset(
          t,
          { code: 'made-up-link-code-21'.padEnd(43, 'x'), newPassword: 'guess-pass-1' },
          '10.7.0.1',
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('config.rateLimits = false', () => {
  it('switches the per-IP limits off', async () => {
    for (let i = 0; i < 12; i++)
      expect((await login(off, `nobody-${i}@example.com`, 'bad-password', '10.8.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 22; i++)
      expect((await requestReset(off, `free-${i}@example.com`, '10.8.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 22; i++) {
      expect(
        (
          await confirmReset(
            off,
            { code: `nope-${i}`.padEnd(43, 'q'), newPassword: 'guess-pass-1' },
            '10.8.0.1',
          )
        ).statusCode,
      ).toBe(400);
    }
    for (let i = 0; i < 21; i++)
      expect((await register(off, `free-reg-${i}@example.com`, '10.8.0.1')).statusCode).toBe(201);
    expect(await attempts(off, 'login-fail-ip')).toBe(0);
  });

  it('keeps the per-account and per-email limits', async () => {
    await createUser(off.db, { email: 'still@example.com' });
    expect((await requestReset(off, 'still@example.com', '10.8.0.2')).statusCode).toBe(200);
    expect((await requestReset(off, 'still@example.com', '10.8.0.2')).statusCode).toBe(429);
    await seed(off, 'login-fail-account', 'still@example.com', 100);
    expect((await login(off, 'still@example.com', DEFAULT_PASSWORD, '10.8.0.3')).statusCode).toBe(429);
  });
});
