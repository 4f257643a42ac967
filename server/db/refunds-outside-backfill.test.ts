import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { migrationsFolder } from './client';
import { orders, paymentEvents, refunds } from './schema';
import { waitForPaymentWork } from '../modules/orders/payment/payments.service';
import { refundableLeftPaise } from '../../common/refunds';
import { testApp, type TestApp } from '../../tests/helpers/app';
import { createOrderVia, orderRow, shopperWithCart, simulate } from '../../tests/helpers/orders';

/**
 * The outside refunds' migration (0014 on its branch) on a shop upgraded with orders already marked refunded.
 * The orders are made through the API as the owner makes them today; then the refunds Mark refunded wrote are
 * taken away again, which leaves each order as Mark refunded left it before it wrote one (the order's refunded
 * date and its credit note, no refund), and the migration's statements run again. Each order must get back
 * exactly the refund Mark refunded writes today, and no other order any.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ admin: true });
});
afterAll(() => waitForPaymentWork(t.app));

function migrationStatements(): string[] {
  // Found by name, not number: migrations of parallel branches are renumbered when they are merged.
  const name = fs.readdirSync(migrationsFolder).find((f) => f.endsWith('_refunds_outside.sql'));
  if (!name) throw new Error('the refunds_outside migration is missing');
  return fs
    .readFileSync(path.join(migrationsFolder, name), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

const admin = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.adminCookie }, ...(payload ? { payload } : {}) });

async function paidOrder(qty = 2) {
  const { s } = await shopperWithCart(t.app, [{ qty }]);
  const res = await createOrderVia(t.app, s);
  expect(res.statusCode, res.body).toBe(200);
  await simulate(t.app, res.json().approvalURL, 'pay');
  return orderRow(t.db, res.json().orderId);
}

async function completedRefund(orderId: string, amount: number) {
  expect((await admin('POST', `/api/admin/orders/refund/${orderId}`, { amount })).statusCode).toBe(200);
  const [open] = await t.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/simulator/refund/${open.merchantRefundId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: t.adminCookie },
    payload: 'action=complete',
  });
  expect(res.statusCode).toBe(303);
  await waitForPaymentWork(t.app);
}

const markRefunded = async (orderId: string) =>
  expect((await admin('PUT', `/api/admin/orders/refunded/${orderId}`)).statusCode).toBe(200);

/** Each order's refunds as the ledger compares them (the parts in a stable order). */
async function ledgerOf(orderIds: string[]) {
  const rows = await t.db.select().from(refunds).orderBy(asc(refunds.merchantRefundId));
  return rows
    .filter((r) => orderIds.includes(r.orderId))
    .map((r) => ({
      orderId: r.orderId,
      merchantRefundId: r.merchantRefundId,
      method: r.method,
      reason: r.reason,
      state: r.state,
      amountPaise: r.amountPaise,
      parts: [...r.parts].sort((a, b) => a.orderItemId.localeCompare(b.orderItemId)),
      creditNoteId: r.creditNoteId,
      utr: r.utr,
      settledAt: r.settledAt,
    }));
}

describe('migration 0014: refunds outside the shop', () => {
  it('gives each order marked refunded before it the refund Mark refunded writes now, and no other order any', async () => {
    // Marked after a partial PhonePe refund: the rest, ₹185.00 of ₹285.00, went back outside the shop.
    const partly = await paidOrder();
    await completedRefund(partly.id, 100);
    await markRefunded(partly.id);
    // Marked before any refund: all of it.
    const whole = await paidOrder(1);
    await markRefunded(whole.id);
    // Rejected once paid (its invoice credited then), later marked refunded: all of it, with no second note.
    const rejected = await paidOrder(1);
    expect(
      (await admin('PUT', `/api/admin/orders/update/${rejected.id}`, { orderStatus: 'rejected' })).statusCode,
    ).toBe(200);
    await markRefunded(rejected.id);
    // A payment flagged for a refund (paid after its order failed): the payment's own amount, never invoiced.
    const flagged = await paidOrder(1);
    await t.db
      .update(orders)
      .set({ paymentStatus: 'failed', orderStatus: 'rejected', invoiceNumber: null, invoicedAt: null })
      .where(eq(orders.id, flagged.id));
    await t.db.insert(paymentEvents).values({
      provider: 'simulator',
      merchantOrderId: flagged.merchantOrderId,
      eventType: 'refund.needed',
      dedupeKey: `refund-needed:${flagged.merchantOrderId}`,
      payload: { amountPaise: 12345, transactionId: 'SIMTXNLATE9' },
    });
    await markRefunded(flagged.id);
    // Refunded in full through PhonePe (refunded by its refunds, never marked), and one not refunded: untouched.
    const byRefunds = await paidOrder(1);
    await completedRefund(byRefunds.id, byRefunds.totalAmountPaise / 100);
    const notRefunded = await paidOrder(1);
    await completedRefund(notRefunded.id, 10);

    const all = [partly, whole, rejected, flagged, byRefunds, notRefunded].map((o) => o.id);
    const today = await ledgerOf(all);
    const outside = today.filter((r) => r.method === 'outside');
    expect(outside.map((r) => [r.orderId, r.amountPaise])).toEqual(
      expect.arrayContaining([
        [partly.id, 18500],
        [whole.id, whole.totalAmountPaise],
        [rejected.id, rejected.totalAmountPaise],
        [flagged.id, 12345],
      ]),
    );
    expect(outside).toHaveLength(4);

    // As Mark refunded left them before it wrote a refund.
    await t.db.delete(refunds).where(eq(refunds.method, 'outside'));
    for (const statement of migrationStatements()) await t.db.execute(sql.raw(statement));

    expect(await ledgerOf(all)).toEqual(today);
    // What is left to refund, read from the refunds alone, is nothing for every order marked refunded.
    for (const id of [partly.id, whole.id, rejected.id]) {
      const order = await orderRow(t.db, id);
      const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, id));
      expect(refundableLeftPaise(order, rows)).toBe(0);
    }
    // Running it again adds nothing: every marked order's refunds now cover what it took.
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(refunds))[0].n;
    const before = await count();
    for (const statement of migrationStatements()) await t.db.execute(sql.raw(statement));
    expect(await count()).toBe(before);
  });
});
