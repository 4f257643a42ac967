import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';
import {
  captureVia,
  createOrderVia,
  createShopper,
  orderRow,
  putInCart,
  simulate,
  stockOf,
} from '../helpers/orders';
import { mailOutbox, paymentEvents } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';

/** A payment that arrives after its order ended never reopens it: it is kept for a refund (decision 013). */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp({ admin: true });
  admin = t.adminCookie;
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
});

async function placeOrder(qty = 3, stock = 3) {
  const s = await createShopper(t.app);
  const product = await createProduct(t.db, { totalStock: stock });
  await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: qty }]);
  const res = await createOrderVia(t.app, s);
  expect(res.statusCode, res.body).toBe(200);
  return { s, product, ...(res.json() as { orderId: string; approvalURL: string }) };
}

const adminDetails = async (orderId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/details/${orderId}`,
      headers: { cookie: admin },
    })
  ).json().data;

const refundEvents = async (merchantOrderId: string) =>
  t.db
    .select()
    .from(paymentEvents)
    .where(
      and(eq(paymentEvents.eventType, 'refund.needed'), eq(paymentEvents.merchantOrderId, merchantOrderId)),
    );

describe('a payment for an order the admin rejected', () => {
  it('is kept as refund-needed; the order stays rejected, its stock stays on the shelf, no invoice, no confirmation mail', async () => {
    const { s, product, orderId, approvalURL } = await placeOrder();
    const reject = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/update/${orderId}`,
      headers: { cookie: admin },
      payload: { orderStatus: 'rejected' },
    });
    expect(reject.statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(3);

    // The stock is all still there, yet the payment must not bring the order back.
    await simulate(t.app, approvalURL, 'pay');
    const res = await captureVia(t.app, s.cookie, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: false,
      message:
        'This order had already been closed when your payment arrived, so it was not placed. Your payment will be refunded.',
      data: { orderStatus: 'rejected', paymentStatus: 'failed', invoiceNumber: null },
    });
    const row = await orderRow(t.db, orderId);
    expect(row).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'failed',
      stockReserved: false,
      invoiceNumber: null,
      paidAt: null,
    });
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(await refundEvents(row.merchantOrderId)).toHaveLength(1);
    expect(await adminDetails(orderId)).toMatchObject({
      orderStatus: 'rejected',
      refundNeeded: true,
      // What the simulator took, and its transaction id to refund it by.
      flaggedPayment: { amount: row.totalAmountPaise / 100, transactionId: expect.stringMatching(/^SIMTXN/) },
    });
    await waitForPendingMail();
    // The only mail is the owner's rejection; the late payment confirms nothing.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.user.email));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/is cancelled$/)]);

    // Asking again (the customer reloads the return page) changes nothing and flags nothing more.
    expect((await captureVia(t.app, s.cookie, orderId)).json().success).toBe(false);
    expect(await refundEvents(row.merchantOrderId)).toHaveLength(1);
    expect(await stockOf(t.db, product.id)).toBe(3);
  });

  it('leaves an order the admin did not reject to be confirmed as usual', async () => {
    const { s, product, orderId, approvalURL } = await placeOrder(2, 5);
    await simulate(t.app, approvalURL, 'pay');
    expect((await captureVia(t.app, s.cookie, orderId)).json()).toMatchObject({
      success: true,
      data: { orderStatus: 'confirmed', paymentStatus: 'paid' },
    });
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect((await adminDetails(orderId)).refundNeeded).toBe(false);
  });
});

describe('a payment for an order that failed', () => {
  it('is kept as refund-needed after the customer cancelled, even when it arrives later', async () => {
    const { s, product, orderId, approvalURL } = await placeOrder(1, 4);
    // Replaced by a new checkout of the same customer: the first order ends and gives its unit back.
    await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 1 }]);
    expect((await createOrderVia(t.app, s)).statusCode).toBe(200);
    expect(await orderRow(t.db, orderId)).toMatchObject({ paymentStatus: 'failed', stockReserved: false });
    expect(await stockOf(t.db, product.id)).toBe(3);

    await simulate(t.app, approvalURL, 'pay');
    expect((await captureVia(t.app, s.cookie, orderId)).json()).toMatchObject({
      success: false,
      data: { paymentStatus: 'failed' },
    });
    expect(await stockOf(t.db, product.id)).toBe(3);
    const row = await orderRow(t.db, orderId);
    expect(await refundEvents(row.merchantOrderId)).toHaveLength(1);
    expect((await adminDetails(orderId)).refundNeeded).toBe(true);
  });
});
