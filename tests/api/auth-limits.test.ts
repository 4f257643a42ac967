import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authAttempts, mailOutbox, passwordResetCodes, sessions, users } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { testApp, type TestApp } from '../helpers/app';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../helpers/factories';

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await testApp();
  off = await testApp({ config: { rateLimits: false } });
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

/**
 * A 429's answer with the wait it names left out: two answers a few milliseconds apart may name waits a second
 * apart ("a minute", then "59 seconds"), and are the same answer.
 */
const anyWait = (answer: { message: string }) => ({
  ...answer,
  message: answer.message.replace(/\d+ seconds?|a minute|\d+ minutes?/, 'N'),
});

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

/**
 * The wait a 429 asks for, checked against the expected one: the database clock runs on between the last
 * failure and the check, so a loaded machine may already be into the next second.
 */
function expectWait(res: { statusCode: number; headers: Record<string, unknown> }, seconds: number) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect([seconds, seconds - 1]).toContain(wait);
  return wait;
}

describe('failed logins per IP (guessing across accounts)', () => {
  it('allows 10 failures from one address, then makes it wait 1 s, then 2 s, even for the right password', async () => {
    const user = await createUser(t.db, { email: 'burst@example.com' });
    for (let i = 0; i < 10; i++) {
      expect((await login(t, `wrong-${i}@example.com`, 'bad-password', '10.0.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(t, user.email, DEFAULT_PASSWORD, '10.0.0.1');
    expect429(blocked, /^Too many failed login attempts\. Please wait a second and try again\.$/);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // Refused attempts are not counted, so hammering does not lengthen the wait.
    for (let i = 0; i < 5; i++)
      expect((await login(t, 'x@example.com', 'bad-password', '10.0.0.1')).statusCode).toBe(429);
    expect(await attempts(t, 'login-fail-ip', '10.0.0.1')).toBe(10);
    // Another address is not affected.
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    // A second later the address may try once more; the next wait is twice as long.
    await age(t, 1);
    expect((await login(t, 'wrong-10@example.com', 'bad-password', '10.0.0.1')).statusCode).toBe(401);
    const again = await login(t, user.email, DEFAULT_PASSWORD, '10.0.0.1');
    expect429(again, /^Too many failed login attempts\. Please wait (2 seconds|a second) and try again\.$/);
    await age(t, expectWait(again, 2));
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

  it('does not count successful logins as failures', async () => {
    const user = await createUser(t.db, { email: 'happy@example.com' });
    for (let i = 0; i < 12; i++)
      expect((await login(t, user.email, DEFAULT_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
    expect(await attempts(t, 'login-fail-ip', '10.0.0.3')).toBe(0);
    expect(await attempts(t, 'login-fail-pair', `happy@example.com 10.0.0.3`)).toBe(0);
    expect(await attempts(t, 'login-fail-account', user.email)).toBe(0);
    expect(await attempts(t, 'login-ok-ip', '10.0.0.3')).toBe(12);
  });

  it('holds under concurrency: of 14 simultaneous failures exactly 10 are checked', async () => {
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) => login(t, `conc-${i}@example.com`, 'bad-password', '10.0.0.4')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(await attempts(t, 'login-fail-ip', '10.0.0.4')).toBe(10);
    expect(await attempts(t, 'login-fail-account')).toBe(10);
  });
});

describe('failed logins per account and address', () => {
  it('allows 5, then waits of 1 s doubling up to 5 minutes; never a lock, and other addresses are free', async () => {
    const user = await createUser(t.db, { email: 'pair@example.com' });
    for (let i = 0; i < 5; i++)
      expect((await login(t, user.email, `guess-${i}`, '10.1.0.1')).statusCode).toBe(401);
    const first = await login(t, user.email, DEFAULT_PASSWORD, '10.1.0.1');
    expect429(first, /^Too many failed login attempts\. Please wait a second and try again\.$/);
    expect(await attempts(t, 'login-fail-pair', 'pair@example.com 10.1.0.1')).toBe(5);
    // The owner elsewhere is not held up at all.
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.1.0.2')).statusCode).toBe(200);

    let wait = Number(first.headers['retry-after']);
    for (let i = 0; i < 11; i++) {
      await age(t, wait - 1);
      // One second early is still too early…
      expect((await login(t, user.email, 'guess-early', '10.1.0.1')).statusCode).toBe(429);
      await age(t, 1);
      // …on time, one more guess is checked.
      expect((await login(t, user.email, `guess-late-${i}`, '10.1.0.1')).statusCode).toBe(401);
      const next = await login(t, user.email, DEFAULT_PASSWORD, '10.1.0.1');
      wait = expectWait(next, [2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300][i]);
    }
    expect(await attempts(t, 'login-fail-pair', 'pair@example.com 10.1.0.1')).toBe(16);
    // After the longest wait the right password gets in, and this address's failures on the account are forgiven.
    await age(t, 300);
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    expect(await attempts(t, 'login-fail-pair', 'pair@example.com 10.1.0.1')).toBe(0);
    expect((await login(t, user.email, 'typo', '10.1.0.1')).statusCode).toBe(401);
  });

  it('forgets failures older than an hour', async () => {
    const user = await createUser(t.db, { email: 'old@example.com' });
    await seed(t, 'login-fail-pair', 'old@example.com 10.1.1.1', 14);
    expectWait(await login(t, user.email, 'guess', '10.1.1.1'), 300);
    await age(t, 3601);
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('answers an email without an account exactly the same way', async () => {
    await createUser(t.db, { email: 'real@example.com' });
    for (let i = 0; i < 5; i++) {
      expect((await login(t, 'real@example.com', `whatever-${i}`, '10.3.0.1')).statusCode).toBe(401);
      expect((await login(t, 'imaginary@example.com', `whatever-${i}`, '10.3.0.2')).statusCode).toBe(401);
    }
    const real = await login(t, 'real@example.com', 'whatever-1', '10.3.0.1');
    const imaginary = await login(t, 'imaginary@example.com', 'whatever-1', '10.3.0.2');
    expect(real.statusCode).toBe(429);
    expect(imaginary.statusCode).toBe(429);
    // The same answer; the wait each names is counted from its own last try, a few milliseconds apart, so it may
    // differ by the second that ticked between them.
    expect(anyWait(imaginary.json())).toEqual(anyWait(real.json()));
    expect(
      Math.abs(Number(imaginary.headers['retry-after']) - Number(real.headers['retry-after'])),
    ).toBeLessThanOrEqual(1);
  });

  it('is lifted for the address the owner resets the password from', async () => {
    await createUser(t.db, { email: 'locked@example.com' });
    await seed(t, 'login-fail-pair', 'locked@example.com 10.4.0.1', 20);
    await seed(t, 'login-fail-account', 'locked@example.com', 20);
    expect((await login(t, 'locked@example.com', DEFAULT_PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    expect((await requestReset(t, 'locked@example.com', '10.4.0.1')).statusCode).toBe(200);
    await waitForPendingMail();
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'locked@example.com'));
    const otp = /^ {4}(\d{6})$/m.exec(rows[0].text)![1];
    expect(
      (await confirmReset(t, { email: 'locked@example.com', otp, newPassword: 'unlocked-pass' }, '10.4.0.1'))
        .statusCode,
    ).toBe(200);
    expect(await attempts(t, 'login-fail-account', 'locked@example.com')).toBe(0);
    expect((await login(t, 'locked@example.com', 'unlocked-pass', '10.4.0.1')).statusCode).toBe(200);
  });
});

describe('failed logins per account from anywhere', () => {
  it('never refuse the right password from an address with no recent failure on the account', async () => {
    const user = await createUser(t.db, { email: 'famous@example.com' });
    await seed(t, 'login-fail-account', user.email, 500);
    expect((await login(t, user.email, 'still-guessing', '10.9.0.1')).statusCode).toBe(401);
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
  });

  it('take the free tries away from failing addresses once 20 failures come within 15 minutes', async () => {
    const user = await createUser(t.db, { email: 'sieged@example.com' });
    // 18 and 19 failures: below the burst, an address with a failure still has free tries.
    await seed(t, 'login-fail-account', user.email, 18);
    expect((await login(t, user.email, 'guess-a', '10.9.1.1')).statusCode).toBe(401);
    expect((await login(t, user.email, 'guess-b', '10.9.1.1')).statusCode).toBe(401);
    // Now 20: that address must wait after each failure (1 s, 2 s…); a fresh one gets its try.
    const wait = await login(t, user.email, DEFAULT_PASSWORD, '10.9.1.1');
    expect429(wait, /^Too many failed login attempts\. Please wait (2 seconds|a second) and try again\.$/);
    expectWait(wait, 2);
    expect((await login(t, user.email, 'guess-c', '10.9.1.2')).statusCode).toBe(401);
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.9.1.3')).statusCode).toBe(200);
    // Once the 15 minutes pass without more failures, the free tries are back.
    await age(t, 15 * 60 + 1);
    expect((await login(t, user.email, 'guess-d', '10.9.1.2')).statusCode).toBe(401);
    expect((await login(t, user.email, 'guess-e', '10.9.1.2')).statusCode).toBe(401);
  });
});

/** The failed-login notices in the outbox for one address. */
const burstMails = async (app: TestApp, to: string) => {
  await waitForPendingMail();
  return app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), sql`${mailOutbox.subject} like '%failed logins%'`));
};

describe('the issue: 100 wrong passwords against the admin from a few addresses', () => {
  it('as fast as possible: about 20 are checked, the admin is mailed once, and the admin still gets in', async () => {
    const admin = await createAdmin(t.db, { email: 'owner@example.com' });
    const attackers = ['10.66.0.1', '10.66.0.2', '10.66.0.3', '10.66.0.4'];
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(t, admin.email, `guess-${i}`, attackers[i % 4])),
    );
    const seconds = (Date.now() - started) / 1000;
    const checked = results.filter((r) => r.statusCode === 401).length;
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(100 - checked);
    // 5 free tries per address; then each further one waits 1 s, 2 s, 4 s… after the previous, so in `seconds`
    // of real time an address gets at most log2(seconds + 1) more (none when the attack takes under a second).
    expect(checked).toBeGreaterThanOrEqual(20);
    expect(checked).toBeLessThanOrEqual(4 * (5 + Math.floor(Math.log2(seconds + 1))));
    expect(await attempts(t, 'login-fail-account', admin.email)).toBe(checked);

    // The admin is told, once.
    const mails = await burstMails(t, admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Hardware & Electrics Point: failed logins on your account');
    expect(mails[0].text).toMatch(
      /^\d+ wrong passwords were tried on your Hardware & Electrics Point account/m,
    );
    expect(mails[0].text).toContain('The account is not locked');

    // The right password from an address that has not been guessing: in at once.
    expect((await login(t, admin.email, DEFAULT_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    // From an attacking address: after a short wait, not an hour (5 failures during a burst: 16 s).
    const held = await login(t, admin.email, DEFAULT_PASSWORD, attackers[0]);
    expect429(held, /^Too many failed login attempts\. Please wait \d+ seconds and try again\.$/);
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(checked > 20 ? 300 : 16);
    await age(t, wait);
    expect((await login(t, admin.email, DEFAULT_PASSWORD, attackers[0])).statusCode).toBe(200);
    expect(await burstMails(t, admin.email)).toHaveLength(1);
  });

  it('an attacker who waits as told: 100 failures take over an hour, and the admin still gets in', async () => {
    const admin = await createAdmin(t.db, { email: 'patient-target@example.com' });
    const attackers = ['10.67.0.1', '10.67.0.2', '10.67.0.3', '10.67.0.4'];
    let failures = 0;
    let waited = 0;
    for (let i = 0; failures < 100; i++) {
      const res = await login(t, admin.email, `guess-${i}`, attackers[i % 4]);
      if (res.statusCode === 401) failures++;
      else {
        expect(res.statusCode).toBe(429);
        const wait = Number(res.headers['retry-after']);
        expect(wait).toBeLessThanOrEqual(300);
        await age(t, wait);
        waited += wait;
      }
    }
    expect(waited).toBeGreaterThan(3600);
    expect((await burstMails(t, admin.email)).length).toBeGreaterThanOrEqual(1);
    expect((await login(t, admin.email, DEFAULT_PASSWORD, '192.0.2.11')).statusCode).toBe(200);
    const held = await login(t, admin.email, DEFAULT_PASSWORD, attackers[1]);
    expect(held.statusCode).toBe(429);
    await age(t, Number(held.headers['retry-after']));
    expect((await login(t, admin.email, DEFAULT_PASSWORD, attackers[1])).statusCode).toBe(200);
  });

  it("mails a customer's burst to the customer and the admins, and nothing for an email without an account", async () => {
    await createAdmin(t.db, { email: 'boss@example.com' });
    const customer = await createUser(t.db, { email: 'priya@example.com', userName: 'Priya' });
    await seed(t, 'login-fail-account', customer.email, 18);
    await seed(t, 'login-fail-account', 'ghost@example.com', 30);
    expect((await login(t, customer.email, 'guess-1', '10.68.0.1')).statusCode).toBe(401);
    expect(await burstMails(t, customer.email)).toHaveLength(0);
    expect(await burstMails(t, 'boss@example.com')).toHaveLength(0);
    // The 20th failure within 15 minutes.
    expect((await login(t, customer.email, 'guess-2', '10.68.0.2')).statusCode).toBe(401);
    const own = await burstMails(t, customer.email);
    expect(own).toHaveLength(1);
    expect(own[0].text).toMatch(/^Hello Priya,/);
    expect(own[0].text).toContain('/auth/forgot-password');
    const boss = await burstMails(t, 'boss@example.com');
    expect(boss).toHaveLength(1);
    expect(boss[0].subject).toBe('Hardware & Electrics Point: failed logins on priya@example.com');
    // Once per window: more failures do not mail again…
    expect((await login(t, customer.email, 'guess-3', '10.68.0.3')).statusCode).toBe(401);
    expect(await burstMails(t, customer.email)).toHaveLength(1);
    // …until the window has passed and a new burst comes.
    await age(t, 15 * 60 + 1);
    await seed(t, 'login-fail-account', customer.email, 19);
    expect((await login(t, customer.email, 'guess-4', '10.68.0.4')).statusCode).toBe(401);
    expect(await burstMails(t, customer.email)).toHaveLength(2);

    expect((await login(t, 'ghost@example.com', 'guess', '10.68.0.5')).statusCode).toBe(401);
    expect(await burstMails(t, 'ghost@example.com')).toHaveLength(0);
  });
});

describe('successful logins per IP', () => {
  it('allows 30 a minute from one address, then 429 for right and wrong passwords alike, with no session made', async () => {
    const user = await createUser(t.db, { email: 'counter@example.com' });
    for (let i = 0; i < 30; i++)
      expect((await login(t, user.email, DEFAULT_PASSWORD, '10.10.0.1')).statusCode).toBe(200);
    const sessionsBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;
    const right = await login(t, user.email, DEFAULT_PASSWORD, '10.10.0.1');
    expect429(
      right,
      /^Too many logins from your network\. Please wait (a minute|\d+ seconds) and try again\.$/,
    );
    expect(right.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // A wrong password gets the same answer: the limit does not tell a right password from a wrong one. (The
    // wait it names may have ticked down a second between the two calls: "a minute", then "59 seconds".)
    const wrong = await login(t, user.email, 'not-the-password', '10.10.0.1');
    expect(wrong.statusCode).toBe(429);
    expect(anyWait(wrong.json())).toEqual(anyWait(right.json()));
    expect(Number(right.headers['retry-after']) - Number(wrong.headers['retry-after'])).toBeLessThanOrEqual(
      1,
    );
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n).toBe(sessionsBefore);
    expect(await attempts(t, 'login-ok-ip', '10.10.0.1')).toBe(30);
    expect(await attempts(t, 'login-fail-pair', 'counter@example.com 10.10.0.1')).toBe(0);
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.10.0.2')).statusCode).toBe(200);
    await age(t, 61);
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.10.0.1')).statusCode).toBe(200);
  });

  it('allows 300 an hour from one address', async () => {
    const user = await createUser(t.db, { email: 'busy@example.com' });
    await seed(t, 'login-ok-ip', '10.10.1.1', 299);
    await age(t, 120);
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.10.1.1')).statusCode).toBe(200);
    expect429(
      await login(t, user.email, DEFAULT_PASSWORD, '10.10.1.1'),
      /^Too many logins from your network\. Please try again in \d+ minutes\.$/,
    );
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

  it('allows 50 code requests a day from one address, then 429 with no code made', async () => {
    await createUser(t.db, { email: 'daily-ip@example.com' });
    // 48 earlier today, outside the hour's window.
    await seed(t, 'reset-request-ip', '10.6.1.1', 48);
    await age(t, 2 * 3600);
    expect((await requestReset(t, 'someone-49@example.com', '10.6.1.1')).statusCode).toBe(200);
    expect((await requestReset(t, 'someone-50@example.com', '10.6.1.1')).statusCode).toBe(200);
    const codesBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(passwordResetCodes))[0].n;
    const blocked = await requestReset(t, 'daily-ip@example.com', '10.6.1.1');
    expect429(blocked, /^Too many code requests from your network today\. Please try again in \d+ hours\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(20 * 3600);
    await waitForPendingMail();
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(passwordResetCodes))[0].n).toBe(
      codesBefore,
    );
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'daily-ip@example.com')),
    ).toHaveLength(0);
    expect(await attempts(t, 'reset-request-ip', '10.6.1.1')).toBe(50);
    expect(await attempts(t, 'reset-request-email', 'daily-ip@example.com')).toBe(0);
    // A day after the first of them, the address may ask again.
    await age(t, 22 * 3600 + 1);
    expect((await requestReset(t, 'daily-ip@example.com', '10.6.1.1')).statusCode).toBe(200);
  });

  it('allows 10 code requests a day for one email, from any addresses, then 429 with no code made', async () => {
    const user = await createUser(t.db, { email: 'daily@example.com' });
    // 9 earlier today, outside the hour's window.
    await seed(t, 'reset-request-email', user.email, 9);
    await age(t, 2 * 3600);
    expect((await requestReset(t, user.email, '10.6.2.1')).statusCode).toBe(200);
    await waitForPendingMail();
    const codesBefore = await t.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(codesBefore).toHaveLength(1);
    await age(t, 61);
    const blocked = await requestReset(t, user.email, '10.6.2.2');
    expect429(blocked, /^Too many code requests for this email today\. Please try again in \d+ hours\.$/);
    await waitForPendingMail();
    expect(
      await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id)),
    ).toEqual(codesBefore);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).toHaveLength(1);
    expect(await attempts(t, 'reset-request-email', user.email)).toBe(10);
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

  it('keeps the per-account-and-address and per-email limits, and counts per account', async () => {
    await createUser(off.db, { email: 'still@example.com' });
    expect((await requestReset(off, 'still@example.com', '10.8.0.2')).statusCode).toBe(200);
    expect((await requestReset(off, 'still@example.com', '10.8.0.2')).statusCode).toBe(429);
    for (let i = 0; i < 5; i++)
      expect((await login(off, 'still@example.com', `guess-${i}`, '10.8.0.3')).statusCode).toBe(401);
    expect((await login(off, 'still@example.com', DEFAULT_PASSWORD, '10.8.0.3')).statusCode).toBe(429);
    expect(await attempts(off, 'login-fail-account', 'still@example.com')).toBe(5);
    for (let i = 0; i < 31; i++)
      expect((await login(off, 'still@example.com', DEFAULT_PASSWORD, '10.8.0.4')).statusCode).toBe(200);
    expect(await attempts(off, 'login-ok-ip')).toBe(0);
  });
});
