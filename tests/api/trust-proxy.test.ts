import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { loadConfig } from '../../server/config';
import { testApp, type TestApp } from '../helpers/app';
import { createUser, DEFAULT_PASSWORD } from '../helpers/factories';

// TRUST_PROXY decides request.ip from X-Forwarded-For; a session keeps the ip it was started from.
async function loginIp(t: TestApp, remoteAddress: string, forwardedFor?: string): Promise<string | null> {
  const user = await createUser(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: user.email, password: DEFAULT_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, user.id));
  return row.ip;
}

describe('TRUST_PROXY=1 (one load balancer in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy } });
  });

  it('takes the address the balancer saw, not one the client wrote in front of it', async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the balancer (10.0.0.5) appended the client's real address.
    expect(await loginIp(t, '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await loginIp(t, '10.0.0.5', '203.0.113.8')).toBe('203.0.113.8');
    expect(await loginIp(t, '10.0.0.5')).toBe('10.0.0.5');
  });
});

describe('TRUST_PROXY as a CIDR list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({
      config: { trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustProxy },
    });
  });

  it('trusts the header only from a listed proxy', async () => {
    expect(await loginIp(t, '10.1.2.3', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await loginIp(t, '192.0.2.1', '203.0.113.9')).toBe('203.0.113.9');
    // A client connecting directly cannot choose its address.
    expect(await loginIp(t, '198.51.100.4', '6.6.6.6')).toBe('198.51.100.4');
  });
});

describe('TRUST_PROXY unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });

  it('ignores X-Forwarded-For', async () => {
    expect(await loginIp(t, '10.0.0.5', '6.6.6.6')).toBe('10.0.0.5');
  });
});
