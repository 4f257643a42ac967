import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COD_MESSAGES } from '../../common/contracts/orders';
import type { DeliverySettings } from '../../common/contracts/delivery';
import {
  authAttempts,
  creditNotes,
  mailOutbox,
  orderItems,
  orders,
  passwordResetCodes,
  payments,
  users,
} from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { sweepExpiredReservations } from '../../server/modules/orders/checkout/reservation-sweeper';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { testApp, type TestApp } from '../helpers/app';
import { createAddress, createProduct, createUser, loginAs } from '../helpers/factories';
import { captureVia, countRows, createOrderVia, orderRow, putInCart, stockOf } from '../helpers/orders';

/**
 * Cash on delivery through the API on a real database. The shop is in Nagpur (440010, GSTIN 27…):
 * 440xxx is its city, the rest of Maharashtra its state, the rest of India 'india'. SPEC §9's defaults: COD on,
 * a ₹25.00 fee (tax included, taxed with the goods), orders up to ₹10,000.00, at most 2 open per account.
 *
 * Every expected figure is worked by hand in the comments.
 */

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ admin: true });
  const res = await admin('PUT', '/api/admin/settings/update', {
    companyName: 'Sharma Hardware',
    companyAddress: 'Plot 12, Wardha Road, Nagpur 440010',
    gstNumber: '27AAPFU0939F1ZV',
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
});

const admin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.adminCookie }, ...(payload ? { payload } : {}) });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

const PLACES = {
  nagpur: { pincode: '440001', city: 'Nagpur' },
  pune: { pincode: '411005', city: 'Pune' },
} as const;

interface Buyer {
  user: { id: string; email: string; userName: string };
  cookie: string;
  addressId: string;
}

async function buyer(
  place: keyof typeof PLACES = 'nagpur',
  opts: { verified?: boolean } = {},
): Promise<Buyer> {
  const user = await createUser(t.db);
  if (opts.verified ?? true)
    await t.db.update(users).set({ codVerifiedAt: new Date() }).where(eq(users.id, user.id));
  const address = await createAddress(t.db, user.id, { ...PLACES[place], address: '5, Station Road' });
  return { user, cookie: await loginAs(t.app, user), addressId: address.id };
}

/** One product at 18 % GST in the buyer's cart; returns it. */
async function fill(b: Buyer, salePricePaise: number, quantity = 1, totalStock = 50) {
  const p = await createProduct(t.db, { salePricePaise, cgstPercent: 9, sgstPercent: 9, totalStock });
  await putInCart(t.db, b.user.id, [{ productId: p.id, quantity }]);
  return p;
}

const preview = (b: Buyer, query = '') =>
  get(`/api/shop/order/preview/${b.user.id}/${b.addressId}${query}`, b.cookie);
const createCod = (b: Buyer, extra: Record<string, unknown> = {}) =>
  createOrderVia(t.app, b, { paymentMethod: 'cod', ...extra });

async function placeCod(b: Buyer) {
  const res = await createCod(b);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orderId as string;
}

const counts = async () => ({
  orders: await countRows(t.db, orders),
  items: await countRows(t.db, orderItems),
  payments: await countRows(t.db, payments),
});

async function currentDelivery(): Promise<DeliverySettings> {
  return (await admin('GET', '/api/admin/settings/get')).json().data.delivery;
}
async function withCod(change: Partial<DeliverySettings['cod']>, fn: () => Promise<void>) {
  const before = await currentDelivery();
  const res = await admin('PUT', '/api/admin/settings/update', {
    delivery: { ...before, cod: { ...before.cod, ...change } },
  });
  expect(res.statusCode, res.body).toBe(200);
  try {
    await fn();
  } finally {
    expect((await admin('PUT', '/api/admin/settings/update', { delivery: before })).statusCode).toBe(200);
  }
}

/** Dispatching (the status Shipped) takes the courier and the AWB. */
const setStatus = (id: string, orderStatus: string) =>
  admin('PUT', `/api/admin/orders/update/${id}`, {
    orderStatus,
    ...(orderStatus === 'inShipping' ? { courier: 'Delhivery', trackingNumber: 'DL-30001' } : {}),
  });
const collect = (id: string, body: object) => admin('PUT', `/api/admin/orders/cash-collected/${id}`, body);
/** India's calendar day, yyyy-mm-dd, `days` from now. */
const indiaDay = (days = 0) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The newest mail to `to`, and the 6-digit code in it. */
async function lastMail(to: string) {
  await waitForPendingMail();
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return { mail, otp: /^ {4}(\d{6})$/m.exec(mail?.text ?? '')?.[1] ?? '' };
}

// ---------------------------------------------------------------- pricing

describe('checkout prices cash on delivery', () => {
  it('the preview offers it with its fee; priced for cash it adds ₹25.00 to the total', async () => {
    const b = await buyer('pune');
    // ₹1,000.00 of goods: standard delivery free (above ₹499).
    await fill(b, 100_000);
    const online = (await preview(b)).json().data;
    expect(online).toMatchObject({
      paymentMethod: 'phonepe',
      codFee: 0,
      totalAmount: 1000,
      cod: { available: true, fee: 25, reason: null, verified: true },
    });
    const cash = (await preview(b, '?paymentMethod=cod')).json().data;
    // ₹1,000.00 + ₹25.00; the fee's tax at 18 % inside it: 25 × 18/118 = ₹3.81 (₹1.91 + ₹1.90 or so).
    expect(cash).toMatchObject({ paymentMethod: 'cod', codFee: 25, deliveryFee: 0, totalAmount: 1025 });
    expect(cash.totals.grandTotal).toBe(1025);
    expect(cash.totals.subtotal + cash.totals.cgst + cash.totals.sgst).toBeCloseTo(1025, 2);
  });

  it('an order paid in cash is charged what the preview said, whatever the client sends', async () => {
    const b = await buyer();
    // ₹200.00 of goods in the city: ₹29.00 local delivery + ₹25.00 cash fee = ₹254.00.
    await fill(b, 20_000);
    expect((await preview(b, '?paymentMethod=cod')).json().data.totalAmount).toBe(254);
    // A tampered total is ignored; a fee field the contract does not know is refused.
    const tampered = await createCod(b, { codFee: 0 });
    expect(tampered.statusCode).toBe(400);
    const res = await createCod(b, { totalAmount: 229 });
    expect(res.statusCode, res.body).toBe(200);
    const row = await orderRow(t.db, res.json().orderId);
    expect(row).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      codFeePaise: 2_500,
      deliveryFeePaise: 2_900,
      totalAmountPaise: 25_400,
      stockReserved: true,
    });
  });
});

// ---------------------------------------------------------------- placing

describe('a cash order is placed without a payment page', () => {
  it('reserves the stock, empties the cart, records a cod payment, mails what to pay and opens the order-placed page', async () => {
    const b = await buyer();
    const p = await fill(b, 60_000, 2, 10);
    const res = await createCod(b);
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, approvalURL, message } = res.json();
    expect(message).toBe(COD_MESSAGES.placed);
    expect(approvalURL).toMatch(new RegExp(`/shop/order-placed\\?orderId=${orderId}$`));
    expect(await stockOf(t.db, p.id)).toBe(8);
    const cart = (await get(`/api/shop/cart/get/${b.user.id}`, b.cookie)).json().data;
    expect(cart.items).toEqual([]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ provider: 'cod', status: 'pending', amountPaise: 122_500 });
    // ₹1,200.00 goods (free delivery) + ₹25.00.
    const details = (await get(`/api/shop/order/details/${orderId}`, b.cookie)).json().data;
    expect(details).toMatchObject({
      paymentMethod: 'cod',
      payOnDelivery: 1225,
      paidAt: null,
      invoiceNumber: null,
    });
    const { mail } = await lastMail(b.user.email);
    const { orderNumber } = await orderRow(t.db, orderId);
    expect(mail.subject).toBe(`Sharma Hardware: order ${orderNumber} placed, pay ₹1,225.00 on delivery`);
    expect(mail.text).toContain('Please keep ₹1,225.00 ready: you pay in cash when it is delivered.');
    expect(mail.text).toContain('To pay on delivery: ₹1,225.00');
  });

  it('is never swept as an expired hold, and cannot be captured online', async () => {
    const b = await buyer();
    await fill(b, 30_000);
    const id = await placeCod(b);
    const swept = await sweepExpiredReservations(t.app, { now: new Date(Date.now() + 7 * 86_400_000) });
    expect(swept.claimed).toBe(0);
    expect(await orderRow(t.db, id)).toMatchObject({ paymentStatus: 'pending', stockReserved: true });
    const res = await captureVia(t.app, b.cookie, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is paid in cash on delivery');
    expect(await orderRow(t.db, id)).toMatchObject({ paymentStatus: 'pending', orderStatus: 'pending' });
  });
});

// ---------------------------------------------------------------- the rules

describe('where cash on delivery is refused, nothing is written', () => {
  it('at exactly the limit it is taken; one paisa over, 400 with the limit', async () => {
    // ₹975.00 of goods + ₹25.00 = ₹1,000.00 with the fee.
    await withCod({ maxOrder: 1000 }, async () => {
      const b = await buyer('pune');
      await fill(b, 97_500);
      expect((await preview(b)).json().data.cod).toMatchObject({ available: true, reason: null });
      expect((await createCod(b)).statusCode).toBe(200);
    });
    await withCod({ maxOrder: 999.99 }, async () => {
      const b = await buyer('pune');
      await fill(b, 97_500);
      const reason = 'Cash on delivery is available for orders up to ₹999.99. Please pay online.';
      expect((await preview(b)).json().data.cod).toEqual({
        available: false,
        fee: 25,
        reason,
        verified: true,
      });
      const before = await counts();
      const res = await createCod(b);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: reason });
      expect((await preview(b, '?paymentMethod=cod')).json()).toEqual({ success: false, message: reason });
      expect(await counts()).toEqual(before);
    });
  });

  it('only in the zones where the owner offers it', async () => {
    await withCod({ zones: ['city'] }, async () => {
      const pune = await buyer('pune');
      await fill(pune, 30_000);
      const before = await counts();
      const res = await createCod(pune);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Cash on delivery is not offered at this pincode.');
      expect(await counts()).toEqual(before);
      const nagpur = await buyer('nagpur');
      await fill(nagpur, 30_000);
      expect((await createCod(nagpur)).statusCode).toBe(200);
    });
  });

  it('not when the owner has turned it off', async () => {
    await withCod({ enabled: false }, async () => {
      const b = await buyer();
      await fill(b, 30_000);
      expect((await preview(b)).json().data.cod.available).toBe(false);
      const res = await createCod(b);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Cash on delivery is not available at the moment.');
    });
  });

  it('an account may have 2 open cash orders: the third is 409 until one is paid or ends', async () => {
    const b = await buyer();
    const first = (await fill(b, 30_000), await placeCod(b));
    await fill(b, 30_000);
    await placeCod(b); // the second: at the limit, taken
    await fill(b, 30_000);
    const before = await counts();
    const res = await createCod(b);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'You have 2 unpaid cash-on-delivery orders open. Please pay online, or wait until one is delivered.',
    );
    expect(await counts()).toEqual(before);
    // Online payment is still open to the buyer.
    expect((await preview(b)).json().data.cod.available).toBe(false);
    // One refused at the door ends: a cash order again.
    expect((await setStatus(first, 'rejected')).statusCode).toBe(200);
    expect((await createCod(b)).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------- the e-mail code

describe('before the first cash order the buyer confirms the e-mail with a code', () => {
  it('unconfirmed: 403 and nothing written; a code by mail confirms it once; then the order is taken', async () => {
    const b = await buyer('nagpur', { verified: false });
    await fill(b, 30_000);
    expect((await preview(b)).json().data.cod).toMatchObject({ available: true, verified: false });
    const before = await counts();
    const refused = await createCod(b);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COD_MESSAGES.verify);
    expect(await counts()).toEqual(before);

    const sent = await post('/api/shop/order/cod-code', b.cookie);
    expect(sent.json()).toEqual({ success: true, message: COD_MESSAGES.codeSent });
    const { mail, otp } = await lastMail(b.user.email);
    expect(mail.subject).toBe('Sharma Hardware: your code to confirm cash on delivery');
    expect(otp).toMatch(/^\d{6}$/);

    const wrong = otp === '000000' ? '111111' : '000000';
    const bad = await post('/api/shop/order/cod-verify', b.cookie, { code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid or expired code');
    const ok = await post('/api/shop/order/cod-verify', b.cookie, { code: ` ${otp} ` });
    expect(ok.json()).toEqual({ success: true, message: COD_MESSAGES.verified });
    // Used once.
    expect((await post('/api/shop/order/cod-verify', b.cookie, { code: otp })).statusCode).toBe(400);
    expect((await preview(b)).json().data.cod.verified).toBe(true);
    expect((await createCod(b)).statusCode).toBe(200);
  });

  it('a code is 6 digits; asked again within a minute it is 429; a visitor gets 401', async () => {
    const b = await buyer('nagpur', { verified: false });
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await post('/api/shop/order/cod-verify', b.cookie, { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toContain('Please enter the 6-digit code from the e-mail');
    }
    expect((await post('/api/shop/order/cod-code', b.cookie)).statusCode).toBe(200);
    const again = await post('/api/shop/order/cod-code', b.cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    expect((await t.app.inject({ method: 'POST', url: '/api/shop/order/cod-code' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/shop/order/cod-verify', payload: { code: '123456' } }))
        .statusCode,
    ).toBe(401);
  });

  it('five wrong tries spend a code; a cash code never resets the password', async () => {
    const b = await buyer('nagpur', { verified: false });
    await post('/api/shop/order/cod-code', b.cookie);
    const { otp } = await lastMail(b.user.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('/api/shop/order/cod-verify', b.cookie, { code: wrong });
    expect((await post('/api/shop/order/cod-verify', b.cookie, { code: otp })).statusCode).toBe(400);

    await t.db.delete(authAttempts).where(eq(authAttempts.kind, 'cod-code-account'));
    await post('/api/shop/order/cod-code', b.cookie);
    const fresh = await lastMail(b.user.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/confirm-reset',
      payload: { email: b.user.email, otp: fresh.otp, newPassword: 'another-long-password-1' },
    });
    expect(reset.statusCode).toBe(400);
    const [code] = await t.db
      .select()
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, b.user.id), eq(passwordResetCodes.purpose, 'cod')))
      .orderBy(desc(passwordResetCodes.createdAt))
      .limit(1);
    expect(code.usedAt).toBeNull();
  });
});

// ---------------------------------------------------------------- the owner's side

describe('the owner confirms, dispatches and collects the cash', () => {
  it('dispatch issues the invoice; delivered needs the cash; the cash makes it paid and sells the stock', async () => {
    const b = await buyer();
    const p = await fill(b, 30_000, 1, 5);
    const id = await placeCod(b);
    // ₹300.00 + ₹29.00 local delivery + ₹25.00 = ₹354.00.
    expect((await orderRow(t.db, id)).totalAmountPaise).toBe(35_400);

    const confirmed = await setStatus(id, 'inProcess');
    expect(confirmed.json().data).toMatchObject({
      orderStatus: 'inProcess',
      invoiceNumber: null,
      payOnDelivery: 354,
    });
    expect((await get(`/api/shop/order/invoice/${id}`, b.cookie)).json().message).toBe(
      'The invoice is available once the order is dispatched',
    );
    // Not dispatched: the cash cannot be recorded yet.
    const early = await collect(id, { amount: 354, collectedOn: indiaDay() });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a dispatched order can be delivered: please dispatch it first');

    const dispatched = (await setStatus(id, 'inShipping')).json().data;
    expect(dispatched.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    expect((await orderRow(t.db, id)).invoicedAt).toBeInstanceOf(Date);
    const invoice = await get(`/api/shop/order/invoice/${id}`, b.cookie);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');

    const delivered = await setStatus(id, 'delivered');
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().message).toBe(
      'Record the cash collected to mark a cash-on-delivery order delivered.',
    );

    for (const [body, message] of [
      [{ amount: 353.99, collectedOn: indiaDay() }, "The cash collected must be the order's total, ₹354.00"],
      [{ amount: 354.01, collectedOn: indiaDay() }, "The cash collected must be the order's total, ₹354.00"],
      // A third decimal is no amount of money, whatever it rounds to.
      [
        { amount: 354.001, collectedOn: indiaDay() },
        'amount: The cash collected is in rupees and paise: at most 2 decimals',
      ],
      [
        { amount: 353.999, collectedOn: indiaDay() },
        'amount: The cash collected is in rupees and paise: at most 2 decimals',
      ],
      [
        { amount: 354, collectedOn: indiaDay(1) },
        "The day the cash was collected must be between the order's day and today",
      ],
      [
        { amount: 354, collectedOn: indiaDay(-1) },
        "The day the cash was collected must be between the order's day and today",
      ],
      [
        { amount: 354, collectedOn: '2026-13-45' },
        "The day the cash was collected must be between the order's day and today",
      ],
      [
        { amount: 354, collectedOn: '2026-02-30' },
        "The day the cash was collected must be between the order's day and today",
      ],
    ] as const) {
      const res = await collect(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const body of [
      { amount: 0, collectedOn: indiaDay() },
      { amount: 354 },
      { amount: 354, collectedOn: '26-11-2026' },
    ]) {
      expect((await collect(id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await orderRow(t.db, id)).toMatchObject({ paymentStatus: 'pending', orderStatus: 'inShipping' });

    const paid = await collect(id, { amount: 354, collectedOn: indiaDay() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe('Cash collected. The order is delivered and paid.');
    expect(paid.json().data).toMatchObject({
      orderStatus: 'delivered',
      paymentStatus: 'paid',
      payOnDelivery: 0,
    });
    expect(paid.json().data.paidAt).toEqual(expect.any(String));
    // Delivered when the cash was collected: the return window counts from then.
    expect(paid.json().data.deliveredAt).toBe(paid.json().data.paidAt);
    expect(await orderRow(t.db, id)).toMatchObject({ stockReserved: false });
    expect(await stockOf(t.db, p.id)).toBe(4);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment).toMatchObject({ provider: 'cod', status: 'paid', amountPaise: 35_400 });
    expect((await get(`/api/shop/order/details/${id}`, b.cookie)).json().data.payOnDelivery).toBe(0);

    // Once.
    expect((await collect(id, { amount: 354, collectedOn: indiaDay() })).json().message).toBe(
      'The cash for this order is already recorded',
    );
  });

  it('a parcel refused at the door returns its stock and its invoice is cancelled by a credit note', async () => {
    const b = await buyer();
    const p = await fill(b, 30_000, 3, 10);
    const id = await placeCod(b);
    expect(await stockOf(t.db, p.id)).toBe(7);
    await setStatus(id, 'inProcess');
    const invoiceNumber = (await setStatus(id, 'inShipping')).json().data.invoiceNumber;
    const refused = (await setStatus(id, 'rejected')).json().data;
    expect(refused).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'failed',
      payOnDelivery: 0,
      invoiceNumber,
    });
    expect(refused.creditNote.number).toMatch(/^CN\//);
    expect(await stockOf(t.db, p.id)).toBe(10);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, id));
    expect(note.totalPaise).toBe((await orderRow(t.db, id)).totalAmountPaise);
    // Nothing was paid, so there is nothing to refund.
    expect((await admin('PUT', `/api/admin/orders/refunded/${id}`)).statusCode).toBe(409);
  });

  it('a cash order cancelled before dispatch gives its stock back without a credit note', async () => {
    const b = await buyer();
    const p = await fill(b, 30_000, 2, 10);
    const id = await placeCod(b);
    const cancelled = (await setStatus(id, 'rejected')).json().data;
    expect(cancelled).toMatchObject({ orderStatus: 'rejected', invoiceNumber: null, creditNote: null });
    expect(await stockOf(t.db, p.id)).toBe(10);
  });

  it('an online order takes no cash at the door', async () => {
    const b = await buyer();
    await fill(b, 30_000);
    const res = await createOrderVia(t.app, b);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().orderId;
    const refused = await collect(id, { amount: 354, collectedOn: indiaDay() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a cash-on-delivery order is paid at the door');
  });

  it('the orders list filters by payment method; the dashboard shows the cash to collect', async () => {
    const list = async (q: string) => (await admin('GET', `/api/admin/orders/get?limit=500${q}`)).json();
    const cash = await list('&paymentMethod=cod');
    expect(cash.data.length).toBeGreaterThan(0);
    expect(cash.data.every((o: { paymentMethod: string }) => o.paymentMethod === 'cod')).toBe(true);
    const online = await list('&paymentMethod=phonepe');
    expect(online.data.length).toBeGreaterThan(0);
    expect(online.data.every((o: { paymentMethod: string }) => o.paymentMethod !== 'cod')).toBe(true);
    expect(cash.pagination.total + online.pagination.total).toBe((await list('')).pagination.total);
    expect((await admin('GET', '/api/admin/orders/get?paymentMethod=cash')).statusCode).toBe(400);

    const summary = async () => (await admin('GET', '/api/admin/dashboard/summary')).json().data;
    const [{ n, paise }] = await t.db
      .select({
        n: sql<number>`count(*)::int`,
        paise: sql<number>`coalesce(sum(${orders.totalAmountPaise}), 0)::int`,
      })
      .from(orders)
      .where(
        sql`${orders.paymentMethod} = 'cod' and ${orders.paymentStatus} = 'pending' and ${orders.orderStatus} <> 'rejected'`,
      );
    const start = await summary();
    const before = start.cashToCollect;
    expect(before).toEqual({ orders: n, amount: paise / 100 });

    const b = await buyer();
    await fill(b, 30_000);
    const id = await placeCod(b);
    // ₹300.00 + ₹29.00 + ₹25.00 = ₹354.00 more to collect, and the order waits for the shop.
    const after = await summary();
    expect(after.cashToCollect).toEqual({ orders: before.orders + 1, amount: before.amount + 354 });
    expect(after.waiting.count).toBe(start.waiting.count + 1);
    await setStatus(id, 'inShipping');
    await collect(id, { amount: 354, collectedOn: indiaDay() });
    expect((await summary()).cashToCollect).toEqual(before);
  });
});
