import { describe, expect, it } from 'vitest';
import { backoffDelaySeconds, backoffWaitSeconds, inMinutes, inWords, ipKey, pairKey } from './rate-limit';
import { LIMITS } from '../modules/auth/auth-limits';

describe('ipKey', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(ipKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64', () => {
    expect(ipKey('2001:db8:abcd:12:1::1')).toBe('2001:db8:abcd:12::/64');
    expect(ipKey('2001:0db8:abcd:0012:ffff:ffff:ffff:fffe')).toBe('2001:db8:abcd:12::/64');
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('[2001:DB8::1]')).toBe('2001:db8:0:0::/64');
    expect(ipKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('growing delays', () => {
  const b = { free: 5, firstDelaySeconds: 1, maxDelaySeconds: 300 };

  it('ask for nothing up to the free attempts, then 1 s doubling to the cap', () => {
    expect([0, 1, 4].map((n) => backoffDelaySeconds(n, b))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 12, 13].map((n) => backoffDelaySeconds(n, b))).toEqual([1, 2, 4, 8, 128, 256]);
    expect([14, 15, 100, 10_000].map((n) => backoffDelaySeconds(n, b))).toEqual([300, 300, 300, 300]);
    expect(backoffDelaySeconds(1, { ...b, free: 1 })).toBe(1);
    expect(backoffDelaySeconds(0, { ...b, free: 1 })).toBe(0);
  });

  it('count the wait from the latest attempt, in whole seconds', () => {
    expect(backoffWaitSeconds(0, null, b)).toBe(0);
    expect(backoffWaitSeconds(4, 0, b)).toBe(0);
    expect(backoffWaitSeconds(5, 0, b)).toBe(1);
    expect(backoffWaitSeconds(5, 0.2, b)).toBe(1);
    expect(backoffWaitSeconds(5, 1, b)).toBe(0);
    expect(backoffWaitSeconds(7, 1.5, b)).toBe(3);
    expect(backoffWaitSeconds(7, 4, b)).toBe(0);
    expect(backoffWaitSeconds(50, 299.01, b)).toBe(1);
    expect(backoffWaitSeconds(50, 300, b)).toBe(0);
    // A concurrent attempt stamped after this transaction began (PostgreSQL's now()): no wait under the free
    // count, and exactly the delay past it.
    expect(backoffWaitSeconds(4, -0.004, b)).toBe(0);
    expect(backoffWaitSeconds(5, -0.004, b)).toBe(1);
    expect(backoffWaitSeconds(7, -0.5, b)).toBe(4);
  });
});

describe('limits', () => {
  it('are the documented numbers', () => {
    expect(LIMITS.loginFailuresPerPair.backoff).toMatchObject({
      free: 5,
      firstDelaySeconds: 1,
      maxDelaySeconds: 300,
      windowSeconds: 3600,
    });
    expect(LIMITS.loginFailuresPerPairDuringBurst.backoff).toMatchObject({ free: 1, maxDelaySeconds: 300 });
    expect(LIMITS.loginFailuresPerPairDuringBurst.kind).toBe(LIMITS.loginFailuresPerPair.kind);
    expect(LIMITS.loginFailuresPerIp.backoff).toMatchObject({ free: 10, maxDelaySeconds: 300 });
    // Counted only: the per-account counter never refuses anyone.
    expect(LIMITS.loginFailuresPerAccount.windows).toEqual([]);
    expect('backoff' in LIMITS.loginFailuresPerAccount).toBe(false);
    expect(LIMITS.loginSuccessesPerIp.windows).toMatchObject([
      { max: 30, seconds: 60 },
      { max: 300, seconds: 3600 },
    ]);
    expect(LIMITS.resetRequestsPerEmail.windows).toMatchObject([
      { max: 1, seconds: 60 },
      { max: 6, seconds: 3600 },
      { max: 10, seconds: 86400 },
    ]);
    expect(LIMITS.registrationsPerIp.windows).toMatchObject([{ max: 20, seconds: 3600 }]);
    expect(LIMITS.resetRequestsPerIp.windows).toMatchObject([
      { max: 20, seconds: 3600 },
      { max: 50, seconds: 86400 },
    ]);
    expect(LIMITS.resetFailuresPerIp.windows).toMatchObject([{ max: 20, seconds: 900 }]);
    expect([
      LIMITS.loginFailuresPerAccount.perIp,
      LIMITS.loginFailuresPerPair.perIp,
      LIMITS.resetRequestsPerEmail.perIp,
    ]).toEqual([false, false, false]);
  });

  it("key an account and address pair by the address's network", () => {
    expect(pairKey('Owner@Example.com', '::ffff:203.0.113.7')).toBe('owner@example.com 203.0.113.7');
    expect(pairKey('a@b.in', '2001:db8:1:2::9')).toBe('a@b.in 2001:db8:1:2::/64');
  });

  it('say waits in plain words', () => {
    expect(inMinutes(30)).toBe('a minute');
    expect(inMinutes(60)).toBe('a minute');
    expect(inMinutes(61)).toBe('2 minutes');
    expect(inMinutes(3599)).toBe('60 minutes');
    expect(inWords(1)).toBe('a second');
    expect(inWords(8)).toBe('8 seconds');
    expect(inWords(60)).toBe('a minute');
    expect(inWords(300)).toBe('5 minutes');
    expect(inWords(3600)).toBe('60 minutes');
    expect(inWords(3601)).toBe('2 hours');
    expect(inWords(86399)).toBe('24 hours');
  });
});
