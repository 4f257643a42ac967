import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testApp, type TestApp } from '../helpers/app';
import { createUser, loginAs } from '../helpers/factories';
import { FakePhonePe, FAKE_CLIENT, webhookAuth } from '../helpers/fake-phonepe';
import { paymentEvents } from '../../server/db/schema';
import { saveSettings } from '../../server/modules/settings/settings.repository';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { reconcileRefund } from '../../server/modules/orders/refunds/refunds.service';
import { PhonePeProvider } from '../../server/payments/phonepe';
import { ProviderRefundNotFoundError, RefundRejectedError } from '../../server/payments/provider';
import { paymentProviderFor, setPaymentProvider } from '../../server/payments/registry';
import { SimulatorProvider, simulatorRefundUrl } from '../../server/payments/simulator';

/**
 * The provider half of refunds: the simulator's refunds and its refund page, and PhonePe's refund
 * webhooks as the shop receives them. Settling a refund (reconcileRefund) is the refunds service's and is
 * replaced here by a spy: these tests check what is stored, refused, recorded and asked, not the settlement.
 */

vi.mock('../../server/modules/orders/refunds/refunds.service', () => ({
  reconcileRefund: vi.fn(async () => undefined),
}));
const reconcile = vi.mocked(reconcileRefund);

let t: TestApp;
let sim: SimulatorProvider;
let fake: FakePhonePe;
let phonePe: PhonePeProvider;
let seq = 0;
const HOOK = { username: 'shop-webhook', password: 'webhook-pass-123' };

beforeAll(async () => {
  t = await testApp({ admin: true });
  sim = paymentProviderFor(t.app) as SimulatorProvider;
  fake = await FakePhonePe.start();
  phonePe = new PhonePeProvider({
    ...FAKE_CLIENT,
    env: 'sandbox',
    baseUrl: fake.url,
    webhookUsername: HOOK.username,
    webhookPassword: HOOK.password,
  });
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await fake.close();
});
beforeEach(() => {
  reconcile.mockReset();
  reconcile.mockResolvedValue('completed');
  setPaymentProvider(t.app, sim);
});

/** A simulated payment of `amountPaise` (₹500.00 unless told), paid unless told otherwise. */
async function simPayment(amountPaise = 50_000, pay = true) {
  seq += 1;
  const merchantOrderId = `SIMO${Date.now()}_${seq}`;
  await sim.createPayment({
    merchantOrderId,
    amountPaise,
    redirectUrl: 'http://shop.test/r',
    expireAfterSeconds: 600,
  });
  if (pay) await sim.decide(merchantOrderId, 'pay');
  return { merchantOrderId, merchantRefundId: `RF_${merchantOrderId}` };
}

const refundRows = (merchantOrderId: string) =>
  t.db
    .select()
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.merchantOrderId, merchantOrderId),
        eq(paymentEvents.eventType, 'simulator.refund'),
      ),
    );

describe('simulator refunds', () => {
  it('stores the refund as a payment_events row and answers PENDING; its status is the stored one', async () => {
    const { merchantOrderId, merchantRefundId } = await simPayment();
    const answer = await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 20_000 });
    expect(answer).toEqual({ refundId: expect.stringMatching(/^SIMR[0-9A-F]{16}$/), state: 'PENDING' });
    const rows = await refundRows(merchantOrderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'simulator', dedupeKey: `refund:${merchantRefundId}` });
    expect(rows[0].payload).toEqual({
      merchantRefundId,
      merchantOrderId,
      amountPaise: 20_000,
      state: 'PENDING',
      refundId: answer.refundId,
      createdAt: expect.any(String),
    });
    await expect(sim.refundStatus(merchantRefundId)).resolves.toMatchObject({
      state: 'PENDING',
      amountPaise: 20_000,
      refundId: answer.refundId,
      utr: undefined,
      errorCode: undefined,
    });
    await expect(sim.refundStatus('RF_unknown')).rejects.toBeInstanceOf(ProviderRefundNotFoundError);
  });

  it('is idempotent on merchantRefundId: a second call returns the first refund and stores nothing more', async () => {
    const { merchantOrderId, merchantRefundId } = await simPayment();
    const first = await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 20_000 });
    const again = await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 20_000 });
    const other = await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 30_000 });
    expect(again).toEqual(first);
    expect(other).toEqual(first);
    expect(await refundRows(merchantOrderId)).toHaveLength(1);
  });

  it('refuses an unpaid or unknown order, less than ₹1, a fraction of a paisa, and more than is left', async () => {
    const unpaid = await simPayment(50_000, false);
    await expect(sim.refund({ ...unpaid, amountPaise: 10_000 })).rejects.toBeInstanceOf(RefundRejectedError);
    await expect(
      sim.refund({ merchantRefundId: 'RF_nowhere', merchantOrderId: 'NOWHERE', amountPaise: 10_000 }),
    ).rejects.toBeInstanceOf(RefundRejectedError);
    await expect(
      sim.refund({
        merchantRefundId: 'bad id!',
        merchantOrderId: unpaid.merchantOrderId,
        amountPaise: 10_000,
      }),
    ).rejects.toBeInstanceOf(RefundRejectedError);

    const { merchantOrderId, merchantRefundId } = await simPayment(50_000);
    await expect(sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 99 })).rejects.toBeInstanceOf(
      RefundRejectedError,
    );
    await expect(
      sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 100.5 }),
    ).rejects.toBeInstanceOf(RefundRejectedError);
    await expect(
      sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 50_001 }),
    ).rejects.toMatchObject({
      name: 'RefundRejectedError',
      status: 400,
    });
    await sim.refund({ merchantRefundId: `${merchantRefundId}a`, merchantOrderId, amountPaise: 30_000 });
    await expect(
      sim.refund({ merchantRefundId: `${merchantRefundId}b`, merchantOrderId, amountPaise: 20_001 }),
    ).rejects.toThrow(/more than the 20000 paise left/);
    // Exactly what is left, and ₹1 (the least) on another order, are taken.
    await expect(
      sim.refund({ merchantRefundId: `${merchantRefundId}c`, merchantOrderId, amountPaise: 20_000 }),
    ).resolves.toMatchObject({ state: 'PENDING' });
    const small = await simPayment(100);
    await expect(sim.refund({ ...small, amountPaise: 100 })).resolves.toMatchObject({ state: 'PENDING' });
    expect(await refundRows(unpaid.merchantOrderId)).toHaveLength(0);
  });

  it('a FAILED refund no longer holds its amount', async () => {
    const { merchantOrderId, merchantRefundId } = await simPayment(10_000);
    await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 10_000 });
    await sim.decideRefund(merchantRefundId, 'fail');
    await expect(
      sim.refund({ merchantRefundId: `${merchantRefundId}r`, merchantOrderId, amountPaise: 10_000 }),
    ).resolves.toMatchObject({ state: 'PENDING' });
  });

  it('of concurrent refunds that together exceed the payment, only what fits is taken', async () => {
    const { merchantOrderId, merchantRefundId } = await simPayment(50_000);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        sim.refund({ merchantRefundId: `${merchantRefundId}_${i}`, merchantOrderId, amountPaise: 30_000 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.every((r) => r.status === 'fulfilled' || r.reason instanceof RefundRejectedError)).toBe(
      true,
    );
    expect(await refundRows(merchantOrderId)).toHaveLength(1);
  });

  it('decideRefund completes a pending refund once, with a UTR; a later fail changes nothing', async () => {
    const { merchantOrderId, merchantRefundId } = await simPayment();
    await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 20_000 });
    const done = await sim.decideRefund(merchantRefundId, 'complete');
    expect(done).toMatchObject({ state: 'COMPLETED', utr: expect.stringMatching(/^SIMUTR\d{12}$/) });
    expect(await sim.decideRefund(merchantRefundId, 'fail')).toEqual(done);
    expect(await sim.decideRefund(merchantRefundId, 'complete')).toEqual(done);
    await expect(sim.refundStatus(merchantRefundId)).resolves.toMatchObject({
      state: 'COMPLETED',
      utr: done!.utr,
      errorCode: undefined,
    });
    expect(await sim.decideRefund('RF_unknown', 'complete')).toBeNull();
  });

  it('decideRefund fails a pending refund once, with a readable reason; two decisions at once settle it once', async () => {
    const { merchantOrderId, merchantRefundId } = await simPayment();
    await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 20_000 });
    const [a, b] = await Promise.all([
      sim.decideRefund(merchantRefundId, 'fail'),
      sim.decideRefund(merchantRefundId, 'complete'),
    ]);
    expect(a).toEqual(b);
    const status = await sim.refundStatus(merchantRefundId);
    if (status.state === 'FAILED') {
      expect(status).toMatchObject({
        errorCode: 'REFUND_FAILED',
        detailedErrorCode: expect.stringMatching(/declined/),
      });
      expect(status.utr).toBeUndefined();
    } else {
      expect(status.state).toBe('COMPLETED');
    }
    const other = await simPayment();
    await sim.refund({ ...other, amountPaise: 100 });
    await expect(sim.decideRefund(other.merchantRefundId, 'fail')).resolves.toMatchObject({
      state: 'FAILED',
      errorCode: 'REFUND_FAILED',
    });
  });

  it('simulatorRefundUrl names the refund page under the public URL', () => {
    expect(simulatorRefundUrl('http://shop.test', 'RF_1-a')).toBe(
      'http://shop.test/api/payments/simulator/refund/RF_1-a',
    );
  });
});

describe('the simulator’s refund page', () => {
  const page = (id: string, cookie: string | null = t.adminCookie) =>
    t.app.inject({
      method: 'GET',
      url: `/api/payments/simulator/refund/${id}`,
      headers: cookie ? { cookie } : {},
    });
  const decide = (id: string, action: string, cookie: string | null = t.adminCookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/refund/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: `action=${action}`,
    });

  it('is the owner’s tester: a visitor gets 401 and a customer 403, page and actions, and the refund stays as it is', async () => {
    const { merchantOrderId, merchantRefundId } = await simPayment();
    await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 20_000 });
    const customer = await loginAs(t.app, await createUser(t.db));
    for (const [cookie, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      const shown = await page(merchantRefundId, cookie);
      expect(shown.statusCode).toBe(status);
      expect(shown.body).not.toContain(merchantOrderId);
      for (const action of ['complete', 'fail'])
        expect((await decide(merchantRefundId, action, cookie)).statusCode).toBe(status);
    }
    await waitForPaymentWork(t.app);
    expect((await sim.refundStatus(merchantRefundId)).state).toBe('PENDING');
    expect(reconcile).not.toHaveBeenCalled();
    // The owner sees it and settles it.
    expect((await page(merchantRefundId)).statusCode).toBe(200);
    expect((await decide(merchantRefundId, 'complete')).statusCode).toBe(303);
    await waitForPaymentWork(t.app);
    expect((await sim.refundStatus(merchantRefundId)).state).toBe('COMPLETED');
  });

  it('shows the shop, amount, order reference and state, with Complete refund and Fail refund, every value escaped', async () => {
    const { merchantOrderId, merchantRefundId } = await simPayment();
    await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 12_345 });
    await saveSettings(t.db, { companyName: `<script>alert("x")</script> & Sons'` });
    try {
      const res = await page(merchantRefundId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      const html = res.body;
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons&#39;');
      expect(html).toContain('Test refund page — no money moves');
      expect(html).toContain('123.45');
      expect(html).toContain(merchantOrderId);
      expect(html).toContain('Refund pending');
      expect(html).toContain('value="complete">Complete refund<');
      expect(html).toContain('value="fail">Fail refund<');
      expect(html).toContain(`action="/api/payments/simulator/refund/${merchantRefundId}"`);
    } finally {
      await saveSettings(t.db, { companyName: '' });
    }
  });

  it('Complete refund settles it, tells the shop in the background and sends the tester to the admin’s orders', async () => {
    const { merchantOrderId, merchantRefundId } = await simPayment();
    await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 20_000 });
    const res = await decide(merchantRefundId, 'complete');
    await waitForPaymentWork(t.app);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://shop.test/admin/orders');
    expect((await sim.refundStatus(merchantRefundId)).state).toBe('COMPLETED');
    expect(reconcile).toHaveBeenCalledTimes(1);
    expect(reconcile.mock.calls[0][1]).toBe(merchantRefundId);
    const html = (await page(merchantRefundId)).body;
    expect(html).toContain('Refunded');
    expect(html).toMatch(/SIMUTR\d{12}/);
    expect(html).not.toContain('Complete refund<');
  });

  it('Fail refund fails it and shows the reason; Return changes nothing and asks nothing', async () => {
    const { merchantOrderId, merchantRefundId } = await simPayment();
    await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 20_000 });
    const back = await decide(merchantRefundId, 'return');
    await waitForPaymentWork(t.app);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('http://shop.test/admin/orders');
    expect((await sim.refundStatus(merchantRefundId)).state).toBe('PENDING');
    expect(reconcile).not.toHaveBeenCalled();

    expect((await decide(merchantRefundId, 'fail')).statusCode).toBe(303);
    await waitForPaymentWork(t.app);
    expect((await sim.refundStatus(merchantRefundId)).state).toBe('FAILED');
    const html = (await page(merchantRefundId)).body;
    expect(html).toContain('Refund failed');
    expect(html).toContain('REFUND_FAILED');
  });

  it('is 404 for an unknown refund, 400 for a malformed reference or action, and 404 when PhonePe is the provider', async () => {
    expect((await page('RF_unknown')).statusCode).toBe(404);
    expect((await decide('RF_unknown', 'complete')).statusCode).toBe(404);
    expect((await page('x'.repeat(64))).statusCode).toBe(400);
    expect((await page('bad%20id')).statusCode).toBe(400);
    const { merchantOrderId, merchantRefundId } = await simPayment();
    await sim.refund({ merchantRefundId, merchantOrderId, amountPaise: 20_000 });
    expect((await decide(merchantRefundId, 'pay')).statusCode).toBe(400);
    setPaymentProvider(t.app, phonePe);
    expect((await page(merchantRefundId)).statusCode).toBe(404);
    expect((await decide(merchantRefundId, 'complete')).statusCode).toBe(404);
    expect((await sim.refundStatus(merchantRefundId)).state).toBe('PENDING');
    expect(reconcile).not.toHaveBeenCalled();
  });
});

describe('PhonePe refund webhooks', () => {
  beforeEach(() => {
    setPaymentProvider(t.app, phonePe);
  });

  /** A refund PhonePe holds for a paid order. */
  async function phonePeRefund() {
    seq += 1;
    const merchantOrderId = `PPO${Date.now()}_${seq}`;
    await phonePe.createPayment({
      merchantOrderId,
      amountPaise: 50_000,
      redirectUrl: 'http://shop.test/r',
      expireAfterSeconds: 600,
    });
    fake.setState(merchantOrderId, 'COMPLETED');
    const merchantRefundId = `RF_${merchantOrderId}`;
    await phonePe.refund({ merchantRefundId, merchantOrderId, amountPaise: 20_000 });
    return { merchantOrderId, merchantRefundId };
  }
  const send = (body: unknown, authorization: string | null = webhookAuth(HOOK.username, HOOK.password)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/webhook',
      headers: authorization === null ? {} : { authorization },
      payload: body as object,
    });
  const refundEvents = (merchantRefundId: string) =>
    t.db
      .select()
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.provider, 'phonepe'),
          like(paymentEvents.dedupeKey, `pg.refund.%:${merchantRefundId}:%`),
        ),
      );

  it('a forged or unsigned refund webhook is 401 and records nothing', async () => {
    const { merchantRefundId } = await phonePeRefund();
    fake.setRefundState(merchantRefundId, 'COMPLETED');
    const body = fake.refundWebhook('pg.refund.completed', merchantRefundId);
    expect((await send(body, webhookAuth(HOOK.username, 'wrong'))).statusCode).toBe(401);
    expect((await send(body, null)).statusCode).toBe(401);
    await waitForPaymentWork(t.app);
    expect(await refundEvents(merchantRefundId)).toHaveLength(0);
    expect(reconcile).not.toHaveBeenCalled();
  });

  it('a genuine refund webhook is recorded once however often it comes, and the refund is re-checked once', async () => {
    const { merchantOrderId, merchantRefundId } = await phonePeRefund();
    fake.setRefundState(merchantRefundId, 'COMPLETED');
    const body = fake.refundWebhook('pg.refund.completed', merchantRefundId);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await send(body)).json());
    await waitForPaymentWork(t.app);
    expect(answers).toEqual([
      { success: true, duplicate: false },
      { success: true, duplicate: true },
      { success: true, duplicate: true },
      { success: true, duplicate: true },
    ]);
    const rows = await refundEvents(merchantRefundId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      merchantOrderId,
      eventType: 'pg.refund.completed',
      dedupeKey: `pg.refund.completed:${merchantRefundId}:COMPLETED`,
    });
    expect(reconcile).toHaveBeenCalledTimes(1);
    expect(reconcile.mock.calls[0][1]).toBe(merchantRefundId);
    // Another event (or state) of the same refund is news.
    fake.setRefundState(merchantRefundId, 'FAILED');
    expect((await send(fake.refundWebhook('pg.refund.failed', merchantRefundId))).json()).toEqual({
      success: true,
      duplicate: false,
    });
    await waitForPaymentWork(t.app);
    expect(await refundEvents(merchantRefundId)).toHaveLength(2);
  });

  it('a delivery whose re-check failed is forgotten, so that the redelivery asks again', async () => {
    const { merchantRefundId } = await phonePeRefund();
    const body = fake.refundWebhook('pg.refund.accepted', merchantRefundId);
    reconcile.mockRejectedValueOnce(new Error('PhonePe could not be reached'));
    expect((await send(body)).json()).toEqual({ success: true, duplicate: false });
    await waitForPaymentWork(t.app);
    expect(await refundEvents(merchantRefundId)).toHaveLength(0);
    expect((await send(body)).json()).toEqual({ success: true, duplicate: false });
    await waitForPaymentWork(t.app);
    expect(await refundEvents(merchantRefundId)).toHaveLength(1);
    expect(reconcile).toHaveBeenCalledTimes(2);
  });

  it('a refund webhook without a usable merchantRefundId is 400 and records nothing', async () => {
    const { merchantRefundId } = await phonePeRefund();
    const body = fake.refundWebhook('pg.refund.completed', merchantRefundId);
    const before = await t.db
      .select()
      .from(paymentEvents)
      .where(like(paymentEvents.eventType, 'pg.refund.%'));
    for (const bad of ['', 'x'.repeat(64), undefined]) {
      const res = await send({ ...body, payload: { ...body.payload, merchantRefundId: bad } });
      expect(res.statusCode).toBe(400);
    }
    const after = await t.db.select().from(paymentEvents).where(like(paymentEvents.eventType, 'pg.refund.%'));
    expect(after).toHaveLength(before.length);
    expect(reconcile).not.toHaveBeenCalled();
  });

  it('the fake’s webhook body carries the refund as PhonePe holds it', async () => {
    const { merchantOrderId, merchantRefundId } = await phonePeRefund();
    fake.setRefundState(merchantRefundId, 'COMPLETED', { utr: '123456789012' });
    const body = fake.refundWebhook('pg.refund.completed', merchantRefundId);
    expect(body).toMatchObject({
      event: 'pg.refund.completed',
      payload: {
        merchantRefundId,
        originalMerchantOrderId: merchantOrderId,
        refundId: `OMR${merchantRefundId}`,
        state: 'COMPLETED',
        amount: 20_000,
        splitInstruments: [{ rail: { utr: '123456789012' } }],
      },
    });
    expect(fake.refunds.get(merchantRefundId)).toMatchObject({ state: 'COMPLETED', utr: '123456789012' });
    expect(fake.count('refund')).toBeGreaterThan(0);
    expect(() => fake.refundWebhook('pg.refund.failed', 'RF_none')).toThrow(/no refund/);
  });
});
