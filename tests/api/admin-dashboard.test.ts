import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, products } from '../../server/db/schema';
import { dashboardSummary } from '../../server/modules/admin-dashboard/admin-dashboard.service';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct, createUser, type UserRow } from '../helpers/factories';

/**
 * GET /api/admin/dashboard/summary: today's and this month's paid orders and revenue, 30 days of revenue,
 * orders waiting for the shop, low stock and refunds owed. Days are Indian Standard Time (UTC+5:30).
 */
let t: TestApp;
let admin: string;
let buyer: UserRow;
beforeAll(async () => {
  t = await testApp({ admin: true });
  admin = t.adminCookie;
  buyer = await createUser(t.db, { userName: 'Meera Iyer' });
});

/** An order row as a finished checkout leaves it (items are not needed for the figures). */
async function order(values: Partial<typeof orders.$inferInsert> & { totalAmountPaise: number }) {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: buyer.id,
      addressInfo: {
        addressId: crypto.randomUUID(),
        address: '1 Road',
        city: 'Pune',
        pincode: '411001',
        phone: '9000000000',
        notes: '',
      },
      contactName: 'Meera Iyer',
      contactEmail: buyer.email,
      paymentMethod: 'simulator',
      subtotalPaise: values.totalAmountPaise,
      cgstPaise: 0,
      sgstPaise: 0,
      merchantOrderId: `M${crypto.randomBytes(8).toString('hex')}`,
      stockReserved: false,
      reservationExpiresAt: new Date(),
      ...values,
    })
    .returning();
  return row;
}

const paid = (paidAt: string, totalAmountPaise: number, extra: Partial<typeof orders.$inferInsert> = {}) =>
  order({
    paymentStatus: 'paid',
    orderStatus: 'confirmed',
    paidAt: new Date(paidAt),
    orderDate: new Date(paidAt),
    totalAmountPaise,
    ...extra,
  });

describe('dashboard summary', () => {
  it('is empty but complete on an empty shop', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/summary',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      todayPaid: { orders: 0, revenue: 0 },
      monthPaid: { orders: 0, revenue: 0 },
      waiting: { count: 0, orders: [] },
      lowStock: { count: 0, products: [] },
      refundsNeeded: 0,
    });
    expect(d.revenueByDay).toHaveLength(30);
    expect(d.revenueByDay.at(-1).date).toBe(d.today);
  });

  it('counts paid revenue per Indian day, this month, waiting orders, low stock and refunds', async () => {
    // 10:00 IST on 15 March 2026 is 04:30 UTC.
    const now = new Date('2026-03-15T04:30:00Z');
    await paid('2026-03-15T00:00:00Z', 11800); // 05:30 IST today
    await paid('2026-03-14T18:30:00Z', 5000, { orderStatus: 'inProcess' }); // 00:00 IST today: today, not yesterday
    await paid('2026-03-14T18:29:59Z', 2000, { orderStatus: 'delivered' }); // 23:59:59 IST yesterday
    await paid('2026-02-28T18:30:00Z', 1000, { orderStatus: 'inShipping' }); // 1 March IST: this month
    await paid('2026-02-28T18:29:00Z', 700, { orderStatus: 'delivered' }); // 28 February IST: last month, in the chart
    await paid('2026-02-13T00:00:00Z', 900, { orderStatus: 'delivered' }); // 30 days before today: outside the chart
    // Not revenue: unpaid, failed, and a paid order the admin rejected (owed back).
    await order({ totalAmountPaise: 99_900, orderDate: new Date('2026-03-15T01:00:00Z') });
    await order({ totalAmountPaise: 99_900, paymentStatus: 'failed', orderStatus: 'rejected' });
    await paid('2026-03-15T01:00:00Z', 50_000, { orderStatus: 'rejected' });
    // A flagged payment of an order that was deleted since, and one flagged twice (counted once).
    const gone = `M${crypto.randomBytes(8).toString('hex')}`;
    await t.db.insert(paymentEvents).values([
      {
        provider: 'simulator',
        merchantOrderId: gone,
        eventType: 'refund.needed',
        dedupeKey: `refund-needed:${gone}`,
        payload: {},
      },
      {
        provider: 'simulator',
        merchantOrderId: gone,
        eventType: 'payment.completed',
        dedupeKey: `x:${gone}`,
        payload: {},
      },
    ]);
    const low = await createProduct(t.db, { title: 'Nearly gone', totalStock: 0 });
    await createProduct(t.db, { title: 'At nine', totalStock: 9 });
    await createProduct(t.db, { title: 'At ten', totalStock: 10 });

    const d = await dashboardSummary(t.db, now);
    expect(d.today).toBe('2026-03-15');
    expect(d.todayPaid).toEqual({ orders: 2, revenue: 168 });
    expect(d.monthPaid).toEqual({ orders: 4, revenue: 168 + 20 + 10 });
    expect(d.revenueByDay).toHaveLength(30);
    expect(d.revenueByDay[0].date).toBe('2026-02-14');
    const day = (date: string) => d.revenueByDay.find((x) => x.date === date);
    expect(day('2026-03-15')).toEqual({ date: '2026-03-15', orders: 2, revenue: 168 });
    expect(day('2026-03-14')).toEqual({ date: '2026-03-14', orders: 1, revenue: 20 });
    expect(day('2026-03-01')).toEqual({ date: '2026-03-01', orders: 1, revenue: 10 });
    expect(day('2026-02-28')).toEqual({ date: '2026-02-28', orders: 1, revenue: 7 });
    expect(day('2026-03-10')).toEqual({ date: '2026-03-10', orders: 0, revenue: 0 });
    expect(d.revenueByDay.reduce((a, x) => a + x.revenue, 0)).toBe(168 + 20 + 10 + 7);

    expect(d.waiting.count).toBe(2);
    expect(d.waiting.orders.map((o) => [o.orderStatus, o.totalAmount])).toEqual([
      ['inProcess', 50],
      ['confirmed', 118],
    ]);
    expect(d.lowStock.count).toBe(2);
    expect(d.lowStock.products.map((p) => [p.title, p.totalStock])).toEqual([
      ['Nearly gone', 0],
      ['At nine', 9],
    ]);
    expect(d.lowStock.products[0]._id).toBe(low.id);
    expect(d.refundsNeeded).toBe(2);
  });

  it('lists at most 8 waiting orders and low-stock products while counting all', async () => {
    await t.db.delete(products);
    for (let i = 0; i < 9; i++) await createProduct(t.db, { title: `Low ${i}`, totalStock: i });
    for (let i = 0; i < 9; i++) await paid(`2026-01-0${i + 1}T10:00:00Z`, 100);
    const d = await dashboardSummary(t.db, new Date('2026-03-15T04:30:00Z'));
    expect(d.lowStock).toMatchObject({ count: 9 });
    expect(d.lowStock.products).toHaveLength(8);
    expect(d.waiting.count).toBeGreaterThanOrEqual(9);
    expect(d.waiting.orders).toHaveLength(8);
    expect(d.waiting.orders[0].orderDate < d.waiting.orders[7].orderDate).toBe(true);
  });
});
