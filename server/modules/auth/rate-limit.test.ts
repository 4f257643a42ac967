import { describe, expect, it } from 'vitest';
import { inMinutes, ipKey, LIMITS } from './rate-limit.service';

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

describe('limits', () => {
  it('are the documented numbers', () => {
    expect(LIMITS.loginFailuresPerAccount.windows).toMatchObject([{ max: 100, seconds: 3600 }]);
    expect(LIMITS.loginFailuresPerIp.windows).toMatchObject([{ max: 10, seconds: 60 }]);
    expect(LIMITS.resetRequestsPerEmail.windows).toMatchObject([
      { max: 1, seconds: 60 },
      { max: 6, seconds: 3600 },
    ]);
    expect(LIMITS.registrationsPerIp.windows).toMatchObject([{ max: 20, seconds: 3600 }]);
    expect(LIMITS.resetRequestsPerIp.windows).toMatchObject([{ max: 20, seconds: 3600 }]);
    expect(LIMITS.resetFailuresPerIp.windows).toMatchObject([{ max: 20, seconds: 900 }]);
    expect([LIMITS.loginFailuresPerAccount.perIp, LIMITS.resetRequestsPerEmail.perIp]).toEqual([false, false]);
  });

  it('say waits in plain words', () => {
    expect(inMinutes(30)).toBe('a minute');
    expect(inMinutes(60)).toBe('a minute');
    expect(inMinutes(61)).toBe('2 minutes');
    expect(inMinutes(3599)).toBe('60 minutes');
  });
});
