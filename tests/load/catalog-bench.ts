/**
 * Catalog benchmark: seeds 100,000 products into a fresh database in one generate_series INSERT, then times
 * the listing with every filter and sort and a set of searches (through the same service functions the
 * routes call) and prints p50/p95 in ms, followed by EXPLAIN ANALYZE of the exact queries to show which
 * indexes serve them. Bounded: a fixed number of runs per case; well under 2 minutes on 2 cores.
 *
 *   npx tsx tests/load/catalog-bench.ts                  # embedded PGlite (memory)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/load/catalog-bench.ts
 *       # creates a throwaway database on that server and drops it at the end
 *   BENCH_PRODUCTS=20000 BENCH_RUNS=10 ...               # smaller / quicker
 */
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { SortBy } from '../../common/contracts/catalog';
import { migrateDatabase, openDatabase, type Database } from '../../server/db/client';
import { listProducts, searchProducts } from '../../server/modules/catalog/catalog.service';
import {
  correctionsQuery,
  listQueries,
  searchQueries,
  prepareSearch,
} from '../../server/modules/catalog/catalog.repository';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const started = Date.now();

// ------------------------------------------------------------------ database
let dropDatabase: (() => Promise<void>) | undefined;
let database: Database;
if (process.env.DATABASE_URL) {
  const name = `catalog_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
} else {
  database = await openDatabase({ pgliteDir: 'memory://' });
}
await migrateDatabase(database);
const db = database.db;

// ------------------------------------------------------------------ seed
// Twelve product kinds, each with its category and subcategory; adjectives, sizes and brands vary independently.
const seedSql = sql`
  with v as (
    select array['Switch','Socket','Wire','Cable','Pipe','Elbow','Paint','Primer','LED Bulb','MCB','Tape','Valve'] as nouns,
           array['Switches','Switches','Wires & Cables','Wires & Cables','Pipes & Fittings','Pipes & Fittings','Paint','Paint','Lighting','Switchgear','Accessories','Plumbing'] as cats,
           array['Modular Switches','Sockets','House Wire','Flexible Cable','PVC Pipes','Elbows','Emulsion','Primer','Bulbs','MCBs','Insulation Tape','Ball Valves'] as subs,
           array['Modular','Heavy Duty','FR','PVC','CPVC','Copper','Waterproof','Premium','Economy','Industrial','Smart','Classic'] as adjs,
           array['6A','16A','1.5 sqmm','2.5 sqmm','20mm','25mm','1 inch','1L','4L','10L','9W','32A'] as sizes,
           array['Anchor','Havells','Polycab','Finolex','Supreme','Astral','Asian Paints','Berger','Philips','Syska','Legrand','Schneider',
                 'Crompton','Orient','Bajaj','Wipro','Prince','Ashirvad','Nerolac','Dulux','KEI','RR Kabel','GM','Hager'] as brands
  ), s as (
    select i, 1 + i % 12 as n, 1 + (i / 12) % 12 as a, 1 + (i / 144) % 12 as z, 1 + (i / 7 + i * 5) % 24 as b,
           1000 + (i * 7919) % 2000000 as sale
    from generate_series(1, ${PRODUCTS}) as i
  )
  insert into products (title, description, category, subcategory, brand, hsn, price_paise, sale_price_paise,
                        cgst_percent, sgst_percent, total_stock)
  select v.adjs[a] || ' ' || v.nouns[n] || ' ' || v.sizes[z] || ' M' || i,
         'Quality ' || lower(v.nouns[n]) || ' by ' || v.brands[b] || ' for home and commercial use. Model ' || i,
         v.cats[n], v.subs[n], v.brands[b], '8536', round(sale * 10000.0 / 11800)::int, sale, 9, 9, i % 300
  from s, v`;

const t0 = Date.now();
await db.execute(seedSql);
await db.execute(sql`analyze products`);
console.log(
  `\n${database.kind}: seeded ${PRODUCTS.toLocaleString('en-IN')} products in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`,
);

// ------------------------------------------------------------------ timing
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const rows: string[] = [];
async function time(name: string, fn: () => Promise<{ pagination: { total: number }; data: unknown[] }>) {
  const first = await fn(); // warm-up, also the result size
  const ms: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const s = performance.now();
    await fn();
    ms.push(performance.now() - s);
  }
  ms.sort((x, y) => x - y);
  const line = `${name.padEnd(52)} ${pct(ms, 50).toFixed(1).padStart(8)} ${pct(ms, 95).toFixed(1).padStart(8)} ${String(first.pagination.total).padStart(8)}`;
  rows.push(line);
  console.log(line);
}

const none = { category: [] as string[], brand: [] as string[], subcategory: [] as string[] };
const list = (f: Partial<typeof none>, sortBy: SortBy, page = 1, limit = 24) =>
  listProducts(db, { ...none, ...f, sortBy, page, limit });

console.log(`${RUNS} runs each (page and count queries)`);
console.log(`${'case'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'matches'.padStart(8)}`);
for (const sortBy of ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as SortBy[]) {
  await time(`listing, all, ${sortBy}`, () => list({}, sortBy));
}
await time('listing, all, price-lowtohigh, page 200', () => list({}, 'price-lowtohigh', 200));
for (const sortBy of ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as SortBy[]) {
  await time(`listing, category=switches, ${sortBy}`, () => list({ category: ['switches'] }, sortBy));
}
await time('listing, category=Paint,Lighting (home row, 8)', () =>
  list({ category: ['Paint', 'Lighting'] }, 'price-lowtohigh', 1, 8),
);
await time('listing, brand=havells', () => list({ brand: ['havells'] }, 'price-lowtohigh'));
await time('listing, brand=havells, title-atoz', () => list({ brand: ['havells'] }, 'title-atoz'));
await time('listing, subcategory=PVC Pipes,Elbows', () =>
  list({ subcategory: ['PVC Pipes', 'Elbows'] }, 'price-hightolow'),
);
await time('listing, category=Switches & brand=Anchor,Legrand', () =>
  list({ category: ['Switches'], brand: ['Anchor', 'Legrand'] }, 'price-lowtohigh'),
);
const search = (k: string) => () => searchProducts(db, k, { page: 1, limit: 24 });
for (const k of [
  'switch',
  'swich',
  'pipe pvc',
  'havells modular socket',
  'copper wire 2.5',
  'havels',
  'asian paints primer',
  'M4242',
  'zzqqxx',
  'x'.repeat(100),
]) {
  await time(`search "${k.length > 30 ? `${k.slice(0, 12)}…(${k.length})` : k}"`, search(k));
}

// ------------------------------------------------------------------ plans
async function explain(
  title: string,
  query: SQL,
  setup?: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<void>,
) {
  const plan = await db.transaction(async (tx) => {
    if (setup) await setup(tx);
    const res = (await tx.execute(
      sql`explain (analyze, costs off, timing off, summary off) ${query}`,
    )) as unknown as {
      rows: Record<string, string>[];
    };
    return res.rows.map((r) => Object.values(r)[0]);
  });
  const interesting = plan.filter((l) => /Index|Bitmap|Seq Scan|Sort|Limit/.test(l));
  console.log(`\nEXPLAIN ${title}\n  ${interesting.join('\n  ')}`);
  return plan.join('\n');
}
const page = { offset: 0, limit: 24 };
const plans = [
  await explain(
    'listing, all, price-lowtohigh',
    listQueries(db, none, 'price-lowtohigh', page).page.getSQL(),
  ),
  await explain('listing, all, title-ztoa', listQueries(db, none, 'title-ztoa', page).page.getSQL()),
  await explain(
    'listing, category=switches',
    listQueries(db, { ...none, category: ['switches'] }, 'price-lowtohigh', page).page.getSQL(),
  ),
  await explain(
    'listing, brand=havells, count',
    listQueries(db, { ...none, brand: ['havells'] }, 'price-lowtohigh', page).count.getSQL(),
  ),
  await explain('search "pipe pvc"', searchQueries('pipe pvc', [[['pipe']], [['pvc']]], page).page),
  await explain('search "pipe pvc", count', searchQueries('pipe pvc', [[['pipe']], [['pvc']]], page).count),
  await explain('search "swich": corrections from the words list', correctionsQuery('swich'), prepareSearch),
  await explain('search "swich" as corrected', searchQueries('swich', [[['switch']]], page).page),
];
const seqScans = plans.filter((p) => /Seq Scan on products/.test(p)).length;
console.log(
  `\n${seqScans} of ${plans.length} plans scan the whole products table; total ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

await database.close();
if (dropDatabase) await dropDatabase();
