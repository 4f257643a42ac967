import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import {
  createPgDatabase,
  startServerProcess,
  type PgDatabase,
  type ServerProcess,
} from '../helpers/server-process';
import {
  call,
  loginAdmin,
  newCustomer,
  orderBody,
  seedProducts,
  type Customer,
} from '../helpers/shop-client';

/**
 * Crash safety (decision 017): a server killed with SIGKILL in the middle of a checkout load comes back on
 * the same data with no repair, and keeps every order it answered with success; stock equals the initial
 * stock less what paid and still-held orders account for. On PGlite (the data dir reused) and PostgreSQL.
 */

const STOCKS = [400, 400, 400];
const CUSTOMERS = 6;

interface Outcome {
  /** Orders the server answered 200 to /order/create. */
  created: Set<string>;
  /** Orders paid through the simulator whose capture was answered with success. */
  paid: Set<string>;
}

/** Each customer, in a loop until the server goes away: one to three products into the cart, checkout, pay two in three. */
async function checkoutLoad(
  url: string,
  customers: Customer[],
  productIds: string[],
  outcome: Outcome,
  stop: { now: boolean },
) {
  await Promise.all(
    customers.map(async (c, n) => {
      for (let round = 0; !stop.now; round++) {
        try {
          for (let k = 0; k <= (n + round) % 3; k++) {
            await call(url, 'POST', '/api/shop/cart/add', {
              cookie: c.cookie,
              json: {
                userId: c.userId,
                productId: productIds[(n + k) % productIds.length],
                quantity: 1 + ((round + k) % 3),
              },
            });
          }
          const res = await call<{ success: boolean; orderId: string; approvalURL: string }>(
            url,
            'POST',
            '/api/shop/order/create',
            {
              cookie: c.cookie,
              json: orderBody(c),
            },
          );
          if (res.status !== 200 || !res.body.success) continue;
          outcome.created.add(res.body.orderId);
          if (round % 3 === 2) continue; // left unpaid: its stock stays held
          await call(url, 'POST', new URL(res.body.approvalURL).pathname, { form: { action: 'pay' } });
          // Back from the payment page, as the web app does: the shop asks the provider and confirms.
          const capture = await call<{ success: boolean }>(url, 'POST', '/api/shop/order/capture', {
            cookie: c.cookie,
            json: { orderId: res.body.orderId },
          });
          if (capture.status === 200 && capture.body.success) outcome.paid.add(res.body.orderId);
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
}

interface OrderRow {
  id: string;
  payment_status: string;
  stock_reserved: boolean;
}

/**
 * What the database holds after the restart: orders, and per product its stock and what orders account for:
 * paid ones (their stock settled, stock_reserved false) and unpaid ones still holding theirs.
 */
async function readState(query: <T>(sql: string) => Promise<T[]>, productIds: string[]) {
  const orders = await query<OrderRow>('select id, payment_status, stock_reserved from orders');
  const stock = await query<{ id: string; total_stock: number; held: number }>(
    `select p.id, p.total_stock,
            coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                      where oi.product_id = p.id and (o.payment_status = 'paid' or o.stock_reserved)), 0)::int as held
     from products p where p.id in (${productIds.map((id) => `'${id}'`).join(',')})`,
  );
  return { orders, stock };
}

/** Every customer checks out from 127.0.0.1 again and again: the checkout limits (decision 013) raised. */
const NO_CHECKOUT_LIMITS = {
  ORDER_CREATES_PER_IP_PER_HOUR: '100000',
  ORDER_CREATES_PER_ACCOUNT_PER_HOUR: '1000',
};

async function crashAndCheck(
  options: { env?: Record<string, string>; dataDir?: string },
  query: (server: ServerProcess) => Promise<<T>(sql: string) => Promise<T[]>>,
) {
  const startOptions = { ...options, env: { ...options.env, ...NO_CHECKOUT_LIMITS } };
  let server = await startServerProcess(startOptions);
  const admin = await loginAdmin(server.url);
  const productIds = await seedProducts(server.url, admin, STOCKS);
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await newCustomer(server.url, i));

  const outcome: Outcome = { created: new Set(), paid: new Set() };
  const stop = { now: false };
  const load = checkoutLoad(server.url, customers, productIds, outcome, stop);
  // Kill it once a few orders went through, while the others are in flight.
  const deadline = Date.now() + 30_000;
  while (outcome.created.size < 12 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(outcome.created.size).toBeGreaterThanOrEqual(12);
  expect(await server.stop('SIGKILL')).toBeNull();
  stop.now = true;
  await load;

  // Same data, no repair step: it must come up healthy on its own.
  server = await startServerProcess({ ...startOptions, dataDir: server.dataDir });
  expect(server.output()).not.toMatch(/error|PANIC|corrupt/i);
  // It serves the load's customers again.
  const list = await call<{ data: unknown[] }>(
    server.url,
    'GET',
    `/api/shop/order/list/${customers[0].userId}`,
    {
      cookie: customers[0].cookie,
    },
  );
  expect(list.status).toBe(200);

  const { orders, stock } = await readState(await query(server), productIds);
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const id of outcome.created) expect(byId.has(id), `order ${id} was answered with success`).toBe(true);
  for (const id of outcome.paid) expect(byId.get(id)?.payment_status, `order ${id} was paid`).toBe('paid');
  expect(stock).toHaveLength(STOCKS.length);
  for (const row of stock) {
    const initial = STOCKS[productIds.indexOf(row.id)];
    expect(row.total_stock, `stock of ${row.id}`).toBe(initial - row.held);
    expect(row.total_stock).toBeGreaterThanOrEqual(0);
  }
  // Some of the load reached the database as paid and as held orders, so the check above covered both.
  expect(orders.some((o) => o.payment_status === 'paid')).toBe(true);
  expect(orders.some((o) => o.payment_status === 'pending' && o.stock_reserved)).toBe(true);
  return server;
}

describe('SIGKILL during a checkout load', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  test('PGlite: every answered order is there after the restart, and stock adds up', async () => {
    const server = await crashAndCheck({}, async (s) => {
      // PGlite is single-process: stop the server (clean SIGTERM), then read its files here.
      expect(await s.stop('SIGTERM')).toBe(0);
      const db = await PGlite.create(path.join(s.dataDir, 'pglite'), { extensions: { pg_trgm } });
      cleanup.push(() => db.close());
      return async <T>(sql: string) => (await db.query<T>(sql)).rows;
    });
    cleanup.push(() => server.stop('SIGKILL'));
  });

  test('PostgreSQL: every answered order is there after the restart, and stock adds up', async () => {
    const database: PgDatabase = await createPgDatabase();
    cleanup.push(() => database.drop());
    const server = await crashAndCheck({ env: { DATABASE_URL: database.url } }, async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      cleanup.push(() => client.end());
      return async <T>(sql: string) => (await client.query(sql)).rows as T[];
    });
    cleanup.push(() => server.stop('SIGTERM'));
  });
});

test('PGlite: what was written before a clean stop (SIGTERM) is all there after the restart', async () => {
  // PGlite runs PostgreSQL with fsync off; a clean stop closes the database, which writes everything out.
  let server = await startServerProcess();
  try {
    const admin = await loginAdmin(server.url);
    const [productId] = await seedProducts(server.url, admin, [50]);
    const customer = await newCustomer(server.url, 0);
    await call(server.url, 'POST', '/api/shop/cart/add', {
      cookie: customer.cookie,
      json: { userId: customer.userId, productId, quantity: 3 },
    });
    const order = await call<{ orderId: string }>(server.url, 'POST', '/api/shop/order/create', {
      cookie: customer.cookie,
      json: orderBody(customer),
    });
    expect(order.status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(0);

    server = await startServerProcess({ dataDir: server.dataDir });
    // The session, the order and the stock it holds all survived.
    const details = await call<{ data: { _id: string; paymentStatus: string } }>(
      server.url,
      'GET',
      `/api/shop/order/details/${order.body.orderId}`,
      { cookie: customer.cookie },
    );
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ _id: order.body.orderId, paymentStatus: 'pending' });
    const product = await call<{ data: { totalStock: number } }>(
      server.url,
      'GET',
      `/api/shop/products/get/${productId}`,
    );
    expect(product.body.data.totalStock).toBe(47);
  } finally {
    await server.stop('SIGTERM');
  }
});
