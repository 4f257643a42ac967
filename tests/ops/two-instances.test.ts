import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { orders, products, storedFiles } from '../../server/db/schema';
import { createSession } from '../../server/modules/auth/session.service';
import { createAddress, createProduct, createUser } from '../helpers/factories';
import { createBody, putInCart } from '../helpers/orders';
import {
  createPgDatabase,
  startServerProcess,
  type PgDatabase,
  type ServerProcess,
} from '../helpers/server-process';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: whatever one instance
 * starts, the other continues. Every request goes over HTTP with fetch; cookies are carried by hand.
 * The database is written directly only for fixtures (products, addresses, the 24 racing shoppers) and
 * to move an order's hold into the past instead of waiting for it.
 */
let pgdb: PgDatabase;
let database: Database;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  pgdb = await createPgDatabase();
  // Started one after the other: the first migrates, the second finds the schema (simultaneous start-up is
  // tests/ops' start-up test's concern). Both sweep reservations every second.
  const env = { DATABASE_URL: pgdb.url, RESERVATION_SWEEP_SECONDS: '1' };
  a = await startServerProcess({ env });
  b = await startServerProcess({ env });
  database = await openDatabase({ databaseUrl: pgdb.url, pgliteDir: '' });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await pgdb?.drop();
});

/** fetch with a cookie jar of one session cookie. */
async function call(
  server: ServerProcess,
  method: string,
  path: string,
  opts: { cookie?: string; json?: unknown; form?: FormData | URLSearchParams } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  const res = await fetch(`${server.url}${path}`, { method, headers, body, redirect: 'manual' });
  const setCookie = res.headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
  return { res, cookie: setCookie?.split(';')[0] };
}

const stockOf = async (id: string) =>
  (await database.db.select({ s: products.totalStock }).from(products).where(eq(products.id, id)))[0].s;

describe('two instances, one database', () => {
  it('a session, a cart and a checkout started on A continue on B', async () => {
    const email = `two-${Date.now()}@example.com`;
    const password = 'a-long-password-1';
    expect(
      (await call(a, 'POST', '/api/auth/register', { json: { userName: 'Asha Two', email, password } })).res
        .status,
    ).toBe(201);
    const login = await call(a, 'POST', '/api/auth/login', { json: { email, password } });
    expect(login.res.status).toBe(200);
    const cookie = login.cookie!;
    expect(cookie).toMatch(/^sid=/);
    const user = (await login.res.json()).user as { id: string; userName: string; email: string };

    const onB = await call(b, 'GET', '/api/auth/check-auth', { cookie });
    expect(onB.res.status).toBe(200);
    expect((await onB.res.json()).user).toMatchObject({ id: user.id, email });

    const product = await createProduct(database.db, { totalStock: 10 });
    const added = await call(a, 'POST', '/api/shop/cart/add', {
      cookie,
      json: { userId: user.id, productId: product.id, quantity: 2 },
    });
    expect(added.res.status).toBe(200);
    const cart = await call(b, 'GET', `/api/shop/cart/get/${user.id}`, { cookie });
    expect(cart.res.status).toBe(200);
    const items = (await cart.res.json()).data.items as { productId: string; quantity: number }[];
    expect(items).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);

    const address = await createAddress(database.db, user.id);
    const created = await call(a, 'POST', '/api/shop/order/create', {
      cookie,
      json: createBody({ user, addressId: address.id }),
    });
    expect(created.res.status).toBe(200);
    const { approvalURL, orderId } = (await created.res.json()) as { approvalURL: string; orderId: string };
    expect(await stockOf(product.id)).toBe(8);

    // The simulator's page and the capture, both on B.
    const merchantOrderId = new URL(approvalURL).pathname.split('/').pop()!;
    const paid = await call(b, 'POST', `/api/payments/simulator/pay/${merchantOrderId}`, {
      form: new URLSearchParams({ action: 'pay' }),
    });
    expect(paid.res.status).toBe(303);
    const captured = await call(b, 'POST', '/api/shop/order/capture', { cookie, json: { orderId } });
    expect(captured.res.status).toBe(200);
    const details = await call(a, 'GET', `/api/shop/order/details/${orderId}`, { cookie });
    expect((await details.res.json()).data).toMatchObject({ paymentStatus: 'paid' });
    expect(await stockOf(product.id)).toBe(8);
    const emptied = await call(b, 'GET', `/api/shop/cart/get/${user.id}`, { cookie });
    expect((await emptied.res.json()).data.items).toEqual([]);
  });

  it('24 checkouts at once through both instances for a stock of 5: exactly 5 orders, stock 0', async () => {
    const product = await createProduct(database.db, { totalStock: 5 });
    const config = loadConfig({});
    const shoppers = await Promise.all(
      Array.from({ length: 24 }, async () => {
        const user = await createUser(database.db);
        const address = await createAddress(database.db, user.id);
        await putInCart(database.db, user.id, [{ productId: product.id, quantity: 1 }]);
        return {
          user,
          addressId: address.id,
          cookie: `sid=${await createSession(database.db, config, user.id)}`,
        };
      }),
    );
    const results = await Promise.all(
      shoppers.map((s, i) =>
        call(i % 2 ? b : a, 'POST', '/api/shop/order/create', { cookie: s.cookie, json: createBody(s) }),
      ),
    );
    const statuses = results.map((r) => r.res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await stockOf(product.id)).toBe(0);
    const placed = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          shoppers.map((s) => s.user.id),
        ),
      );
    expect(placed).toHaveLength(5);
  });

  it('an image uploaded through A is served by B, the same bytes, from the database', async () => {
    const login = await call(a, 'POST', '/api/auth/login', {
      json: { email: 'owner@shop.test', password: 'owner-password-1' },
    });
    expect(login.res.status).toBe(200);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#cc5500' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('my_file', new Blob([png], { type: 'image/png' }), 'photo.png');
    const up = await call(a, 'POST', '/api/admin/products/upload-image', { cookie: login.cookie, form });
    expect(up.res.status).toBe(200);
    const { secure_url: url } = (await up.res.json()).result as { secure_url: string };
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/uploads\/img-[0-9a-f-]+\.png$/);

    const served = await fetch(`${b.url}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), png)).toBe(0);
    const [row] = await database.db
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(eq(storedFiles.key, path.slice('/uploads/'.length)));
    expect(row.size).toBe(png.length);
  });

  it("both sweepers release an expired order's stock exactly once", async () => {
    const product = await createProduct(database.db, { totalStock: 7 });
    const user = await createUser(database.db);
    const address = await createAddress(database.db, user.id);
    await putInCart(database.db, user.id, [{ productId: product.id, quantity: 3 }]);
    const cookie = `sid=${await createSession(database.db, loadConfig({}), user.id)}`;
    const created = await call(a, 'POST', '/api/shop/order/create', {
      cookie,
      json: createBody({ user, addressId: address.id }),
    });
    expect(created.res.status).toBe(200);
    const { orderId } = (await created.res.json()) as { orderId: string };
    expect(await stockOf(product.id)).toBe(4);

    // The hold ran out a minute ago; both instances sweep every second.
    await database.db
      .update(orders)
      .set({ reservationExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));
    const deadline = Date.now() + 20_000;
    let order = (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0];
    while (order.stockReserved && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      order = (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0];
    }
    expect(order).toMatchObject({ stockReserved: false, paymentStatus: 'failed' });
    expect(await stockOf(product.id)).toBe(7);
    // Several more sweeps by both: nothing is released twice.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await stockOf(product.id)).toBe(7);
  });
});
