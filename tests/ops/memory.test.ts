import fs from 'node:fs';
import { expect, test } from 'vitest';
import { startServerProcess } from '../helpers/server-process';

/**
 * Memory at rest (decision 024): the compiled server on PGlite, restarted on a seeded demo shop as it
 * runs day to day, holds at most REST_RSS_MB resident after a visitor has opened every shop page: the limit
 * of 250 MB decision 024 holds it to. PGlite's database runs inside this process (128 MB of WebAssembly
 * memory reserved, about 30 MB of it touched), compiled by V8's baseline compiler alone (server/db/client.ts).
 * Measured 178–186 MB on a demo server (466 MB before the server's flags and lazy loading cut it, 232–282 MB
 * before the baseline compiler and the spreadsheet and mail libraries loaded on first use).
 */
const REST_RSS_MB = 250;

const SHOP_PAGES = [
  '/shop/home',
  '/shop/listing',
  '/shop/listing?category=Wires%20%26%20Cables&sortBy=price-lowtohigh',
  '/shop/listing?brand=Havells&page=2',
  '/shop/search?keyword=switch',
  '/shop/estimator',
  '/shop/checkout',
  '/shop/account',
  '/shop/terms',
  '/shop/about',
  '/shop/contact',
  '/shop/privacy',
  '/shop/return',
  '/shop/warranty',
  '/shop/shipping',
  '/shop/store-locator',
  '/shop/refund-cancellation',
];

const rssMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** At rest: the least of `n` readings half a second apart, so a collection that has not run yet does not count. */
async function restingRssMb(pid: number, n: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < n; i++) {
    await new Promise((r) => setTimeout(r, 500));
    readings.push(rssMb(pid));
  }
  return Math.min(...readings);
}

test(`on PGlite, after its first start (seeding) and after a browse of every shop page, the server holds at most ${REST_RSS_MB} MB`, async () => {
  // The first start seeds the demo shop (drawing its images with sharp) in a child process (issue 49): the
  // server itself then rests where a restarted one does (268–277 MB when it seeded in its own process).
  const seeded = await startServerProcess({ env: { SEED_DEMO: 'true' }, readyTimeoutMs: 120_000 });
  const catalog = (await (await fetch(`${seeded.url}/api/shop/products/get?page=1&limit=1`)).json()) as {
    pagination: { total: number };
  };
  expect(catalog.pagination.total).toBeGreaterThanOrEqual(90);
  const firstStart = await restingRssMb(seeded.child.pid!, 6);
  console.info(`memory at rest after the first start (seeded) on PGlite: ${firstStart.toFixed(0)} MB`);
  expect(firstStart).toBeLessThanOrEqual(REST_RSS_MB);
  expect(await seeded.stop('SIGTERM')).toBe(0);
  // Shedding off: this measures memory, and a loaded CI machine's event loop would shed a page now and then.
  const server = await startServerProcess({
    dataDir: seeded.dataDir,
    env: { SEED_DEMO: 'true', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' },
  });
  try {
    const products = (await (await fetch(`${server.url}/api/shop/products/get?page=1&limit=5`)).json()) as {
      data: { _id: string }[];
    };
    expect(products.data.length).toBe(5);
    const pages = [...SHOP_PAGES, ...products.data.map((p) => `/shop/product/${p._id}`)];
    // Twice: the second visit is served from the caches the first one filled.
    for (let round = 0; round < 2; round++) {
      for (const page of pages) {
        const res = await fetch(`${server.url}${page}`);
        expect(res.status, page).toBe(200);
        await res.arrayBuffer();
      }
    }
    const rest = await restingRssMb(server.child.pid!, 10);
    console.info(`memory at rest on PGlite after ${pages.length * 2} page views: ${rest.toFixed(0)} MB`);
    expect(rest).toBeLessThanOrEqual(REST_RSS_MB);
  } finally {
    expect(await server.stop('SIGTERM')).toBe(0);
  }
});
