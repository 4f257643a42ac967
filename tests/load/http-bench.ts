/**
 * npm run bench — starts the shop on a fresh, seeded database (PGlite, or DATABASE_URL) on 127.0.0.1 and
 * measures the storefront's hottest API calls under concurrent load: requests per second and latency
 * percentiles. Bounded: a fixed number of requests per endpoint; it stops by itself.
 *
 *   npm run bench                 # default 400 requests per endpoint, 16 concurrent
 *   BENCH_REQUESTS=2000 BENCH_CONCURRENCY=32 npm run bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrateDatabase, openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }), rateLimits: false };
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await migrateDatabase(database);
await seedDemo(database.db, config);
const app = await buildApp(config, { database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const firstProduct = (await (await fetch(`${address}/api/shop/products/get?limit=1`)).json()) as { data?: { _id: string }[] };
const productId = firstProduct.data?.[0]?._id;

const endpoints: [string, string][] = [
  ['health', '/api/health'],
  ['listing (default sort)', '/api/shop/products/get'],
  ['listing (category filter)', '/api/shop/products/get?category=Wires%20%26%20Cables&sortBy=price-lowtohigh'],
  ['listing (title sort)', '/api/shop/products/get?sortBy=title-atoz&page=2'],
  ['search "switch"', '/api/shop/search/switch'],
  ['search typo "swich socet"', '/api/shop/search/swich%20socet'],
  ['categories', '/api/common/categories/get?kind=category'],
  ...(productId ? ([['product by id', `/api/shop/products/get/${productId}`]] as [string, string][]) : []),
  ['web app shell', '/shop/home'],
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

console.log(`\n${REQUESTS} requests per endpoint, ${CONCURRENCY} concurrent, ${database.kind}, ${os.cpus().length} cores\n`);
console.log('endpoint                          req/s    p50 ms   p95 ms   p99 ms   errors');
for (const [name, url] of endpoints) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        try {
          const res = await fetch(address + url, { headers: { 'accept-encoding': 'gzip' } });
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(32)} ${(REQUESTS / seconds).toFixed(0).padStart(6)} ${pct(latencies, 50).toFixed(1).padStart(8)} ${pct(latencies, 95)
      .toFixed(1)
      .padStart(8)} ${pct(latencies, 99).toFixed(1).padStart(8)} ${String(errors).padStart(8)}`,
  );
}

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
