import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/modules/auth/session.service';
import { testApp, type TestApp } from '../helpers/app';
import { createUser, DEFAULT_PASSWORD, loginAs } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers });
const checkAuth = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: cookie ? { cookie } : {} });
type Cookie = {
  name: string;
  value: string;
  secure?: boolean;
  expires?: Date;
  httpOnly?: boolean;
  sameSite?: string;
  maxAge?: number;
  path?: string;
};
const sidOf = (res: { cookies: Cookie[] }) => res.cookies.find((c) => c.name === 'sid');
const countUsers = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const countSessions = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;

describe('POST /api/auth/register', () => {
  it('creates a customer with a trimmed, lower-cased email and does not log in', async () => {
    const res = await post('register', {
      userName: '  Asha Rao ',
      email: '  Asha.Rao@Example.COM ',
      password: 'longenough1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Registration successful. Please log in.' });
    expect(sidOf(res)).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.email, 'asha.rao@example.com'));
    expect(row).toMatchObject({ userName: 'Asha Rao', role: 'customer' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('longenough1');
  });

  it('refuses a duplicate email, in any case, with 409 and a clear message', async () => {
    await createUser(t.db, { email: 'dup@example.com' });
    const before = await countUsers();
    const res = await post('register', {
      userName: 'Again',
      email: 'DUP@example.com',
      password: 'longenough1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'An account with this email already exists. Please log in instead.',
    });
    expect(await countUsers()).toBe(before);
  });

  it('lets concurrent registrations of one email create exactly one account', async () => {
    const body = { userName: 'Racer', email: 'race@example.com', password: 'longenough1' };
    const results = await Promise.all([
      post('register', body),
      post('register', body),
      post('register', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.db.select().from(users).where(eq(users.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('can never create an admin', async () => {
    const before = await countUsers();
    for (const extra of [{ role: 'admin' }, { isAdmin: true }]) {
      const res = await post('register', {
        userName: 'Sneaky',
        email: 'sneaky@example.com',
        password: 'longenough1',
        ...extra,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ['no body', undefined, /required|Invalid|object/i],
    ['missing userName', { email: 'a@example.com', password: 'longenough1' }, /userName/],
    [
      'blank userName',
      { userName: '   ', email: 'a@example.com', password: 'longenough1' },
      /User name is required/,
    ],
    [
      'line break in userName',
      { userName: 'Ann\nBcc: x', email: 'a@example.com', password: 'longenough1' },
      /User name contains invalid characters/,
    ],
    [
      'control character in userName',
      { userName: 'A\u0007', email: 'a@example.com', password: 'longenough1' },
      /invalid characters/,
    ],
    [
      'bidi override in userName',
      { userName: 'nimda\u202e', email: 'a@example.com', password: 'longenough1' },
      /invalid characters/,
    ],
    [
      'userName over 60',
      { userName: 'x'.repeat(61), email: 'a@example.com', password: 'longenough1' },
      /at most 60/,
    ],
    ['bad email', { userName: 'A', email: 'not-an-email', password: 'longenough1' }, /valid email/],
    ['short password', { userName: 'A', email: 'a@example.com', password: 'short7!' }, /at least 8/],
    [
      'password over 128',
      { userName: 'A', email: 'a@example.com', password: 'p'.repeat(129) },
      /at most 128/,
    ],
    ['number as password', { userName: 'A', email: 'a@example.com', password: 12345678 }, /password/i],
    [
      'unknown key',
      { userName: 'A', email: 'a@example.com', password: 'longenough1', extra: 1 },
      /extra|Unrecognized/i,
    ],
  ])('answers %s with 400 and writes nothing', async (_name, body, message) => {
    const before = await countUsers();
    const res = await post('register', body as object);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(message);
    expect(await countUsers()).toBe(before);
  });

  it('accepts a 128-character password and a 60-character name', async () => {
    const res = await post('register', {
      userName: 'n'.repeat(60),
      email: 'long@example.com',
      password: 'p'.repeat(128),
    });
    expect(res.statusCode).toBe(201);
    const login = await post('login', { email: 'long@example.com', password: 'p'.repeat(128) });
    expect(login.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400', async () => {
    const before = await countUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
    expect(await countUsers()).toBe(before);
  });
});

describe('POST /api/auth/login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and returns the user', async () => {
    const user = await createUser(t.db, { email: 'login@example.com', userName: 'Login User' });
    const res = await post('login', { email: ' LOGIN@example.com ', password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Logged in successfully',
      user: {
        id: user.id,
        userName: 'Login User',
        email: 'login@example.com',
        role: 'customer',
        isAdmin: false,
        language: 'en',
      },
    });
    const sid = sidOf(res)!;
    expect(sid).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: t.config.session.absoluteSeconds,
    });
    expect(sid.secure).toBeFalsy();
    // 256 bits, base64url; only its hash is stored.
    expect(sid.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toBe(hashToken(sid.value));
    expect(stored[0].tokenHash).not.toContain(sid.value);
    expect(res.json().user).not.toHaveProperty('passwordHash');
  });

  it('shows an admin as role admin and isAdmin', async () => {
    await createUser(t.db, { role: 'admin', email: 'boss@example.com', password: 'admin-pass-1' });
    const res = await post('login', { email: 'boss@example.com', password: 'admin-pass-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('gives a wrong email and a wrong password the same 401 answer and no cookie', async () => {
    await createUser(t.db, { email: 'known@example.com' });
    const before = await countSessions();
    const wrongPassword = await post('login', { email: 'known@example.com', password: 'not-the-password' });
    const wrongEmail = await post('login', { email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: 'Incorrect email or password' });
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
    expect(sidOf(wrongPassword)).toBeUndefined();
    expect(sidOf(wrongEmail)).toBeUndefined();
    expect(await countSessions()).toBe(before);
  });

  it('issues a new token at every login and revokes the one the browser came with', async () => {
    await createUser(t.db, { email: 'rotate@example.com' });
    const first = sidOf(
      await post('login', { email: 'rotate@example.com', password: DEFAULT_PASSWORD }),
    )!.value;
    const second = sidOf(
      await post(
        'login',
        { email: 'rotate@example.com', password: DEFAULT_PASSWORD },
        { cookie: `sid=${first}` },
      ),
    )!.value;
    expect(second).not.toBe(first);
    expect((await checkAuth(`sid=${first}`)).statusCode).toBe(401);
    expect((await checkAuth(`sid=${second}`)).statusCode).toBe(200);
    // A login elsewhere (no cookie sent) leaves other devices signed in.
    const third = sidOf(
      await post('login', { email: 'rotate@example.com', password: DEFAULT_PASSWORD }),
    )!.value;
    expect(new Set([first, second, third]).size).toBe(3);
    expect((await checkAuth(`sid=${second}`)).statusCode).toBe(200);
    expect((await checkAuth(`sid=${third}`)).statusCode).toBe(200);
  });

  it.each([
    ['no password', { email: 'a@example.com' }],
    ['empty password', { email: 'a@example.com', password: '' }],
    ['bad email', { email: 'a@', password: 'whatever1' }],
    ['array email', { email: ['a@example.com'], password: 'whatever1' }],
    ['unknown key', { email: 'a@example.com', password: 'whatever1', remember: true }],
    ['hostile 5 kB password', { email: 'a@example.com', password: 'x'.repeat(5000) }],
  ])('answers %s with 400 and no session', async (_name, body) => {
    const before = await countSessions();
    const res = await post('login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(typeof res.json().message).toBe('string');
    expect(sidOf(res)).toBeUndefined();
    expect(await countSessions()).toBe(before);
  });
});

describe('cookie Secure flag', () => {
  const hostSidOf = (res: { cookies: Cookie[] }) => res.cookies.find((c) => c.name === '__Host-sid');

  it('marks the cookie Secure and names it __Host-sid when config.cookieSecure is on', async () => {
    const secure = await testApp({ config: { cookieSecure: true } });
    await createUser(secure.db, { email: 'secure@example.com' });
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'secure@example.com', password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(sidOf(res)).toBeUndefined();
    // __Host- cookies must be Secure, Path=/ and carry no Domain, or the browser drops them.
    expect(hostSidOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.headers['set-cookie']).toMatch(
      /^__Host-sid=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const token = hostSidOf(res)!.value;
    const check = (cookie: string) =>
      secure.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: { cookie } });
    // The session is read from the name in use, and only from it.
    expect((await check(`__Host-sid=${token}`)).statusCode).toBe(200);
    expect((await check(`sid=${token}`)).statusCode).toBe(401);
    const out = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `__Host-sid=${token}` },
    });
    expect(hostSidOf(out)).toMatchObject({ value: '', secure: true, path: '/' });
    expect((await check(`__Host-sid=${token}`)).statusCode).toBe(401);
  });

  it('keeps the plain name sid, not Secure, over http', async () => {
    await createUser(t.db, { email: 'plain-cookie@example.com' });
    const res = await post('login', { email: 'plain-cookie@example.com', password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(hostSidOf(res)).toBeUndefined();
    expect(sidOf(res)!.secure).toBeFalsy();
    expect((await checkAuth(`sid=${sidOf(res)!.value}`)).statusCode).toBe(200);
    expect((await checkAuth(`__Host-sid=${sidOf(res)!.value}`)).statusCode).toBe(401);
  });
});

describe('GET /api/auth/check-auth', () => {
  it('answers the user with no-cache headers', async () => {
    const user = await createUser(t.db, { email: 'check@example.com', userName: 'Checker' });
    const res = await checkAuth(await loginAs(t.app, user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: {
        id: user.id,
        userName: 'Checker',
        email: 'check@example.com',
        role: 'customer',
        isAdmin: false,
        language: 'en',
      },
    });
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.headers.pragma).toBe('no-cache');
  });

  it('answers 401 success:false without a cookie, with a garbage cookie, and clears a stale one', async () => {
    const none = await checkAuth();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false });
    expect(none.headers['cache-control']).toContain('no-store');
    expect(sidOf(none)).toBeUndefined();
    for (const bad of ['sid=nonsense', `sid=${'A'.repeat(43)}`, `sid=${'x'.repeat(3000)}`]) {
      const res = await checkAuth(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
      expect(sidOf(res)).toMatchObject({ value: '' });
    }
  });
});

describe('session expiry', () => {
  it('ends a session idle for longer than the idle limit', async () => {
    const user = await createUser(t.db);
    const cookie = await loginAs(t.app, user);
    const tokenHash = hashToken(cookie.slice('sid='.length));
    const idle = t.config.session.idleSeconds;
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(secs => ${idle - 120})` })
      .where(eq(sessions.tokenHash, tokenHash));
    // Still inside the idle window: works, and using it slides the window.
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    const [touched] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);

    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(secs => ${idle + 1})` })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });

  it('ends a session at its absolute expiry even when in use', async () => {
    const user = await createUser(t.db);
    const res = await post('login', { email: user.email, password: DEFAULT_PASSWORD });
    const cookie = `sid=${sidOf(res)!.value}`;
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(sidOf(res)!.value)));
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(lifetime - t.config.session.absoluteSeconds * 1000)).toBeLessThan(5_000);
    expect(t.config.session).toEqual({ idleSeconds: 7 * 24 * 3600, absoluteSeconds: 30 * 24 * 3600 });

    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, row.id));
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const user = await createUser(t.db);
    const token = sidOf(await post('login', { email: user.email, password: DEFAULT_PASSWORD }))!.value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `sid=${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const cleared = sidOf(res)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThanOrEqual(Date.now());
    // The old cookie, replayed, no longer works.
    expect((await checkAuth(`sid=${token}`)).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row.revokedAt).not.toBeNull();
  });

  it('only ends the session it was called with', async () => {
    const user = await createUser(t.db);
    const a = await loginAs(t.app, user);
    const b = await loginAs(t.app, user);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: a } });
    expect((await checkAuth(a)).statusCode).toBe(401);
    expect((await checkAuth(b)).statusCode).toBe(200);
  });

  it('accepts an empty JSON body and no cookie', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().success).toBe(true);
    const braces = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(braces.statusCode).toBe(200);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });
});

describe('whole journey', () => {
  it('register, log in, check, log out', async () => {
    const email = 'journey@example.com';
    expect(
      (await post('register', { userName: 'Journey', email, password: 'journey-pass' })).statusCode,
    ).toBe(201);
    const login = await post('login', { email, password: 'journey-pass' });
    expect(login.statusCode).toBe(200);
    const cookie = `sid=${sidOf(login)!.value}`;
    expect((await checkAuth(cookie)).json().user.email).toBe(email);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });
});
