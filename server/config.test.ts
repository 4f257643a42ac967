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
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        PAYMENT_PROVIDER: 'paypal',
        COOKIE_SECURE: 'maybe',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'PAYMENT_PROVIDER', 'COOKIE_SECURE'])
        expect(text).toContain(name);
    }
  });

  it('requires PhonePe credentials for the phonepe provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'phonepe' })).toThrow(
      /PHONEPE_CLIENT_ID[\s\S]*PHONEPE_CLIENT_SECRET/,
    );
    // Named together with the other bad variables, not only once those are fixed.
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'phonepe', PORT: 'abc' })).toThrow(
      /PORT[\s\S]*PHONEPE_CLIENT_ID[\s\S]*PHONEPE_CLIENT_SECRET/,
    );
  });

  it('reads booleans and trims the public URL', () => {
    const c = loadConfig({
      COOKIE_SECURE: 'true',
      SEED_DEMO: '0',
      PUBLIC_URL: 'https://shop.example.in/',
      ALLOW_SIMULATOR: 'true',
    });
    expect(c.cookieSecure).toBe(true);
    expect(c.seedDemo).toBe(false);
    expect(c.publicUrl).toBe('https://shop.example.in');
  });
});

describe('session cookie', () => {
  it('is Secure when PUBLIC_URL is https, and COOKIE_SECURE=true forces it over http', () => {
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://shop.example.in' }).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in', ALLOW_SIMULATOR: 'true' }).cookieSecure).toBe(
      true,
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://shop.example.in', ALLOW_SIMULATOR: 'true', COOKIE_SECURE: 'false' })
        .cookieSecure,
    ).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });
});

describe('payment simulator on an https shop', () => {
  it('refuses to start unless ALLOW_SIMULATOR=true, naming the variables', () => {
    for (const env of [
      { PUBLIC_URL: 'https://shop.example.in' },
      { PUBLIC_URL: 'https://shop.example.in', PAYMENT_PROVIDER: 'simulator' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER[\s\S]*PUBLIC_URL[\s\S]*ALLOW_SIMULATOR=true/);
    }
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.in', ALLOW_SIMULATOR: 'false' })).toThrow(
      /ALLOW_SIMULATOR/,
    );
    // Named together with other bad variables.
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.in', PORT: 'abc' })).toThrow(
      /PORT[\s\S]*ALLOW_SIMULATOR/,
    );
  });

  it('starts with ALLOW_SIMULATOR=true, over http, or with PhonePe', () => {
    expect(
      loadConfig({ PUBLIC_URL: 'https://shop.example.in', ALLOW_SIMULATOR: 'true' }).payment.provider,
    ).toBe('simulator');
    expect(loadConfig({ PUBLIC_URL: 'http://shop.example.in' }).payment.provider).toBe('simulator');
    const phonepe = { PAYMENT_PROVIDER: 'phonepe', PHONEPE_CLIENT_ID: 'id', PHONEPE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in', ...phonepe }).payment.provider).toBe(
      'phonepe',
    );
  });

  // Security review: the guard read the raw value while the URL was parsed (and trimmed) apart from it, so a
  // leading space started an https shop with the simulator.
  it.each([
    ' https://shop.example.in',
    '\thttps://shop.example.in',
    '\nhttps://shop.example.in',
    'https://shop.example.in ',
    'HTTPS://shop.example.in',
    'Https://Shop.Example.in/',
    'https:shop.example.in',
    'https:/shop.example.in',
    'https:\\\\shop.example.in',
  ])('refuses the simulator for %j, a spelling of an https shop', (url) => {
    expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(/PAYMENT_PROVIDER: the simulator/);
  });
});

describe('PUBLIC_URL', () => {
  it.each([
    ' https://shop.example.in',
    'https://shop.example.in\n',
    '\thttp://localhost:3000',
    'http://localhost:3000 ',
  ])('refuses %j outright, naming the surrounding whitespace', (url) => {
    expect(() => loadConfig({ PUBLIC_URL: url, ALLOW_SIMULATOR: 'true' })).toThrow(
      /PUBLIC_URL: must not start or end with spaces, tabs or line breaks/,
    );
  });

  it('refuses control characters and other schemes', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'http://shop\u0001.example.in' })).toThrow(
      /PUBLIC_URL: must not contain control characters/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://shop.example.in' })).toThrow(
      /PUBLIC_URL: must start with http:\/\/ or https:\/\//,
    );
  });

  it('is kept as links are written: scheme and host in lower case, without a trailing slash', () => {
    const c = loadConfig({ PUBLIC_URL: 'HTTPS://Shop.Example.in/', ALLOW_SIMULATOR: 'true' });
    expect(c.publicUrl).toBe('https://shop.example.in');
    expect(c.cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000/' }).publicUrl).toBe('http://localhost:3000');
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
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be true, false, a hop count/,
      );
    },
  );
});

describe('STORAGE and S3_URL', () => {
  it('keeps images on disk with PGlite, in the database with DATABASE_URL, in S3 with S3_URL, and STORAGE overrides', () => {
    expect(loadConfig({}).storage.driver).toBe('local');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop' }).storage.driver).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop', STORAGE: 'local' }).storage.driver).toBe('local');
    expect(loadConfig({ STORAGE: 'database' }).storage.driver).toBe('database');
    expect(loadConfig({ S3_URL: 's3://shop-images' }).storage.driver).toBe('s3');
    expect(loadConfig({ S3_URL: 's3://shop-images', STORAGE: 'database' }).storage.driver).toBe('database');
  });

  it('reads every part of S3_URL, with percent-encoded credentials', () => {
    const { s3 } = loadConfig({
      S3_URL:
        's3://AKIA1:se%2Fcr%2Bet@shop-images/shop/prod?region=ap-south-1&endpoint=https://r2.example.com/&publicUrl=https://cdn.example.in/',
    }).storage;
    expect(s3).toEqual({
      bucket: 'shop-images',
      prefix: 'shop/prod/',
      region: 'ap-south-1',
      endpoint: 'https://r2.example.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'se/cr+et' },
      publicUrl: 'https://cdn.example.in',
    });
    // On AWS itself: no endpoint, virtual-hosted style, the SDK's own credentials.
    expect(loadConfig({ S3_URL: 's3://shop-images' }).storage.s3).toEqual({
      bucket: 'shop-images',
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: undefined,
    });
  });

  it.each([
    ['https://shop-images', /must start with s3:\/\//],
    ['s3://Shop_Images', /bucket name/],
    ['s3://ab', /bucket name/],
    ['s3://shop-images:9000', /port belongs in endpoint/],
    ['s3://shop-images/my%20folder', /prefix/],
    ['s3://shop-images?region=Mumbai', /region/],
    ['s3://shop-images?endpoint=ftp://x', /endpoint must be an http\(s\) URL/],
    ['s3://shop-images?publicUrl=cdn.example.in', /publicUrl must be an http\(s\) URL/],
    ['s3://shop-images?forcePathStyle=yes', /forcePathStyle must be true or false/],
    ['s3://shop-images?bucket=x', /unknown parameter bucket/],
    ['s3://AKIA1@shop-images', /both the access key id and the secret/],
    ['s3://AKIA1:%E0%A4@shop-images', /percent-encoded/],
    ['s3://AKIA1:TOPSECRET@shop-images?region=Mumbai', /region/],
  ])('refuses S3_URL=%s, naming the variable and not echoing the secret', (value, message) => {
    expect(() => loadConfig({ S3_URL: value })).toThrow(message);
    expect(() => loadConfig({ S3_URL: value })).toThrow(/S3_URL/);
    expect(() => loadConfig({ S3_URL: value })).not.toThrow(/TOPSECRET/);
  });

  it('refuses an unknown STORAGE, and STORAGE=s3 without S3_URL', () => {
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_URL: required when STORAGE=s3/);
  });

  it('takes RESERVATION_SWEEP_SECONDS from 1 to 3600 (default 60)', () => {
    expect(loadConfig({}).sweepSeconds).toBe(60);
    expect(loadConfig({ RESERVATION_SWEEP_SECONDS: '1' }).sweepSeconds).toBe(1);
    expect(loadConfig({ RESERVATION_SWEEP_SECONDS: '3600' }).sweepSeconds).toBe(3600);
    expect(() => loadConfig({ RESERVATION_SWEEP_SECONDS: '0' })).toThrow(/RESERVATION_SWEEP_SECONDS/);
    expect(() => loadConfig({ RESERVATION_SWEEP_SECONDS: '3601' })).toThrow(/RESERVATION_SWEEP_SECONDS/);
  });
});

describe('README configuration table', () => {
  it('lists exactly the variables config.ts reads', () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
    // The table ends where the build-time note begins.
    const table = readme
      .split('## Configuration')[1]
      .split('\n## ')[0]
      .split('Build time (not read by the server)')[0];
    const documented = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});

describe('operations variables (decision 016)', () => {
  it('have their defaults', () => {
    const c = loadConfig({});
    expect(c.migrateOnStart).toBe(true);
    expect(c.shutdown).toEqual({ delaySeconds: 0, graceSeconds: 30 });
    expect(c.metricsToken).toBeUndefined();
  });

  it('are read when valid, at the limits', () => {
    const c = loadConfig({
      MIGRATE_ON_START: 'false',
      SHUTDOWN_DELAY_SECONDS: '120',
      SHUTDOWN_GRACE_SECONDS: '600',
      METRICS_TOKEN: 'x'.repeat(16),
    });
    expect(c.migrateOnStart).toBe(false);
    expect(c.shutdown).toEqual({ delaySeconds: 120, graceSeconds: 600 });
    expect(c.metricsToken).toBe('x'.repeat(16));
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '1', SHUTDOWN_DELAY_SECONDS: '0' }).shutdown).toEqual({
      delaySeconds: 0,
      graceSeconds: 1,
    });
  });

  it.each([
    ['MIGRATE_ON_START', 'sometimes'],
    ['SHUTDOWN_DELAY_SECONDS', '121'],
    ['SHUTDOWN_DELAY_SECONDS', '-1'],
    ['SHUTDOWN_GRACE_SECONDS', '601'],
    ['SHUTDOWN_GRACE_SECONDS', '0'],
    ['SHUTDOWN_GRACE_SECONDS', '2.5'],
    ['METRICS_TOKEN', 'x'.repeat(15)],
    ['METRICS_TOKEN', 'has a space in it ok'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it("the deployment guide's environment file uses only variables config.ts reads, and is valid", () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, '..', 'deploy', 'shop.env.example'), 'utf8');
    const env = Object.fromEntries(
      file
        .split('\n')
        .filter((l) => /^[A-Z]/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    expect(Object.keys(env).length).toBeGreaterThan(5);
    for (const name of Object.keys(env)) expect(ENV_VARIABLES).toContain(name);
    const c = loadConfig(env);
    expect(c.trustProxy).toEqual(['127.0.0.1']);
    expect(c.publicUrl.startsWith('https://')).toBe(true);
  });
});
