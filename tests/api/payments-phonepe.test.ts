import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';
import { FAKE_CLIENT, webhookAuth, type FakePhonePe } from '../helpers/fake-phonepe';
import { PHONEPE_HOOK, usePhonePeShop } from '../helpers/phonepe-shop';
import { captureVia, createOrderVia, createShopper, orderRow, putInCart, stockOf } from '../helpers/orders';
import { invoiceSequences, mailOutbox, orders, paymentEvents } from '../../server/db/schema';
import { sweepExpiredReservations } from '../../server/modules/orders/checkout/reservation-sweeper';
import { waitForPendingMail } from '../../server/mail/mailer';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { PhonePeProvider, PHONEPE_URLS } from '../../server/payments/phonepe';
import { createPaymentProvider, setPaymentProvider } from '../../server/payments/registry';
import { testConfig } from '../../server/config';

const shop = usePhonePeShop({ beforeEachTest: () => void (shop.fake.tokenTtlSeconds = 3600) });
let t: TestApp;
let fake: FakePhonePe;
beforeAll(() => void ({ t, fake } = shop));

const provider = shop.provider;

async function placeOrder(opts: { qty?: number; stock?: number; salePricePaise?: number } = {}) {
  const s = await createShopper(t.app);
  const product = await createProduct(t.db, {
    totalStock: opts.stock ?? 20,
    salePricePaise: opts.salePricePaise ?? 24999,
  });
  await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: opts.qty ?? 2 }]);
  const res = await createOrderVia(t.app, s);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const order = await orderRow(t.db, body.orderId);
  return { s, product, body, order };
}

function webhook(merchantOrderId: string, state: string, amount: number, authorization?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/webhook',
    headers:
      authorization === undefined
        ? { authorization: webhookAuth(PHONEPE_HOOK.username, PHONEPE_HOOK.password) }
        : authorization
          ? { authorization }
          : {},
    payload: {
      event: state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
      payload: {
        orderId: fake.orders.get(merchantOrderId)?.orderId ?? 'OMO-unknown',
        merchantId: 'M1',
        merchantOrderId,
        state,
        amount,
        expireAt: Date.now() + 60_000,
      },
    },
  });
}

describe('PhonePe provider', () => {
  it('knows the sandbox and production base URLs', () => {
    expect(PHONEPE_URLS.sandbox).toEqual({
      auth: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      pg: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    });
    expect(PHONEPE_URLS.production).toEqual({
      auth: 'https://api.phonepe.com/apis/identity-manager',
      pg: 'https://api.phonepe.com/apis/pg',
    });
    const cfg = testConfig({
      payment: {
        provider: 'phonepe',
        reservationMinutes: 30,
        phonepe: { ...FAKE_CLIENT, env: 'production' },
      },
    });
    expect(createPaymentProvider(cfg, t.db)).toBeInstanceOf(PhonePeProvider);
  });

  it('creates the payment with an OAuth token and answers with PhonePe’s redirect URL', async () => {
    const tokensBefore = fake.count('token');
    const { body, order } = await placeOrder({ qty: 3, salePricePaise: 24999 });
    const sent = fake.orders.get(order.merchantOrderId)!;
    expect(sent.amount).toBe(74997);
    expect(order.totalAmountPaise).toBe(74997);
    expect(sent.payBody).toMatchObject({
      merchantOrderId: order.merchantOrderId,
      amount: 74997,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        merchantUrls: { redirectUrl: `http://shop.test/shop/phonepe-return?orderId=${order.id}` },
      },
    });
    expect(body.approvalURL).toBe(`${fake.url}/checkout/pay-page?token=${sent.orderId}`);
    expect(order.paymentMethod).toBe('phonepe');
    const pay = fake.requests.filter((r) => r.path === '/checkout/v2/pay').at(-1)!;
    expect(pay.authorization).toMatch(/^O-Bearer tok_/);
    // A second payment reuses the cached token.
    await placeOrder();
    expect(fake.count('token') - tokensBefore).toBe(1);
  });

  it('asks PhonePe for a refund with the O-Bearer token and answers its refund id', async () => {
    const { order } = await placeOrder();
    fake.setState(order.merchantOrderId, 'COMPLETED');
    const client = provider();
    const refund = await client.refund({
      merchantRefundId: `R${order.merchantOrderId}`,
      merchantOrderId: order.merchantOrderId,
      amountPaise: order.totalAmountPaise,
    });
    expect(refund).toEqual({ refundId: `OMRR${order.merchantOrderId}`, state: 'PENDING' });
    const call = fake.requests.filter((r) => r.path === '/payments/v2/refund').at(-1)!;
    expect(call).toMatchObject({
      method: 'POST',
      status: 200,
      authorization: expect.stringMatching(/^O-Bearer tok_/),
    });
  });

  it('fetches a new token shortly before expires_at, without a 401', async () => {
    setPaymentProvider(t.app, provider({ refreshMarginMs: 60_000 }));
    fake.tokenTtlSeconds = 62; // fresh for 1–2 s under a 60 s margin
    const tokensBefore = fake.count('token');
    await placeOrder();
    await placeOrder();
    expect(fake.count('token') - tokensBefore).toBe(1);
    await new Promise((r) => setTimeout(r, 2100));
    await placeOrder();
    expect(fake.count('token') - tokensBefore).toBe(2);
    expect(fake.requests.filter((r) => r.status === 401)).toHaveLength(0);
  });

  it('answers a 401 by fetching a new token and repeating the call once', async () => {
    const { s, body, order } = await placeOrder();
    fake.revokeTokens();
    const tokensBefore = fake.count('token');
    const res = await captureVia(t.app, s.cookie, body.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(false); // still PENDING
    expect(fake.count('token') - tokensBefore).toBe(1);
    const statusCalls = fake.requests.filter((r) => r.path.includes(order.merchantOrderId));
    expect(statusCalls.map((r) => r.status)).toEqual([401, 200]);
  });

  it('PENDING changes nothing, then COMPLETED for the exact amount confirms the order once', async () => {
    const { s, body, order, product } = await placeOrder({ qty: 2, stock: 5 });
    const pending = await captureVia(t.app, s.cookie, body.orderId);
    expect(pending.json()).toMatchObject({
      success: false,
      data: { paymentStatus: 'pending', orderStatus: 'pending' },
    });
    expect(await orderRow(t.db, order.id)).toEqual(order);

    fake.setState(order.merchantOrderId, 'COMPLETED');
    const paid = await captureVia(t.app, s.cookie, body.orderId);
    expect(paid.json()).toMatchObject({
      success: true,
      data: { paymentStatus: 'paid', orderStatus: 'confirmed' },
    });
    const row = await orderRow(t.db, order.id);
    expect(row.paymentId).toBe(fake.orders.get(order.merchantOrderId)!.transactionId);
    expect(await stockOf(t.db, product.id)).toBe(3);
    const statusBefore = fake.count('status');
    expect((await captureVia(t.app, s.cookie, body.orderId)).json()).toEqual(paid.json());
    expect(fake.count('status')).toBe(statusBefore); // a paid order needs no more asking
    // Paid through PhonePe, the customer downloads the GST invoice.
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/invoice/${order.id}`,
      headers: { cookie: s.cookie },
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('PENDING then FAILED fails the order and releases its stock', async () => {
    const { s, body, order, product } = await placeOrder({ qty: 4, stock: 4 });
    expect(await stockOf(t.db, product.id)).toBe(0);
    expect((await captureVia(t.app, s.cookie, body.orderId)).json().success).toBe(false);
    fake.setState(order.merchantOrderId, 'FAILED');
    const res = await captureVia(t.app, s.cookie, body.orderId);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Payment failed or cancelled',
      data: { paymentStatus: 'failed' },
    });
    expect(await stockOf(t.db, product.id)).toBe(4);
  });

  it('does not accept COMPLETED for a different amount', async () => {
    const { s, body, order, product } = await placeOrder({ qty: 1, stock: 3 });
    fake.setState(order.merchantOrderId, 'COMPLETED', { reportedAmount: order.totalAmountPaise - 100 });
    const res = await captureVia(t.app, s.cookie, body.orderId);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(/amount does not match/);
    expect(await orderRow(t.db, order.id)).toEqual(order);
    expect(await stockOf(t.db, product.id)).toBe(2);
    // A webhook for it changes nothing either.
    expect((await webhook(order.merchantOrderId, 'COMPLETED', order.totalAmountPaise)).statusCode).toBe(200);
    await waitForPaymentWork(t.app);
    expect(await orderRow(t.db, order.id)).toEqual(order);
    // When its reservation ends, the order fails, its stock comes back and the payment is flagged for a refund.
    await t.db
      .update(orders)
      .set({ reservationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    await sweepExpiredReservations(t.app);
    expect(await orderRow(t.db, order.id)).toMatchObject({ paymentStatus: 'failed', stockReserved: false });
    expect(await stockOf(t.db, product.id)).toBe(3);
    const flagged = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.merchantOrderId, order.merchantOrderId));
    expect(flagged.filter((e) => e.eventType === 'refund.needed')).toHaveLength(1);
    expect((await sweepExpiredReservations(t.app)).claimed).toBe(0);
  });

  it.each([
    ['times out', { match: 'status' as const, delayMs: 2000 }],
    ['answers 500', { match: 'status' as const, status: 500 }],
  ])('capture when PhonePe %s: 502 and nothing changes', async (_name, fault) => {
    const { s, body, order } = await placeOrder();
    fake.setState(order.merchantOrderId, 'COMPLETED');
    fake.fault(fault);
    const res = await captureVia(t.app, s.cookie, body.orderId);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      message: 'Could not confirm the payment right now. Please try again in a moment.',
    });
    expect(await orderRow(t.db, order.id)).toEqual(order);
    // Once PhonePe answers again, the same capture succeeds.
    expect((await captureVia(t.app, s.cookie, body.orderId)).json().success).toBe(true);
  });

  it('checking out again while PhonePe cannot say what became of the earlier order keeps that order and its stock', async () => {
    const { s, order, product } = await placeOrder({ qty: 1, stock: 5 });
    await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 1 }]);
    fake.fault({ match: 'status', status: 500 });
    const again = await createOrderVia(t.app, s);
    expect(again.statusCode).toBe(200);
    expect(await orderRow(t.db, order.id)).toEqual(order);
    expect(await stockOf(t.db, product.id)).toBe(3);
  });

  it.each([
    ['times out', { match: 'pay' as const, delayMs: 2000 }],
    ['answers 500', { match: 'pay' as const, status: 500 }],
    ['cannot issue a token', { match: 'token' as const, status: 500 }],
  ])('create when PhonePe %s: 502, the order fails and its stock comes back', async (_name, fault) => {
    const s = await createShopper(t.app);
    const product = await createProduct(t.db, { totalStock: 2 });
    await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 2 }]);
    fake.fault(fault);
    const res = await createOrderVia(t.app, s);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: 'Failed to initiate payment' });
    expect(await stockOf(t.db, product.id)).toBe(2);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/list/${s.user.id}`,
      headers: { cookie: s.cookie },
    });
    expect(list.json().data.map((o: { paymentStatus: string }) => o.paymentStatus)).toEqual(['failed']);
    // Coming back from PhonePe anyway, the customer is told it failed.
    const capture = await captureVia(t.app, s.cookie, list.json().data[0]._id);
    expect(capture.statusCode).toBe(200);
    expect(capture.json()).toMatchObject({ success: false, message: 'Payment failed or cancelled' });
    expect(await stockOf(t.db, product.id)).toBe(2);
  });
});

describe('the payment page lifetime', () => {
  it('is the hold: a new checkout gets the whole hold, a checkout again only what is left of the first (decision 013)', async () => {
    const { s, product, order } = await placeOrder({ qty: 1 });
    // reservationMinutes is 30 in this file, and the hold's cap (ORDER_HOLD_MAX_MINUTES) 30.
    expect(fake.orders.get(order.merchantOrderId)?.payBody.expireAfter).toBe(1800);

    await t.db
      .update(orders)
      .set({ orderDate: new Date(Date.now() - 20 * 60_000) })
      .where(eq(orders.id, order.id));
    await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 1 }]);
    const again = await createOrderVia(t.app, s);
    expect(again.statusCode, again.body).toBe(200);
    const second = await orderRow(t.db, again.json().orderId);
    const expireAfter = fake.orders.get(second.merchantOrderId)?.payBody.expireAfter as number;
    expect(expireAfter).toBeGreaterThanOrEqual(590);
    expect(expireAfter).toBeLessThanOrEqual(600);
    // The page and the hold end together.
    expect(Math.floor((second.reservationExpiresAt.getTime() - second.orderDate.getTime()) / 1000)).toBe(
      expireAfter,
    );
  });
});

describe('POST /api/payments/phonepe/webhook', () => {
  it('refuses forged deliveries with 401 and changes nothing', async () => {
    const { order } = await placeOrder();
    fake.setState(order.merchantOrderId, 'COMPLETED');
    const eventsBefore = (await t.db.select().from(paymentEvents)).length;
    for (const authorization of [
      '',
      'nope',
      webhookAuth(PHONEPE_HOOK.username, 'wrong'),
      webhookAuth('x', PHONEPE_HOOK.password),
      `${webhookAuth(PHONEPE_HOOK.username, PHONEPE_HOOK.password)}0`,
    ]) {
      const res = await webhook(order.merchantOrderId, 'COMPLETED', order.totalAmountPaise, authorization);
      expect(res.statusCode, authorization).toBe(401);
    }
    // Even a malformed body is refused for its authorization first.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/webhook',
      payload: { hello: 1 },
    });
    expect(bad.statusCode).toBe(401);
    await waitForPaymentWork(t.app);
    expect((await t.db.select().from(paymentEvents)).length).toBe(eventsBefore);
    expect(await orderRow(t.db, order.id)).toEqual(order);
  });

  it('is exempt from the cross-site check: a genuine delivery with a foreign Origin is still taken', async () => {
    const { order } = await placeOrder();
    fake.setState(order.merchantOrderId, 'COMPLETED');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/webhook',
      headers: {
        authorization: webhookAuth(PHONEPE_HOOK.username, PHONEPE_HOOK.password),
        origin: 'https://phonepe.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: {
        event: 'checkout.order.completed',
        payload: {
          orderId: fake.orders.get(order.merchantOrderId)?.orderId ?? 'OMO-unknown',
          merchantId: 'M1',
          merchantOrderId: order.merchantOrderId,
          state: 'COMPLETED',
          amount: order.totalAmountPaise,
          expireAt: Date.now() + 60_000,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await waitForPaymentWork(t.app);
    expect(await orderRow(t.db, order.id)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
  });

  it('answers a genuine malformed body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/webhook',
      headers: { authorization: webhookAuth(PHONEPE_HOOK.username, PHONEPE_HOOK.password) },
      payload: { event: 'checkout.order.completed' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers before asking PhonePe, then confirms with the status API', async () => {
    const { order } = await placeOrder();
    fake.setState(order.merchantOrderId, 'COMPLETED');
    setPaymentProvider(t.app, provider({ timeoutMs: 5000 }));
    fake.fault({ match: 'status', delayMs: 1500 });
    const res = await webhook(order.merchantOrderId, 'COMPLETED', order.totalAmountPaise);
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t.db, order.id)).paymentStatus).toBe('pending');
    await waitForPaymentWork(t.app);
    expect(await orderRow(t.db, order.id)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
  });

  it('does not trust the webhook body: a COMPLETED claim while PhonePe says PENDING changes nothing', async () => {
    const { order } = await placeOrder();
    const res = await webhook(order.merchantOrderId, 'COMPLETED', order.totalAmountPaise);
    expect(res.statusCode).toBe(200);
    await waitForPaymentWork(t.app);
    expect(await orderRow(t.db, order.id)).toEqual(order);
  });

  it('forgets a delivery the status API did not agree with yet, so the same redelivery captures the payment', async () => {
    const { order, s: shopper } = await placeOrder();
    // PhonePe's webhook can arrive before its status API says COMPLETED.
    const first = await webhook(order.merchantOrderId, 'COMPLETED', order.totalAmountPaise);
    expect(first.json()).toEqual({ success: true, duplicate: false });
    await waitForPaymentWork(t.app);
    expect((await orderRow(t.db, order.id)).paymentStatus).toBe('pending');
    expect(
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.merchantOrderId, order.merchantOrderId)),
    ).toEqual([]);

    // The status API agrees now; PhonePe redelivers the very same webhook.
    fake.setState(order.merchantOrderId, 'COMPLETED');
    const again = await webhook(order.merchantOrderId, 'COMPLETED', order.totalAmountPaise);
    expect(again.json()).toEqual({ success: true, duplicate: false });
    await waitForPaymentWork(t.app);
    await waitForPendingMail();
    expect(await orderRow(t.db, order.id)).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      stockReserved: false,
    });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, shopper.user.email))).toHaveLength(1);
    // Acted on, it is kept: a third delivery is a duplicate.
    expect((await webhook(order.merchantOrderId, 'COMPLETED', order.totalAmountPaise)).json().duplicate).toBe(
      true,
    );
  });

  it.each(['sequential', 'concurrent'] as const)(
    'ten %s deliveries of the same webhook change the order once',
    async (mode) => {
      const { order, s } = await placeOrder();
      fake.setState(order.merchantOrderId, 'COMPLETED');
      const fy = (await t.db.select().from(invoiceSequences))
        .map((r) => r.lastNumber)
        .reduce((a, b) => a + b, 0);
      const deliver = () => webhook(order.merchantOrderId, 'COMPLETED', order.totalAmountPaise);
      const answers =
        mode === 'sequential'
          ? await (async () => {
              const out = [];
              for (let i = 0; i < 10; i++) out.push(await deliver());
              return out;
            })()
          : await Promise.all(Array.from({ length: 10 }, deliver));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
      await waitForPaymentWork(t.app);
      await waitForPendingMail();
      const row = await orderRow(t.db, order.id);
      expect(row).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
      const events = await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.merchantOrderId, order.merchantOrderId));
      expect(events).toHaveLength(1);
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.user.email))).toHaveLength(1);
      const fyAfter = (await t.db.select().from(invoiceSequences))
        .map((r) => r.lastNumber)
        .reduce((a, b) => a + b, 0);
      expect(fyAfter - fy).toBe(1);
      // A late, out-of-order "failed" delivery and a capture change nothing.
      await webhook(order.merchantOrderId, 'FAILED', order.totalAmountPaise);
      await waitForPaymentWork(t.app);
      expect((await captureVia(t.app, s.cookie, order.id)).json().success).toBe(true);
      expect(await orderRow(t.db, order.id)).toEqual(row);
    },
  );

  it('a FAILED webhook fails the order and releases its stock once', async () => {
    const { order, product } = await placeOrder({ qty: 2, stock: 2 });
    fake.setState(order.merchantOrderId, 'FAILED');
    await Promise.all(
      Array.from({ length: 5 }, () => webhook(order.merchantOrderId, 'FAILED', order.totalAmountPaise)),
    );
    await waitForPaymentWork(t.app);
    expect(await orderRow(t.db, order.id)).toMatchObject({ paymentStatus: 'failed', stockReserved: false });
    expect(await stockOf(t.db, product.id)).toBe(2);
  });

  it('forgets a delivery it could not act on, so PhonePe’s retry is processed', async () => {
    const { order } = await placeOrder();
    fake.setState(order.merchantOrderId, 'COMPLETED');
    fake.fault({ match: 'status', status: 500 });
    expect((await webhook(order.merchantOrderId, 'COMPLETED', order.totalAmountPaise)).statusCode).toBe(200);
    await waitForPaymentWork(t.app);
    expect((await orderRow(t.db, order.id)).paymentStatus).toBe('pending');
    const retry = await webhook(order.merchantOrderId, 'COMPLETED', order.totalAmountPaise);
    expect(retry.json().duplicate).toBe(false);
    await waitForPaymentWork(t.app);
    expect((await orderRow(t.db, order.id)).paymentStatus).toBe('paid');
  });

  it('acknowledges a webhook for an unknown order without changing anything', async () => {
    const eventsBefore = await t.db.select().from(paymentEvents);
    const res = await webhook('HEPUNKNOWN123', 'COMPLETED', 1000);
    expect(res.statusCode).toBe(200);
    await waitForPaymentWork(t.app);
    // PhonePe does not know it either: nothing but the delivery itself is recorded.
    const added = (await t.db.select().from(paymentEvents)).length - eventsBefore.length;
    expect(added).toBe(1);
  });

  it('keeps a refund note when an order deleted by the admin is paid after all', async () => {
    const { order } = await placeOrder();
    await t.db.delete(orders).where(eq(orders.id, order.id));
    fake.setState(order.merchantOrderId, 'COMPLETED');
    expect((await webhook(order.merchantOrderId, 'COMPLETED', order.totalAmountPaise)).statusCode).toBe(200);
    await waitForPaymentWork(t.app);
    const refund = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.dedupeKey, `refund-needed:${order.merchantOrderId}`));
    expect(refund).toHaveLength(1);
    expect(refund[0].payload).toMatchObject({
      amountPaise: order.totalAmountPaise,
      reason: 'paid for an order that no longer exists',
    });
  });
});
