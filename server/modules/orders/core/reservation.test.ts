import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../db/client';
import { orderItems, orders, products } from '../../../db/schema';
import { createTestDatabase } from '../../../../tests/helpers/db';
import { createProduct, createUser, type UserRow } from '../../../../tests/helpers/factories';
import { releaseReservation, reserveStock, returnToStock, settleReservation } from './reservation.repository';

/**
 * The one place that moves stock for orders, on a real database (PGlite here; PostgreSQL with
 * TEST_DATABASE_URL). The stocks expected below are written out by hand; StrykerJS mutates this module
 * against these tests (config/mutation/stock.config.mjs).
 */

let database: Database;
let db: Db;
let user: UserRow;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  user = await createUser(db);
});
afterAll(() => database.close());

const stock = async (id: string) =>
  (await db.select({ s: products.totalStock }).from(products).where(eq(products.id, id)))[0]?.s;

async function order(lines: { productId: string; quantity: number }[], stockReserved = true) {
  const [row] = await db
    .insert(orders)
    .values({
      userId: user.id,
      addressInfo: {
        addressId: crypto.randomUUID(),
        address: '12 MG Road',
        city: 'Pune',
        pincode: '411005',
        phone: '9876543210',
        notes: '',
      },
      contactName: 'Asha',
      contactEmail: 'asha@example.com',
      paymentMethod: 'phonepe',
      subtotalPaise: 10000,
      cgstPaise: 900,
      sgstPaise: 900,
      totalAmountPaise: 11800,
      merchantOrderId: `T${crypto.randomBytes(8).toString('hex')}`,
      stockReserved,
      reservationExpiresAt: new Date(Date.now() + 15 * 60_000),
      orderUpdateDate: new Date('2026-01-01T00:00:00Z'),
    })
    .returning();
  if (lines.length) {
    await db.insert(orderItems).values(
      lines.map((l, position) => ({
        orderId: row.id,
        productId: l.productId,
        title: 'Item',
        quantity: l.quantity,
        unitPricePaise: 10000,
        salePricePaise: 11800,
        cgstPercent: 9,
        sgstPercent: 9,
        taxablePaise: 10000 * l.quantity,
        cgstPaise: 900 * l.quantity,
        sgstPaise: 900 * l.quantity,
        lineTotalPaise: 11800 * l.quantity,
        position,
      })),
    );
  }
  return row;
}

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

/** Two products whose ids are in a known order: `low` sorts before `high`. */
async function pair(lowStock: number, highStock: number) {
  const a = await createProduct(db, { totalStock: lowStock, id: '00000000-0000-4000-8000-00000000000a' });
  const b = await createProduct(db, { totalStock: highStock, id: '00000000-0000-4000-8000-00000000000b' });
  return { low: a, high: b };
}

describe('reserveStock', () => {
  beforeEach(async () => {
    await db.delete(orderItems);
    await db.delete(orders);
    await db.delete(products);
  });

  it('takes every line off its product and answers null', async () => {
    const p = await createProduct(db, { totalStock: 10 });
    const q = await createProduct(db, { totalStock: 7 });
    const other = await createProduct(db, { totalStock: 5 });
    expect(
      await reserveStock(db, [
        { productId: p.id, quantity: 3 },
        { productId: q.id, quantity: 1 },
      ]),
    ).toBeNull();
    expect(await stock(p.id)).toBe(7); // 10 − 3
    expect(await stock(q.id)).toBe(6); // 7 − 1
    expect(await stock(other.id)).toBe(5); // untouched
  });

  it('takes the last unit: a line equal to the stock leaves 0', async () => {
    const p = await createProduct(db, { totalStock: 4 });
    expect(await reserveStock(db, [{ productId: p.id, quantity: 4 }])).toBeNull();
    expect(await stock(p.id)).toBe(0);
  });

  it('answers the short line, one unit past the stock, and leaves that product alone', async () => {
    const p = await createProduct(db, { totalStock: 4 });
    expect(await reserveStock(db, [{ productId: p.id, quantity: 5 }])).toEqual({ productId: p.id });
    expect(await stock(p.id)).toBe(4);
  });

  it('answers an unknown product as short', async () => {
    const missing = '00000000-0000-4000-8000-0000000000ff';
    expect(await reserveStock(db, [{ productId: missing, quantity: 1 }])).toEqual({ productId: missing });
  });

  it('goes in product-id order whatever the cart order: with both short, the lower id is answered', async () => {
    const { low, high } = await pair(1, 1);
    expect(
      await reserveStock(db, [
        { productId: high.id, quantity: 2 },
        { productId: low.id, quantity: 2 },
      ]),
    ).toEqual({ productId: low.id });
  });

  it('stops at the first short line in id order: lines after it are not taken (the caller rolls back those before)', async () => {
    const { low, high } = await pair(1, 9);
    expect(
      await reserveStock(db, [
        { productId: high.id, quantity: 2 },
        { productId: low.id, quantity: 2 },
      ]),
    ).toEqual({ productId: low.id });
    expect(await stock(high.id)).toBe(9);
    expect(await stock(low.id)).toBe(1);
  });

  it('takes the lines before a short one in id order (so a transaction must roll them back)', async () => {
    const { low, high } = await pair(9, 1);
    expect(
      await reserveStock(db, [
        { productId: high.id, quantity: 2 },
        { productId: low.id, quantity: 2 },
      ]),
    ).toEqual({ productId: high.id });
    expect(await stock(low.id)).toBe(7); // 9 − 2, taken before the short line
    expect(await stock(high.id)).toBe(1);
  });
});

describe('releaseReservation', () => {
  it('gives the quantities back once, summing an order’s lines of one product, and flips stock_reserved', async () => {
    const p = await createProduct(db, { totalStock: 10 });
    const q = await createProduct(db, { totalStock: 3 });
    const o = await order([
      { productId: p.id, quantity: 2 },
      { productId: q.id, quantity: 1 },
      { productId: p.id, quantity: 4 },
    ]);
    const untouched = await order([{ productId: p.id, quantity: 5 }]);

    expect(await releaseReservation(db, o.id)).toBe(true);
    expect(await stock(p.id)).toBe(16); // 10 + 2 + 4
    expect(await stock(q.id)).toBe(4); // 3 + 1
    const after = await orderRow(o.id);
    expect(after.stockReserved).toBe(false);
    expect(after.orderUpdateDate.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
    expect((await orderRow(untouched.id)).stockReserved).toBe(true);

    // A second release (webhook, capture, sweeper and admin racing) gives nothing back.
    expect(await releaseReservation(db, o.id)).toBe(false);
    expect(await stock(p.id)).toBe(16);
    expect(await stock(q.id)).toBe(4);
  });

  it('gives nothing back for an order that holds no stock (paid, or released already)', async () => {
    const p = await createProduct(db, { totalStock: 10 });
    const o = await order([{ productId: p.id, quantity: 2 }], false);
    expect(await releaseReservation(db, o.id)).toBe(false);
    expect(await stock(p.id)).toBe(10);
    expect((await orderRow(o.id)).orderUpdateDate.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('releases an order whose product was deleted since, giving back what still exists', async () => {
    const gone = await createProduct(db, { totalStock: 1 });
    const kept = await createProduct(db, { totalStock: 2 });
    const o = await order([
      { productId: gone.id, quantity: 1 },
      { productId: kept.id, quantity: 3 },
    ]);
    await db.delete(products).where(eq(products.id, gone.id));
    expect(await releaseReservation(db, o.id)).toBe(true);
    expect(await stock(kept.id)).toBe(5); // 2 + 3
    expect(await stock(gone.id)).toBeUndefined();
  });

  it('answers false for an unknown order', async () => {
    expect(await releaseReservation(db, '00000000-0000-4000-8000-0000000000ee')).toBe(false);
  });
});

describe('settleReservation', () => {
  it('marks the order’s stock as sold: it stays taken and a later release gives nothing back', async () => {
    const p = await createProduct(db, { totalStock: 8 });
    const o = await order([{ productId: p.id, quantity: 2 }]);
    const other = await order([{ productId: p.id, quantity: 1 }]);
    await settleReservation(db, o.id);
    expect((await orderRow(o.id)).stockReserved).toBe(false);
    expect((await orderRow(other.id)).stockReserved).toBe(true);
    expect(await stock(p.id)).toBe(8);
    expect(await releaseReservation(db, o.id)).toBe(false);
    expect(await stock(p.id)).toBe(8);
  });
});

describe('returnToStock', () => {
  it('puts back what came back, summing lines of one product, and skips none and unknown products', async () => {
    const a = await createProduct(db, { totalStock: 4 });
    const b = await createProduct(db, { totalStock: 0 });
    await returnToStock(db, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
      { productId: a.id, quantity: 3 },
      { productId: b.id, quantity: 0 },
      { productId: crypto.randomUUID(), quantity: 7 },
    ]);
    expect(await stock(a.id)).toBe(9);
    expect(await stock(b.id)).toBe(1);
    await returnToStock(db, []);
    expect(await stock(a.id)).toBe(9);
  });

  it('leaves out a line of a negative quantity rather than taking stock', async () => {
    const a = await createProduct(db, { totalStock: 4 });
    await returnToStock(db, [{ productId: a.id, quantity: -2 }]);
    expect(await stock(a.id)).toBe(4);
  });
});
