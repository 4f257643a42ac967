import path from 'node:path';
import crypto from 'node:crypto';
import net from 'node:net';
import v8 from 'node:v8';
import { z } from 'zod';
import { parseS3Url, type S3Config } from './storage/s3-url';
import { MAX_CART_QUANTITY } from '../common/cart-rules';
import { hasUrlControlChars } from '../common/text';
import { MAX_ORDER_PAISE } from '../common/contracts/orders';

/**
 * The one place that reads process.env. Every variable of DESIGN "Runtime interface" is validated here
 * once; a bad value stops the server at start with a message naming each bad variable.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** The scheme of a URL as the WHATWG parser reads it ('https:'), or null when it is not a URL. */
function protocolOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    return new URL(value).protocol;
  } catch {
    return null;
  }
}

/** A base URL as the shop writes links with it: scheme and host in lower case, no query, no trailing slash. */
function normalUrl(value: string): string {
  const url = new URL(value);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * A URL of one of these schemes, taken as written. Surrounding whitespace is refused rather than trimmed:
 * a URL parser would drop it, but every other reader of the value (a `startsWith` check, a shell script,
 * another tool) would not, and two readings of one setting is how a guard gets bypassed.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .refine((v) => v === v.trim(), 'must not start or end with spaces, tabs or line breaks')
    .refine((v) => !hasUrlControlChars(v.trim()), 'must not contain control characters')
    .pipe(z.string().url())
    .refine(
      (v) => protocols.includes(protocolOf(v) ?? ''),
      `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    )
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

const MB = 1024 * 1024;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  SEED_DEMO: bool.default(true),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().min(3).default('Hardware & Electrics Point <no-reply@localhost>'),
  PAYMENT_PROVIDER: z.enum(['simulator', 'phonepe']).default('simulator'),
  ALLOW_SIMULATOR: bool.default(false),
  PHONEPE_CLIENT_ID: z.string().min(1).optional(),
  PHONEPE_CLIENT_SECRET: z.string().min(1).optional(),
  PHONEPE_CLIENT_VERSION: z.string().min(1).default('1'),
  PHONEPE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PHONEPE_BASE_URL: optionalUrl(['http:', 'https:']),
  PHONEPE_WEBHOOK_USERNAME: z.string().min(1).optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().min(1).optional(),
  RESERVATION_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  STORAGE: z.enum(['local', 'database', 's3']).optional(),
  S3_URL: z
    .string()
    .transform((v, ctx) => {
      try {
        return parseS3Url(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  // PhonePe takes a payment page's expireAfter between 300 and 3600 seconds; the hold and the page end together.
  ORDER_RESERVATION_MINUTES: z.coerce.number().int().min(5).max(60).default(15),
  ORDER_HOLD_MAX_MINUTES: z.coerce.number().int().min(5).max(240).default(30),
  ORDER_MAX_LINE_QUANTITY: z.coerce.number().int().min(1).max(MAX_CART_QUANTITY).default(200),
  ORDER_MAX_LINES: z.coerce.number().int().min(1).max(500).default(25),
  ORDER_MAX_AMOUNT_RUPEES: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ORDER_PAISE / 100)
    .default(MAX_ORDER_PAISE / 100),
  ORDER_MAX_UNPAID: z.coerce.number().int().min(1).max(20).default(3),
  ORDER_CREATES_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  ORDER_CREATES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CATALOG_CACHE: bool.default(true),
  // Faults and overload (decision 017); 0 turns a limit off.
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(16),
  // Past the requests served at once, a FIFO queue of at most this many, each waiting at most this long
  // before 503 (decision 031).
  OVERLOAD_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(512),
  OVERLOAD_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  OVERLOAD_MAX_HEAP_MB: z.coerce.number().int().min(0).max(1_000_000).optional(),
  OVERLOAD_MAX_RSS_MB: z.coerce.number().int().min(0).max(1_000_000).default(0),
  PHONEPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  MIGRATE_ON_START: bool.default(true),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(256)
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
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
    /** How long an unpaid order holds its stock, and its payment page's lifetime. */
    reservationMinutes: number;
  };
  /** How often each instance's sweeper looks for expired reservations (RESERVATION_SWEEP_SECONDS). */
  sweepSeconds: number;
  /**
   * Where uploaded images live (server/storage): `local` (uploadsDir, one machine), `database` (the
   * stored_files table; the default on PostgreSQL) or `s3` (the bucket of S3_URL).
   */
  storage: { driver: 'local' | 'database' | 's3'; s3?: S3Config };
  /** What one account may hold unpaid and how often it may check out (decision 013). */
  orders: {
    /** A customer's back-to-back holds end at most this long after the first of them began. */
    holdMaxMinutes: number;
    maxLineQuantity: number;
    maxLines: number;
    maxAmountPaise: number;
    maxUnpaid: number;
    createsPerAccountPerHour: number;
    createsPerIpPerHour: number;
    /** How long a checkout waits for the customer's earlier unpaid orders to be settled before it goes on. */
    settleBudgetMs: number;
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
  /** Apply migrations at start (false: `npm run db:migrate` is a release step, and a start with pending ones fails). */
  migrateOnStart: boolean;
  /** SIGTERM: seconds not ready before the listener closes, then seconds for the work in flight (decision 016). */
  shutdown: { delaySeconds: number; graceSeconds: number };
  /** Bearer token GET /metrics requires; without it there is no /metrics. */
  metricsToken?: string;
  /**
   * The key the app signs links with (the wishlist mails' unsubscribe address): APP_SECRET, else one the app
   * makes once and keeps in the database (app_secrets), shared by every instance.
   */
  appSecret?: string;
  /** How long the catalog stamp may be reused before it is read again (another instance's change shows within it). */
  catalogStampMs: number;
  /** Load shedding (server/plugins/overload.ts); 0 turns a limit off. */
  overload: {
    /** Requests served at once; past it they queue (decision 031). */
    maxInFlight: number;
    /** Requests that may wait for a turn; past it, 503 at once. */
    maxQueue: number;
    /** The longest a request waits for its turn before 503 (ms). */
    queueWaitMs: number;
    maxEventLoopDelayMs: number;
    maxEventLoopUtilization: number;
    maxHeapBytes: number;
    maxRssBytes: number;
  };
  /** Time limits on what the shop waits for (decision 017). */
  timeouts: { phonepeMs: number; smtpMs: number; dbStatementMs: number };
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
    if (!cleaned.PHONEPE_CLIENT_ID)
      problems.push('PHONEPE_CLIENT_ID: required when PAYMENT_PROVIDER=phonepe');
    if (!cleaned.PHONEPE_CLIENT_SECRET)
      problems.push('PHONEPE_CLIENT_SECRET: required when PAYMENT_PROVIDER=phonepe');
  }
  // The simulator's Pay needs no login and moves no money: on a public (https) shop anyone could mark orders paid.
  const simulator = (cleaned.PAYMENT_PROVIDER ?? 'simulator') === 'simulator';
  const allowSimulator = parsed.success
    ? parsed.data.ALLOW_SIMULATOR
    : ['true', '1', 'yes', 'on'].includes(cleaned.ALLOW_SIMULATOR ?? '');
  // Read as the URL parser reads it (any case, any spelling the shop would serve as https), not as text.
  if (simulator && protocolOf(cleaned.PUBLIC_URL) === 'https:' && !allowSimulator) {
    problems.push(
      'PAYMENT_PROVIDER: the simulator (its Pay marks an order paid without any money) is refused when PUBLIC_URL is https; ' +
        'set PAYMENT_PROVIDER=phonepe, or ALLOW_SIMULATOR=true for a public demo',
    );
  }
  if (cleaned.STORAGE === 's3' && !cleaned.S3_URL) problems.push('S3_URL: required when STORAGE=s3');
  if (parsed.success && parsed.data.ORDER_HOLD_MAX_MINUTES < parsed.data.ORDER_RESERVATION_MINUTES) {
    problems.push(
      `ORDER_HOLD_MAX_MINUTES: must be at least ORDER_RESERVATION_MINUTES (${parsed.data.ORDER_RESERVATION_MINUTES})`,
    );
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = normalUrl(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
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
    sweepSeconds: e.RESERVATION_SWEEP_SECONDS,
    // Several instances share PostgreSQL but not a disk: there, images go to the database unless chosen otherwise.
    storage: { driver: e.STORAGE ?? (e.S3_URL ? 's3' : e.DATABASE_URL ? 'database' : 'local'), s3: e.S3_URL },
    orders: {
      holdMaxMinutes: e.ORDER_HOLD_MAX_MINUTES,
      maxLineQuantity: e.ORDER_MAX_LINE_QUANTITY,
      maxLines: e.ORDER_MAX_LINES,
      maxAmountPaise: e.ORDER_MAX_AMOUNT_RUPEES * 100,
      maxUnpaid: e.ORDER_MAX_UNPAID,
      createsPerAccountPerHour: e.ORDER_CREATES_PER_ACCOUNT_PER_HOUR,
      createsPerIpPerHour: e.ORDER_CREATES_PER_IP_PER_HOUR,
      settleBudgetMs: 4_000,
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
    overload: {
      maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT,
      maxQueue: e.OVERLOAD_QUEUE_MAX,
      queueWaitMs: e.OVERLOAD_QUEUE_WAIT_MS,
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      // Default: 90 % of V8's heap limit, so the shop sheds load before it would die of an out-of-memory error.
      maxHeapBytes:
        e.OVERLOAD_MAX_HEAP_MB === undefined
          ? Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9)
          : e.OVERLOAD_MAX_HEAP_MB * MB,
      maxRssBytes: e.OVERLOAD_MAX_RSS_MB * MB,
    },
    timeouts: {
      phonepeMs: e.PHONEPE_TIMEOUT_MS,
      smtpMs: e.SMTP_TIMEOUT_MS,
      dbStatementMs: e.DB_STATEMENT_TIMEOUT_MS,
    },
    migrateOnStart: e.MIGRATE_ON_START,
    shutdown: { delaySeconds: e.SHUTDOWN_DELAY_SECONDS, graceSeconds: e.SHUTDOWN_GRACE_SECONDS },
    metricsToken: e.METRICS_TOKEN,
    appSecret: e.APP_SECRET,
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
    // Every test's requests come from 127.0.0.1: other modules' tests place many orders from it.
    // tests/api/order-limits.test.ts sets its own limits.
    orders: { ...base.orders, createsPerIpPerHour: 100_000 },
    // Load shedding off (tests/api/overload.test.ts sets its own limits): a busy test machine would otherwise
    // answer some of a test's concurrent requests 503. The heap limit stays.
    overload: { ...base.overload, maxInFlight: 0, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 },
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
