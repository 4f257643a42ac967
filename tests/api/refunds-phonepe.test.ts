import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, refunds } from '../../server/db/schema';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { sweepOpenRefunds } from '../../server/modules/orders/refunds/refunds.service';
import { type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';
import { webhookAuth, type FakePhonePe } from '../helpers/fake-phonepe';
import { PHONEPE_HOOK, usePhonePeShop } from '../helpers/phonepe-shop';
import { captureVia, createOrderVia, createShopper, orderRow, putInCart } from '../helpers/orders';

/**
 * Refunds through PhonePe's refund API, against the fake PhonePe: the refund is settled only on the
 * refund status API's answer, whatever webhooks say and however often; a refund whose request never got an
 * answer is asked about (and sent again under the same id) by the sweeper; PhonePe's refusal fails it.
 */

const shop = usePhonePeShop({ admin: true });
let t: TestApp;
let fake: FakePhonePe;
beforeAll(() => void ({ t, fake } = shop));

/** An order paid on PhonePe: 2 × ₹249.99. */
async function paidOrder() {
  const s = await createShopper(t.app);
  const product = await createProduct(t.db, { totalStock: 20, salePricePaise: 24999 });
  await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 2 }]);
  const res = await createOrderVia(t.app, s);
  expect(res.statusCode, res.body).toBe(200);
  const order = await orderRow(t.db, res.json().orderId);
  fake.setState(order.merchantOrderId, 'COMPLETED');
  await captureVia(t.app, s.cookie, order.id);
  expect((await orderRow(t.db, order.id)).paymentStatus).toBe('paid');
  return { s, order: await orderRow(t.db, order.id) };
}

const refundOf = async (orderId: string) =>
  (await t.db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0];
const notesOf = (orderId: string) => t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
const sendWebhook = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/webhook',
    headers: { authorization: webhookAuth(PHONEPE_HOOK.username, PHONEPE_HOOK.password) },
    payload: body,
  });

describe('refunds through PhonePe', () => {
  it('a cancel refunds in full; webhooks out of order and ten times over settle it once, on the status API', async () => {
    const { s, order } = await paidOrder();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/shop/order/cancel/${order.id}`,
      headers: { cookie: s.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refund = await refundOf(order.id);
    expect(refund).toMatchObject({
      state: 'pending',
      amountPaise: order.totalAmountPaise,
      providerRefundId: `OMR${refund.merchantRefundId}`,
    });
    expect(fake.refunds.get(refund.merchantRefundId)).toMatchObject({
      amount: order.totalAmountPaise,
      merchantOrderId: order.merchantOrderId,
    });

    // A "completed" webhook while the status API still says PENDING settles nothing (and is forgotten for redelivery).
    fake.setRefundState(refund.merchantRefundId, 'PENDING');
    const early = {
      ...fake.refundWebhook('pg.refund.accepted', refund.merchantRefundId),
      event: 'pg.refund.completed',
    };
    expect((await sendWebhook(early)).statusCode).toBe(200);
    await waitForPaymentWork(t.app);
    expect((await refundOf(order.id)).state).toBe('pending');

    fake.setRefundState(refund.merchantRefundId, 'COMPLETED', { utr: '612345678901' });
    const completed = fake.refundWebhook('pg.refund.completed', refund.merchantRefundId);
    const accepted = fake.refundWebhook('pg.refund.accepted', refund.merchantRefundId);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => sendWebhook(completed)),
      ...Array.from({ length: 10 }, () => sendWebhook(accepted)),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await waitForPaymentWork(t.app);
    expect(await refundOf(order.id)).toMatchObject({ state: 'completed', utr: '612345678901' });
    const notes = await notesOf(order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ reason: 'cancelled', totalPaise: order.totalAmountPaise });
    expect(fake.count('refund')).toBeGreaterThanOrEqual(1);
    expect(
      [...fake.refunds.values()].filter((r) => r.merchantOrderId === order.merchantOrderId),
    ).toHaveLength(1);

    // A forged refund webhook: 401, nothing recorded.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/webhook',
      headers: { authorization: 'nope' },
      payload: completed,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('PhonePe unreachable when asked: the refund waits, and the sweeper sends it under the same id and settles it', async () => {
    const { order } = await paidOrder();
    fake.fault({ match: 'refund', status: 500, times: 5 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/refund/${order.id}`,
      headers: { cookie: t.adminCookie },
      payload: { amount: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/could not be reached/);
    const stored = await refundOf(order.id);
    expect(stored.state).toBe('requested');
    expect(fake.refunds.has(stored.merchantRefundId)).toBe(false);

    fake.clearFaults();
    // Not yet due (a request may still be on its way), then due.
    expect((await sweepOpenRefunds(t.app, { quietSeconds: 60 })).claimed).toBe(0);
    const later = new Date(Date.now() + 61_000);
    await sweepOpenRefunds(t.app, { now: later, quietSeconds: 60 });
    expect(await refundOf(order.id)).toMatchObject({
      state: 'pending',
      merchantRefundId: stored.merchantRefundId,
    });
    expect(fake.refunds.get(stored.merchantRefundId)?.amount).toBe(10000);

    fake.setRefundState(stored.merchantRefundId, 'COMPLETED');
    const result = await sweepOpenRefunds(t.app, { now: new Date(Date.now() + 130_000), quietSeconds: 60 });
    expect(result).toEqual({ claimed: 1, settled: 1 });
    expect((await refundOf(order.id)).state).toBe('completed');
    expect((await notesOf(order.id))[0]).toMatchObject({ reason: 'refunded', totalPaise: 10000 });
  });

  it('a refund PhonePe refuses, or whose bank fails it, is failed with the reason; the retry goes through', async () => {
    const { order } = await paidOrder();
    const url = `/api/admin/orders/refund/${order.id}`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: t.adminCookie },
      payload: { amount: 50 },
    });
    const refund = await refundOf(order.id);
    expect(res.json().data.refunds[0].state).toBe('pending');
    fake.setRefundState(refund.merchantRefundId, 'FAILED');
    await sendWebhook(fake.refundWebhook('pg.refund.failed', refund.merchantRefundId));
    await waitForPaymentWork(t.app);
    expect(await refundOf(order.id)).toMatchObject({
      state: 'failed',
      failureReason: 'UPI_BACKBONE_ERROR · UPI_1231',
    });

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/refund-retry/${order.id}`,
      headers: { cookie: t.adminCookie },
      payload: { merchantRefundId: refund.merchantRefundId },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.refunds.map((r: { state: string }) => r.state)).toEqual(['failed', 'pending']);
    expect(await notesOf(order.id)).toEqual([]);
  });
});
