/**
 * npm run bench — the shop under load, measured against a floor (README "Performance" explains the table).
 *
 * For each database (PostgreSQL: a scratch database on BENCH_DATABASE_URL's server, created and dropped;
 * PGlite: a scratch folder), it migrates, seeds the demo shop plus 100,000 generated products and the
 * shoppers the write cases need, prints EXPLAIN of every listing, filter and search plan, then starts as
 * separate processes on 127.0.0.1:
 *   - the production server (server/main.ts) with its caches        ("app+cache")
 *   - the production server with CATALOG_CACHE=false                ("app")
 *   - the floor: bare Fastify + pg (or PGlite) running the same SQL  ("floor", bench/floor-server.ts)
 * and loads each case with autocannon from this process, for a fixed time, at 16 and 64 connections:
 * requests/s, latency p50/p97.5/p99, CPU seconds per 1,000 requests (server process; the database's
 * backends too on PostgreSQL), each API figure as a ratio to the floor, and the servers' peak RSS. The
 * order-creation case checks in the same run that no stock was oversold. Last, the burst of a sale (issue 49,
 * decision 031): a fourth server with the shipped load shedding (16 served at once, a queue of 512, 2 s of
 * waiting) and 200 buyers placing their orders at the same instant for 50 units: the answers by status, the
 * 503s, p50/p99 and the stock left. Output: a table on screen and JSON in
 * tests/load/results/bench-<database>.json. Everything stops by itself.
 *
 *   npm run bench                                  # both databases, 100,000 products, 4 s per case
 *   npm run bench -- --quick                       # smoke run: 2,000 products, 1 s per case, 16 connections
 *   npm run bench -- --db=postgres --only=listing  # one database, the cases whose name matches
 *   npm run bench -- --duration=8 --connections=16,64,128 --products=50000 --cpu-prof
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import type { Database, Db } from '../../server/db/client';
import { categories, products } from '../../server/db/schema';
import { ensureAdmin, seedDemo } from '../../server/db/seed';
import buildApp from '../helpers/build-app';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, SERVER_PROCESS_ENV } from '../helpers/server-entry';
import {
  correctionsQuery,
  listQueries,
  prepareSearch,
  wordProbeSql,
  searchQueries,
} from '../../server/modules/catalog/catalog.repository';
import { ensureWebBuild } from '../../server/web-build';
import { bulkShoppers, createBody } from '../helpers/orders';
import {
  copyPglite,
  createScratch,
  migrateDatabase,
  seedGeneratedProducts,
  type Scratch,
} from './bench/scratch';
import { measureCompression } from './bench/compression';

// ------------------------------------------------------------------ options
const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'] as const;
  }),
);
const QUICK = args.has('quick');
const PRODUCTS = Number(args.get('products') ?? (QUICK ? 2_000 : 100_000));
const DURATION = Number(args.get('duration') ?? (QUICK ? 1 : 4));
const CONNECTIONS = (args.get('connections') ?? (QUICK ? '16' : '16,64')).split(',').map(Number);
const DATABASES = (args.get('db') ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const ONLY = args.get('only') ? new RegExp(args.get('only')!, 'i') : null;
const CPU_PROF = args.has('cpu-prof');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS_DIR = path.resolve('tests/load/results');
/** The burst of a sale (issue 49): this many buyers at once for this many units. */
const BURST_BUYERS = 200;
const BURST_STOCK = 50;
/** The burst's server sheds load as shipped (server/config.ts defaults; decision 031). */
const SHIPPED_SHEDDING = {
  OVERLOAD_MAX_IN_FLIGHT: '16',
  OVERLOAD_QUEUE_MAX: '512',
  OVERLOAD_QUEUE_WAIT_MS: '2000',
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '200',
};
const BURST_METRICS_TOKEN = crypto.randomBytes(16).toString('hex');
const ROOT = process.cwd();

// ------------------------------------------------------------------ processes
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

interface Proc {
  name: string;
  url: string;
  child: ChildProcess;
  peakRss: number;
  log: string;
}

async function startProcess(
  name: string,
  script: string,
  env: Record<string, string>,
  logFile: string,
): Promise<Proc> {
  const port = await freePort();
  const out = fs.openSync(logFile, 'w');
  // A compiled script (the shipped dist/app/main.js) runs as it ships; the TypeScript entries under tsx.
  const nodeArgs = script.endsWith('.js') ? [...SERVER_NODE_FLAGS] : ['--import', 'tsx'];
  // One folder per server: the module-loader thread writes a profile of its own beside the main thread's.
  if (CPU_PROF) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${path.join(RESULTS_DIR, 'profiles', name)}`);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Every simulated shopper checks out from 127.0.0.1, again and again: the per-account and per-address
      // checkout limits (decision 013) would measure the 429 path instead of order creation.
      ORDER_CREATES_PER_IP_PER_HOUR: '100000',
      ORDER_CREATES_PER_ACCOUNT_PER_HOUR: '1000',
      // The bench measures what a server can do: load shedding (decision 017) off, or saturation reads as 503s.
      OVERLOAD_MAX_IN_FLIGHT: '0',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', out, out],
  });
  const proc: Proc = { name, url: `http://127.0.0.1:${port}`, child, peakRss: 0, log: logFile };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: see ${logFile}`);
    try {
      const res = await fetch(`${proc.url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start in 120 s: see ${logFile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return proc;
}

async function stopProcess(p: Proc) {
  if (p.child.exitCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** User + system CPU seconds of a process (Linux /proc). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function rssBytes(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

// ------------------------------------------------------------------ cases
type Target = 'floor' | 'app' | 'app+cache';
interface Case {
  name: string;
  group: 'health' | 'listing' | 'product' | 'catalog' | 'search' | 'page' | 'write' | 'admin';
  targets: Target[];
  requests: (ctx: BenchContext) => autocannon.Request[];
  headers?: Record<string, string>;
  /** Compared with this target's rate (default: the floor). */
  baseline?: 'floor' | 'health';
}

interface BenchContext {
  productIds: string[];
  hotProductId: string;
  cartShoppers: Awaited<ReturnType<typeof bulkShoppers>>;
  orderShoppers: Awaited<ReturnType<typeof bulkShoppers>>;
  adminCookie: string;
}

const get = (p: string): autocannon.Request[] => [{ method: 'GET', path: p }];
/** One GET per path, round-robin (each connection walks the list from its own start). */
const cycle = (paths: string[]): autocannon.Request[] => paths.map((p) => ({ method: 'GET', path: p }));

const LISTING = '/api/shop/products/get';
const cases: Case[] = [
  { name: 'health', group: 'health', targets: ['floor', 'app+cache'], requests: () => get('/api/health') },
  {
    name: 'listing, default (price low→high)',
    group: 'listing',
    targets: ['floor', 'app', 'app+cache'],
    requests: () => get(LISTING),
  },
  ...(['price-hightolow', 'title-atoz', 'title-ztoa'] as const).map((s): Case => ({
    name: `listing, ${s}`,
    group: 'listing',
    targets: ['floor', 'app', 'app+cache'],
    requests: () => get(`${LISTING}?sortBy=${s}`),
  })),
  {
    name: 'listing, category=Switches',
    group: 'listing',
    targets: ['floor', 'app', 'app+cache'],
    requests: () => get(`${LISTING}?category=Switches`),
  },
  {
    name: 'listing, brand=Havells, title-atoz',
    group: 'listing',
    targets: ['floor', 'app', 'app+cache'],
    requests: () => get(`${LISTING}?brand=Havells&sortBy=title-atoz`),
  },
  {
    name: 'listing, category+brand+subcategory',
    group: 'listing',
    targets: ['floor', 'app', 'app+cache'],
    requests: () =>
      get(
        `${LISTING}?category=Switches&brand=Anchor,Legrand&subcategory=Modular%20Switches&sortBy=price-hightolow`,
      ),
  },
  {
    name: 'listing, deep page (page=1000)',
    group: 'listing',
    targets: ['floor', 'app', 'app+cache'],
    requests: () => get(`${LISTING}?page=1000`),
  },
  {
    name: 'listing, default, br/gzip accepted',
    group: 'listing',
    targets: ['app', 'app+cache'],
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: () => get(LISTING),
  },
  {
    name: 'product by id (200 ids)',
    group: 'product',
    targets: ['floor', 'app', 'app+cache'],
    requests: (c) => cycle(c.productIds.slice(0, 200).map((id) => `${LISTING}/${id}`)),
  },
  {
    name: 'categories',
    group: 'catalog',
    targets: ['floor', 'app', 'app+cache'],
    requests: () => get('/api/common/categories/get?kind=category'),
  },
  {
    name: 'settings',
    group: 'catalog',
    targets: ['floor', 'app', 'app+cache'],
    requests: () => get('/api/common/settings/get'),
  },
  {
    name: 'search "havells modular socket"',
    group: 'search',
    targets: ['app', 'app+cache'],
    requests: () => get('/api/shop/search/havells%20modular%20socket'),
  },
  {
    name: 'search "switch" (1 in 4 products)',
    group: 'search',
    targets: ['app', 'app+cache'],
    requests: () => get('/api/shop/search/switch'),
  },
  {
    name: 'search typo "swich"',
    group: 'search',
    targets: ['app', 'app+cache'],
    requests: () => get('/api/shop/search/swich'),
  },
  {
    name: 'search no match "zzqqxx"',
    group: 'search',
    targets: ['app', 'app+cache'],
    requests: () => get('/api/shop/search/zzqqxx'),
  },
  {
    name: 'page /shop/home (visitor)',
    group: 'page',
    baseline: 'health',
    targets: ['app', 'app+cache'],
    requests: () => get('/shop/home'),
  },
  {
    name: 'page /shop/listing (visitor)',
    group: 'page',
    baseline: 'health',
    targets: ['app', 'app+cache'],
    requests: () => get('/shop/listing?category=Switches'),
  },
  {
    name: 'page /shop/product/:id (visitor)',
    group: 'page',
    baseline: 'health',
    targets: ['app', 'app+cache'],
    requests: (c) => cycle(c.productIds.slice(0, 50).map((id) => `/shop/product/${id}`)),
  },
  {
    name: 'admin products grid, page 1 / search',
    group: 'admin',
    targets: ['app+cache'],
    requests: (c) => [
      { method: 'GET', path: '/api/admin/products/get?page=1&limit=20', headers: { cookie: c.adminCookie } },
      {
        method: 'GET',
        path: '/api/admin/products/get?page=1&limit=20&search=switch',
        headers: { cookie: c.adminCookie },
      },
    ],
  },
  {
    name: 'cart add (1 of a product)',
    group: 'write',
    targets: ['app+cache'],
    requests: (c) => {
      let i = 0;
      return [
        {
          method: 'POST',
          path: '/api/shop/cart/add',
          setupRequest: (req) => {
            const s = c.cartShoppers[i++ % c.cartShoppers.length];
            return {
              ...req,
              headers: { 'content-type': 'application/json', cookie: s.cookie },
              body: JSON.stringify({ userId: s.user.id, productId: c.hotProductId, quantity: 1 }),
            };
          },
        },
      ];
    },
  },
  {
    name: 'order creation (cart → order → payment)',
    group: 'write',
    targets: ['app+cache'],
    requests: (c) => {
      let i = 0;
      return [
        {
          method: 'POST',
          path: '/api/shop/order/create',
          setupRequest: (req) => {
            const s = c.orderShoppers[i++ % c.orderShoppers.length];
            return {
              ...req,
              headers: { 'content-type': 'application/json', cookie: s.cookie },
              body: JSON.stringify(createBody(s)),
            };
          },
        },
      ];
    },
  },
];

// ------------------------------------------------------------------ measuring
interface Row {
  case: string;
  group: Case['group'];
  target: Target;
  connections: number;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  cpuPer1k: number;
  dbCpuPer1k: number | null;
  ratio: number | null;
  ratioTo: 'floor' | 'health' | null;
}

async function dbBackendsCpu(
  admin: pg.Client | null,
  dbName: string | undefined,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!admin || !dbName) return out;
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [dbName],
  );
  for (const { pid } of rows) out.set(pid, cpuSeconds(pid));
  return out;
}

/**
 * Waits until a server has worked off what earlier cases left queued (autocannon stops sending, the server
 * goes on answering): health must answer within 100 ms, at most 60 s. Otherwise a slow case's backlog is
 * counted against the next one.
 */
async function drain(proc: Proc) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    try {
      await (await fetch(`${proc.url}/api/health`)).arrayBuffer();
    } catch {
      /* busy */
    }
    if (performance.now() - t0 < 100) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function load(proc: Proc, c: Case, ctx: BenchContext, connections: number, seconds: number) {
  const result = await autocannon({
    url: proc.url,
    connections,
    duration: seconds,
    headers: c.headers,
    requests: c.requests(ctx),
    timeout: 10,
  });
  return result;
}

function fmt(n: number | null, digits = 0) {
  if (n === null || Number.isNaN(n)) return '—';
  return n.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

// ------------------------------------------------------------------ plans
async function printPlans(db: Db, kind: string): Promise<{ title: string; usesIndex: boolean }[]> {
  const none = { category: [] as string[], brand: [] as string[], subcategory: [] as string[] };
  const page = { offset: 0, limit: 24 };
  const plans: { title: string; query: SQL; typo?: boolean; probe?: boolean }[] = [];
  for (const s of ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const) {
    plans.push({ title: `listing ${s}`, query: listQueries(db, none, s, page).page.getSQL() });
  }
  plans.push({
    title: 'listing count (no filter)',
    query: listQueries(db, none, 'price-lowtohigh', page).count.getSQL(),
  });
  plans.push({
    title: 'listing page 1000',
    query: listQueries(db, none, 'price-lowtohigh', { offset: 23_976, limit: 24 }).page.getSQL(),
  });
  const filters: [string, typeof none][] = [
    ['category=Switches', { ...none, category: ['Switches'] }],
    ['brand=Havells', { ...none, brand: ['Havells'] }],
    [
      'category+brand+subcategory',
      { category: ['Switches'], brand: ['Anchor', 'Legrand'], subcategory: ['Modular Switches'] },
    ],
  ];
  for (const [name, f] of filters) {
    for (const s of ['price-lowtohigh', 'title-atoz'] as const)
      plans.push({ title: `listing ${name} ${s}`, query: listQueries(db, f, s, page).page.getSQL() });
    plans.push({
      title: `listing ${name} count`,
      query: listQueries(db, f, 'price-lowtohigh', page).count.getSQL(),
    });
  }
  plans.push({ title: 'search "switch" page', query: searchQueries('switch', [[['switch']]], page).page });
  plans.push({ title: 'search "switch" count', query: searchQueries('switch', [[['switch']]], page).count });
  plans.push({
    title: 'search "switch" page 50 (past the sample)',
    query: searchQueries('switch', [[['switch']]], { offset: 1176, limit: 24 }).page,
  });
  plans.push({
    title: 'search "havells modular socket" page',
    query: searchQueries('havells modular socket', [[['havells']], [['modular']], [['socket']]], page).page,
  });
  plans.push({ title: 'search word probe "zzqqxx"', query: wordProbeSql('zzqqxx'), probe: true });
  plans.push({
    title: 'search typo "swich": corrections (words list)',
    query: correctionsQuery('swich'),
    typo: true,
  });
  const out: { title: string; usesIndex: boolean }[] = [];
  console.log(`\nEXPLAIN (${kind}, analyze): every listing, filter and search plan`);
  for (const p of plans) {
    const lines = await db.transaction(async (tx) => {
      // As the search runs them (catalog.repository.ts searchProducts).
      if (p.typo || p.probe) await prepareSearch(tx);
      const res = (await tx.execute(
        sql`explain (analyze, costs off, timing off, summary off) ${p.query}`,
      )) as unknown as { rows: Record<string, string>[] };
      return res.rows.map((r) => Object.values(r)[0]);
    });
    const scans = lines.filter((l) => /Scan/.test(l)).map((l) => l.trim().replace(/^->\s*/, ''));
    const usesIndex = !lines.some((l) => /Seq Scan on products/.test(l));
    out.push({ title: p.title, usesIndex });
    console.log(
      `  ${usesIndex ? 'index' : 'SEQ  '}  ${p.title.padEnd(44)} ${scans.join(' · ').slice(0, 150)}`,
    );
  }
  return out;
}

// ------------------------------------------------------------------ one database
async function benchDatabase(kind: 'postgres' | 'pglite') {
  console.log(`\n================ ${kind}: ${PRODUCTS.toLocaleString('en-IN')} products ================`);
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: os.tmpdir(),
    ADMIN_EMAIL: 'bench-admin@shop.local',
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  const scratch = await createScratch(kind, SERVER_URL);
  const copies: Scratch[] = [];
  const procs: Proc[] = [];
  let admin: pg.Client | null = null;
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-logs-'));
  try {
    // Seed: the demo shop (settings, categories, slider, 92 products), the generated catalog, shoppers.
    const database: Database = await scratch.open();
    await migrateDatabase(database);
    await seedDemo(database.db, { ...config, seedDemo: true });
    const adminUser = await ensureAdmin(database.db, config);
    const seconds = await seedGeneratedProducts(database, PRODUCTS);
    console.log(`seeded ${PRODUCTS.toLocaleString('en-IN')} products in ${seconds.toFixed(1)} s`);
    for (const name of [
      'Switches',
      'Pipes & Fittings',
      'Lighting',
      'Paint',
      'Wires & Cables',
      'Switchgear',
      'Accessories',
      'Plumbing',
    ]) {
      await database.db.insert(categories).values({ name, kind: 'category' }).onConflictDoNothing();
    }
    const [hot] = await database.db
      .insert(products)
      .values({
        title: 'Bench Hot Switch',
        category: 'Switches',
        subcategory: 'Modular Switches',
        brand: 'Anchor',
        hsn: '8536',
        pricePaise: 10000,
        salePricePaise: 11800,
        cgstPercent: 9,
        sgstPercent: 9,
        totalStock: 1_000_000_000,
      })
      .returning();
    const [orderItem] = await database.db
      .insert(products)
      .values({
        title: 'Bench Order Socket',
        category: 'Switches',
        subcategory: 'Sockets',
        brand: 'Anchor',
        hsn: '8536',
        pricePaise: 20000,
        salePricePaise: 23600,
        cgstPercent: 9,
        sgstPercent: 9,
        totalStock: 1_000_000,
      })
      .returning();
    const ids = (await database.db.execute(
      sql`select id from products order by id limit 1000`,
    )) as unknown as { rows: { id: string }[] };
    const cartShoppers = await bulkShoppers(database.db, 256, hot.id, 1);
    const orderShoppers = await bulkShoppers(database.db, 512, orderItem.id, 1);
    const scarce = await prepareScarce(database.db, BURST_STOCK, BURST_BUYERS);
    const adminToken = crypto.randomBytes(32).toString('base64url');
    const { sessions } = await import('../../server/db/schema');
    const { hashToken } = await import('../../server/modules/auth/session.service');
    const adminRes = (await database.db.execute(
      sql`select id from users where email = ${adminUser.email}`,
    )) as unknown as { rows: { id: string }[] };
    const adminId = adminRes.rows[0].id;
    await database.db.insert(sessions).values({
      userId: adminId,
      tokenHash: hashToken(adminToken),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const ctx: BenchContext = {
      productIds: ids.rows.map((r) => r.id),
      hotProductId: hot.id,
      cartShoppers,
      orderShoppers,
      adminCookie: `sid=${adminToken}`,
    };
    await database.db.execute(sql`analyze`);
    const plans = await printPlans(database.db, kind);
    await database.close();

    // Each server its own process (PGlite: its own copy of the data).
    const dbEnv = (s: Scratch): Record<string, string> =>
      s.kind === 'postgres' ? { DATABASE_URL: s.url!, DATA_DIR: logDir } : { DATA_DIR: s.dataDir! };
    const floorScratch = kind === 'pglite' ? copyPglite(scratch) : scratch;
    const plainScratch = kind === 'pglite' ? copyPglite(scratch) : scratch;
    // The burst's server starts last, on data no case has touched (PGlite: a copy of its own).
    const burstScratch = kind === 'pglite' ? copyPglite(scratch) : scratch;
    if (kind === 'pglite') copies.push(floorScratch, plainScratch, burstScratch);
    const serverEnv = {
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'bench-admin@shop.local',
      ADMIN_PASSWORD: 'bench-admin-password',
    };
    const floor = await startProcess(
      'floor',
      'tests/load/bench/floor-server.ts',
      kind === 'postgres'
        ? { FLOOR_DATABASE_URL: scratch.url! }
        : { FLOOR_PGLITE_DIR: floorScratch.pgliteDir! },
      path.join(logDir, 'floor.log'),
    );
    procs.push(floor);
    const plain = await startProcess(
      'app',
      'server/main.ts',
      { ...serverEnv, ...dbEnv(plainScratch), CATALOG_CACHE: 'false' },
      path.join(logDir, 'app.log'),
    );
    procs.push(plain);
    const cached = await startProcess(
      'app+cache',
      'server/main.ts',
      { ...serverEnv, ...dbEnv(scratch) },
      path.join(logDir, 'app-cache.log'),
    );
    procs.push(cached);
    const byTarget: Record<Target, Proc> = { floor, app: plain, 'app+cache': cached };
    if (kind === 'postgres') {
      admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
    }
    const rssTimer = setInterval(() => {
      for (const p of procs) p.peakRss = Math.max(p.peakRss, rssBytes(p.child.pid));
    }, 200);

    // What compression costs on this machine, on the shop's own bodies (the levels of cached-body.ts).
    const listingBody = Buffer.from(await (await fetch(`${cached.url}${LISTING}`)).arrayBuffer());
    const pageBody = Buffer.from(
      await (await fetch(`${cached.url}/shop/product/${ctx.productIds[0]}`)).arrayBuffer(),
    );
    const compression = measureCompression({ 'listing JSON': listingBody, 'product page HTML': pageBody });

    // Stock of the order product before, to check that nothing was oversold.
    const rows: Row[] = [];
    console.log(
      `\n${'case'.padEnd(42)} ${'server'.padEnd(9)} ${'conn'.padStart(4)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p97.5'.padStart(6)} ${'p99'.padStart(6)} ${'cpu s/1k'.padStart(8)} ${'db s/1k'.padStart(8)} ${'ratio'.padStart(7)}  errors`,
    );
    for (const c of cases) {
      if (ONLY && !ONLY.test(c.name) && c.group !== 'health') continue;
      // A page rendered for each request is also measured alone (1 connection): its latency without queueing.
      const levels = c.group === 'page' ? [1, ...CONNECTIONS] : CONNECTIONS;
      for (const connections of levels) {
        for (const target of c.targets) {
          if (connections === 1 && target !== 'app') continue;
          const proc = byTarget[target];
          // A short warm-up (JIT, caches, connections) that is not counted, then an idle server.
          await drain(proc);
          if (c.group !== 'write') await load(proc, c, ctx, connections, Math.min(1, DURATION / 2));
          await drain(proc);
          const cpu0 = cpuSeconds(proc.child.pid);
          const db0 = await dbBackendsCpu(admin, scratch.name);
          const r = await load(proc, c, ctx, connections, DURATION);
          const cpu1 = cpuSeconds(proc.child.pid);
          const db1 = await dbBackendsCpu(admin, scratch.name);
          let dbCpu = 0;
          for (const [pid, after] of db1) dbCpu += after - (db0.get(pid) ?? 0);
          const done = r.requests.total;
          const row: Row = {
            case: c.name,
            group: c.group,
            target,
            connections,
            rps: done / r.duration,
            p50: r.latency.p50,
            p975: r.latency.p97_5,
            p99: r.latency.p99,
            requests: done,
            non2xx: r.non2xx,
            errors: r.errors + r.timeouts,
            cpuPer1k: done ? ((cpu1 - cpu0) / done) * 1000 : 0,
            dbCpuPer1k: admin && done ? (dbCpu / done) * 1000 : null,
            ratio: null,
            ratioTo: null,
          };
          if (target !== 'floor') {
            const base =
              c.baseline === 'health'
                ? rows.find(
                    (x) => x.case === 'health' && x.target === 'app+cache' && x.connections === connections,
                  )
                : rows.find(
                    (x) =>
                      x.case ===
                        (c.name.includes('br/gzip') ? 'listing, default (price low→high)' : c.name) &&
                      x.target === 'floor' &&
                      x.connections === connections,
                  );
            if (base) {
              row.ratio = row.rps / base.rps;
              row.ratioTo = c.baseline === 'health' ? 'health' : 'floor';
            }
          }
          rows.push(row);
          console.log(
            `${c.name.slice(0, 42).padEnd(42)} ${target.padEnd(9)} ${String(connections).padStart(4)} ${fmt(row.rps).padStart(8)} ${fmt(row.p50).padStart(6)} ${fmt(row.p975).padStart(6)} ${fmt(row.p99).padStart(6)} ${fmt(row.cpuPer1k, 2).padStart(8)} ${fmt(row.dbCpuPer1k, 2).padStart(8)} ${row.ratio === null ? ''.padStart(7) : `${row.ratio.toFixed(2)}${row.ratioTo === 'health' ? 'h' : 'f'}`.padStart(7)}  ${row.non2xx + row.errors ? `${row.non2xx} non-2xx, ${row.errors} errors` : ''}`,
          );
        }
      }
    }
    clearInterval(rssTimer);

    // Oversold? With the server stopped (a PGlite data directory has one owner), the order product's stock
    // against what the reserving orders hold.
    await stopProcess(cached);
    const check = await scratch.open();
    const oversell = await checkStock(check.db, orderItem.id, 1_000_000);
    await check.close();

    // The burst of a sale: the scarce product's shoppers check out at the same instant, against a server with
    // the shipped load shedding (the cases' servers have it off) that has served nothing else yet.
    for (const p of [floor, plain]) await stopProcess(p);
    // As it ships: the compiled server (built here when stale, as `npm start` does) with npm start's flags and the
    // environment; the cases' servers run under tsx for their profiles.
    buildApp();
    const burstServer = await startProcess(
      'app (burst)',
      SERVER_ENTRY,
      {
        ...serverEnv,
        ...SERVER_PROCESS_ENV,
        ...dbEnv(burstScratch),
        ...SHIPPED_SHEDDING,
        METRICS_TOKEN: BURST_METRICS_TOKEN,
      },
      path.join(logDir, 'app-burst.log'),
    );
    procs.push(burstServer);
    // Warm, as a server in production is (the first compile of the pages' and the API's code is not the burst).
    for (let i = 0; i < 3; i++)
      for (const p of ['/shop/home', LISTING, `${LISTING}/${ctx.productIds[0]}`])
        await (await fetch(`${burstServer.url}${p}`)).arrayBuffer();
    const burstAnswers = await checkOutAtOnce(burstServer, scarce.shoppers);
    // Why any were shed (the server's own count by reason).
    const shedReasons = Object.fromEntries(
      [
        ...(
          await (
            await fetch(`${burstServer.url}/metrics`, {
              headers: { authorization: `Bearer ${BURST_METRICS_TOKEN}` },
            })
          ).text()
        ).matchAll(/^http_requests_shed_total\{reason="(\w+)"\} (\d+)/gm),
      ].map((m) => [m[1], Number(m[2])]),
    );
    await stopProcess(burstServer);
    const burstCheck = await burstScratch.open();
    const scarceStock = await stockOf(burstCheck.db, scarce.productId);
    await burstCheck.close();
    const burst = { ...burstSummary(burstAnswers, scarce.initial, scarceStock), shedReasons };
    console.log(
      `\nstock check: ${oversell.ok ? 'none oversold' : 'OVERSOLD'} — ${oversell.orders} orders hold ${oversell.reserved} units, stock ${oversell.stock} of ${oversell.initial}` +
        `\nburst (shipped shedding): ${burst.buyers} buyers at once for ${burst.initial}: ${JSON.stringify(burst.byStatus)} — ${burst.placed} placed, ${burst.refused} told it is short, ${burst.shed} shed (503: ${JSON.stringify(shedReasons)}), ${burst.other} other; p50 ${burst.p50Ms} ms, p99 ${burst.p99Ms} ms, all answered in ${burst.allMs} ms; ${burst.stock} left (${burst.ok ? 'none oversold' : 'OVERSOLD'})`,
    );
    const peaks = Object.fromEntries(procs.map((p) => [p.name, Math.round(p.peakRss / 1024 / 1024)]));
    console.log(
      `peak RSS (MB): ${Object.entries(peaks)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );

    const summary = {
      database: kind,
      products: PRODUCTS,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      cores: os.cpus().length,
      loadAverageAtEnd: os.loadavg(),
      date: new Date().toISOString(),
      rows,
      plans,
      compression,
      stock: { orders: oversell },
      burst,
      peakRssMb: peaks,
    };
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `bench-${kind}${QUICK ? '-quick' : ''}.json`);
    fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`JSON: ${path.relative(ROOT, file)}`);
    return summary;
  } finally {
    for (const p of procs) await stopProcess(p);
    await admin?.end();
    for (const c of copies) await c.drop();
    await scratch.drop();
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

/** The order product's stock must equal its initial stock less what the reserving orders hold, never below 0. */
async function checkStock(db: Db, productId: string, initial: number) {
  const res = (await db.execute(sql`
    select (select total_stock from products where id = ${productId}) as stock,
           coalesce(sum(oi.quantity), 0)::int as reserved, count(distinct o.id)::int as orders
    from order_items oi join orders o on o.id = oi.order_id
    where oi.product_id = ${productId} and o.stock_reserved`)) as unknown as {
    rows: { stock: number; reserved: number; orders: number }[];
  };
  const { stock, reserved, orders } = res.rows[0];
  return { ok: stock >= 0 && stock + reserved === initial, stock, reserved, orders, initial };
}

/** A product with `initial` in stock and `tried` shoppers with it in their carts: exactly `initial` may buy it. */
async function prepareScarce(db: Db, initial: number, tried: number) {
  const [item] = await db
    .insert(products)
    .values({
      title: 'Bench Scarce MCB',
      category: 'Switchgear',
      subcategory: 'MCBs',
      brand: 'Havells',
      hsn: '8536',
      pricePaise: 30000,
      salePricePaise: 35400,
      cgstPercent: 9,
      sgstPercent: 9,
      totalStock: initial,
    })
    .returning();
  return { productId: item.id, initial, shoppers: await bulkShoppers(db, tried, item.id, 1) };
}

/** Every shopper checks out at once, each on a connection of its own; each answer's status and time. */
async function checkOutAtOnce(server: Proc, shoppers: BenchContext['orderShoppers']) {
  const started = performance.now();
  const answers = await Promise.all(
    shoppers.map(async (s) => {
      const res = await fetch(`${server.url}/api/shop/order/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: s.cookie, connection: 'close' },
        body: JSON.stringify(createBody(s)),
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    }),
  );
  return answers;
}

/** The burst's figures: answers by status, the 503s, p50/p99 and whether exactly the stock was sold. */
function burstSummary(answers: { status: number; ms: number }[], initial: number, stock: number) {
  const byStatus: Record<string, number> = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.max(0, Math.ceil(ms.length * q) - 1)]);
  const placed = byStatus['200'] ?? 0;
  const refused = byStatus['409'] ?? 0;
  const shed = byStatus['503'] ?? 0;
  return {
    buyers: answers.length,
    initial,
    byStatus,
    placed,
    refused,
    shed,
    other: answers.length - placed - refused - shed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    allMs: Math.round(ms[ms.length - 1]),
    stock,
    ok: stock >= 0 && placed + stock === initial,
  };
}

async function stockOf(db: Db, productId: string) {
  const [{ totalStock }] = await db
    .select({ totalStock: products.totalStock })
    .from(products)
    .where(eq(products.id, productId));
  return totalStock;
}

// ------------------------------------------------------------------ main
const started = Date.now();
console.log(
  `npm run bench${QUICK ? ' --quick' : ''}: ${os.cpus().length} cores, ${DURATION} s per case, connections ${CONNECTIONS.join(', ')}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await ensureWebBuild(loadConfig({ ...process.env, LOG_LEVEL: 'silent' }));
for (const kind of DATABASES) await benchDatabase(kind);
console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(0)} s`);
