import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, paymentEvents, siteSettings } from '../../../db/schema';
import {
  ProviderOrderNotFoundError,
  type PaymentProvider,
  type PaymentStatus,
  type WebhookRequest,
} from '../../../payments/provider';
import { paymentProviderFor, setPaymentProvider } from '../../../payments/registry';
import { testApp, type TestApp } from '../../../../tests/helpers/app';
import { createProduct } from '../../../../tests/helpers/factories';
import {
  createOrderVia,
  createShopper,
  freeDelivery,
  putInCart,
  stockOf,
} from '../../../../tests/helpers/orders';
import * as repo from '../core/orders.repository';
import type { OrderDeps } from '../core/order-deps';
import {
  authenticateWebhook,
  receivePhonePeWebhook,
  renderSimulatorPage,
  SimulatorAction,
  simulatorDecide,
  waitForPaymentWork,
  webhookAuthorization,
} from './payments.service';

/**
 * The PhonePe webhook and the simulator's page, called directly on a real database: what is recorded, what
 * is forgotten so that a redelivery is processed, and what the order becomes. The provider's answers are
 * set by each test (webhook) or are the built-in simulator's own (simulator). StrykerJS mutates
 * payments.service.ts against these tests (config/mutation/checkout.config.mjs).
 */

let t: TestApp;
let deps: OrderDeps;
let simulator: PaymentProvider;

/** The fake PhonePe: a status (or an error) per merchantOrderId, an optional delay, and one accepted header. */
const answers = new Map<string, PaymentStatus | Error>();
const delays = new Map<string, number>();
/** Not a SimulatorProvider: orders are still opened on the simulator, but status and webhooks are PhonePe's. */
const phonePe = (): PaymentProvider => ({
  name: 'phonepe',
  createPayment: (input) => simulator.createPayment(input),
  async getStatus(merchantOrderId: string): Promise<PaymentStatus> {
    await new Promise((r) => setTimeout(r, delays.get(merchantOrderId) ?? 0));
    const answer = answers.get(merchantOrderId);
    if (!answer) throw new Error(`no answer set for ${merchantOrderId}`);
    if (answer instanceof Error) throw answer;
    return answer;
  },
  verifyWebhook: (request: WebhookRequest) => request.headers.authorization === 'good',
  refund: (input) => simulator.refund(input),
  refundStatus: (id) => simulator.refundStatus(id),
});

beforeAll(async () => {
  t = await testApp();
  deps = { db: t.db, config: t.config, log: t.app.log };
  await freeDelivery(t.db); // payments of the goods alone: delivery charges have their own tests
  simulator = paymentProviderFor(t.app);
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
});
beforeEach(() => {
  answers.clear();
  delays.clear();
});

/** A new customer's unpaid order of 2 of a new product (stock 10): ₹236.00, stock 8. */
async function placeOrder() {
  const buyer = await createShopper(t.app);
  const product = await createProduct(t.db, {
    totalStock: 10,
    salePricePaise: 11800,
    cgstPercent: 9,
    sgstPercent: 9,
  });
  await putInCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 2 }]);
  const res = await createOrderVia(t.app, buyer);
  expect(res.statusCode, res.body).toBe(200);
  const order = (await repo.findOrder(t.db, res.json().orderId))!;
  return { order, product };
}
const reload = async (id: string) => (await repo.findOrder(t.db, id))!;
const eventsOf = (merchantOrderId: string) =>
  t.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.merchantOrderId, merchantOrderId), eq(paymentEvents.provider, 'phonepe')));
const completed = (order: repo.OrderRow): PaymentStatus => ({
  state: 'COMPLETED',
  amountPaise: order.totalAmountPaise,
  transactionId: `TX-${order.merchantOrderId}`,
  raw: {},
});
const delivery = (merchantOrderId: string, extra: Record<string, unknown> = {}) => ({
  event: 'checkout.order.completed',
  payload: {
    merchantOrderId,
    orderId: `OMO-${merchantOrderId}`,
    state: 'COMPLETED',
    amount: 23600,
    ...extra,
  },
});

describe('webhookAuthorization', () => {
  it('is the SHA-256 of username:password in hex, as PhonePe sends it', () => {
    // printf 'shop-hook:s3cret' | sha256sum
    expect(webhookAuthorization('shop-hook', 's3cret')).toBe(
      'b140916586bd7f03c25b36f4a5de26acb9787c9bd91a43edac4a6485b0bf8019',
    );
  });
});

describe('the PhonePe webhook', () => {
  beforeAll(() => setPaymentProvider(t.app, phonePe()));
  afterAll(() => setPaymentProvider(t.app, simulator));

  it('refuses a delivery the provider does not vouch for with 401', () => {
    expect(() => authenticateWebhook(deps, { headers: { authorization: 'bad' }, body: {} })).toThrow(
      expect.objectContaining({ statusCode: 401, message: 'Invalid webhook authorization' }),
    );
    expect(() => authenticateWebhook(deps, { headers: { authorization: 'good' }, body: {} })).not.toThrow();
  });

  it('refuses a body it does not understand with 400, recording nothing', async () => {
    for (const body of [
      {},
      { event: 'x' },
      { event: 'x', payload: {} },
      { event: '', payload: { merchantOrderId: 'M1' } },
    ]) {
      await expect(receivePhonePeWebhook(deps, body)).rejects.toMatchObject({
        statusCode: 400,
        message: 'Webhook body is not understood',
      });
    }
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.provider, 'phonepe'))).toEqual([]);
  });

  it('records a delivery once under event, PhonePe’s order id and state, asks the status API, and pays the order', async () => {
    const { order } = await placeOrder();
    answers.set(order.merchantOrderId, completed(order));
    expect(await receivePhonePeWebhook(deps, delivery(order.merchantOrderId))).toEqual({ duplicate: false });
    expect(await receivePhonePeWebhook(deps, delivery(order.merchantOrderId))).toEqual({ duplicate: true });
    await waitForPaymentWork(t.app);
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
    const events = await eventsOf(order.merchantOrderId);
    expect(events.map((e) => [e.eventType, e.dedupeKey])).toEqual([
      ['checkout.order.completed', `checkout.order.completed:OMO-${order.merchantOrderId}:COMPLETED`],
    ]);
    expect(events[0].payload).toEqual(delivery(order.merchantOrderId));
  });

  it('keys a delivery without PhonePe’s order id or state by the merchant order id and an empty state', async () => {
    const { order } = await placeOrder();
    answers.set(order.merchantOrderId, { state: 'FAILED', amountPaise: order.totalAmountPaise, raw: {} });
    const body = { event: 'checkout.order.failed', payload: { merchantOrderId: order.merchantOrderId } };
    expect(await receivePhonePeWebhook(deps, body)).toEqual({ duplicate: false });
    await waitForPaymentWork(t.app);
    expect((await eventsOf(order.merchantOrderId)).map((e) => e.dedupeKey)).toEqual([
      `checkout.order.failed:${order.merchantOrderId}:`,
    ]);
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'failed' });
  });

  it('forgets a delivery the status API does not agree with yet, so the redelivery is processed', async () => {
    const { order } = await placeOrder();
    answers.set(order.merchantOrderId, { state: 'PENDING', amountPaise: order.totalAmountPaise, raw: {} });
    await receivePhonePeWebhook(deps, delivery(order.merchantOrderId));
    await waitForPaymentWork(t.app);
    expect(await eventsOf(order.merchantOrderId)).toEqual([]);
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'pending' });

    answers.set(order.merchantOrderId, completed(order));
    expect(await receivePhonePeWebhook(deps, delivery(order.merchantOrderId))).toEqual({ duplicate: false });
    await waitForPaymentWork(t.app);
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await eventsOf(order.merchantOrderId)).toHaveLength(1);
  });

  it('forgets a delivery it could not act on (status API down), so PhonePe’s retry is processed', async () => {
    const { order } = await placeOrder();
    answers.set(order.merchantOrderId, new Error('connect ECONNREFUSED'));
    await receivePhonePeWebhook(deps, delivery(order.merchantOrderId));
    await waitForPaymentWork(t.app);
    expect(await eventsOf(order.merchantOrderId)).toEqual([]);
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'pending', stockReserved: true });
  });

  it('keeps a handled delivery whose payment failed', async () => {
    const { order, product } = await placeOrder();
    answers.set(order.merchantOrderId, { state: 'FAILED', amountPaise: order.totalAmountPaise, raw: {} });
    await receivePhonePeWebhook(deps, delivery(order.merchantOrderId, { state: 'FAILED' }));
    await waitForPaymentWork(t.app);
    expect(await eventsOf(order.merchantOrderId)).toHaveLength(1);
    expect(await stockOf(t.db, product.id)).toBe(10);
  });

  it('keeps a payment for an order that no longer exists for a refund, and ignores anything else about it', async () => {
    answers.set('GONE-PAID', { state: 'COMPLETED', amountPaise: 5000, transactionId: 'TX-G', raw: {} });
    answers.set('GONE-FAILED', { state: 'FAILED', amountPaise: 5000, raw: {} });
    answers.set('GONE-UNKNOWN', new ProviderOrderNotFoundError('GONE-UNKNOWN'));
    answers.set('GONE-UNASKED', new Error('connect ECONNREFUSED'));
    for (const id of ['GONE-PAID', 'GONE-FAILED', 'GONE-UNKNOWN', 'GONE-UNASKED'])
      await receivePhonePeWebhook(deps, delivery(id));
    await waitForPaymentWork(t.app);
    // Handled, so a redelivery stops at the dedupe; the one the provider could not be asked about is forgotten.
    const deliveries = async (id: string) =>
      (await eventsOf(id)).filter((e) => e.eventType === 'checkout.order.completed');
    for (const id of ['GONE-PAID', 'GONE-FAILED', 'GONE-UNKNOWN'])
      expect(await deliveries(id)).toHaveLength(1);
    expect(await deliveries('GONE-UNASKED')).toEqual([]);
    const refunds = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventType, 'refund.needed'));
    expect(refunds.map((e) => [e.merchantOrderId, e.payload])).toEqual([
      [
        'GONE-PAID',
        { amountPaise: 5000, transactionId: 'TX-G', reason: 'paid for an order that no longer exists' },
      ],
    ]);
  });

  it('waits for every delivery in flight, not only the last one', async () => {
    const slow = await placeOrder();
    const fast = await placeOrder();
    answers.set(slow.order.merchantOrderId, completed(slow.order));
    answers.set(fast.order.merchantOrderId, completed(fast.order));
    delays.set(slow.order.merchantOrderId, 300);
    await receivePhonePeWebhook(deps, delivery(slow.order.merchantOrderId));
    await receivePhonePeWebhook(deps, delivery(fast.order.merchantOrderId));
    await waitForPaymentWork(t.app);
    expect((await reload(slow.order.id)).paymentStatus).toBe('paid');
    expect((await reload(fast.order.id)).paymentStatus).toBe('paid');
  });
});

describe('the simulator’s payment page', () => {
  it('shows the shop’s name, or the default for a blank one, and posts to its own address', async () => {
    const { order } = await placeOrder();
    await t.db.update(siteSettings).set({ companyName: '  Sharma Hardware  ' });
    const html = await renderSimulatorPage(deps, order.merchantOrderId);
    expect(html).toContain('Sharma Hardware');
    // The order as the buyer knows it, by its number, not its database id.
    expect(html).toContain(`data-testid="order-number">${order.orderNumber}</dd>`);
    expect(html).not.toContain(order.id);
    expect(html).toContain(`action="/api/payments/simulator/pay/${order.merchantOrderId}"`);
    await t.db.update(siteSettings).set({ companyName: '   ' });
    expect(await renderSimulatorPage(deps, order.merchantOrderId)).toContain(
      'Hardware &amp; Electrics Point',
    );
  });

  it('is 404 for an unknown payment and for a payment whose order was deleted', async () => {
    await expect(renderSimulatorPage(deps, 'NOPE')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Unknown payment',
    });
    const { order } = await placeOrder();
    await t.db.delete(orders).where(eq(orders.id, order.id));
    await expect(renderSimulatorPage(deps, order.merchantOrderId)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Unknown payment',
    });
  });

  it('is 404 when the shop uses PhonePe', async () => {
    setPaymentProvider(t.app, phonePe());
    try {
      await expect(renderSimulatorPage(deps, 'ANY')).rejects.toMatchObject({
        statusCode: 404,
        message: 'The payment simulator is not enabled',
      });
      await expect(simulatorDecide(deps, 'ANY', 'pay')).rejects.toMatchObject({
        statusCode: 404,
        message: 'The payment simulator is not enabled',
      });
    } finally {
      setPaymentProvider(t.app, simulator);
    }
  });
});

describe('the simulator’s buttons', () => {
  it('Pay pays the order and sends the customer back to the shop', async () => {
    const { order, product } = await placeOrder();
    // The return address names the order, for the tab the buyer comes back in.
    expect(await simulatorDecide(deps, order.merchantOrderId, 'pay')).toBe(
      `${t.config.publicUrl}/shop/phonepe-return?orderId=${order.id}`,
    );
    await waitForPaymentWork(t.app);
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('Fail and Cancel fail the order and give its stock back', async () => {
    for (const action of ['fail', 'cancel'] as const) {
      const { order, product } = await placeOrder();
      await simulatorDecide(deps, order.merchantOrderId, action);
      await waitForPaymentWork(t.app);
      expect(await reload(order.id)).toMatchObject({ paymentStatus: 'failed' });
      expect(await stockOf(t.db, product.id)).toBe(10);
    }
  });

  it('Return only sends the customer back: the payment stays open', async () => {
    const { order } = await placeOrder();
    expect(await simulatorDecide(deps, order.merchantOrderId, 'return')).toBe(
      `${t.config.publicUrl}/shop/phonepe-return?orderId=${order.id}`,
    );
    await waitForPaymentWork(t.app);
    expect((await simulator.getStatus(order.merchantOrderId)).state).toBe('PENDING');
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('is 404 for an unknown payment', async () => {
    await expect(simulatorDecide(deps, 'NOPE', 'pay')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Unknown payment',
    });
  });

  it('takes only pay, fail, cancel and return', () => {
    expect(SimulatorAction.options).toEqual(['pay', 'fail', 'cancel', 'return']);
    const refused = SimulatorAction.safeParse('refund');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('action must be pay, fail, cancel or return');
  });
});
