import path from 'node:path';
import crypto from 'node:crypto';
import net from 'node:net';
import { z } from 'zod';

/**
 * The one place that reads process.env. Every variable of DESIGN "Runtime interface" is validated here
 * once; a bad value stops the server at start with a message naming each bad variable.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(p)), `must start with ${protocols.join(' or ')}`)
    .optional();

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [ip, prefix, ...rest] = entry.split('/');
  const family = net.isIP(ip);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Whom to believe about X-Forwarded-For (Fastify's trustProxy): `true` (everyone; only when no client can
 * reach the server directly), `false` (no one), a hop count (`1`: the one load balancer in front), or a
 * comma-separated list of the proxies' addresses or CIDR ranges.
 */
const trustProxy = z.string().transform((raw, ctx): boolean | number | string[] => {
  const v = raw.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= 32) return hops;
  }
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length || /^\d+$/.test(v)) {
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, a hop count (0–32) or a comma-separated list of IP addresses or CIDR ranges${bad.length ? ` (not understood: ${bad.join(', ')})` : ''}`,
    });
    return z.NEVER;
  }
  return entries;
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  SEED_DEMO: bool.default(true),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('Hardware & Electrics Point <no-reply@localhost>'),
  PAYMENT_PROVIDER: z.enum(['simulator', 'phonepe']).default('simulator'),
  ALLOW_SIMULATOR: bool.default(false),
  PHONEPE_CLIENT_ID: z.string().min(1).optional(),
  PHONEPE_CLIENT_SECRET: z.string().min(1).optional(),
  PHONEPE_CLIENT_VERSION: z.string().min(1).default('1'),
  PHONEPE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PHONEPE_BASE_URL: optionalUrl(['http://', 'https://']),
  PHONEPE_WEBHOOK_USERNAME: z.string().min(1).optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().min(1).optional(),
  ORDER_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CATALOG_CACHE: bool.default(true),
});

export type Env = z.infer<typeof EnvSchema>;

/** Every environment variable the app reads (README's configuration table lists exactly these). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as (keyof Env)[];

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** PostgreSQL URL; when absent the embedded PGlite under dataDir is used. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' in tests. */
  pgliteDir: string;
  publicUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  payment: {
    provider: 'simulator' | 'phonepe';
    phonepe: {
      clientId?: string;
      clientSecret?: string;
      clientVersion: string;
      env: 'sandbox' | 'production';
      baseUrl?: string;
      webhookUsername?: string;
      webhookPassword?: string;
    };
    reservationMinutes: number;
  };
  /** Secure session cookie, named `__Host-sid` (session.service.ts); true when PUBLIC_URL is https or COOKIE_SECURE=true. */
  cookieSecure: boolean;
  /** Fastify's trustProxy: true, false, a hop count, or the proxies' addresses / CIDR ranges. */
  trustProxy: boolean | number | string[];
  logLevel: Env['LOG_LEVEL'];
  /** Session lifetimes, in seconds. */
  session: { idleSeconds: number; absoluteSeconds: number };
  /** Where the built web app lives: dist/web for browsers, dist/server for rendering pages. */
  webDistDir: string;
  ssrDir: string;
  /** Turns rate limits off; only tests that do not test limits set it. */
  rateLimits: boolean;
  /**
   * Keep visitors' catalog answers and pages in process (server/plugins/http-caching.ts); off only to
   * measure the app without them (npm run bench).
   */
  catalogCache: boolean;
  /** How long the catalog stamp may be reused before it is read again (another instance's change shows within it). */
  catalogStampMs: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses an environment (process.env by default) into the app's config, or throws ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings count as unset so that `FOO= npm start` behaves like no FOO.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  // Every problem at once, including the ones that depend on another variable.
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (cleaned.PAYMENT_PROVIDER === 'phonepe') {
    if (!cleaned.PHONEPE_CLIENT_ID) problems.push('PHONEPE_CLIENT_ID: required when PAYMENT_PROVIDER=phonepe');
    if (!cleaned.PHONEPE_CLIENT_SECRET) problems.push('PHONEPE_CLIENT_SECRET: required when PAYMENT_PROVIDER=phonepe');
  }
  // The simulator's Pay needs no login and moves no money: on a public (https) shop anyone could mark orders paid.
  const simulator = (cleaned.PAYMENT_PROVIDER ?? 'simulator') === 'simulator';
  const allowSimulator = parsed.success ? parsed.data.ALLOW_SIMULATOR : ['true', '1', 'yes', 'on'].includes(cleaned.ALLOW_SIMULATOR ?? '');
  if (simulator && cleaned.PUBLIC_URL?.startsWith('https://') && !allowSimulator) {
    problems.push(
      'PAYMENT_PROVIDER: the simulator (its Pay marks an order paid without any money) is refused when PUBLIC_URL is https; ' +
        'set PAYMENT_PROVIDER=phonepe, or ALLOW_SIMULATOR=true for a public demo',
    );
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    publicUrl,
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    payment: {
      provider: e.PAYMENT_PROVIDER,
      phonepe: {
        clientId: e.PHONEPE_CLIENT_ID,
        clientSecret: e.PHONEPE_CLIENT_SECRET,
        clientVersion: e.PHONEPE_CLIENT_VERSION,
        env: e.PHONEPE_ENV,
        baseUrl: e.PHONEPE_BASE_URL,
        webhookUsername: e.PHONEPE_WEBHOOK_USERNAME,
        webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD,
      },
      reservationMinutes: e.ORDER_RESERVATION_MINUTES,
    },
    // An https shop always gets a Secure cookie; COOKIE_SECURE=true forces it behind plain http too.
    cookieSecure: e.COOKIE_SECURE === true || publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    session: { idleSeconds: 7 * 24 * 3600, absoluteSeconds: 30 * 24 * 3600 },
    webDistDir: path.resolve('dist/web'),
    ssrDir: path.resolve('dist/server'),
    rateLimits: true,
    catalogCache: e.CATALOG_CACHE,
    catalogStampMs: 1000,
  };
}

/** A config for tests: in-memory database, quiet logs, an overridable base. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const dataDir = path.join('/tmp', `shop-test-${crypto.randomUUID()}`);
  return {
    ...base,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    pgliteDir: 'memory://',
    publicUrl: 'http://shop.test',
    // Tests write to the database directly, as another instance would, and read through the API at once.
    catalogStampMs: 0,
    ...overrides,
  };
}

/** For commands (npm start, db scripts): the config, or the list of bad variables and exit code 1 — never a stack trace. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
