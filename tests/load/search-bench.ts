/**
 * Search benchmark (issue 49, decision 032): 200 distinct misspelt queries, 4 at a time, none cached, against
 * the production server with its catalog cache off, on a scratch catalog of the demo shop plus 100,000
 * generated products (tests/load/bench/scratch.ts). Prints, per database:
 *
 * - EXPLAIN (analyze) of every statement a misspelt search runs: the word probe, the corrections from the
 *   catalog's words list, the page over the ranking sample, the count, and a page past the sample;
 * - the app: latency p50 / p97.5 / max over HTTP, and how often a product named with the intended word is
 *   among the first 5 results;
 * - the floor: the same statements the app runs for each query (probe, corrections, page and count), bare
 *   through the database driver, 4 at a time, and the app's p97.5 over the floor's;
 * - pg_trgm alone: one plain trigram statement per query (`word <% search_text`, ranked by word similarity),
 *   the approach before decision 004, for scale.
 *
 *   npm run bench:search                                   # both databases, 100,000 products
 *   npm run bench:search -- --db=postgres --products=20000 # one database, a smaller catalog
 *
 * PostgreSQL: a scratch database on BENCH_DATABASE_URL's server (default the local one), dropped at the end;
 * PGlite: a scratch folder. JSON of each run goes to tests/load/results/search-<database>.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { normaliseSearchText, searchWords } from '../../common/search-text';
import { loadConfig } from '../../server/config';
import type { Database, DbOrTx } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import {
  CORRECTABLE,
  correctionsQuery,
  prepareSearch,
  searchQueries,
  wordProbeSql,
} from '../../server/modules/catalog/catalog.repository';
import { pickCorrections, searchTerms } from '../../server/modules/catalog/search-query';
import { ensureWebBuild } from '../../server/web-build';
import { createScratch, migrateDatabase, seedGeneratedProducts, type Scratch } from './bench/scratch';

const args = new Map(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [k, v] = a.slice(2).split('=');
      return [k, v ?? 'true'] as const;
    }),
);
const PRODUCTS = Number(args.get('products') ?? 100_000);
const QUERIES = Number(args.get('queries') ?? 200);
const CONCURRENCY = Number(args.get('concurrency') ?? 4);
const DATABASES = (args.get('db') ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS_DIR = path.resolve('tests/load/results');
const PAGE = { offset: 0, limit: 24 };

// ------------------------------------------------------------------ queries
/** A small deterministic generator (mulberry32), so every run asks the same 200 queries. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NEIGHBOURS: Record<string, string> = {
  a: 'qs',
  b: 'vn',
  c: 'xv',
  d: 'sf',
  e: 'wr',
  f: 'dg',
  g: 'fh',
  h: 'gj',
  i: 'uo',
  j: 'hk',
  k: 'jl',
  l: 'k',
  m: 'n',
  n: 'bm',
  o: 'ip',
  p: 'o',
  q: 'w',
  r: 'et',
  s: 'ad',
  t: 'ry',
  u: 'yi',
  v: 'cb',
  w: 'qe',
  x: 'zc',
  y: 'tu',
  z: 'x',
};

/** One typing mistake: a letter left out, two swapped, one doubled, or a neighbouring key pressed instead. */
function misspell(word: string, rnd: () => number): string {
  const at = 1 + Math.floor(rnd() * (word.length - 2)); // never the first letter: shoppers rarely miss it
  const kind = Math.floor(rnd() * 4);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind === 2) return word.slice(0, at) + word[at] + word.slice(at);
  const keys = NEIGHBOURS[word[at]] ?? 'e';
  return word.slice(0, at) + keys[Math.floor(rnd() * keys.length)] + word.slice(at + 1);
}

interface Query {
  keyword: string;
  /** The word meant, and (for two-word queries) a second word of the same product's title. */
  intended: string;
  also?: string;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * 200 distinct misspelt keywords: a word of 5 or more letters from the products' titles with one typing
 * mistake (one no catalog word starts with, so it is truly misspelt); every third with a second word of a
 * title that has the intended word (a size, a kind: "swich 16a").
 */
async function makeQueries(db: DbOrTx): Promise<Query[]> {
  const titleWords = rowsOf<{ w: string }>(
    await db.execute(sql`select distinct w from products, unnest(string_to_array(search_title, ' ')) as w
      where w ~ '^[a-z]{5,}$' order by w`),
  ).map((r) => r.w);
  const vocabulary = rowsOf<{ word: string }>(await db.execute(sql`select word from search_words`)).map(
    (r) => r.word,
  );
  const rnd = random(49);
  const out = new Map<string, Query>();
  for (let tries = 0; out.size < QUERIES && tries < QUERIES * 50; tries++) {
    const intended = titleWords[Math.floor(rnd() * titleWords.length)];
    const typo = misspell(intended, rnd);
    if (typo === intended || vocabulary.some((v) => v.startsWith(typo))) continue;
    let query: Query = { keyword: typo, intended };
    if (out.size % 3 === 2) {
      const titles = rowsOf<{ t: string }>(
        await db.execute(
          sql`select title as t from products where search_vector @@ to_tsquery('simple', ${`${intended}:A`}) limit 50`,
        ),
      ).map((r) => r.t);
      const title = titles[Math.floor(rnd() * titles.length)] ?? '';
      // Another word of the title as it is written (a size such as "16A", a kind), not the intended one, and
      // a word of the title once normalised too (not the "mm" of "13 mm").
      const titleWords = searchWords(normaliseSearchText(title));
      const others = title.split(' ').filter((w) => {
        const n = normaliseSearchText(w);
        return /^[A-Za-z0-9.]{2,}$/.test(w) && n !== intended && titleWords.includes(n);
      });
      if (others.length) {
        const also = others[Math.floor(rnd() * others.length)];
        query = { keyword: `${typo} ${also}`, intended, also: normaliseSearchText(also) };
      }
    }
    if (!out.has(query.keyword)) out.set(query.keyword, query);
  }
  return [...out.values()];
}

interface Found {
  title: string;
  brand: string;
  category: string;
  subcategory: string;
}

/** A product named with the intended word (and having the second word) is among the first 5. */
function hit(q: Query, found: Found[]): boolean {
  return found.slice(0, 5).some((p) => {
    const words = searchWords(normaliseSearchText(p.title));
    const all = searchWords(normaliseSearchText(`${p.title} ${p.brand} ${p.category} ${p.subcategory}`));
    return words.includes(q.intended) && (!q.also || all.some((w) => w.startsWith(q.also!)));
  });
}

// ------------------------------------------------------------------ running
async function inParallel<T>(items: T[], n: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await run(items[next++]);
    }),
  );
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

interface Figures {
  p50: number;
  p975: number;
  max: number;
  hits?: number;
  seconds: number;
}
function figures(ms: number[], seconds: number, hits?: number): Figures {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: pct(s, 50), p975: pct(s, 97.5), max: s.at(-1) ?? NaN, hits, seconds };
}
const show = (name: string, f: Figures) =>
  console.log(
    `  ${name.padEnd(34)} p50 ${f.p50.toFixed(1).padStart(7)} ms   p97.5 ${f.p975.toFixed(1).padStart(7)} ms   max ${f.max
      .toFixed(1)
      .padStart(7)} ms   ${(QUERIES / f.seconds).toFixed(0).padStart(4)} queries/s${
      f.hits === undefined
        ? ''
        : `   intended in first 5: ${f.hits} of ${QUERIES} (${((100 * f.hits) / QUERIES).toFixed(0)} %)`
    }`,
  );

/** The app's statements for one keyword, bare: probe, corrections, page and count (no synonyms: none apply). */
async function floorSearch(db: Database['db'], keyword: string): Promise<void> {
  const terms = searchTerms(keyword);
  if (!terms) return;
  await db.transaction(async (tx) => {
    await prepareSearch(tx);
    const groups: string[][][] = [];
    for (const w of terms.words) {
      const found = rowsOf<Record<string, boolean>>(
        await tx.execute(sql`select (${wordProbeSql(w)}) as f`),
      )[0].f;
      if (found) groups.push([[w]]);
      else if (CORRECTABLE.test(w)) {
        const candidates = rowsOf<{ word: string }>(await tx.execute(correctionsQuery(w))).map((r) => r.word);
        const fixes = pickCorrections(w, candidates);
        if (!fixes.length) return;
        groups.push(fixes.map((f) => [f]));
      } else return;
    }
    await tx.execute(searchQueries(terms.phrase, groups, PAGE).statement);
  });
}

/** pg_trgm alone: the typed keyword against the trigram index, ranked by word similarity. */
const trigramAlone = (keyword: string): SQL =>
  sql`select id, title from products where ${keyword} <% search_text
      order by word_similarity(${keyword}, search_text) desc, id limit 24`;

async function explainAll(db: Database['db'], kind: string) {
  const groups = [[['switch'], ['swing']]];
  const plans: [string, SQL][] = [
    ['word probe "swich" (words list, then full-text)', wordProbeSql('swich')],
    ['word probe "16a" (full-text)', wordProbeSql('16a')],
    ['corrections of "swich" (words list, trigram)', correctionsQuery('swich')],
    ['page 1 of "swich" → switch|swing (sample)', searchQueries('swich', groups, PAGE).page],
    ['count of "swich"', searchQueries('swich', groups, PAGE).count],
    ['page 1 and count of "swich" (one statement)', searchQueries('swich', groups, PAGE).statement],
    [
      'page 60 of "swich" (past the sample)',
      searchQueries('swich', groups, { offset: 1416, limit: 24 }).page,
    ],
    ['pg_trgm alone "swich"', trigramAlone('swich')],
  ];
  console.log(`\nEXPLAIN (${kind}, analyze): a misspelt search's statements`);
  for (const [title, query] of plans) {
    const lines = await db.transaction(async (tx) => {
      await prepareSearch(tx);
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
      return rowsOf<Record<string, string>>(
        await tx.execute(sql`explain (analyze, costs off, timing off, summary on) ${query}`),
      ).map((r) => Object.values(r)[0]);
    });
    const scans = lines.filter((l) => /Scan/.test(l)).map((l) => l.trim().replace(/^->\s*/, ''));
    const time = lines.find((l) => /Execution Time/.test(l))?.replace('Execution Time: ', '') ?? '';
    const seq = lines.some((l) => /Seq Scan on products/.test(l));
    console.log(
      `  ${seq ? 'SEQ  ' : 'index'}  ${title.padEnd(48)} ${time.padStart(10)}  ${scans.join(' · ').slice(0, 160)}`,
    );
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function startServer(
  env: Record<string, string>,
  logFile: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      OVERLOAD_MAX_IN_FLIGHT: '0',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      CATALOG_CACHE: 'false',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in 180 s: see ${logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function benchDatabase(kind: 'postgres' | 'pglite') {
  console.log(
    `\n================ ${kind}: demo shop + ${PRODUCTS.toLocaleString('en-IN')} products ================`,
  );
  const scratch: Scratch = await createScratch(kind, SERVER_URL, 'search_bench');
  // The demo's images go to the scratch folder (PGlite) or a folder of their own (PostgreSQL).
  const dataDir = scratch.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  let server: ChildProcess | undefined;
  try {
    let database = await scratch.open();
    await migrateDatabase(database);
    await seedDemo(database.db, { ...config, seedDemo: true });
    console.log(
      `seeded the generated products in ${(await seedGeneratedProducts(database, PRODUCTS)).toFixed(1)} s`,
    );
    // As autovacuum leaves a table at rest: the visibility map set, statistics fresh.
    await database.db.execute(sql`vacuum analyze products`);
    await database.db.execute(sql`vacuum analyze search_words`);
    const queries = await makeQueries(database.db);
    console.log(
      `${queries.length} distinct misspelt queries, e.g. ${queries
        .slice(0, 8)
        .map((q) => `"${q.keyword}"`)
        .join(', ')}`,
    );
    await explainAll(database.db, kind);

    // The app: the production server, catalog cache off, one request per query, CONCURRENCY at a time.
    if (kind === 'pglite') await database.close(); // PGlite serves one process: the server's now
    const log = path.join(os.tmpdir(), `search-bench-${kind}.log`);
    const started = await startServer(
      kind === 'postgres' ? { DATABASE_URL: scratch.url!, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
      log,
    );
    server = started.child;
    // Warm the server's code paths with queries that are not in the set.
    for (const k of [
      'switch',
      'zzqqxx',
      'cabel 16a',
      'wire 1.5 sqmm',
      'paint',
      'bulb 9w',
      'pipe',
      'valve',
      'tape',
      'socket',
    ])
      await fetch(`${started.url}/api/shop/search/${encodeURIComponent(k)}`);
    const appMs: number[] = [];
    const appSlow: { keyword: string; ms: number }[] = [];
    const missed: string[] = [];
    let hits = 0;
    let t0 = performance.now();
    await inParallel(queries, CONCURRENCY, async (q) => {
      const s = performance.now();
      const res = await fetch(`${started.url}/api/shop/search/${encodeURIComponent(q.keyword)}?limit=24`);
      const body = (await res.json()) as { data: Found[] };
      appMs.push(performance.now() - s);
      appSlow.push({ keyword: q.keyword, ms: performance.now() - s });
      if (!res.ok) throw new Error(`${q.keyword}: ${res.status}`);
      if (hit(q, body.data)) hits++;
      else missed.push(`${q.keyword} (${q.intended}${q.also ? ` + ${q.also}` : ''})`);
    });
    const app = figures(appMs, (performance.now() - t0) / 1000, hits);
    await stopServer(server);
    server = undefined;

    // The floor and pg_trgm alone, on the same database.
    if (kind === 'pglite') database = await scratch.open();
    const floorDb = database.db;
    const floorMs: number[] = [];
    const floorSlow: { keyword: string; ms: number }[] = [];
    t0 = performance.now();
    await inParallel(queries, CONCURRENCY, async (q) => {
      const s = performance.now();
      await floorSearch(floorDb, q.keyword);
      floorMs.push(performance.now() - s);
      floorSlow.push({ keyword: q.keyword, ms: performance.now() - s });
    });
    const floor = figures(floorMs, (performance.now() - t0) / 1000);
    const trgmMs: number[] = [];
    t0 = performance.now();
    await inParallel(queries, CONCURRENCY, async (q) => {
      const s = performance.now();
      await floorDb.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
        await tx.execute(trigramAlone(q.keyword));
      });
      trgmMs.push(performance.now() - s);
    });
    const trgm = figures(trgmMs, (performance.now() - t0) / 1000);

    console.log(
      `\n${QUERIES} misspelt queries, ${CONCURRENCY} at a time, uncached (load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}):`,
    );
    show('app (HTTP, catalog cache off)', app);
    show('floor (the same SQL, bare)', floor);
    show('pg_trgm alone (one statement)', trgm);
    console.log(`  app ÷ floor at p97.5: ${(app.p975 / floor.p975).toFixed(2)}`);
    // The tail by name: which queries set p97.5 (a broad correction, a long count, or the host's load).
    const slowest = (rows: { keyword: string; ms: number }[]) =>
      [...rows]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 6)
        .map((r) => `"${r.keyword}" ${r.ms.toFixed(0)} ms`)
        .join(', ');
    console.log(`  slowest, app: ${slowest(appSlow)}\n  slowest, floor: ${slowest(floorSlow)}`);
    if (missed.length) console.log(`  intended product not in the first 5: ${missed.join(', ')}`);
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(RESULTS_DIR, `search-${kind}.json`),
      JSON.stringify(
        {
          when: new Date().toISOString(),
          products: PRODUCTS,
          queries: QUERIES,
          concurrency: CONCURRENCY,
          loadavg: os.loadavg(),
          app,
          floor,
          trgm,
          missed,
        },
        null,
        2,
      ),
    );
    await database.close();
  } finally {
    if (server) await stopServer(server);
    await scratch.drop();
    if (!scratch.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await ensureWebBuild(loadConfig({ ...process.env, LOG_LEVEL: 'silent' }));
for (const kind of DATABASES) await benchDatabase(kind);
process.exit(0);
