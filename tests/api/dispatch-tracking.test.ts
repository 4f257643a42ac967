import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderSchema, AdminSettingsSchema, ApiOrderSchema } from '../../common/contracts/answers';
import { mailOutbox, users } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { testApp, type TestApp } from '../helpers/app';
import { createAddress, createProduct, createUser, loginAs } from '../helpers/factories';
import { createOrderVia, orderRow, putInCart, shopperWithCart, simulate } from '../helpers/orders';

/**
 * Dispatch with tracking and the order mails: PUT /api/admin/orders/update/{id} takes the courier,
 * the AWB and an optional https tracking URL when the order ships; order answers carry the shipment; each
 * status change the owner makes mails the customer, and a new order mails the owner, each as Settings allow.
 */

const OWNER = 'owner@dispatch-test.in';
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ admin: true });
  const res = await admin('PUT', '/api/admin/settings/update', { email: OWNER });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
});

const admin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.adminCookie }, ...(payload ? { payload } : {}) });
const update = (id: string, payload: object) => admin('PUT', `/api/admin/orders/update/${id}`, payload);
const AWB = 'DL-1234567890';
const DISPATCH = {
  courier: 'Delhivery',
  trackingNumber: AWB,
  trackingUrl: 'https://www.delhivery.com/track/package/DL-1234567890',
};

async function mailsTo(email: string) {
  await waitForPendingMail();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt);
}

/** A paid online order (confirmed), and its buyer. */
async function paidOrder() {
  const { s } = await shopperWithCart(t.app, [{ qty: 1 }]);
  const res = await createOrderVia(t.app, s);
  expect(res.statusCode, res.body).toBe(200);
  await simulate(t.app, res.json().approvalURL, 'pay');
  const order = await orderRow(t.db, res.json().orderId);
  expect(order.orderStatus).toBe('confirmed');
  return { s, order };
}

/** A cash-on-delivery order (pending), placed by a verified buyer. */
async function cashOrder() {
  const user = await createUser(t.db);
  await t.db.update(users).set({ codVerifiedAt: new Date() }).where(eq(users.id, user.id));
  const address = await createAddress(t.db, user.id, {
    pincode: '440001',
    city: 'Nagpur',
    address: '5, Station Road',
  });
  const p = await createProduct(t.db, {
    salePricePaise: 100_000,
    cgstPercent: 9,
    sgstPercent: 9,
    totalStock: 50,
  });
  await putInCart(t.db, user.id, [{ productId: p.id, quantity: 1 }]);
  const s = { user, cookie: await loginAs(t.app, user), addressId: address.id };
  const res = await createOrderVia(t.app, s, { paymentMethod: 'cod' });
  expect(res.statusCode, res.body).toBe(200);
  return { s, orderId: res.json().orderId as string };
}

async function setMails(orderMails: object) {
  const res = await admin('PUT', '/api/admin/settings/update', { orderMails });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('dispatch asks for the tracking', () => {
  it.each([
    ['no AWB', { courier: 'Delhivery' }, 'Tracking number (AWB) is required to dispatch the order'],
    ['no courier', { trackingNumber: AWB }, 'Courier is required to dispatch the order'],
    [
      'a bad AWB',
      { courier: 'Delhivery', trackingNumber: 'AB 12/34' },
      'Tracking number (AWB) must be 4–40 letters, digits or dashes',
    ],
    [
      'a short AWB',
      { courier: 'Delhivery', trackingNumber: 'AB1' },
      'Tracking number (AWB) must be 4–40 letters, digits or dashes',
    ],
    ['a one-letter courier', { courier: 'D', trackingNumber: AWB }, 'Courier must be 2–60 characters'],
    ['a bad URL', { ...DISPATCH, trackingUrl: 'not a url' }, 'Tracking URL must be an https:// address'],
    [
      'an http URL',
      { ...DISPATCH, trackingUrl: 'http://www.delhivery.com/track' },
      'Tracking URL must be an https:// address',
    ],
  ])('400 with %s, nothing written', async (_, body, message) => {
    const { order } = await paidOrder();
    const res = await update(order.id, { orderStatus: 'inShipping', ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
    expect(await orderRow(t.db, order.id)).toEqual(order);
  });

  it.each([
    ['India Post with spaces', 'EK 123 456 789 IN', 'EK123456789IN'],
    ['a number typed in groups', '1234-5678 9012', '123456789012'],
    ['a letters format keeps its dashes', ' DL-98765 43210 ', 'DL-9876543210'],
    [
      '40 characters once tidied',
      `${'A1'.repeat(10)} ${'B2'.repeat(10)}`,
      `${'A1'.repeat(10)}${'B2'.repeat(10)}`,
    ],
  ])('tidies an AWB typed with spaces (%s) and stores it', async (_name, typed, stored) => {
    const { order } = await paidOrder();
    const res = await update(order.id, {
      orderStatus: 'inShipping',
      courier: 'India Post',
      trackingNumber: typed,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shipment.trackingNumber).toBe(stored);
    expect((await orderRow(t.db, order.id)).trackingNumber).toBe(stored);
  });

  it('refuses an AWB of 41 characters once tidied, or 3, writing nothing', async () => {
    for (const typed of [`${'A1'.repeat(10)} ${'B2'.repeat(10)}C`, 'A 1 B']) {
      const { order } = await paidOrder();
      const res = await update(order.id, {
        orderStatus: 'inShipping',
        courier: 'India Post',
        trackingNumber: typed,
      });
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().message).toContain('Tracking number (AWB) must be 4–40 letters, digits or dashes');
      expect(await orderRow(t.db, order.id)).toEqual(order);
    }
  });

  it('400 for tracking sent with another status, and for a rejection note over 300 characters', async () => {
    const { order } = await paidOrder();
    expect((await update(order.id, { orderStatus: 'inProcess', ...DISPATCH })).statusCode).toBe(400);
    expect((await update(order.id, { orderStatus: 'rejected', note: 'x'.repeat(301) })).statusCode).toBe(400);
    expect(await orderRow(t.db, order.id)).toEqual(order);
  });

  it('stores the shipment and answers it to the admin and the customer; later moves keep it', async () => {
    const { s, order } = await paidOrder();
    const before = (await admin('GET', `/api/admin/orders/details/${order.id}`)).json().data;
    expect(before.shipment).toBeNull();

    const res = await update(order.id, { orderStatus: 'inShipping', ...DISPATCH });
    expect(res.statusCode, res.body).toBe(200);
    const data = AdminOrderSchema.parse(res.json().data);
    expect(data.orderStatus).toBe('inShipping');
    expect(data.shipment).toEqual({
      courier: 'Delhivery',
      trackingNumber: AWB,
      trackingUrl: DISPATCH.trackingUrl,
      shippedAt: expect.any(String),
    });
    const row = await orderRow(t.db, order.id);
    expect(row).toMatchObject({
      courier: 'Delhivery',
      trackingNumber: AWB,
      trackingUrl: DISPATCH.trackingUrl,
    });

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/details/${order.id}`,
      headers: { cookie: s.cookie },
    });
    expect(ApiOrderSchema.parse(mine.json().data).shipment).toEqual(data.shipment);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/list/${s.user.id}`,
      headers: { cookie: s.cookie },
    });
    expect(list.json().data[0].shipment.trackingNumber).toBe(AWB);

    // Delivered, it keeps its shipment and its first dispatch time.
    const delivered = await update(order.id, { orderStatus: 'delivered' });
    expect(delivered.json().data.shipment).toEqual(data.shipment);
  });

  it('a shipped order moved to inShipping again needs no tracking; an empty URL clears it', async () => {
    const { order } = await paidOrder();
    expect((await update(order.id, { orderStatus: 'inShipping', ...DISPATCH })).statusCode).toBe(200);
    expect((await update(order.id, { orderStatus: 'inProcess' })).statusCode).toBe(200);
    const again = await update(order.id, { orderStatus: 'inShipping' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.shipment.trackingNumber).toBe(AWB);
    const cleared = await update(order.id, { orderStatus: 'inShipping', trackingUrl: '' });
    expect(cleared.json().data.shipment).toMatchObject({
      courier: 'Delhivery',
      trackingNumber: AWB,
      trackingUrl: null,
    });
  });
});

describe('the customer hears of every status change', () => {
  it('being prepared, shipped with courier, AWB and Track link, delivered', async () => {
    const { s, order } = await paidOrder();
    const short = order.orderNumber;
    for (const body of [
      { orderStatus: 'inProcess' },
      { orderStatus: 'inShipping', ...DISPATCH },
      { orderStatus: 'delivered' },
    ]) {
      const res = await update(order.id, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const mails = (await mailsTo(s.user.email)).filter((m) => !/order HEP-\d+ confirmed/.test(m.subject));
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`order ${short} is being prepared$`)),
      expect.stringMatching(new RegExp(`order ${short} has shipped \\(Delhivery ${AWB}\\)$`)),
      expect.stringMatching(new RegExp(`order ${short} is delivered$`)),
    ]);
    const shipped = mails[1];
    expect(shipped.text).toContain(`Tracking number (AWB): ${AWB}`);
    expect(shipped.text).toContain('Delhivery');
    expect(shipped.text).toContain(`Track your parcel: ${DISPATCH.trackingUrl}`);
    expect(shipped.html).toContain(`href="${DISPATCH.trackingUrl}"`);
    expect(shipped.html).toContain(AWB);
    // The same status again sends nothing more.
    await update(order.id, { orderStatus: 'delivered' });
    expect((await mailsTo(s.user.email)).filter((m) => / is delivered$/.test(m.subject))).toHaveLength(1);
  });

  it('rejected, with the reason the owner gives', async () => {
    const { s, order } = await paidOrder();
    const res = await update(order.id, { orderStatus: 'rejected', note: 'The item is out of production' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = (await mailsTo(s.user.email)).filter((m) => / is cancelled$/.test(m.subject));
    expect(mail.text).toContain('Reason: The item is out of production');
    expect(mail.html).toContain('Reason: The item is out of production');
  });

  it('a cash-on-delivery order moved on from pending is confirmed; its owner heard of it when it was placed', async () => {
    const { s, orderId } = await cashOrder();
    const short = (await orderRow(t.db, orderId)).orderNumber;
    const owner = (await mailsTo(OWNER)).filter((m) => m.subject.includes(short));
    expect(owner).toHaveLength(1);
    expect(owner[0].subject).toMatch(/cash on delivery\)$/);
    expect(owner[0].text).toContain(`placed order ${short}`);
    // Its button opens that order in the admin's list.
    expect(owner[0].text).toContain(`/admin/orders?order=${orderId}`);

    expect((await update(orderId, { orderStatus: 'inProcess' })).statusCode).toBe(200);
    const mails = (await mailsTo(s.user.email)).map((m) => m.subject);
    expect(mails).toContainEqual(expect.stringMatching(new RegExp(`order ${short} is confirmed$`)));

    // Dispatched for cash: the shipped mail says what to pay at the door; the cash collected makes it delivered.
    const shipped = await update(orderId, { orderStatus: 'inShipping', ...DISPATCH });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [dispatched] = (await mailsTo(s.user.email)).filter((m) => /has shipped/.test(m.subject));
    expect(dispatched.text).toContain(`Tracking number (AWB): ${AWB}`);
    expect(dispatched.text).toMatch(/Please keep ₹[\d,.]+ ready: you pay in cash when it is delivered/);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const cash = await admin('PUT', `/api/admin/orders/cash-collected/${orderId}`, {
      amount: shipped.json().data.totalAmount,
      collectedOn: today,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    expect((await mailsTo(s.user.email)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(new RegExp(`order ${short} is delivered$`)),
    );
  });

  it('the owner hears of an order paid online', async () => {
    const { order } = await paidOrder();
    const owner = (await mailsTo(OWNER)).filter((m) => m.subject.includes(order.orderNumber));
    expect(owner).toHaveLength(1);
    expect(owner[0].subject).toMatch(/paid\)$/);
  });

  it('a mail switched off in Settings is not sent, the others are', async () => {
    await setMails({ shipped: false, ownerNewOrder: false });
    try {
      const { s, order } = await paidOrder();
      const short = order.orderNumber;
      expect((await update(order.id, { orderStatus: 'inShipping', ...DISPATCH })).statusCode).toBe(200);
      expect((await update(order.id, { orderStatus: 'delivered' })).statusCode).toBe(200);
      const mails = (await mailsTo(s.user.email)).map((m) => m.subject);
      expect(mails).not.toContainEqual(expect.stringMatching(/has shipped/));
      expect(mails).toContainEqual(expect.stringMatching(new RegExp(`order ${short} is delivered$`)));
      expect((await mailsTo(OWNER)).filter((m) => m.subject.includes(short))).toEqual([]);
    } finally {
      await setMails({ shipped: true, ownerNewOrder: true });
    }
  });
});

describe('settings', () => {
  it('every order mail is on by default; a subset round-trips and the rest keep their value; a bad value is 400', async () => {
    const current = AdminSettingsSchema.parse((await admin('GET', '/api/admin/settings/get')).json().data);
    expect(current.orderMails).toEqual({
      confirmed: true,
      inProcess: true,
      shipped: true,
      delivered: true,
      rejected: true,
      ownerNewOrder: true,
    });
    const saved = await setMails({ delivered: false, rejected: false });
    expect(AdminSettingsSchema.parse(saved).orderMails).toMatchObject({
      delivered: false,
      rejected: false,
      shipped: true,
    });
    const read = (await admin('GET', '/api/admin/settings/get')).json().data;
    expect(read.orderMails).toEqual(saved.orderMails);
    expect(
      (await admin('PUT', '/api/admin/settings/update', { orderMails: { delivered: 'no' } })).statusCode,
    ).toBe(400);
    expect(
      (await admin('PUT', '/api/admin/settings/update', { orderMails: { weekly: true } })).statusCode,
    ).toBe(400);
    // The storefront's settings do not carry them.
    const pub = (await t.app.inject({ method: 'GET', url: '/api/common/settings/get' })).json().data;
    expect(pub.orderMails).toBeUndefined();
    await setMails({ delivered: true, rejected: true });
  });
});
