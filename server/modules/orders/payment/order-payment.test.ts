import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, carts, mailOutbox, orders, paymentEvents, payments, products } from '../../../db/schema';
import { ordersPaid, paymentFailures } from '../../../lib/metrics';
import { waitForPendingMail } from '../../../mail/mailer';
import {
  ProviderOrderNotFoundError,
  type PaymentProvider,
  type PaymentStatus,
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
  type Shopper,
} from '../../../../tests/helpers/orders';
import { financialYear } from '../documents/invoice-number';
import {
  applyProviderStatus,
  captureOrder,
  failOrder,
  flagRefundFor,
  settleUnpaidOrder,
  type ApplyOutcome,
} from './order-payment';
import * as repo from '../core/orders.repository';
import type { OrderDeps } from '../core/order-deps';

/**
 * What a payment does to an order, on a real database (PGlite; PostgreSQL with TEST_DATABASE_URL), called
 * directly with a provider whose answers each test sets. Every expected stock, status and record is written
 * out by hand. StrykerJS mutates order-payment.ts against these tests (config/mutation/checkout.config.mjs).
 */

let t: TestApp;
let deps: OrderDeps;
let shopper: Shopper;
let otherShopper: Shopper;

/** What the provider says per merchantOrderId: a status, or an error to throw. */
const answers = new Map<string, PaymentStatus | Error>();
let asked: string[] = [];

beforeAll(async () => {
  t = await testApp();
  deps = { db: t.db, config: t.config, log: t.app.log };
  await freeDelivery(t.db); // payments of the goods alone: delivery charges have their own tests
  // Orders are opened on the simulator; its status answers are replaced by the test's own.
  const simulator = paymentProviderFor(t.app);
  const provider: PaymentProvider = Object.assign(Object.create(simulator) as PaymentProvider, {
    async getStatus(merchantOrderId: string): Promise<PaymentStatus> {
      asked.push(merchantOrderId);
      const answer = answers.get(merchantOrderId);
      if (!answer) throw new Error(`no answer set for ${merchantOrderId}`);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  setPaymentProvider(t.app, provider);
  shopper = await createShopper(t.app);
  otherShopper = await createShopper(t.app);
});
beforeEach(() => {
  answers.clear();
  asked = [];
});

/**
 * A new customer's unpaid order of `quantity` of a new product (stock 10, ₹118.00 with 18 % GST): stock
 * 10 − quantity. `extraInCart` goes into the cart after checkout (it must stay there when the order is paid).
 */
async function placeOrder(quantity = 2, extraInCart: { productId: string; quantity: number }[] = []) {
  const buyer = await createShopper(t.app);
  const product = await createProduct(t.db, {
    totalStock: 10,
    salePricePaise: 11800,
    cgstPercent: 9,
    sgstPercent: 9,
  });
  await putInCart(t.db, buyer.user.id, [{ productId: product.id, quantity }]);
  const res = await createOrderVia(t.app, buyer);
  expect(res.statusCode, res.body).toBe(200);
  if (extraInCart.length) await putInCart(t.db, buyer.user.id, extraInCart);
  const order = (await repo.findOrder(t.db, res.json().orderId))!;
  expect(order.totalAmountPaise).toBe(11800 * quantity);
  expect(await stockOf(t.db, product.id)).toBe(10 - quantity);
  return { order, product, buyer };
}

const completed = (order: repo.OrderRow, amountPaise = order.totalAmountPaise): PaymentStatus => ({
  state: 'COMPLETED',
  amountPaise,
  transactionId: `TX-${order.merchantOrderId}`,
  payerId: 'UPI:asha@okbank',
  raw: {},
});
const failed = (order: repo.OrderRow): PaymentStatus => ({
  state: 'FAILED',
  amountPaise: order.totalAmountPaise,
  raw: {},
});
const pendingStatus = (order: repo.OrderRow): PaymentStatus => ({
  state: 'PENDING',
  amountPaise: order.totalAmountPaise,
  raw: {},
});

const reload = async (id: string) => (await repo.findOrder(t.db, id))!;
const paymentRow = async (merchantOrderId: string) =>
  (await t.db.select().from(payments).where(eq(payments.merchantOrderId, merchantOrderId)))[0];
const refundEvents = async (merchantOrderId: string) =>
  t.db
    .select()
    .from(paymentEvents)
    .where(
      and(eq(paymentEvents.merchantOrderId, merchantOrderId), eq(paymentEvents.eventType, 'refund.needed')),
    );
const counter = async (c: typeof ordersPaid) => (await c.get()).values.reduce((n, v) => n + v.value, 0);
const mailsTo = async (email: string) => {
  await waitForPendingMail();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
};
const cartProducts = async (userId: string) =>
  (
    await t.db
      .select({ productId: cartItems.productId })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, userId))
  ).map((r) => r.productId);
const summary = (o: ApplyOutcome) => ({
  kind: o.kind,
  changed: 'changed' in o ? o.changed : undefined,
  paymentStatus: o.order.paymentStatus,
  orderStatus: o.order.orderStatus,
});

describe('a completed payment for the exact amount', () => {
  it('confirms the order once: invoice number, payment ids, stock settled, cart lines gone, one mail, one count', async () => {
    const other = await createProduct(t.db, { totalStock: 5 });
    const { order, product, buyer } = await placeOrder(3, [{ productId: other.id, quantity: 1 }]);
    const paidBefore = await counter(ordersPaid);
    const mailsBefore = (await mailsTo(buyer.user.email)).length;

    const first = await applyProviderStatus(deps, order, completed(order));
    expect(summary(first)).toEqual({
      kind: 'paid',
      changed: true,
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    expect(first.order.stockReserved).toBe(false);
    const row = await reload(order.id);
    expect(row).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      paymentId: `TX-${order.merchantOrderId}`,
      payerId: 'UPI:asha@okbank',
      stockReserved: false,
    });
    expect(row.invoiceNumber).toMatch(new RegExp(`^INV/${financialYear(new Date())}/\\d{6}$`));
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await paymentRow(order.merchantOrderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: `TX-${order.merchantOrderId}`,
    });
    expect(await stockOf(t.db, product.id)).toBe(7); // 10 − 3, kept
    expect(await cartProducts(buyer.user.id)).toEqual([other.id]); // only what was not ordered stays
    expect(await counter(ordersPaid)).toBe(paidBefore + 1);
    const mails = await mailsTo(buyer.user.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)!.text).toContain(product.title); // the confirmation lists what was ordered

    const again = await applyProviderStatus(deps, row, completed(order));
    expect(summary(again)).toEqual({
      kind: 'paid',
      changed: false,
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    const stale = await applyProviderStatus(deps, order, completed(order)); // the row read before it was paid
    expect(summary(stale)).toEqual({
      kind: 'paid',
      changed: false,
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    expect((await reload(order.id)).invoiceNumber).toBe(row.invoiceNumber);
    expect(await stockOf(t.db, product.id)).toBe(7);
    expect(await counter(ordersPaid)).toBe(paidBefore + 1);
    expect((await mailsTo(buyer.user.email)).length).toBe(mailsBefore + 1);
  });

  it('keeps a missing transaction id and payer as null', async () => {
    const { order } = await placeOrder(1);
    await applyProviderStatus(deps, order, { state: 'COMPLETED', amountPaise: 11800, raw: {} });
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'paid', paymentId: null, payerId: null });
  });

  it('takes the provider’s order id as the payment id when there is no transaction id', async () => {
    const { order } = await placeOrder(1);
    await applyProviderStatus(deps, order, {
      state: 'COMPLETED',
      amountPaise: 11800,
      providerOrderId: 'OMO-9',
      raw: {},
    });
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'paid', paymentId: 'OMO-9' });
    expect(await paymentRow(order.merchantOrderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: 'OMO-9',
    });
  });

  it('takes the stock again for an order whose stock went back (rejected, then set back to pending)', async () => {
    const { order, product } = await placeOrder(2);
    await t.db.transaction(async (tx) => {
      await tx.update(orders).set({ stockReserved: false }).where(eq(orders.id, order.id));
      await tx.update(products).set({ totalStock: 10 }).where(eq(products.id, product.id));
    });
    const outcome = await applyProviderStatus(deps, await reload(order.id), completed(order));
    expect(summary(outcome)).toEqual({
      kind: 'paid',
      changed: true,
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    expect(await stockOf(t.db, product.id)).toBe(8);
    expect((await reload(order.id)).stockReserved).toBe(false);
  });

  it('ends an order whose stock went back and is gone now: failed, refund needed, nothing taken', async () => {
    const { order, product } = await placeOrder(2);
    await t.db.transaction(async (tx) => {
      await tx.update(orders).set({ stockReserved: false }).where(eq(orders.id, order.id));
      await tx.update(products).set({ totalStock: 1 }).where(eq(products.id, product.id));
    });
    const failuresBefore = await counter(paymentFailures);
    const outcome = await applyProviderStatus(deps, await reload(order.id), completed(order));
    expect(summary(outcome)).toEqual({
      kind: 'paid_but_unfulfillable',
      changed: undefined,
      paymentStatus: 'failed',
      orderStatus: 'rejected',
    });
    expect(await stockOf(t.db, product.id)).toBe(1);
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'failed', invoiceNumber: null });
    expect(await paymentRow(order.merchantOrderId)).toMatchObject({ status: 'failed' });
    expect(await counter(paymentFailures)).toBe(failuresBefore + 1);
    const [event, ...more] = await refundEvents(order.merchantOrderId);
    expect(more).toEqual([]);
    expect(event.payload).toEqual({
      amountPaise: 23600,
      transactionId: `TX-${order.merchantOrderId}`,
      orderId: order.id,
      shortProductId: product.id,
    });
  });
});

describe('a database error while confirming', () => {
  it('is thrown and leaves the order pending, its stock held and no refund flagged', async () => {
    const { order, product } = await placeOrder(2);
    // The confirming transaction fails once; the database answers again afterwards.
    let broken = false;
    const failing = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === 'transaction' && !broken) {
          broken = true;
          return () => Promise.reject(new Error('connection terminated'));
        }
        return Reflect.get(target, key, receiver);
      },
    });
    await expect(applyProviderStatus({ ...deps, db: failing }, order, completed(order))).rejects.toThrow(
      'connection terminated',
    );
    expect(await reload(order.id)).toMatchObject({
      paymentStatus: 'pending',
      orderStatus: 'pending',
      stockReserved: true,
    });
    expect(await stockOf(t.db, product.id)).toBe(8);
    expect(await refundEvents(order.merchantOrderId)).toEqual([]);
  });
});

describe('a completed payment that cannot be the order’s', () => {
  it('for another amount changes nothing', async () => {
    const { order, product } = await placeOrder(1);
    const outcome = await applyProviderStatus(deps, order, completed(order, 11799));
    expect(summary(outcome)).toEqual({
      kind: 'amount_mismatch',
      changed: undefined,
      paymentStatus: 'pending',
      orderStatus: 'pending',
    });
    expect(await reload(order.id)).toMatchObject({
      paymentStatus: 'pending',
      orderStatus: 'pending',
      stockReserved: true,
    });
    expect(await stockOf(t.db, product.id)).toBe(9);
    expect(await refundEvents(order.merchantOrderId)).toEqual([]);
    // Also for an order that is already paid: the amount is checked first.
    await applyProviderStatus(deps, order, completed(order));
    expect((await applyProviderStatus(deps, await reload(order.id), completed(order, 1))).kind).toBe(
      'amount_mismatch',
    );
  });

  it('for an order the shop rejected is kept for a refund; the order stays ended, stock on the shelf', async () => {
    const { order, product } = await placeOrder(2);
    await t.db.update(orders).set({ orderStatus: 'rejected' }).where(eq(orders.id, order.id));
    const outcome = await applyProviderStatus(deps, await reload(order.id), completed(order));
    expect(summary(outcome)).toEqual({
      kind: 'paid_after_order_ended',
      changed: undefined,
      paymentStatus: 'failed',
      orderStatus: 'rejected',
    });
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect(await reload(order.id)).toMatchObject({
      paymentStatus: 'failed',
      invoiceNumber: null,
      paidAt: null,
    });
    const [event] = await refundEvents(order.merchantOrderId);
    expect(event.payload).toEqual({
      amountPaise: 23600,
      transactionId: `TX-${order.merchantOrderId}`,
      orderId: order.id,
      reason: 'paid after the order ended',
      orderStatus: 'rejected',
    });
    // A second delivery keeps one refund record.
    await applyProviderStatus(deps, await reload(order.id), completed(order));
    expect(await refundEvents(order.merchantOrderId)).toHaveLength(1);
  });

  it('for an order that failed is kept for a refund, also when the caller still holds it as pending', async () => {
    const { order, product } = await placeOrder(2);
    expect(await failOrder(t.db, order.id, order.merchantOrderId)).toBe(true);
    const outcome = await applyProviderStatus(deps, order, completed(order)); // `order` still says pending
    expect(summary(outcome)).toEqual({
      kind: 'paid_after_order_ended',
      changed: undefined,
      paymentStatus: 'failed',
      orderStatus: 'rejected',
    });
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect((await refundEvents(order.merchantOrderId))[0].payload).toMatchObject({
      reason: 'paid after the order ended',
      orderStatus: 'rejected',
    });
  });
});

describe('a failed payment', () => {
  it('fails a pending order once: stock back, payment failed, one count', async () => {
    const { order, product } = await placeOrder(4);
    const before = await counter(paymentFailures);
    const first = await applyProviderStatus(deps, order, failed(order));
    expect(summary(first)).toEqual({
      kind: 'failed',
      changed: true,
      paymentStatus: 'failed',
      orderStatus: 'rejected',
    });
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect(await paymentRow(order.merchantOrderId)).toMatchObject({ status: 'failed' });
    expect(await counter(paymentFailures)).toBe(before + 1);

    const stale = await applyProviderStatus(deps, order, failed(order)); // read before it failed
    expect(summary(stale)).toEqual({
      kind: 'failed',
      changed: false,
      paymentStatus: 'failed',
      orderStatus: 'rejected',
    });
    const again = await applyProviderStatus(deps, await reload(order.id), failed(order));
    expect(summary(again)).toEqual({
      kind: 'failed',
      changed: false,
      paymentStatus: 'failed',
      orderStatus: 'rejected',
    });
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect(await counter(paymentFailures)).toBe(before + 1);
    expect(await failOrder(t.db, order.id, order.merchantOrderId)).toBe(false);
  });

  it('never unpays a paid order, also when the caller still holds it as pending', async () => {
    const { order, product } = await placeOrder(1);
    await applyProviderStatus(deps, order, completed(order));
    const stale = await applyProviderStatus(deps, order, failed(order));
    expect(summary(stale)).toEqual({
      kind: 'paid',
      changed: false,
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    const fresh = await applyProviderStatus(deps, await reload(order.id), failed(order));
    expect(summary(fresh)).toEqual({
      kind: 'paid',
      changed: false,
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    expect(await stockOf(t.db, product.id)).toBe(9);
  });
});

describe('a pending payment', () => {
  it('changes nothing and says pending, or what the order already is', async () => {
    const { order, product } = await placeOrder(1);
    expect(summary(await applyProviderStatus(deps, order, pendingStatus(order)))).toEqual({
      kind: 'pending',
      changed: undefined,
      paymentStatus: 'pending',
      orderStatus: 'pending',
    });
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'pending', stockReserved: true });
    expect(await stockOf(t.db, product.id)).toBe(9);

    await applyProviderStatus(deps, order, completed(order));
    expect(summary(await applyProviderStatus(deps, await reload(order.id), pendingStatus(order)))).toEqual({
      kind: 'paid',
      changed: false,
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    const ended = await placeOrder(1);
    await failOrder(t.db, ended.order.id, ended.order.merchantOrderId);
    expect(
      summary(await applyProviderStatus(deps, await reload(ended.order.id), pendingStatus(ended.order))),
    ).toEqual({
      kind: 'failed',
      changed: false,
      paymentStatus: 'failed',
      orderStatus: 'rejected',
    });
  });
});

describe('settleUnpaidOrder (the sweeper and a new checkout)', () => {
  it('confirms an order the provider says is paid', async () => {
    const { order } = await placeOrder(1);
    answers.set(order.merchantOrderId, completed(order));
    expect(summary((await settleUnpaidOrder(deps, order))!)).toEqual({
      kind: 'paid',
      changed: true,
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    expect(asked).toEqual([order.merchantOrderId]);
  });

  it('ends an order still pending or failed at the provider, with its stock back', async () => {
    for (const status of [pendingStatus, failed]) {
      const { order, product } = await placeOrder(3);
      answers.set(order.merchantOrderId, status(order));
      expect(summary((await settleUnpaidOrder(deps, order))!)).toEqual({
        kind: 'failed',
        changed: true,
        paymentStatus: 'failed',
        orderStatus: 'rejected',
      });
      expect(await stockOf(t.db, product.id)).toBe(10);
      expect(await refundEvents(order.merchantOrderId)).toEqual([]); // no money was taken
    }
  });

  it('ends an order the provider never got', async () => {
    const { order, product } = await placeOrder(2);
    answers.set(order.merchantOrderId, new ProviderOrderNotFoundError(order.merchantOrderId));
    expect(summary((await settleUnpaidOrder(deps, order))!)).toEqual({
      kind: 'failed',
      changed: true,
      paymentStatus: 'failed',
      orderStatus: 'rejected',
    });
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect(await refundEvents(order.merchantOrderId)).toEqual([]);
  });

  it('leaves the order and its stock alone when the provider cannot be asked', async () => {
    const { order, product } = await placeOrder(2);
    answers.set(order.merchantOrderId, new Error('connect ETIMEDOUT'));
    expect(await settleUnpaidOrder(deps, order)).toBeNull();
    expect(await reload(order.id)).toMatchObject({
      paymentStatus: 'pending',
      orderStatus: 'pending',
      stockReserved: true,
    });
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('ends an order paid with another amount and keeps that payment for a refund', async () => {
    const { order, product } = await placeOrder(2);
    answers.set(order.merchantOrderId, completed(order, 100));
    expect(summary((await settleUnpaidOrder(deps, order))!)).toEqual({
      kind: 'failed',
      changed: true,
      paymentStatus: 'failed',
      orderStatus: 'rejected',
    });
    expect(await stockOf(t.db, product.id)).toBe(10);
    const [event] = await refundEvents(order.merchantOrderId);
    expect(event.payload).toEqual({
      amountPaise: 100,
      transactionId: `TX-${order.merchantOrderId}`,
      orderId: order.id,
      expectedPaise: 23600,
    });
  });

  it('says paid, unchanged, when another amount arrives for an order that is paid meanwhile', async () => {
    const { order } = await placeOrder(1);
    await applyProviderStatus(deps, order, completed(order));
    answers.set(order.merchantOrderId, completed(order, 5));
    expect(summary((await settleUnpaidOrder(deps, order))!)).toEqual({
      kind: 'paid',
      changed: false,
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
  });
});

describe('flagRefundFor', () => {
  it('records the amount, the transaction (or null) and why, once per merchant order', async () => {
    const status: PaymentStatus = { state: 'COMPLETED', amountPaise: 4200, raw: {} };
    await flagRefundFor(deps, 'GONE-1', status, { reason: 'paid for an order that no longer exists' });
    await flagRefundFor(deps, 'GONE-1', { ...status, amountPaise: 1 }, { reason: 'again' });
    const events = await refundEvents('GONE-1');
    expect(events.map((e) => [e.provider, e.dedupeKey, e.payload])).toEqual([
      [
        'simulator',
        'refund-needed:GONE-1',
        { amountPaise: 4200, transactionId: null, reason: 'paid for an order that no longer exists' },
      ],
    ]);
  });
});

describe('captureOrder (the customer is back from the payment page)', () => {
  const as = (buyer: Shopper) =>
    ({ id: buyer.user.id, isAdmin: false }) as Parameters<typeof captureOrder>[1];

  it('refuses an unknown order and someone else’s', async () => {
    await expect(
      captureOrder(deps, as(shopper), '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: 'Order not found',
    });
    const { order } = await placeOrder(1);
    await expect(captureOrder(deps, as(otherShopper), order.id)).rejects.toMatchObject({
      statusCode: 403,
      message: 'You can only pay for your own orders',
    });
    expect(asked).toEqual([]);
  });

  it('answers each outcome with its message and the order', async () => {
    const cases: [string, (o: repo.OrderRow) => PaymentStatus | Error, boolean, string, string][] = [
      ['paid', completed, true, 'Payment successful. Your order is confirmed.', 'paid'],
      [
        'pending',
        pendingStatus,
        false,
        'Your payment is still being processed. Please check again in a moment.',
        'pending',
      ],
      ['failed', failed, false, 'Payment failed or cancelled', 'failed'],
      [
        'unknown to the provider',
        (o) => new ProviderOrderNotFoundError(o.merchantOrderId),
        false,
        'Payment failed or cancelled',
        'failed',
      ],
      [
        'another amount',
        (o) => completed(o, 1),
        false,
        'The payment amount does not match the order. Please contact us.',
        'pending',
      ],
    ];
    for (const [name, answer, success, message, paymentStatus] of cases) {
      const { order, buyer, product } = await placeOrder(1);
      answers.set(order.merchantOrderId, answer(order));
      const result = await captureOrder(deps, as(buyer), order.id);
      expect({ name, success: result.success, message: result.message }).toEqual({ name, success, message });
      expect(result.data).toMatchObject({ _id: order.id, paymentStatus, totalAmount: 118 });
      expect(result.data.cartItems.map((i) => [i.productId, i.quantity])).toEqual([[product.id, 1]]);
    }
  });

  it('answers an ended order’s payment with the refund message', async () => {
    const { order, buyer } = await placeOrder(1);
    await t.db.update(orders).set({ orderStatus: 'rejected' }).where(eq(orders.id, order.id));
    answers.set(order.merchantOrderId, completed(order));
    expect(await captureOrder(deps, as(buyer), order.id)).toMatchObject({
      success: false,
      message:
        'This order had already been closed when your payment arrived, so it was not placed. Your payment will be refunded.',
    });

    const gone = await placeOrder(2);
    await t.db.transaction(async (tx) => {
      await tx.update(orders).set({ stockReserved: false }).where(eq(orders.id, gone.order.id));
      await tx.update(products).set({ totalStock: 0 }).where(eq(products.id, gone.product.id));
    });
    answers.set(gone.order.merchantOrderId, completed(gone.order));
    expect(await captureOrder(deps, as(gone.buyer), gone.order.id)).toMatchObject({
      success: false,
      message:
        'Your payment arrived after the order expired and the items are no longer available. It will be refunded.',
      data: { paymentStatus: 'failed' },
    });
  });

  it('does not ask the provider again about a paid order', async () => {
    const { order, buyer } = await placeOrder(1);
    await applyProviderStatus(deps, order, completed(order));
    asked = [];
    expect(await captureOrder(deps, as(buyer), order.id)).toMatchObject({
      success: true,
      data: { paymentStatus: 'paid' },
    });
    expect(asked).toEqual([]);
  });

  it('says try again, and changes nothing, when the provider cannot be asked', async () => {
    const { order, product, buyer } = await placeOrder(1);
    answers.set(order.merchantOrderId, new Error('socket hang up'));
    await expect(captureOrder(deps, as(buyer), order.id)).rejects.toMatchObject({
      statusCode: 502,
      message: 'Could not confirm the payment right now. Please try again in a moment.',
    });
    expect(await reload(order.id)).toMatchObject({ paymentStatus: 'pending', stockReserved: true });
    expect(await stockOf(t.db, product.id)).toBe(9);
  });
});
