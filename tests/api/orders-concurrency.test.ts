import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';
import { bulkShoppers, createOrderVia, stockOf } from '../helpers/orders';
import { orders, payments } from '../../server/db/schema';

/**
 * Checkouts racing for the same stock. On PostgreSQL the requests really run in parallel (a pool of
 * connections, row locks); on PGlite they serialize, and the same assertions must still hold.
 */

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

async function race(stock: number, shoppers: number) {
  const product = await createProduct(t.db, { totalStock: stock, title: `Last units ${stock}/${shoppers}` });
  const people = await bulkShoppers(t.db, shoppers, product.id, 1);
  const answers = await Promise.all(people.map((p) => createOrderVia(t.app, p)));
  const statuses = answers.map((a) => a.statusCode);
  const reservedOrders = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.stockReserved, true),
        sql`${orders.userId} in (select user_id from carts c join cart_items ci on ci.cart_id = c.id where ci.product_id = ${product.id})`,
      ),
    );
  return { product, answers, statuses, reserved: reservedOrders[0].n };
}

describe('concurrent checkouts', () => {
  it('200 checkouts of the last unit: exactly one reservation, no 5xx', async () => {
    const { product, answers, statuses, reserved } = await race(1, 200);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      `${product.title} is out of stock`,
    );
    expect(reserved).toBe(1);
    expect(await stockOf(t.db, product.id)).toBe(0);
    const paymentRows = await t.db.select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId));
    expect(paymentRows.filter((r) => r.orders.stockReserved)).toHaveLength(1);
  });

  it('1,000 checkouts of 100 units: exactly 100 reservations, no 5xx', async () => {
    const { product, statuses, reserved } = await race(100, 1000);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 409)).toHaveLength(900);
    expect(reserved).toBe(100);
    expect(await stockOf(t.db, product.id)).toBe(0);
  }, 120_000);
});
