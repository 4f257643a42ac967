/**
 * Admin benchmark: 100,000 products and 50,000 orders in a fresh database, then the admin product grid
 * (pages, title search, category filter), the order list (status filter, id search) and the dashboard
 * summary, timed through the service functions the routes call (p50/p95 in ms).
 *
 *   npx tsx tests/load/admin-bench.ts                    # embedded PGlite (memory)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/load/admin-bench.ts
 *       # creates a throwaway database on that server and drops it at the end
 *   BENCH_PRODUCTS=20000 BENCH_ORDERS=5000 BENCH_RUNS=5 ...   # smaller / quicker
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { dashboardSummary } from '../../server/modules/admin-dashboard/admin-dashboard.service';
import { listAllOrders } from '../../server/modules/orders/admin/admin-orders.service';
import { listAdminProducts } from '../../server/modules/admin-products/admin-products.service';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

let dropDatabase: (() => Promise<void>) | undefined;
let database: Database;
if (process.env.DATABASE_URL) {
  const name = `admin_bench_${crypto.randomBytes(4).toString('hex')}`;
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

const t0 = Date.now();
await db.execute(sql`
  insert into products (title, description, category, subcategory, brand, hsn, price_paise, sale_price_paise,
                        cgst_percent, sgst_percent, total_stock, created_at)
  select (array['Modular','Heavy Duty','FR','PVC','Copper','Premium'])[1 + i % 6] || ' '
           || (array['Switch','Socket','Wire','Cable','Pipe','Paint','LED Bulb','MCB'])[1 + (i / 6) % 8] || ' M' || i,
         'Benchmark product ' || i,
         (array['Switches','Switches','Wires & Cables','Wires & Cables','Pipes & Fittings','Paint','Lighting','Switchgear'])[1 + (i / 6) % 8],
         'Sub', '', '8536', 1000, 1180, 9, 9, i % 300, now() - make_interval(secs => i)
  from generate_series(1, ${PRODUCTS}) as i`);
const [buyer] = await db
  .insert(users)
  .values({
    userName: 'Bench Buyer',
    email: `bench-${crypto.randomBytes(3).toString('hex')}@example.com`,
    passwordHash: 'x',
  })
  .returning();
await db.execute(sql`
  insert into orders (user_id, address_info, contact_name, contact_email, order_status, payment_method, payment_status,
                      subtotal_paise, cgst_paise, sgst_paise, total_amount_paise, merchant_order_id, stock_reserved,
                      reservation_expires_at, paid_at, order_date)
  select ${buyer.id}, '{"addressId":"x","address":"1 Road","city":"Pune","pincode":"411001","phone":"9","notes":""}'::jsonb,
         'Bench Buyer', 'bench@example.com',
         (array['pending','confirmed','inProcess','inShipping','delivered','rejected'])[1 + i % 6],
         'simulator', case when i % 6 = 0 then 'pending' else 'paid' end,
         10000, 900, 900, 11800, 'B' || i, false, now(),
         case when i % 6 = 0 then null else now() - make_interval(mins => i * 2) end,
         now() - make_interval(mins => i * 2)
  from generate_series(1, ${ORDERS}) as i`);
await db.execute(sql`analyze`);
console.log(
  `\n${database.kind}: seeded ${PRODUCTS.toLocaleString('en-IN')} products and ${ORDERS.toLocaleString('en-IN')} orders in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`,
);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
async function time(name: string, fn: () => Promise<unknown>, size: (r: never) => number) {
  const first = await fn();
  const ms: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const s = performance.now();
    await fn();
    ms.push(performance.now() - s);
  }
  ms.sort((x, y) => x - y);
  console.log(
    `${name.padEnd(48)} ${pct(ms, 50).toFixed(1).padStart(8)} ${pct(ms, 95).toFixed(1).padStart(8)} ${String(size(first as never)).padStart(8)}`,
  );
}

const products = (q: { page?: number; search?: string; category?: string }) => () =>
  listAdminProducts(db, { page: q.page ?? 1, limit: 24, search: q.search, category: q.category });
const totalOf = (r: { pagination: { total: number } }) => r.pagination.total;
console.log(`${RUNS} runs each`);
console.log(`${'case'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'matches'.padStart(8)}`);
await time('products, page 1', products({}), totalOf);
await time('products, page 100', products({ page: 100 }), totalOf);
await time('products, page 4000 (deep)', products({ page: 4000 }), totalOf);
await time('products, search "wire"', products({ search: 'wire' }), totalOf);
await time('products, search "M4242"', products({ search: 'M4242' }), totalOf);
await time('products, search "zzqqxx" (none)', products({ search: 'zzqqxx' }), totalOf);
await time('products, category=Paint', products({ category: 'paint' }), totalOf);
await time(
  'products, category=Switches, search "socket"',
  products({ category: 'Switches', search: 'socket' }),
  totalOf,
);

const orders = (q: { page?: number; status?: 'confirmed' | 'rejected'; search?: string }) => () =>
  listAllOrders(db, { page: q.page ?? 1, limit: 20, status: q.status, search: q.search });
await time('orders, page 1', orders({}), totalOf);
await time('orders, page 1000', orders({ page: 1000 }), totalOf);
await time('orders, status=confirmed', orders({ status: 'confirmed' }), totalOf);
await time('orders, id starting "ab"', orders({ search: 'ab' }), totalOf);
await time(
  'dashboard summary',
  () => dashboardSummary(db),
  (r: { lowStock: { count: number } }) => r.lowStock.count,
);

await database.close();
if (dropDatabase) await dropDatabase();
