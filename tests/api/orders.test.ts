import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { testApp, type TestApp } from '../helpers/app';
import { createAddress, createAdmin, createProduct, createUser, loginAs } from '../helpers/factories';
import {
  captureVia,
  countRows,
  createOrderVia,
  createShopper,
  orderRow,
  putInCart,
  type Shopper,
  shopperWithCart,
  simulate,
  stockOf,
} from '../helpers/orders';
import {
  authAttempts,
  cartItems,
  carts,
  idempotencyKeys,
  mailOutbox,
  orderItems,
  orders,
  paymentEvents,
  payments,
  products as productsTable,
} from '../../server/db/schema';
import { moneyCase, printedRupees } from '../fixtures/money-cases';
import { amountInWords } from '../../common/amount-in-words';
import { ORDER_MESSAGES } from '../../common/contracts/orders';
import { waitForPendingMail } from '../../server/mail/mailer';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import {
  startSweeper,
  sweepExpiredReservations,
} from '../../server/modules/orders/checkout/reservation-sweeper';
import { financialYear } from '../../server/modules/orders/documents/invoice-number';
import { getSettings, updateSettings } from '../../server/modules/settings/settings.service';
import { paymentProviderFor, setPaymentProvider } from '../../server/payments/registry';
import type { SimulatorProvider } from '../../server/payments/simulator';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
});

const counts = async () => ({
  orders: await countRows(t.db, orders),
  items: await countRows(t.db, orderItems),
  payments: await countRows(t.db, payments),
});

describe('POST /api/shop/order/create — rules and messages', () => {
  it('needs a login (401) and refuses another user id (403), writing nothing', async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const before = await counts();
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/shop/order/create',
      payload: { userId: s.user.id },
    });
    expect(anon.statusCode).toBe(401);
    const other = await createUser(t.db);
    const res = await createOrderVia(t.app, s, { userId: other.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it("answers an empty cart with SPEC's message", async () => {
    const s = await createShopper(t.app);
    const before = await counts();
    const res = await createOrderVia(t.app, s);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.cartEmpty });
    expect(ORDER_MESSAGES.cartEmpty).toBe('Your cart is empty. Please add items to proceed');
    expect(await counts()).toEqual(before);
  });

  it('refuses a zero total', async () => {
    const s = await createShopper(t.app);
    const free = await createProduct(t.db, { salePricePaise: 0, pricePaise: 0 });
    await putInCart(t.db, s.user.id, [{ productId: free.id, quantity: 2 }]);
    const before = await counts();
    const res = await createOrderVia(t.app, s);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Order amount must be greater than zero');
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, free.id)).toBe(50);
  });

  it('needs one of the user’s own addresses', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const stranger = await createUser(t.db);
    const theirs = await createAddress(t.db, stranger.id);
    const before = await counts();
    for (const addressInfo of [
      null,
      {},
      { addressId: '' },
      { addressId: 'not-a-uuid' },
      { addressId: theirs.id },
      { addressId: crypto.randomUUID() },
    ]) {
      const res = await createOrderVia(t.app, s, { addressInfo });
      expect(res.statusCode, JSON.stringify(addressInfo)).toBe(400);
      expect(res.json().message).toBe('Please select one address to proceed.');
    }
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, products[0].id)).toBe(50);
  });

  it('needs a contact name of at least 2 characters and a valid email', async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const before = await counts();
    for (const contactName of [undefined, '', ' ', ' A ']) {
      const res = await createOrderVia(t.app, s, { contactName });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter your full name');
    }
    for (const contactEmail of [undefined, '', 'nope', 'a@', 'a b@example.com']) {
      const res = await createOrderVia(t.app, s, { contactEmail });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid email address');
    }
    expect(await counts()).toEqual(before);
    // Exactly 2 characters after trimming is a name.
    const ok = await createOrderVia(t.app, s, { contactName: ' Om ' });
    expect(ok.statusCode).toBe(200);
    expect((await orderRow(t.db, ok.json().orderId)).contactName).toBe('Om');
  });

  it('refuses an order too large to take, writing nothing', async () => {
    // ₹50,000 × 500 = ₹2.5 crore: more than one order may be.
    const { s, products } = await shopperWithCart(t.app, [
      { qty: 500, stock: 600, salePricePaise: 5_000_000 },
    ]);
    const before = await counts();
    const res = await createOrderVia(t.app, s);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.amountTooLarge });
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, products[0].id)).toBe(600);
  });

  it('takes an order of exactly ₹1 crore and refuses one paisa more (SPEC: the order limit)', async () => {
    const atLimit = moneyCase('the order limit: 100 × ₹1,00,000.00 = ₹1 crore at 18 %');
    const past = moneyCase('one paisa past the order limit');
    const toCart = (c: typeof atLimit) =>
      c.lines.map((l) => ({
        qty: l.quantity,
        stock: 200,
        salePricePaise: l.salePricePaise,
        cgst: l.cgstPercent,
        sgst: l.sgstPercent,
      }));

    const over = await shopperWithCart(t.app, toCart(past));
    const before = await counts();
    const refused = await createOrderVia(t.app, over.s);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: ORDER_MESSAGES.amountTooLarge });
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, over.products[0].id)).toBe(200);

    const { s } = await shopperWithCart(t.app, toCart(atLimit));
    const res = await createOrderVia(t.app, s);
    expect(res.statusCode).toBe(200);
    expect(await orderRow(t.db, res.json().orderId)).toMatchObject({
      subtotalPaise: atLimit.expected.subtotalPaise,
      cgstPaise: atLimit.expected.cgstPaise,
      sgstPaise: atLimit.expected.sgstPaise,
      totalAmountPaise: atLimit.expected.grandTotalPaise,
    });
  });

  it('refuses unknown keys and wrong types with a 400', async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const before = await counts();
    expect((await createOrderVia(t.app, s, { hacker: true })).statusCode).toBe(400);
    expect((await createOrderVia(t.app, s, { cartItems: 'x' })).statusCode).toBe(400);
    expect((await createOrderVia(t.app, s, { userId: 'abc' })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/shop/order/create — server-side truth', () => {
  it('builds the order from the database cart with snapshots and reserves stock', async () => {
    const { s, products } = await shopperWithCart(t.app, [
      { qty: 3, salePricePaise: 9999, cgst: 2.5, sgst: 2.5, hsn: '3917', title: 'PVC Elbow 1"' },
      { qty: 7, salePricePaise: 11800, cgst: 9, sgst: 9, hsn: '8536', title: 'Modular Switch 6A' },
    ]);
    const res = await createOrderVia(t.app, s);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      approvalURL: expect.any(String),
      orderId: expect.any(String),
      discountCode: null,
      discountAmount: 0,
      // No gift card: nothing paid by one, the whole total left to pay (decision 033).
      giftCardAmount: 0,
      amountDue: body.amountDue,
    });
    expect(body.amountDue).toBe((await orderRow(t.db, body.orderId)).totalAmountPaise / 100);
    expect(body.approvalURL).toMatch(/^http:\/\/shop\.test\/api\/payments\/simulator\/pay\/[A-Za-z0-9_-]+$/);

    // Hand-worked figures (tests/fixtures/money-cases.ts), never the code under test.
    const expected = moneyCase('a cart of two rates: 3 × ₹99.99 at 5 % and 7 × ₹118.00 at 18 %').expected;
    const order = await orderRow(t.db, body.orderId);
    expect(order).toMatchObject({
      userId: s.user.id,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'simulator',
      totalAmountPaise: expected.grandTotalPaise,
      subtotalPaise: expected.subtotalPaise,
      cgstPaise: expected.cgstPaise,
      sgstPaise: expected.sgstPaise,
      stockReserved: true,
      contactName: s.user.userName,
      contactEmail: s.user.email,
    });
    expect(order.addressInfo).toEqual({
      addressId: s.addressId,
      address: '12, MG Road, Shivaji Nagar',
      city: 'Pune',
      pincode: '411005',
      phone: '9876543210',
      notes: 'Ring the bell',
    });
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.position);
    expect(
      items.map((i) => [
        i.title,
        i.hsn,
        i.quantity,
        i.salePricePaise,
        i.taxablePaise,
        i.cgstPaise,
        i.sgstPaise,
        i.lineTotalPaise,
      ]),
    ).toEqual([
      [
        'PVC Elbow 1"',
        '3917',
        3,
        9999,
        expected.lines[0].taxablePaise,
        expected.lines[0].cgstPaise,
        expected.lines[0].sgstPaise,
        29997,
      ],
      [
        'Modular Switch 6A',
        '8536',
        7,
        11800,
        expected.lines[1].taxablePaise,
        expected.lines[1].cgstPaise,
        expected.lines[1].sgstPaise,
        82600,
      ],
    ]);
    expect(await stockOf(t.db, products[0].id)).toBe(47);
    expect(await stockOf(t.db, products[1].id)).toBe(43);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      amountPaise: expected.grandTotalPaise,
      status: 'pending',
      provider: 'simulator',
    });

    // The details endpoint shows the same snapshot in rupees.
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/details/${order.id}`,
      headers: { cookie: s.cookie },
    });
    expect(details.json().data).toMatchObject({
      _id: order.id,
      totalAmount: expected.grandTotalPaise / 100,
      cartItems: [
        { title: 'PVC Elbow 1"', hsn: '3917', quantity: 3, salePrice: 99.99, cgstPercent: 2.5 },
        { title: 'Modular Switch 6A', hsn: '8536', quantity: 7, salePrice: 118, cgstPercent: 9 },
      ],
    });
  });

  it('ignores tampered totalAmount, item prices, statuses and payment ids', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 2, salePricePaise: 50000 }]);
    const res = await createOrderVia(t.app, s, {
      totalAmount: 0.01,
      cartItems: [{ productId: products[0].id, title: 'cheap', price: 0.01, salePrice: 0.01, quantity: 100 }],
      orderStatus: 'delivered',
      paymentStatus: 'paid',
      paymentId: 'PAID-ALREADY',
      payerId: 'me',
    });
    expect(res.statusCode).toBe(200);
    const order = await orderRow(t.db, res.json().orderId);
    expect(order).toMatchObject({
      totalAmountPaise: 100000,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentId: null,
      payerId: null,
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment.amountPaise).toBe(100000);
    expect(await stockOf(t.db, products[0].id)).toBe(48);
    // The simulator's hosted page asks for the server's amount too.
    const page = await t.app.inject({ method: 'GET', url: new URL(res.json().approvalURL).pathname });
    expect(page.body).toContain('₹1,000.00');
  });

  it('reserves all lines or none, with a 409 naming the short item', async () => {
    const { s, products } = await shopperWithCart(t.app, [
      { qty: 2, stock: 10, title: 'Copper Wire 1.5 sq mm' },
      { qty: 5, stock: 3, title: 'MCB 32A Double Pole' },
    ]);
    const before = await counts();
    const res = await createOrderVia(t.app, s);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 3 quantity available for MCB 32A Double Pole');
    expect(await stockOf(t.db, products[0].id)).toBe(10);
    expect(await stockOf(t.db, products[1].id)).toBe(3);
    expect(await counts()).toEqual(before);

    await putInCart(t.db, s.user.id, [{ productId: products[1].id, quantity: 3 }]);
    await t.db.update(productsTable).set({ totalStock: 0 }).where(eq(productsTable.id, products[1].id));
    const out = await createOrderVia(t.app, s);
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe('MCB 32A Double Pole is out of stock');
  });

  it('refuses a line the stock cannot cover before counting the attempt, unless the buyer holds an unpaid order', async () => {
    // Issue 49: in a sale, once the stock is gone, the other buyers are answered from the cart's read alone.
    const { s, products } = await shopperWithCart(t.app, [
      { qty: 2, stock: 10, title: 'Copper Wire 2.5 sq mm' },
      { qty: 1, stock: 0, title: 'RCCB 40A 4 Pole' },
    ]);
    const attempts = await countRows(t.db, authAttempts);
    const before = await counts();
    const early = await createOrderVia(t.app, s);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      success: false,
      message: 'RCCB 40A 4 Pole is out of stock',
      productId: products[1].id,
      available: 0,
    });
    expect(await countRows(t.db, authAttempts)).toBe(attempts); // not counted against the hourly limits
    expect(await counts()).toEqual(before);

    // With an unpaid order holding stock, the checkout goes the whole way (settling it could give stock back):
    // the same answer, from reserving, with the attempt counted and nothing of the new order written.
    await putInCart(t.db, s.user.id, [{ productId: products[0].id, quantity: 2 }]);
    await t.db.delete(cartItems).where(eq(cartItems.productId, products[1].id));
    const held = await createOrderVia(t.app, s);
    expect(held.statusCode).toBe(200);
    expect(await stockOf(t.db, products[0].id)).toBe(8);
    await putInCart(t.db, s.user.id, [{ productId: products[1].id, quantity: 1 }]);
    const counted = await countRows(t.db, authAttempts);
    const late = await createOrderVia(t.app, s);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('RCCB 40A 4 Pole is out of stock');
    expect(await countRows(t.db, authAttempts)).toBeGreaterThan(counted);
    expect(await stockOf(t.db, products[1].id)).toBe(0);
  });

  it('replays the first answer for the same Idempotency-Key and refuses a different body with 422', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const key = { 'idempotency-key': `k-${crypto.randomUUID()}` };
    const first = await createOrderVia(t.app, s, {}, key);
    const again = await createOrderVia(t.app, s, {}, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await t.db.select().from(orders).where(eq(orders.userId, s.user.id))).length).toBe(1);
    expect(await stockOf(t.db, products[0].id)).toBe(49);

    const different = await createOrderVia(t.app, s, { contactName: 'Somebody Else' }, key);
    expect(different.statusCode).toBe(422);
    expect(different.json().success).toBe(false);
    expect((await t.db.select().from(orders).where(eq(orders.userId, s.user.id))).length).toBe(1);

    // A failed attempt frees its key: fix the problem, retry with the same key.
    const key2 = { 'idempotency-key': `k-${crypto.randomUUID()}` };
    const bad = await createOrderVia(t.app, s, { contactEmail: 'nope' }, key2);
    expect(bad.statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key2['idempotency-key']));
    expect(rows).toHaveLength(0);
  });

  it('lets a retry take over a key whose request died unanswered, after a while', async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const key = { 'idempotency-key': `k-${crypto.randomUUID()}` };
    const where = eq(idempotencyKeys.key, key['idempotency-key']);
    expect((await createOrderVia(t.app, s, {}, key)).statusCode).toBe(200);
    // As if its server had died before storing the answer, longer ago than a checkout can take.
    await t.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, createdAt: new Date(Date.now() - 60_000) })
      .where(where);
    const waiting = await createOrderVia(t.app, s, {}, key);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(/still being processed/);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(where);
    const retry = await createOrderVia(t.app, s, {}, key);
    expect(retry.statusCode).toBe(200);
    const replay = await createOrderVia(t.app, s, {}, key);
    expect(replay.json()).toEqual(retry.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // A different body still cannot take the key over.
    await t.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(where);
    expect((await createOrderVia(t.app, s, { contactName: 'Somebody Else' }, key)).statusCode).toBe(422);
  });

  it('gives two simultaneous requests with one Idempotency-Key one order', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const key = { 'idempotency-key': `k-${crypto.randomUUID()}` };
    const answers = await Promise.all(Array.from({ length: 5 }, () => createOrderVia(t.app, s, {}, key)));
    // Each waits for the first one's answer and gets the same order back: a double tap is no error.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().orderId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json().approvalURL)).size).toBe(1);
    expect((await t.db.select().from(orders).where(eq(orders.userId, s.user.id))).length).toBe(1);
    expect(await stockOf(t.db, products[0].id)).toBe(49);
  });
});

describe('simulator checkout and capture', () => {
  it('serves a hosted page with merchant, amount, order number and Pay / Fail / Cancel', async () => {
    const settings = await getSettings(t.db);
    await updateSettings(t.db, { ...settings, companyName: 'Sharma Hardware & Electricals' });
    const { s } = await shopperWithCart(t.app, [{ qty: 1, salePricePaise: 123456 }]);
    const { approvalURL, orderId } = (await createOrderVia(t.app, s)).json();
    const [{ orderNumber }] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const page = await t.app.inject({ method: 'GET', url: new URL(approvalURL).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sharma Hardware &amp; Electricals');
    expect(page.body).toContain('₹1,234.56');
    expect(page.body).toContain(`>${orderNumber}</dd>`);
    for (const v of ['pay', 'fail', 'cancel']) expect(page.body).toContain(`value="${v}"`);
    expect(page.body).toContain('no money moves');
    expect(page.body).toContain('>Pay ₹1,234.56</button>');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/payments/simulator/pay/NOPE123' });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/payments/simulator/pay/%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
  });

  it('a Hindi page’s checkout (x-shop-lang: hi) is sent back to the Hindi return page', async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const { approvalURL, orderId } = (await createOrderVia(t.app, s, {}, { 'x-shop-lang': 'hi' })).json();
    const back = await simulate(t.app, approvalURL, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://shop.test/hi/shop/phonepe-return?orderId=${orderId}`);
  });

  it('Pay → capture confirms the order once: paid, invoice number, cart emptied, one mail', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 2 }]);
    const { approvalURL, orderId } = (await createOrderVia(t.app, s)).json();

    const pending = await captureVia(t.app, s.cookie, orderId);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().success).toBe(false);
    expect((await orderRow(t.db, orderId)).paymentStatus).toBe('pending');

    const back = await simulate(t.app, approvalURL, 'pay');
    expect(back.statusCode).toBe(303);
    // Back to the return page with the order named, so a new tab (a UPI app's) still finds it.
    expect(back.headers.location).toBe(`http://shop.test/shop/phonepe-return?orderId=${orderId}`);

    const res = await captureVia(t.app, s.cookie, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { _id: orderId, paymentStatus: 'paid', orderStatus: 'confirmed' },
    });
    const order = await orderRow(t.db, orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed', stockReserved: false });
    expect(order.paymentId).toMatch(/^SIMTXN/);
    expect(order.invoiceNumber).toMatch(new RegExp(`^INV/${financialYear(new Date())}/\\d{6}$`));
    expect(await stockOf(t.db, products[0].id)).toBe(48);
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, s.user.id));
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).toHaveLength(0);

    const again = await captureVia(t.app, s.cookie, orderId);
    expect(again.json()).toEqual(res.json());
    expect(await orderRow(t.db, orderId)).toEqual(order);
    await waitForPendingMail();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/order HEP-\d+ confirmed/);
    expect(mails[0].subject).toContain(order.orderNumber);
    expect(mails[0].text).toContain(order.orderNumber);

    // Paying again on the page changes nothing.
    await simulate(t.app, approvalURL, 'fail');
    expect(await orderRow(t.db, orderId)).toEqual(order);
  });

  it.each(['fail', 'cancel'] as const)(
    '%s → the order fails and its stock comes back, once',
    async (action) => {
      const { s, products } = await shopperWithCart(t.app, [{ qty: 4, stock: 10 }]);
      const { approvalURL, orderId } = (await createOrderVia(t.app, s)).json();
      expect(await stockOf(t.db, products[0].id)).toBe(6);
      await simulate(t.app, approvalURL, action);
      const res = await captureVia(t.app, s.cookie, orderId);
      expect(res.json()).toMatchObject({ success: false, message: 'Payment failed or cancelled' });
      const again = await captureVia(t.app, s.cookie, orderId);
      expect(again.json()).toEqual(res.json());
      expect(await orderRow(t.db, orderId)).toMatchObject({
        paymentStatus: 'failed',
        orderStatus: 'rejected',
        stockReserved: false,
      });
      expect(await stockOf(t.db, products[0].id)).toBe(10);
      // The cart is kept so the customer can try again.
      const [cart] = await t.db.select().from(carts).where(eq(carts.userId, s.user.id));
      expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).toHaveLength(1);
    },
  );

  it("refuses to capture someone else's order and answers unknown or malformed ids", async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const { approvalURL, orderId } = (await createOrderVia(t.app, s)).json();
    await simulate(t.app, approvalURL, 'pay');
    const before = await orderRow(t.db, orderId);
    const mallory = await createShopper(t.app);
    const res = await captureVia(t.app, mallory.cookie, orderId);
    expect(res.statusCode).toBe(403);
    expect(await orderRow(t.db, orderId)).toEqual(before);
    // Nor may they see it, as the success page would show it (its number, amount and delivery).
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/details/${orderId}`,
      headers: { cookie: mallory.cookie },
    });
    expect(seen.statusCode).toBe(403);
    expect(seen.body).not.toContain(before.orderNumber);
    expect((await captureVia(t.app, mallory.cookie, crypto.randomUUID())).statusCode).toBe(404);
    expect((await captureVia(t.app, mallory.cookie, 'abc')).statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'POST', url: '/api/shop/order/capture', payload: { orderId } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('list and details', () => {
  it('lists the own orders newest first, never another user’s', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const a = (await createOrderVia(t.app, s)).json().orderId;
    await new Promise((r) => setTimeout(r, 5));
    await putInCart(t.db, s.user.id, [{ productId: products[0].id, quantity: 1 }]);
    const b = (await createOrderVia(t.app, s)).json().orderId;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/list/${s.user.id}`,
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((o: { _id: string }) => o._id)).toEqual([b, a]);
    expect(res.json().data[0].cartItems).toHaveLength(1);
    const other = await createShopper(t.app);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/list/${s.user.id}`,
      headers: { cookie: other.cookie },
    });
    expect(peek.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/order/list/${s.user.id}` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/shop/order/list/abc', headers: { cookie: s.cookie } }))
        .statusCode,
    ).toBe(400);
  });

  it('shows details to the owner and an admin only', async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const orderId = (await createOrderVia(t.app, s)).json().orderId;
    const get = (cookie?: string, id = orderId) =>
      t.app.inject({
        method: 'GET',
        url: `/api/shop/order/details/${id}`,
        headers: cookie ? { cookie } : {},
      });
    expect((await get(s.cookie)).json().data._id).toBe(orderId);
    const admin = await createAdmin(t.db);
    expect((await get(await loginAs(t.app, admin))).statusCode).toBe(200);
    const other = await createShopper(t.app);
    expect((await get(other.cookie)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
    expect((await get(s.cookie, crypto.randomUUID())).statusCode).toBe(404);
    expect((await get(s.cookie, 'nope')).statusCode).toBe(400);
  });
});

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GET /api/shop/order/invoice/:orderId', () => {
  let s: Shopper;
  let orderId: string;
  beforeAll(async () => {
    const settings = await getSettings(t.db);
    await updateSettings(t.db, {
      ...settings,
      companyName: 'Sharma Hardware',
      companyAddress: 'Shop 4, Laxmi Road, Pune 411002',
      gstNumber: '27ABCDE1234F1Z0',
      invoiceNote: 'Goods once sold are returnable within 7 days.',
    });
    const made = await shopperWithCart(t.app, [
      { qty: 3, salePricePaise: 9999, cgst: 2.5, sgst: 2.5, hsn: '3917', title: 'PVC Elbow' },
      { qty: 7, salePricePaise: 12345, cgst: 9, sgst: 9, hsn: '8536', title: 'Switch 6A' },
      { qty: 1, salePricePaise: 1234567, cgst: 14, sgst: 14, hsn: '8504', title: 'Inverter 1 kVA' },
    ]);
    s = made.s;
    const created = (await createOrderVia(t.app, s, { contactName: 'Priya Kulkarni' })).json();
    orderId = created.orderId;
    await simulate(t.app, created.approvalURL, 'pay');
    expect((await captureVia(t.app, s.cookie, orderId)).json().success).toBe(true);
  });

  it('returns a PDF whose figures match the order to the paisa', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/invoice/${orderId}`,
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="invoice-INV-\d{4}-\d{2}-\d{6}\.pdf"/,
    );
    const text = await pdfText(res.rawPayload);
    const order = await orderRow(t.db, orderId);
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.position);
    // The figures worked by hand (tests/fixtures/money-cases.ts), printed as the PDF prints rupees.
    const worked = moneyCase(
      'a cart of three rates: 3 × ₹99.99 at 5 %, 7 × ₹123.45 at 18 %, 1 × ₹12,345.67 at 28 %',
    ).expected;
    // The order is named by its number, not its long id.
    expect(text).toContain(`Order No: ${order.orderNumber}`);
    expect(text).not.toContain(orderId);
    for (const needle of [
      'Sharma Hardware',
      'Shop 4, Laxmi Road, Pune 411002',
      '27ABCDE1234F1Z0',
      order.invoiceNumber!,
      'Priya Kulkarni',
      '12, MG Road, Shivaji Nagar, Pune - 411005',
      'Goods once sold are returnable within 7 days.',
      amountInWords(worked.grandTotalPaise),
      printedRupees(worked.subtotalPaise), // 10,663.07
      printedRupees(worked.cgstPaise), // 1,423.36
      printedRupees(worked.sgstPaise),
      printedRupees(worked.grandTotalPaise), // 13,509.79
    ]) {
      expect(text).toContain(needle);
    }
    expect([order.subtotalPaise, order.cgstPaise, order.sgstPaise, order.totalAmountPaise]).toEqual([
      worked.subtotalPaise,
      worked.cgstPaise,
      worked.sgstPaise,
      worked.grandTotalPaise,
    ]);
    // Each line: HSN, unit price before tax, taxable value, CGST, SGST, line total. The unit prices by hand:
    // 9999 ÷ 1.05 = 9522.857… → 95.23; 12345 ÷ 1.18 = 10461.864… → 104.62; 1234567 ÷ 1.28 = 964505.468… → 9,645.05.
    const unitPrices = ['95.23', '104.62', '9,645.05'];
    expect(items).toHaveLength(worked.lines.length);
    for (const [n, i] of items.entries()) {
      const a = worked.lines[n];
      expect([i.taxablePaise, i.cgstPaise, i.sgstPaise, i.lineTotalPaise]).toEqual([
        a.taxablePaise,
        a.cgstPaise,
        a.sgstPaise,
        a.totalPaise,
      ]);
      for (const needle of [
        i.hsn,
        unitPrices[n],
        printedRupees(a.taxablePaise),
        printedRupees(a.cgstPaise),
        printedRupees(a.sgstPaise),
        printedRupees(a.totalPaise),
      ]) {
        expect(text).toContain(needle);
      }
    }
    expect(text).toContain('12,345.67'); // the inverter's line total
    expect(items.reduce((n, i) => n + i.lineTotalPaise, 0)).toBe(order.totalAmountPaise);
    expect(items.reduce((n, i) => n + i.taxablePaise + i.cgstPaise + i.sgstPaise, 0)).toBe(
      order.totalAmountPaise,
    );
  });

  it('is for the owner or an admin, and only once paid', async () => {
    const url = `/api/shop/order/invoice/${orderId}`;
    const admin = await createAdmin(t.db);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: await loginAs(t.app, admin) } }))
        .statusCode,
    ).toBe(200);
    const other = await createShopper(t.app);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const { s: s2 } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const unpaid = (await createOrderVia(t.app, s2)).json().orderId;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/invoice/${unpaid}`,
      headers: { cookie: s2.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The invoice is available once the order is paid');
  });
});

describe('reservation sweeper', () => {
  const expire = (orderId: string) =>
    t.db
      .update(orders)
      .set({ reservationExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));

  it('fails unpaid expired orders and releases their stock; confirms those paid meanwhile', async () => {
    const { s: a, products: pa } = await shopperWithCart(t.app, [{ qty: 5, stock: 5 }]);
    const { s: b, products: pb } = await shopperWithCart(t.app, [{ qty: 2, stock: 9 }]);
    const unpaid = (await createOrderVia(t.app, a)).json();
    const paid = (await createOrderVia(t.app, b)).json();
    const fresh = (await createOrderVia(t.app, (await shopperWithCart(t.app, [{ qty: 1 }])).s)).json();
    // b paid on the page but never came back to capture.
    const provider = paymentProviderFor(t.app) as SimulatorProvider;
    await provider.decide((await orderRow(t.db, paid.orderId)).merchantOrderId, 'pay');
    await expire(unpaid.orderId);
    await expire(paid.orderId);

    // Two instances sweeping at once settle each order once.
    const [r1, r2] = await Promise.all([sweepExpiredReservations(t.app), sweepExpiredReservations(t.app)]);
    expect(r1.claimed + r2.claimed).toBe(2);
    expect(r1.failed + r2.failed).toBe(1);
    expect(r1.paid + r2.paid).toBe(1);
    expect(await orderRow(t.db, unpaid.orderId)).toMatchObject({
      paymentStatus: 'failed',
      stockReserved: false,
    });
    expect(await stockOf(t.db, pa[0].id)).toBe(5);
    expect(await orderRow(t.db, paid.orderId)).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    expect(await stockOf(t.db, pb[0].id)).toBe(7);
    expect((await orderRow(t.db, fresh.orderId)).paymentStatus).toBe('pending');
    expect((await sweepExpiredReservations(t.app)).claimed).toBe(0);

    // Paid late on the provider's page, even with the stock still there: the ended order is not reopened,
    // the payment is kept for a refund (decision 013).
    await simulate(t.app, unpaid.approvalURL, 'pay');
    const late = await captureVia(t.app, a.cookie, unpaid.orderId);
    expect(late.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/refunded/),
      data: { paymentStatus: 'failed', orderStatus: 'rejected' },
    });
    expect(await stockOf(t.db, pa[0].id)).toBe(5);
  });

  it('startSweeper sweeps on an interval until stopped', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 2, stock: 2 }]);
    const { orderId } = (await createOrderVia(t.app, s)).json();
    await expire(orderId);
    const sweeper = startSweeper(t.app, 20);
    for (let i = 0; i < 100 && (await orderRow(t.db, orderId)).paymentStatus === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await sweeper.stop();
    expect((await orderRow(t.db, orderId)).paymentStatus).toBe('failed');
    expect(await stockOf(t.db, products[0].id)).toBe(2);
  });

  it('never oversells for a late payment whose stock is gone', async () => {
    const { s: a, products } = await shopperWithCart(t.app, [{ qty: 3, stock: 3 }]);
    const late = (await createOrderVia(t.app, a)).json();
    await expire(late.orderId);
    await sweepExpiredReservations(t.app);
    expect(await stockOf(t.db, products[0].id)).toBe(3);
    // Someone else buys the stock, then the first customer pays on the page.
    const b = await createShopper(t.app);
    await putInCart(t.db, b.user.id, [{ productId: products[0].id, quantity: 2 }]);
    expect((await createOrderVia(t.app, b)).statusCode).toBe(200);
    await simulate(t.app, late.approvalURL, 'pay');
    const res = await captureVia(t.app, a.cookie, late.orderId);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(/refunded/);
    expect(await orderRow(t.db, late.orderId)).toMatchObject({
      paymentStatus: 'failed',
      stockReserved: false,
    });
    expect(await stockOf(t.db, products[0].id)).toBe(1);
    const merchantOrderId = (await orderRow(t.db, late.orderId)).merchantOrderId;
    const flagged = await t.db
      .select()
      .from(paymentEvents)
      .where(
        and(eq(paymentEvents.eventType, 'refund.needed'), eq(paymentEvents.merchantOrderId, merchantOrderId)),
      );
    expect(flagged).toHaveLength(1);
  });
});

// A payment after the admin rejected the unpaid order: tests/api/late-payment.test.ts.

describe('checking out again', () => {
  it('supersedes the customer’s own unpaid order, so an abandoned payment neither blocks nor hoards stock', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 1, stock: 1 }]);
    const first = (await createOrderVia(t.app, s)).json();
    expect(await stockOf(t.db, products[0].id)).toBe(0);
    // The same cart placed again as it was (back from the payment page, a second press): the same order and page.
    const same = await createOrderVia(t.app, s);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(first);
    expect(await orderRow(t.db, first.orderId)).toMatchObject({
      paymentStatus: 'pending',
      stockReserved: true,
    });
    // Back in the shop without paying, the customer changes the cart and checks out again: the first order gives
    // its unit back.
    await putInCart(t.db, s.user.id, [{ productId: products[0].id, quantity: 1 }]);
    const second = await createOrderVia(t.app, s);
    expect(second.statusCode, second.body).toBe(200);
    expect(await orderRow(t.db, first.orderId)).toMatchObject({
      paymentStatus: 'failed',
      stockReserved: false,
    });
    expect(await orderRow(t.db, second.json().orderId)).toMatchObject({
      paymentStatus: 'pending',
      stockReserved: true,
    });
    expect(await stockOf(t.db, products[0].id)).toBe(0);
    // Repeated checkouts hold one order's stock at a time, never more.
    const { s: h, products: hp } = await shopperWithCart(t.app, [{ qty: 2, stock: 10 }]);
    for (let i = 0; i < 4; i++) expect((await createOrderVia(t.app, h)).statusCode).toBe(200);
    expect(await stockOf(t.db, hp[0].id)).toBe(8);
  });

  it('goes on when an earlier order cannot be settled within its budget, and settles it afterwards', async () => {
    const quick = await testApp({ config: { orders: { ...t.config.orders, settleBudgetMs: 150 } } });
    let release = () => {};
    try {
      const s = await createShopper(quick.app);
      const product = await createProduct(quick.db, { totalStock: 5, salePricePaise: 11800 });
      await putInCart(quick.db, s.user.id, [{ productId: product.id, quantity: 1 }]);
      const first = (await createOrderVia(quick.app, s)).json();
      await putInCart(quick.db, s.user.id, [{ productId: product.id, quantity: 1 }]);
      // The provider does not answer about the first order until released.
      const simulator = paymentProviderFor(quick.app);
      const answering = new Promise<void>((resolve) => (release = resolve));
      setPaymentProvider(quick.app, {
        name: simulator.name,
        createPayment: (input) => simulator.createPayment(input),
        getStatus: async (id) => answering.then(() => simulator.getStatus(id)),
        verifyWebhook: (request) => simulator.verifyWebhook(request),
        refund: (input) => simulator.refund(input),
        refundStatus: (id) => simulator.refundStatus(id),
      });
      const started = Date.now();
      const second = await createOrderVia(quick.app, s);
      expect(second.statusCode, second.body).toBe(200);
      // Without the budget this request would wait as long as the provider does: here, for ever.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await orderRow(quick.db, first.orderId)).toMatchObject({
        paymentStatus: 'pending',
        stockReserved: true,
      });
      expect(await stockOf(quick.db, product.id)).toBe(3);
      // The provider answers: the first order ends and gives its unit back, in the background.
      release();
      await waitForPaymentWork(quick.app);
      expect(await orderRow(quick.db, first.orderId)).toMatchObject({
        paymentStatus: 'failed',
        stockReserved: false,
      });
      expect(await stockOf(quick.db, product.id)).toBe(4);
    } finally {
      release();
      await waitForPaymentWork(quick.app);
    }
  });

  it('answers the same cart again with its waiting order; another choice, or a hold that ended, places a new one', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 2, stock: 10 }]);
    const first = (await createOrderVia(t.app, s)).json();
    expect((await createOrderVia(t.app, s)).json().orderId).toBe(first.orderId);
    // Another name on the order is another order: the first one is replaced.
    const renamed = (await createOrderVia(t.app, s, { contactName: 'Asha Traders' })).json();
    expect(renamed.orderId).not.toBe(first.orderId);
    expect(await orderRow(t.db, first.orderId)).toMatchObject({
      paymentStatus: 'failed',
      stockReserved: false,
    });
    // Its hold over (the sweeper has not come by yet), the same cart places a new order and ends that one.
    await t.db
      .update(orders)
      .set({ reservationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, renamed.orderId));
    const fresh = (await createOrderVia(t.app, s, { contactName: 'Asha Traders' })).json();
    expect(fresh.orderId).not.toBe(renamed.orderId);
    expect(await orderRow(t.db, renamed.orderId)).toMatchObject({
      paymentStatus: 'failed',
      stockReserved: false,
    });
    expect(await stockOf(t.db, products[0].id)).toBe(8);
  });

  it('refuses with 409 a cart that changed while the order was being placed, and writes nothing', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 1, stock: 10 }]);
    const first = (await createOrderVia(t.app, s)).json();
    await putInCart(t.db, s.user.id, [{ productId: products[0].id, quantity: 2 }]);
    // While the checkout asks the provider about the earlier order, the cart changes in another tab.
    const simulator = paymentProviderFor(t.app);
    setPaymentProvider(t.app, {
      name: simulator.name,
      createPayment: (input) => simulator.createPayment(input),
      getStatus: async (id) => {
        await putInCart(t.db, s.user.id, [{ productId: products[0].id, quantity: 3 }]);
        return simulator.getStatus(id);
      },
      verifyWebhook: (request) => simulator.verifyWebhook(request),
      refund: (input) => simulator.refund(input),
      refundStatus: (id) => simulator.refundStatus(id),
    });
    try {
      const res = await createOrderVia(t.app, s);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.cartChanged });
    } finally {
      setPaymentProvider(t.app, simulator);
    }
    expect((await t.db.select().from(orders).where(eq(orders.userId, s.user.id))).map((o) => o.id)).toEqual([
      first.orderId,
    ]);
    // The earlier order was settled (ended) by that checkout; nothing else holds stock.
    expect(await stockOf(t.db, products[0].id)).toBe(10);
    // Placed again, the cart as it is now is ordered.
    const again = await createOrderVia(t.app, s);
    expect(again.statusCode, again.body).toBe(200);
    expect(await stockOf(t.db, products[0].id)).toBe(7);
  });

  it('keeps an earlier order that was paid meanwhile', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 1, stock: 5 }]);
    const first = (await createOrderVia(t.app, s)).json();
    const provider = paymentProviderFor(t.app) as SimulatorProvider;
    await provider.decide((await orderRow(t.db, first.orderId)).merchantOrderId, 'pay');
    await putInCart(t.db, s.user.id, [{ productId: products[0].id, quantity: 1 }]);
    expect((await createOrderVia(t.app, s)).statusCode).toBe(200);
    expect(await orderRow(t.db, first.orderId)).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    expect(await stockOf(t.db, products[0].id)).toBe(3);
  });
});
