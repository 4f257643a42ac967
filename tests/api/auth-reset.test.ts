import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authAttempts, mailOutbox, passwordResetCodes, sessions, users } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { hashToken } from '../../server/modules/auth/session.service';
import { getSettings, updateSettings } from '../../server/modules/settings/settings.service';
import { verifyPassword } from '../../server/lib/password';
import { testApp, type TestApp } from '../helpers/app';
import { createUser, DEFAULT_PASSWORD, loginAs } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await updateSettings(t.db, { ...(await getSettings(t.db)), companyName: 'Sharma Hardware & Electricals' });
});

const OK = { success: true, message: 'OTP sent to your email (if the address exists).' };
const INVALID = { success: false, message: 'Invalid or expired code' };

const post = (url: string, payload?: object, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/auth/password/${url}`, payload, remoteAddress: ip });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const checkAuth = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: { cookie } });

/** The newest dev-outbox mail to `to`, with the code and link read from its text. */
async function readMail(to: string) {
  await waitForPendingMail();
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(sql`${mailOutbox.createdAt} desc`);
  const mail = rows[0];
  if (!mail) return null;
  const otp = /^ {4}(\d{6})$/m.exec(mail.text)?.[1];
  const link = /^(http\S+)$/m.exec(mail.text)?.[1];
  const url = link ? new URL(link) : undefined;
  return {
    mail,
    count: rows.length,
    otp: otp!,
    link: link!,
    linkCode: url?.searchParams.get('code') ?? '',
    linkEmail: url?.searchParams.get('email'),
  };
}

/** Moves the per-email 60 s cooldown out of the way, as if a minute had passed. */
async function passMinute(email?: string) {
  await t.db
    .update(authAttempts)
    .set({ createdAt: sql`${authAttempts.createdAt} - interval '61 seconds'` })
    .where(
      email ? and(eq(authAttempts.kind, 'reset-request-email'), eq(authAttempts.key, email)) : sql`true`,
    );
}

const codesOf = (userId: string) =>
  t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
const passwordHashOf = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0].passwordHash;

beforeEach(async () => {
  // Each test starts with no counted attempts, so the per-IP limits do not carry over.
  await t.db.delete(authAttempts);
});

describe('POST /api/auth/password/request-reset', () => {
  it('mails a 6-digit code and a link, stores both hashed, valid 10 minutes', async () => {
    const user = await createUser(t.db, { email: 'reset@example.com', userName: 'Ravi <Kumar>' });
    const res = await post('request-reset', { email: ' Reset@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(OK);

    const m = (await readMail('reset@example.com'))!;
    expect(m.mail.status).toBe('logged');
    expect(m.otp).toMatch(/^\d{6}$/);
    expect(m.mail.subject).toBe('Sharma Hardware & Electricals: your password reset code');
    expect(m.mail.text).toContain('Hello Ravi <Kumar>,');
    expect(m.mail.text).toContain('Sharma Hardware & Electricals');
    expect(m.mail.text).toContain('expire in 10 minutes');
    expect(m.link.startsWith('http://shop.test/auth/reset-password?email=reset%40example.com&code=')).toBe(
      true,
    );
    expect(m.linkEmail).toBe('reset@example.com');
    expect(m.linkCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // HTML: the same code, the link as a button, outside values escaped.
    expect(m.mail.html).toContain(`>${m.otp}<`);
    expect(m.mail.html).toContain(`href="${m.link.replaceAll('&', '&amp;')}"`);
    expect(m.mail.html).toContain('Ravi &lt;Kumar&gt;');
    expect(m.mail.html).toContain('Sharma Hardware &amp; Electricals');
    expect(m.mail.html).not.toContain('<Kumar>');

    const [code] = await codesOf(user.id);
    expect(code.otpHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(code.otpHash, m.otp)).toBe(true);
    expect(code.linkCodeHash).toBe(hashToken(m.linkCode));
    expect(code.otpHash).not.toContain(m.otp);
    const validMs = code.expiresAt.getTime() - code.createdAt.getTime();
    expect(Math.abs(validMs - 10 * 60 * 1000)).toBeLessThan(5_000);
    expect(code.attempts).toBe(0);
    expect(code.usedAt).toBeNull();
  });

  it('gives an unknown email exactly the same answer and sends nothing', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(passwordResetCodes))[0].n;
    const res = await post('request-reset', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(OK);
    expect(await readMail('ghost@example.com')).toBeNull();
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(passwordResetCodes))[0].n).toBe(before);
  });

  it('refuses a new request within 60 s with 429, for known and unknown emails alike', async () => {
    await createUser(t.db, { email: 'cool@example.com' });
    for (const email of ['cool@example.com', 'cool-ghost@example.com']) {
      expect((await post('request-reset', { email })).statusCode).toBe(200);
      const again = await post('request-reset', { email });
      expect(again.statusCode).toBe(429);
      expect(again.json().success).toBe(false);
      expect(again.json().message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
      const wait = Number(again.headers['retry-after']);
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(60);
    }
    expect((await readMail('cool@example.com'))!.count).toBe(1);
    await passMinute();
    expect((await post('request-reset', { email: 'cool@example.com' })).statusCode).toBe(200);
    expect((await readMail('cool@example.com'))!.count).toBe(2);
  });

  it('voids the old code when a new one is sent', async () => {
    const user = await createUser(t.db, { email: 'twice@example.com' });
    await post('request-reset', { email: 'twice@example.com' });
    const first = (await readMail('twice@example.com'))!;
    await passMinute();
    await post('request-reset', { email: 'twice@example.com' });
    const second = (await readMail('twice@example.com'))!;
    expect(second.linkCode).not.toBe(first.linkCode);

    const rows = await codesOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.usedAt === null)).toHaveLength(1);
    if (first.otp !== second.otp) {
      expect(
        (
          await post('confirm-reset', {
            email: 'twice@example.com',
            otp: first.otp,
            newPassword: 'new-password-1',
          })
        ).json(),
      ).toEqual(INVALID);
    }
    expect(
      (await post('confirm-reset', { code: first.linkCode, newPassword: 'new-password-1' })).json(),
    ).toEqual(INVALID);
    expect(
      (
        await post('confirm-reset', {
          email: 'twice@example.com',
          otp: second.otp,
          newPassword: 'new-password-1',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('caps requests per email at 6 an hour', async () => {
    await createUser(t.db, { email: 'hourly@example.com' });
    for (let i = 0; i < 6; i++) {
      expect((await post('request-reset', { email: 'hourly@example.com' })).statusCode).toBe(200);
      await passMinute('hourly@example.com');
    }
    const res = await post('request-reset', { email: 'hourly@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Too many code requests for this email\. Please try again in \d+ minutes\.$/,
    );
    expect((await readMail('hourly@example.com'))!.count).toBe(6);
  });

  it.each([
    ['no email', {}],
    ['bad email', { email: 'nope' }],
    ['number', { email: 42 }],
    ['unknown key', { email: 'a@example.com', userId: 'x' }],
    ['too long', { email: `${'a'.repeat(250)}@example.com` }],
  ])('answers %s with 400 and sends nothing', async (_name, body) => {
    const mailsBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0].n;
    const res = await post('request-reset', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    await waitForPendingMail();
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0].n).toBe(mailsBefore);
    expect(await t.db.select().from(authAttempts)).toHaveLength(0);
  });
});

describe('POST /api/auth/password/confirm-reset', () => {
  async function freshReset(email: string) {
    const user = await createUser(t.db, { email });
    expect((await post('request-reset', { email })).statusCode).toBe(200);
    return { user, ...(await readMail(email))! };
  }

  it('code flow: sets the password, uses the code up and ends every session', async () => {
    const { user, otp } = await freshReset('flow@example.com');
    const phone = await loginAs(t.app, user);
    const laptop = await loginAs(t.app, user);
    const res = await post('confirm-reset', {
      email: 'FLOW@example.com',
      otp,
      newPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password reset successful. You can login now.' });

    expect((await checkAuth(phone)).statusCode).toBe(401);
    expect((await checkAuth(laptop)).statusCode).toBe(401);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), sql`${sessions.revokedAt} is null`));
    expect(live).toHaveLength(0);

    expect((await login('flow@example.com', DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login('flow@example.com', 'brand-new-pass')).statusCode).toBe(200);

    // Single use.
    const again = await post('confirm-reset', {
      email: 'flow@example.com',
      otp,
      newPassword: 'another-pass-2',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect(await verifyPassword(await passwordHashOf(user.id), 'brand-new-pass')).toBe(true);
  });

  it('link flow: {code, newPassword}, with or without the email', async () => {
    const a = await freshReset('link-a@example.com');
    const res = await post('confirm-reset', { code: a.linkCode, newPassword: 'linked-pass-1' });
    expect(res.statusCode).toBe(200);
    expect((await login('link-a@example.com', 'linked-pass-1')).statusCode).toBe(200);
    expect((await post('confirm-reset', { code: a.linkCode, newPassword: 'linked-pass-2' })).json()).toEqual(
      INVALID,
    );

    const b = await freshReset('link-b@example.com');
    expect(
      (
        await post('confirm-reset', {
          email: 'link-b@example.com',
          code: b.linkCode,
          newPassword: 'linked-pass-3',
        })
      ).statusCode,
    ).toBe(200);
    expect((await login('link-b@example.com', 'linked-pass-3')).statusCode).toBe(200);
  });

  it('accepts the 6-digit code in the code field when the email comes along', async () => {
    const { otp } = await freshReset('code-field@example.com');
    expect((await post('confirm-reset', { code: otp, newPassword: 'code-field-1' })).json()).toEqual(INVALID);
    const res = await post('confirm-reset', {
      email: 'code-field@example.com',
      code: otp,
      newPassword: 'code-field-1',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a link code with another account’s email', async () => {
    const victim = await freshReset('victim@example.com');
    await createUser(t.db, { email: 'other@example.com' });
    const res = await post('confirm-reset', {
      email: 'other@example.com',
      code: victim.linkCode,
      newPassword: 'hijack-pass',
    });
    expect(res.json()).toEqual(INVALID);
    expect(await verifyPassword(await passwordHashOf(victim.user.id), DEFAULT_PASSWORD)).toBe(true);
  });

  it('voids the code after 5 wrong tries, even for the right code and the link', async () => {
    const { user, otp, linkCode } = await freshReset('tries@example.com');
    const wrong = otp === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('confirm-reset', {
        email: 'tries@example.com',
        otp: wrong,
        newPassword: 'guess-pass-1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    expect((await codesOf(user.id))[0].attempts).toBe(5);
    expect(
      (await post('confirm-reset', { email: 'tries@example.com', otp, newPassword: 'guess-pass-1' })).json(),
    ).toEqual(INVALID);
    expect((await post('confirm-reset', { code: linkCode, newPassword: 'guess-pass-1' })).json()).toEqual(
      INVALID,
    );
    expect((await codesOf(user.id))[0].attempts).toBe(5);
    expect(await verifyPassword(await passwordHashOf(user.id), DEFAULT_PASSWORD)).toBe(true);
  });

  it('lets a right code through on the fifth try', async () => {
    const { otp } = await freshReset('fifth@example.com');
    const wrong = otp === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++)
      await post('confirm-reset', { email: 'fifth@example.com', otp: wrong, newPassword: 'fifth-pass-1' });
    expect(
      (await post('confirm-reset', { email: 'fifth@example.com', otp, newPassword: 'fifth-pass-1' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user, otp, linkCode } = await freshReset('expired@example.com');
    await t.db
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetCodes.userId, user.id));
    expect(
      (await post('confirm-reset', { email: 'expired@example.com', otp, newPassword: 'late-pass-1' })).json(),
    ).toEqual(INVALID);
    expect((await post('confirm-reset', { code: linkCode, newPassword: 'late-pass-1' })).json()).toEqual(
      INVALID,
    );
    expect(await verifyPassword(await passwordHashOf(user.id), DEFAULT_PASSWORD)).toBe(true);
  });

  it('answers an unknown email, a made-up code and a made-up link alike', async () => {
    const answers = await Promise.all([
      post('confirm-reset', { email: 'nobody-here@example.com', otp: '123456', newPassword: 'whatever-1' }),
      post('confirm-reset', {
        email: 'nobody-here@example.com',
        code: 'x'.repeat(43),
        newPassword: 'whatever-1',
      }),
      post('confirm-reset', { code: 'y'.repeat(43), newPassword: 'whatever-1' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('lets only one of several concurrent confirms with the right code succeed', async () => {
    const { user, otp } = await freshReset('race-reset@example.com');
    const results = await Promise.all(
      ['race-pass-1', 'race-pass-2', 'race-pass-3'].map((newPassword) =>
        post('confirm-reset', { email: 'race-reset@example.com', otp, newPassword }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400]);
    const winner = ['race-pass-1', 'race-pass-2', 'race-pass-3'][
      results.findIndex((r) => r.statusCode === 200)
    ];
    expect(await verifyPassword(await passwordHashOf(user.id), winner)).toBe(true);
  });

  it.each([
    ['nothing', {}, /newPassword|code/],
    [
      'no code',
      { email: 'bad-input@example.com', newPassword: 'long-enough-1' },
      /code from the email is required/,
    ],
    ['otp without email', { otp: '123456', newPassword: 'long-enough-1' }, /Email is required/],
    [
      'otp and code',
      { email: 'bad-input@example.com', otp: '123456', code: 'z'.repeat(43), newPassword: 'long-enough-1' },
      /either otp or code/,
    ],
    [
      '5-digit otp',
      { email: 'bad-input@example.com', otp: '12345', newPassword: 'long-enough-1' },
      /Invalid or expired code/,
    ],
    [
      'letters in otp',
      { email: 'bad-input@example.com', otp: '12a456', newPassword: 'long-enough-1' },
      /Invalid or expired code/,
    ],
    ['short code', { code: 'abc', newPassword: 'long-enough-1' }, /Invalid or expired code/],
    ['huge code', { code: 'c'.repeat(5000), newPassword: 'long-enough-1' }, /Invalid or expired code/],
    ['short password', { email: 'bad-input@example.com', otp: 'OTP', newPassword: 'short' }, /at least 8/],
    [
      'long password',
      { email: 'bad-input@example.com', otp: 'OTP', newPassword: 'p'.repeat(129) },
      /at most 128/,
    ],
    [
      'unknown key',
      { email: 'bad-input@example.com', otp: 'OTP', newPassword: 'long-enough-1', role: 'admin' },
      /role|Unrecognized/i,
    ],
    ['number otp', { email: 'bad-input@example.com', otp: 123456, newPassword: 'long-enough-1' }, /otp/],
  ])('answers %s with 400 and changes nothing', async (_name, rawBody, message) => {
    const { user, otp } = await freshReset(`bad-input-${Math.random().toString(36).slice(2)}@example.com`);
    const body = JSON.parse(
      JSON.stringify(rawBody).replaceAll('bad-input@example.com', user.email).replaceAll('"OTP"', `"${otp}"`),
    );
    const res = await post('confirm-reset', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(message);
    expect(await verifyPassword(await passwordHashOf(user.id), DEFAULT_PASSWORD)).toBe(true);
    const [code] = await codesOf(user.id);
    expect(code).toMatchObject({ attempts: 0, usedAt: null });
  });
});
