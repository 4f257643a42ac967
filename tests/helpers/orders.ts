import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../server/db/client';
import { addresses, cartItems, carts, orders, products, sessions, users } from '../../server/db/schema';
import { hashToken, SESSION_COOKIE } from '../../server/modules/auth/session.service';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { getSettings, updateSettings } from '../../server/modules/settings/settings.service';
import {
  createAddress,
  createProduct,
  createUser,
  loginAs,
  type ProductRow,
  type UserRow,
} from './factories';

/** Test fixtures for orders and payments: carts written straight to the database, shoppers in bulk. */

export async function putInCart(
  db: DbOrTx,
  userId: string,
  lines: { productId: string; quantity: number }[],
) {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
    .returning();
  // Explicit, increasing times: the cart lists lines in the order they were added, and two inserts in
  // quick succession can share a timestamp (then the order would fall to the random ids).
  const start = Date.now();
  for (const [i, l] of lines.entries()) {
    await db
      .insert(cartItems)
      .values({
        cartId: cart.id,
        productId: l.productId,
        quantity: l.quantity,
        createdAt: new Date(start + i),
      })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity: l.quantity } });
  }
  return cart;
}

export interface Shopper {
  user: UserRow;
  cookie: string;
  addressId: string;
}

/** A customer with a saved address and a session. */
export async function createShopper(app: FastifyInstance): Promise<Shopper> {
  const user = await createUser(app.db);
  const address = await createAddress(app.db, user.id);
  return { user, cookie: await loginAs(app, user), addressId: address.id };
}

export interface CartLine {
  qty: number;
  stock?: number;
  salePricePaise?: number;
  cgst?: number;
  sgst?: number;
  title?: string;
  hsn?: string;
}

/**
 * A shopper (createShopper) whose cart holds `lines`: a new product for each, ₹118.00 at 9 + 9 % GST unless
 * priced, with the line's `stock`, else `defaults.stock` (50).
 */
export async function shopperWithCart(
  app: FastifyInstance,
  lines: CartLine[],
  defaults: { stock?: number } = {},
) {
  const s = await createShopper(app);
  const ps = [];
  for (const l of lines) {
    ps.push(
      await createProduct(app.db, {
        totalStock: l.stock ?? defaults.stock ?? 50,
        salePricePaise: l.salePricePaise ?? 11800,
        cgstPercent: l.cgst ?? 9,
        sgstPercent: l.sgst ?? 9,
        ...(l.title ? { title: l.title } : {}),
        ...(l.hsn ? { hsn: l.hsn } : {}),
      }),
    );
  }
  await putInCart(
    app.db,
    s.user.id,
    ps.map((p, i) => ({ productId: p.id, quantity: lines[i].qty })),
  );
  return { s, products: ps };
}

/** The customer's choice on the payment simulator's page (its approvalURL); answers once the payment work is done. */
export async function simulate(app: FastifyInstance, approvalURL: string, action: 'pay' | 'fail' | 'cancel') {
  const res = await app.inject({
    method: 'POST',
    url: new URL(approvalURL).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  await waitForPaymentWork(app);
  return res;
}

/** SPEC's create body as the client sends it (statuses, totals and prices are ignored by the server). */
export function createBody(
  s: { user: { id: string; userName?: string; email: string }; addressId: string },
  extra: Record<string, unknown> = {},
) {
  return {
    userId: s.user.id,
    cartId: null,
    cartItems: [],
    addressInfo: {
      addressId: s.addressId,
      address: 'x',
      city: 'x',
      pincode: '000000',
      phone: '0',
      notes: '',
    },
    contactName: s.user.userName ?? 'Test Buyer',
    contactEmail: s.user.email,
    orderStatus: 'pending',
    paymentMethod: 'phonepe',
    paymentStatus: 'pending',
    totalAmount: 1,
    orderDate: '2026-11-22T10:00:00.000Z',
    orderUpdateDate: '2026-11-22T10:00:00.000Z',
    paymentId: '',
    payerId: '',
    ...extra,
  };
}

export async function createOrderVia(
  app: FastifyInstance,
  s: { user: { id: string; userName?: string; email: string }; cookie: string; addressId: string },
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/shop/order/create',
    headers: { cookie: s.cookie, ...headers },
    payload: createBody(s, extra),
  });
}

export async function captureVia(app: FastifyInstance, cookie: string, orderId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/shop/order/capture',
    headers: { cookie },
    payload: { orderId },
  });
}

export async function stockOf(db: DbOrTx, productId: string) {
  const [row] = await db.select({ s: products.totalStock }).from(products).where(eq(products.id, productId));
  return row.s;
}

export async function orderRow(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function countRows(db: DbOrTx, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
}

/**
 * `n` customers, each with a session, an address and a cart holding `quantity` of `productId`, written in
 * a few bulk inserts (fast enough for 1,000). Returns their cookies and ids.
 */
export async function bulkShoppers(db: DbOrTx, n: number, productId: string, quantity = 1) {
  const tag = crypto.randomBytes(3).toString('hex');
  const shoppers: {
    user: { id: string; email: string; userName: string };
    cookie: string;
    addressId: string;
  }[] = [];
  const chunk = 250;
  for (let start = 0; start < n; start += chunk) {
    const size = Math.min(chunk, n - start);
    const userRows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          userName: `Bulk ${tag} ${start + i}`,
          email: `bulk-${tag}-${start + i}@example.com`,
          passwordHash: 'not-a-real-hash',
        })),
      )
      .returning({ id: users.id, email: users.email, userName: users.userName });
    const tokens = userRows.map(() => crypto.randomBytes(32).toString('base64url'));
    await db.insert(sessions).values(
      userRows.map((u, i) => ({
        userId: u.id,
        tokenHash: hashToken(tokens[i]),
        expiresAt: new Date(Date.now() + 3600_000),
      })),
    );
    const addressRows = await db
      .insert(addresses)
      .values(
        userRows.map((u) => ({
          userId: u.id,
          address: '1 Test Road',
          city: 'Pune',
          pincode: '411001',
          stateCode: '27',
          phone: '9000000000',
          notes: '-',
        })),
      )
      .returning({ id: addresses.id, userId: addresses.userId });
    const cartRows = await db
      .insert(carts)
      .values(userRows.map((u) => ({ userId: u.id })))
      .returning({ id: carts.id, userId: carts.userId });
    await db.insert(cartItems).values(cartRows.map((c) => ({ cartId: c.id, productId, quantity })));
    const addressOf = new Map(addressRows.map((a) => [a.userId, a.id]));
    userRows.forEach((u, i) =>
      shoppers.push({ user: u, cookie: `${SESSION_COOKIE}=${tokens[i]}`, addressId: addressOf.get(u.id)! }),
    );
  }
  return shoppers;
}

export async function ordersOf(db: DbOrTx, userIds: string[]) {
  return db.select().from(orders).where(inArray(orders.userId, userIds));
}

export type { ProductRow };
export { createProduct };

/**
 * Standard delivery free for any order (the threshold at ₹0): for tests about payments and stock, whose
 * figures are the goods' alone. Delivery charges have their own tests (tests/api/delivery.test.ts).
 */
export async function freeDelivery(db: DbOrTx) {
  const settings = await getSettings(db);
  await updateSettings(db, { ...settings, delivery: { ...settings.delivery, freeAbove: 0 } });
}
