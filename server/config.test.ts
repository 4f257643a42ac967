import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.seedDemo).toBe(true);
    expect(c.payment.provider).toBe('simulator');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteDir.endsWith('data/pglite')).toBe(true);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PAYMENT_PROVIDER: 'paypal', COOKIE_SECURE: 'maybe' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'PAYMENT_PROVIDER', 'COOKIE_SECURE']) expect(text).toContain(name);
    }
  });

  it('requires PhonePe credentials for the phonepe provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'phonepe' })).toThrow(/PHONEPE_CLIENT_ID[\s\S]*PHONEPE_CLIENT_SECRET/);
    // Named together with the other bad variables, not only once those are fixed.
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'phonepe', PORT: 'abc' })).toThrow(/PORT[\s\S]*PHONEPE_CLIENT_ID[\s\S]*PHONEPE_CLIENT_SECRET/);
  });

  it('reads booleans and trims the public URL', () => {
    const c = loadConfig({ COOKIE_SECURE: 'true', SEED_DEMO: '0', PUBLIC_URL: 'https://shop.example.in/', ALLOW_SIMULATOR: 'true' });
    expect(c.cookieSecure).toBe(true);
    expect(c.seedDemo).toBe(false);
    expect(c.publicUrl).toBe('https://shop.example.in');
  });
});

describe('session cookie', () => {
  it('is Secure when PUBLIC_URL is https, and COOKIE_SECURE=true forces it over http', () => {
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://shop.example.in' }).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in', ALLOW_SIMULATOR: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in', ALLOW_SIMULATOR: 'true', COOKIE_SECURE: 'false' }).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });
});

describe('payment simulator on an https shop', () => {
  it('refuses to start unless ALLOW_SIMULATOR=true, naming the variables', () => {
    for (const env of [{ PUBLIC_URL: 'https://shop.example.in' }, { PUBLIC_URL: 'https://shop.example.in', PAYMENT_PROVIDER: 'simulator' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER[\s\S]*PUBLIC_URL[\s\S]*ALLOW_SIMULATOR=true/);
    }
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.in', ALLOW_SIMULATOR: 'false' })).toThrow(/ALLOW_SIMULATOR/);
    // Named together with other bad variables.
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.in', PORT: 'abc' })).toThrow(/PORT[\s\S]*ALLOW_SIMULATOR/);
  });

  it('starts with ALLOW_SIMULATOR=true, over http, or with PhonePe', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in', ALLOW_SIMULATOR: 'true' }).payment.provider).toBe('simulator');
    expect(loadConfig({ PUBLIC_URL: 'http://shop.example.in' }).payment.provider).toBe('simulator');
    const phonepe = { PAYMENT_PROVIDER: 'phonepe', PHONEPE_CLIENT_ID: 'id', PHONEPE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in', ...phonepe }).payment.provider).toBe('phonepe');
  });
});

describe('TRUST_PROXY', () => {
  it('takes true/false, a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes-please', '10.0.0.0/33', '10.0.0.300', '10.0.0.1,', 'lb.internal', '-1', '1.5', '999'])(
    'refuses %s naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be true, false, a hop count/);
    },
  );
});

describe('README configuration table', () => {
  it('lists exactly the variables config.ts reads', () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
    // The table ends where the build-time note begins.
    const table = readme.split('## Configuration')[1].split('\n## ')[0].split('Build time (not read by the server)')[0];
    const documented = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
