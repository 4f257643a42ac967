import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReturnPayout } from '../../common/contracts/returns';
import {
  creditNoteLines,
  creditNotes,
  mailOutbox,
  orderReturns,
  orders,
  paymentEvents,
  refunds,
  users,
} from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { testApp, type TestApp } from '../helpers/app';
import { createAddress, createProduct, createUser, loginAs } from '../helpers/factories';
import {
  createOrderVia,
  orderRow,
  putInCart,
  shopperWithCart,
  simulate,
  stockOf,
  type CartLine,
} from '../helpers/orders';

/**
 * Cancellations, returns and refunds through the API, with the built-in payment simulator as the
 * provider (its refund page completes or fails a refund, like PhonePe's bank would). SPEC §9's defaults: cancel
 * within 2 hours and before dispatch, return within 7 days of delivery, restocking 10 / 15 / 20 % by condition.
 * One unit is ₹118.00 at 9 + 9 % GST (₹100 + ₹9 + ₹9); an order under ₹499 pays ₹49.00 of standard delivery.
 */

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ admin: true });
  const res = await admin('PUT', '/api/admin/settings/update', { email: 'owner@sharma-hardware.in' });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
});

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.adminCookie }, ...(payload ? { payload } : {}) });
const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const details = async (orderId: string, cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/shop/order/details/${orderId}`, headers: { cookie } })
  ).json().data;

/** A paid online order of `lines` (3 × ₹118 by default: ₹354, and ₹49 of delivery under ₹499: ₹403). */
async function paidOrder(lines: CartLine[] = [{ qty: 3 }]) {
  const { s, products } = await shopperWithCart(t.app, lines);
  const res = await createOrderVia(t.app, s);
  expect(res.statusCode, res.body).toBe(200);
  await simulate(t.app, res.json().approvalURL, 'pay');
  const order = await orderRow(t.db, res.json().orderId);
  expect(order.paymentStatus).toBe('paid');
  return { s, products, order };
}

/** The simulator's refund page: the tester completes or fails a pending refund. */
async function decideRefund(merchantRefundId: string, action: 'complete' | 'fail') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/simulator/refund/${merchantRefundId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: t.adminCookie },
    payload: `action=${action}`,
  });
  expect(res.statusCode, res.body).toBe(303);
  await waitForPaymentWork(t.app);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refundsOf = (orderId: string) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt);
const notesOf = (orderId: string) =>
  t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(creditNotes.number);
const simulatorRefunds = async (merchantOrderId: string) =>
  (await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventType, 'simulator.refund'))).filter(
    (e) => (e.payload as { merchantOrderId: string }).merchantOrderId === merchantOrderId,
  ).length;
async function mailsTo(email: string) {
  await waitForPendingMail();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

/** The owner's status change; dispatching takes the courier and the AWB. */
const setStatus = (orderId: string, orderStatus: string) =>
  admin('PUT', `/api/admin/orders/update/${orderId}`, {
    orderStatus,
    ...(orderStatus === 'inShipping' ? { courier: 'Delhivery', trackingNumber: 'DL-40001' } : {}),
  });

async function deliver(orderId: string) {
  for (const orderStatus of ['inProcess', 'inShipping', 'delivered']) {
    const res = await setStatus(orderId, orderStatus);
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('the buyer cancels', () => {
  it('a paid order within 2 hours: rejected, stock back, refunded in full through the provider, then its credit note', async () => {
    // 1 × ₹118 + ₹49 delivery = ₹167.00.
    const { s, products, order } = await paidOrder([{ qty: 1, stock: 10 }]);
    expect(order.totalAmountPaise).toBe(16700);
    expect(await stockOf(t.db, products[0].id)).toBe(9);

    const before = await details(order.id, s.cookie);
    expect(before.actions).toMatchObject({ canCancel: true, canReturn: false, cancelRefund: 167 });

    const res = await post(`/api/shop/order/cancel/${order.id}`, s.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your order is cancelled and your refund is on its way');
    const data = res.json().data;
    expect(data).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'paid',
      actions: { canCancel: false },
    });
    expect(data.cancelledAt).toEqual(expect.any(String));
    expect(data.refunds).toEqual([
      expect.objectContaining({
        amount: 167,
        state: 'pending',
        method: 'provider',
        reason: 'cancelled',
        utr: null,
        creditNoteNumber: null,
      }),
    ]);
    expect(await stockOf(t.db, products[0].id)).toBe(10);
    expect(await notesOf(order.id)).toEqual([]);
    // The shop owes nothing more by hand: its refund is under way.
    expect((await admin('GET', `/api/admin/orders/details/${order.id}`)).json().data).toMatchObject({
      refundNeeded: false,
      refundable: 0,
    });

    const [refund] = await refundsOf(order.id);
    await decideRefund(refund.merchantRefundId, 'complete');
    const after = await details(order.id, s.cookie);
    expect(after.refunds[0]).toMatchObject({
      state: 'completed',
      utr: expect.stringMatching(/^SIMUTR\d{12}$/),
    });
    const [note] = await notesOf(order.id);
    expect(note).toMatchObject({ reason: 'cancelled', totalPaise: 16700 });
    // The note credits the goods and the delivery at the order's own figures, to the paisa.
    expect(note.taxablePaise + note.cgstPaise + note.sgstPaise + note.igstPaise).toBe(16700);
    expect([note.taxablePaise, note.cgstPaise, note.sgstPaise, note.igstPaise]).toEqual([
      order.subtotalPaise,
      order.cgstPaise,
      order.sgstPaise,
      order.igstPaise,
    ]);
    expect(after.refunds[0].creditNoteNumber).toBe(note.number);
    expect(after.refundedAt).toEqual(expect.any(String));

    const mails = (await mailsTo(s.user.email)).map((m) => m.subject);
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/is cancelled$/),
        expect.stringMatching(/refund of ₹167\.00 for order HEP-\d+ completed$/),
      ]),
    );
    // Completing again changes nothing: one note.
    await decideRefund(refund.merchantRefundId, 'complete');
    expect(await notesOf(order.id)).toHaveLength(1);
  });

  it('is pinned at the window: 2 h less a second can cancel, 2 h cannot (409, nothing written)', async () => {
    const early = await paidOrder([{ qty: 1 }]);
    await t.db
      .update(orders)
      .set({ orderDate: new Date(Date.now() - 2 * 3_600_000 + 1000) })
      .where(eq(orders.id, early.order.id));
    expect((await post(`/api/shop/order/cancel/${early.order.id}`, early.s.cookie)).statusCode).toBe(200);

    const late = await paidOrder([{ qty: 1 }]);
    await t.db
      .update(orders)
      .set({ orderDate: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(orders.id, late.order.id));
    const res = await post(`/api/shop/order/cancel/${late.order.id}`, late.s.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An order can be cancelled within 2 hours of placing it');
    expect((await orderRow(t.db, late.order.id)).orderStatus).toBe('confirmed');
    expect(await refundsOf(late.order.id)).toEqual([]);
  });

  it('refuses after dispatch, a second time, and another buyer’s order, writing nothing', async () => {
    const { s, order } = await paidOrder([{ qty: 1 }]);
    const other = await createUser(t.db);
    const otherCookie = await loginAs(t.app, other);
    expect((await post(`/api/shop/order/cancel/${order.id}`, otherCookie)).statusCode).toBe(404);

    for (const orderStatus of ['inProcess', 'inShipping']) await setStatus(order.id, orderStatus);
    const res = await post(`/api/shop/order/cancel/${order.id}`, s.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/has left the shop/);
    expect((await orderRow(t.db, order.id)).orderStatus).toBe('inShipping');
    expect(await refundsOf(order.id)).toEqual([]);

    const again = await paidOrder([{ qty: 1 }]);
    expect((await post(`/api/shop/order/cancel/${again.order.id}`, again.s.cookie)).statusCode).toBe(200);
    const twice = await post(`/api/shop/order/cancel/${again.order.id}`, again.s.cookie);
    expect(twice.statusCode).toBe(409);
    expect(await refundsOf(again.order.id)).toHaveLength(1);
    expect((await post('/api/shop/order/cancel/not-an-id', s.cookie)).statusCode).toBe(400);
  });

  it('an unpaid order simply ends: its held stock comes back, no refund', async () => {
    const { s, products } = await shopperWithCart(t.app, [{ qty: 2, stock: 5 }]);
    const created = (await createOrderVia(t.app, s)).json();
    expect(await stockOf(t.db, products[0].id)).toBe(3);
    const res = await post(`/api/shop/order/cancel/${created.orderId}`, s.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your order is cancelled');
    expect(res.json().data).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'failed', refunds: [] });
    expect(await stockOf(t.db, products[0].id)).toBe(5);
  });
});

describe('the buyer returns, the owner refunds', () => {
  it('one of three units back opened: 15 % kept, ₹100.30 refunded through the provider, and its credit note', async () => {
    const { s, products, order } = await paidOrder([{ qty: 3, stock: 10 }]);
    await deliver(order.id);
    const ready = await details(order.id, s.cookie);
    expect(ready.actions).toMatchObject({
      canCancel: false,
      canReturn: true,
      returnable: [{ productId: products[0].id, quantity: 3, unitValue: 118 }],
    });

    const asked = await post(`/api/shop/order/return/${order.id}`, s.cookie, {
      lines: [{ productId: products[0].id, quantity: 1 }],
      reason: 'notNeeded',
      note: 'Bought one too many',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.returns).toEqual([
      expect.objectContaining({
        status: 'requested',
        reason: 'notNeeded',
        note: 'Bought one too many',
        refundAmount: null,
      }),
    ]);
    const owner = await mailsTo('owner@sharma-hardware.in');
    expect(owner.map((m) => m.subject)).toContainEqual(expect.stringMatching(/return requested for order/));

    const list = (await admin('GET', '/api/admin/returns/get?status=requested')).json();
    const ret = list.data.find((r: { orderId: string }) => r.orderId === order.id);
    expect(ret).toMatchObject({
      customerEmail: s.user.email,
      paymentMethod: order.paymentMethod,
      orderTotal: 403,
    });
    expect(list.counts.requested).toBeGreaterThanOrEqual(1);

    const url = `/api/admin/returns/update/${ret._id}`;
    // Received before approved: 409.
    const early = await admin('PUT', url, {
      status: 'received',
      lines: [{ productId: products[0].id, condition: 'opened', restock: true }],
    });
    expect(early.statusCode).toBe(409);
    expect((await admin('PUT', url, { status: 'approved', note: 'Please send it back' })).statusCode).toBe(
      200,
    );
    const approvedMail = (await mailsTo(s.user.email)).find((m) =>
      /your return for order HEP-\d+ is approved$/.test(m.subject),
    );
    expect(approvedMail?.text).toContain('Note from the shop: Please send it back');
    expect(approvedMail?.html).toContain('Your return is approved');
    const received = await admin('PUT', url, {
      status: 'received',
      lines: [{ productId: products[0].id, condition: 'opened', restock: true }],
    });
    expect(received.statusCode, received.body).toBe(200);
    // 1 × ₹118.00 less 15 % (₹17.70) = ₹100.30.
    expect(received.json().data).toMatchObject({ status: 'received', refundAmount: 100.3 });
    expect(received.json().data.lines[0]).toMatchObject({
      condition: 'opened',
      feePercent: 15,
      refundAmount: 100.3,
      restock: true,
    });
    expect(await stockOf(t.db, products[0].id)).toBe(8);

    const refunded = await admin('PUT', url, { status: 'refunded', method: 'provider' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.refund).toMatchObject({
      amount: 100.3,
      state: 'pending',
      reason: 'returned',
    });
    const [refund] = await refundsOf(order.id);
    await decideRefund(refund.merchantRefundId, 'complete');

    const [note] = await notesOf(order.id);
    // ₹100.30 at 18 %: ₹85.00 + ₹7.65 + ₹7.65 (or IGST ₹15.30 across states).
    expect(note).toMatchObject({ reason: 'returned', totalPaise: 10030, taxablePaise: 8500 });
    expect(note.cgstPaise + note.sgstPaise + note.igstPaise).toBe(1530);
    const lines = await t.db.select().from(creditNoteLines).where(eq(creditNoteLines.creditNoteId, note.id));
    expect(lines).toEqual([expect.objectContaining({ quantity: 1, lineTotalPaise: 10030, chargePaise: 0 })]);
    const after = await details(order.id, s.cookie);
    expect(after.returns[0]).toMatchObject({ status: 'refunded', ownerNote: 'Please send it back' });
    expect(after.creditNotes).toEqual([
      expect.objectContaining({ number: note.number, reason: 'returned', total: 100.3 }),
    ]);
    expect(after.refundedAt).toBeNull();
    // The line is in a return already: it is not offered again, and asking again is 409.
    expect(after.actions.returnable).toEqual([]);
    const again = await post(`/api/shop/order/return/${order.id}`, s.cookie, {
      lines: [{ productId: products[0].id, quantity: 1 }],
      reason: 'other',
    });
    expect(again.statusCode).toBe(409);

    // The credit note's PDF is there for the buyer, by its number.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/credit-note/${order.id}?number=${encodeURIComponent(note.number)}`,
      headers: { cookie: s.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a bad return with a clear 4xx and writes nothing', async () => {
    const { s, products, order } = await paidOrder([{ qty: 2 }]);
    const body = (quantity: number, productId = products[0].id) => ({
      lines: [{ productId, quantity }],
      reason: 'damaged',
    });
    const notDelivered = await post(`/api/shop/order/return/${order.id}`, s.cookie, body(1));
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json().message).toBe('Items can be returned once the order is delivered');
    await deliver(order.id);

    const tooMany = await post(`/api/shop/order/return/${order.id}`, s.cookie, body(3));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 2 of/);
    const unknown = await post(`/api/shop/order/return/${order.id}`, s.cookie, body(1, crypto.randomUUID()));
    expect(unknown.statusCode).toBe(400);
    expect(
      (await post(`/api/shop/order/return/${order.id}`, s.cookie, { ...body(1), reason: 'bored' }))
        .statusCode,
    ).toBe(400);
    // An online order's refund goes back to the account that paid: no UPI id or account is taken.
    const payout = await post(`/api/shop/order/return/${order.id}`, s.cookie, {
      ...body(1),
      payout: { method: 'upi', upiId: 'asha@okhdfc' },
    });
    expect(payout.statusCode).toBe(400);
    expect(payout.json().message).toBe(
      'A refund of an online payment goes back to the account you paid from',
    );
    expect(
      (await post(`/api/shop/order/return/${order.id}`, s.cookie, { lines: [], reason: 'damaged' }))
        .statusCode,
    ).toBe(400);
    const other = await loginAs(t.app, await createUser(t.db));
    expect((await post(`/api/shop/order/return/${order.id}`, other, body(1))).statusCode).toBe(404);
    const rows = await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
    expect(rows).toEqual([]);
  });

  it('is pinned at the return window: 7 days less a second can ask, 7 days cannot', async () => {
    const { s, products, order } = await paidOrder([{ qty: 1 }]);
    await deliver(order.id);
    const ask = () =>
      post(`/api/shop/order/return/${order.id}`, s.cookie, {
        lines: [{ productId: products[0].id, quantity: 1 }],
        reason: 'other',
      });
    await t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 7 * 86_400_000) })
      .where(eq(orders.id, order.id));
    const late = await ask();
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Items can be returned within 7 days of delivery');
    await t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 7 * 86_400_000 + 1000) })
      .where(eq(orders.id, order.id));
    expect((await ask()).statusCode).toBe(200);
  });

  it('takes up to 3 photos as multipart, resized to WebP; 4 photos or a file that is not an image is refused', async () => {
    const { s, products, order } = await paidOrder([{ qty: 1 }]);
    await deliver(order.id);
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    const send = (files: { name: string; type: string; bytes: Buffer }[]) => {
      const boundary = `----returns${Math.random().toString(16).slice(2)}`;
      const data = JSON.stringify({
        lines: [{ productId: products[0].id, quantity: 1 }],
        reason: 'damaged',
        note: 'Cracked',
      });
      const parts = [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n`),
        ...files.flatMap((f) => [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
          ),
          f.bytes,
          Buffer.from('\r\n'),
        ]),
        Buffer.from(`--${boundary}--\r\n`),
      ];
      return t.app.inject({
        method: 'POST',
        url: `/api/shop/order/return/${order.id}`,
        headers: { cookie: s.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat(parts),
      });
    };
    const photo = { name: 'crack.png', type: 'image/png', bytes: png };
    const four = await send([photo, photo, photo, photo]);
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe('Attach at most 3 photos');
    const text = await send([
      { name: 'note.png', type: 'image/png', bytes: Buffer.from('not an image at all') },
    ]);
    expect(text.statusCode).toBe(415);
    expect(await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id))).toEqual([]);

    const three = await send([photo, photo, photo]);
    expect(three.statusCode, three.body).toBe(200);
    const [ret] = three.json().data.returns;
    expect(ret.photos).toHaveLength(3);
    const served = await t.app.inject({ method: 'GET', url: new URL(ret.photos[0], 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 853 });
  });

  it('a cash-on-delivery return is refunded by UPI as the owner records it: complete at once, with its credit note', async () => {
    const user = await createUser(t.db);
    await t.db.update(users).set({ codVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const address = await createAddress(t.db, user.id);
    const cookie = await loginAs(t.app, user);
    const product = await createProduct(t.db, { totalStock: 10, salePricePaise: 11800 });
    await putInCart(t.db, user.id, [{ productId: product.id, quantity: 5 }]);
    const created = await createOrderVia(
      t.app,
      { user, cookie, addressId: address.id },
      { paymentMethod: 'cod' },
    );
    expect(created.statusCode, created.body).toBe(200);
    const orderId = created.json().orderId;
    const cod = await orderRow(t.db, orderId);
    for (const orderStatus of ['inProcess', 'inShipping']) await setStatus(orderId, orderStatus);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const cash = await admin('PUT', `/api/admin/orders/cash-collected/${orderId}`, {
      amount: cod.totalAmountPaise / 100,
      collectedOn: today,
    });
    expect(cash.statusCode, cash.body).toBe(200);

    const ask = (payout?: object) =>
      post(`/api/shop/order/return/${orderId}`, cookie, {
        lines: [{ productId: product.id, quantity: 2 }],
        reason: 'wrongItem',
        ...(payout ? { payout } : {}),
      });
    // A cash order's return says where its refund goes, checked: nothing is written for a bad one.
    const refused: [object | undefined, string][] = [
      [undefined, 'Please tell us where to send your refund: a UPI id, or a bank account number and IFSC'],
      [{ method: 'upi', upiId: 'asha.okhdfc' }, 'Please enter a UPI id such as name@okbank'],
      [{ method: 'upi', upiId: `${'a'.repeat(90)}@okhdfcbank` }, 'Please enter a UPI id such as name@okbank'],
      [
        { method: 'bank', accountNumber: '12345678', ifsc: 'SBIN0001234' },
        'Please enter the bank account number: 9 to 18 digits',
      ],
      [
        { method: 'bank', accountNumber: '1234567890123456789', ifsc: 'SBIN0001234' },
        'Please enter the bank account number: 9 to 18 digits',
      ],
      [
        { method: 'bank', accountNumber: '123456789', ifsc: 'SBIN1001234' },
        'Please enter the IFSC: 11 characters such as SBIN0001234',
      ],
      [{ method: 'cash' }, 'The refund method must be upi or bank'],
    ];
    for (const [payout, message] of refused) {
      const res = await ask(payout);
      expect(res.statusCode, JSON.stringify(payout)).toBe(400);
      expect(res.json().message, JSON.stringify(payout)).toContain(message);
    }
    expect(
      (await admin('GET', '/api/admin/returns/get'))
        .json()
        .data.filter((r: { orderId: string }) => r.orderId === orderId),
    ).toEqual([]);
    // At the limits: 100 characters of UPI id, 9 and 18 digits of account number (spaces and dashes taken out).
    expect(ReturnPayout.safeParse({ method: 'upi', upiId: `${'a'.repeat(89)}@okhdfcbank` }).success).toBe(
      true,
    );
    expect(
      ReturnPayout.parse({ method: 'bank', accountNumber: '1234 5678-9', ifsc: 'sbin 0001234' }),
    ).toEqual({
      method: 'bank',
      accountNumber: '123456789',
      ifsc: 'SBIN0001234',
    });
    expect(
      ReturnPayout.safeParse({ method: 'bank', accountNumber: '1'.repeat(18), ifsc: 'SBIN0001234' }).success,
    ).toBe(true);
    const asked = await ask({ method: 'bank', accountNumber: '0012 3456 7890', ifsc: 'hdfc0000123' });
    expect(asked.statusCode, asked.body).toBe(200);
    const ret = (await admin('GET', '/api/admin/returns/get'))
      .json()
      .data.find((r: { orderId: string }) => r.orderId === orderId);
    // The owner sees where to send it, with the order's number.
    expect(ret.payout).toEqual({ method: 'bank', accountNumber: '001234567890', ifsc: 'HDFC0000123' });
    expect(ret.orderNumber).toBe(cod.orderNumber);
    const url = `/api/admin/returns/update/${ret._id}`;
    await admin('PUT', url, { status: 'approved' });
    await admin('PUT', url, {
      status: 'received',
      lines: [{ productId: product.id, condition: 'faulty', restock: false }],
    });
    // Through PhonePe is refused for a cash order, and a transfer needs its reference.
    expect((await admin('PUT', url, { status: 'refunded', method: 'provider' })).statusCode).toBe(400);
    expect((await admin('PUT', url, { status: 'refunded', method: 'upi' })).statusCode).toBe(400);
    const done = await admin('PUT', url, {
      status: 'refunded',
      method: 'upi',
      reference: 'UPI 612345678901',
    });
    expect(done.statusCode, done.body).toBe(200);
    // 2 × ₹118.00, faulty: nothing kept.
    expect(done.json().data.refund).toMatchObject({
      amount: 236,
      state: 'completed',
      method: 'upi',
      utr: 'UPI 612345678901',
    });
    expect(done.json().data.refund.creditNoteNumber).toMatch(/^CN\//);
    expect(await stockOf(t.db, product.id)).toBe(5);
    const mails = (await mailsTo(user.email)).map((m) => m.subject);
    expect(mails).toContainEqual(expect.stringMatching(/refund of ₹236\.00 for order HEP-\d+ sent$/));
  });
});

describe('the owner refunds an amount', () => {
  it('refuses more than is left, and takes exactly what is left; a partial refund spreads over the lines', async () => {
    const { order } = await paidOrder([{ qty: 2 }, { qty: 1, salePricePaise: 5600, cgst: 6, sgst: 6 }]);
    const url = `/api/admin/orders/refund/${order.id}`;
    const over = await admin('POST', url, { amount: order.totalAmountPaise / 100 + 0.01 });
    expect(over.statusCode).toBe(400);
    // 2 × ₹118 + ₹56 + ₹49 delivery = ₹341.00.
    expect(order.totalAmountPaise).toBe(34100);
    expect(over.json().message).toBe('Only ₹341.00 is left to refund on this order');
    expect(await refundsOf(order.id)).toEqual([]);
    expect((await admin('POST', url, { amount: 0.99 })).statusCode).toBe(400);
    const thirdDecimal = await admin('POST', url, { amount: 100.001 });
    expect(thirdDecimal.statusCode).toBe(400);
    expect(thirdDecimal.json().message).toBe('amount: The amount may have at most 2 decimals');
    expect((await admin('POST', url, { amount: 10, method: 'upi', reference: 'UTR12345' })).statusCode).toBe(
      400,
    );

    const part = await admin('POST', url, { amount: 100 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ refundable: order.totalAmountPaise / 100 - 100 });
    const [refund] = await refundsOf(order.id);
    expect(refund.parts.reduce((sum, p) => sum + p.goodsPaise + p.chargePaise, 0)).toBe(10000);
    // A second refund while one is open: 409.
    expect((await admin('POST', url, { amount: 1 })).statusCode).toBe(409);
    await decideRefund(refund.merchantRefundId, 'complete');
    const [note] = await notesOf(order.id);
    expect(note).toMatchObject({ reason: 'refunded', totalPaise: 10000 });
    const rest = await admin('POST', url, { amount: order.totalAmountPaise / 100 - 100 });
    expect(rest.statusCode, rest.body).toBe(200);
    const [, second] = await refundsOf(order.id);
    await decideRefund(second.merchantRefundId, 'complete');
    const notes = await notesOf(order.id);
    // The two notes credit the whole invoice, to the paisa.
    expect(notes.reduce((sum, n) => sum + n.totalPaise, 0)).toBe(order.totalAmountPaise);
    expect(notes.reduce((sum, n) => sum + n.taxablePaise, 0)).toBe(order.subtotalPaise);
    expect(notes.reduce((sum, n) => sum + n.cgstPaise + n.sgstPaise + n.igstPaise, 0)).toBe(
      order.cgstPaise + order.sgstPaise + order.igstPaise,
    );
    expect((await orderRow(t.db, order.id)).refundedAt).not.toBeNull();
    expect((await admin('POST', url, { amount: 1 })).statusCode).toBe(400);
  });

  it('20 concurrent refunds of one order: exactly one is stored and sent', async () => {
    const { order } = await paidOrder([{ qty: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin('POST', `/api/admin/orders/refund/${order.id}`, { amount: 10 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await simulatorRefunds(order.merchantOrderId)).toBe(1);
  });

  it('a failed refund stays with its reason and counts on the dashboard until retried; the retry is a new refund', async () => {
    const { order } = await paidOrder([{ qty: 1 }]);
    await admin('POST', `/api/admin/orders/refund/${order.id}`, { amount: 50 });
    const [first] = await refundsOf(order.id);
    const failedBefore = (await admin('GET', '/api/admin/dashboard/summary')).json().data.failedRefunds;
    await decideRefund(first.merchantRefundId, 'fail');
    const failed = (await admin('GET', `/api/admin/orders/details/${order.id}`)).json().data;
    expect(failed.refunds[0]).toMatchObject({
      state: 'failed',
      retried: false,
      failureReason: expect.stringMatching(/REFUND_FAILED/),
    });
    expect(failed.refundable).toBe(order.totalAmountPaise / 100);
    expect((await admin('GET', '/api/admin/dashboard/summary')).json().data.failedRefunds).toBe(
      failedBefore + 1,
    );

    const retry = await admin('POST', `/api/admin/orders/refund-retry/${order.id}`, {
      merchantRefundId: first.merchantRefundId,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(
      retry.json().data.refunds.map((r: { state: string; retried: boolean }) => [r.state, r.retried]),
    ).toEqual([
      ['failed', true],
      ['pending', false],
    ]);
    expect((await admin('GET', '/api/admin/dashboard/summary')).json().data.failedRefunds).toBe(failedBefore);
    // Only once.
    expect(
      (
        await admin('POST', `/api/admin/orders/refund-retry/${order.id}`, {
          merchantRefundId: first.merchantRefundId,
        })
      ).statusCode,
    ).toBe(409);
    const [, second] = await refundsOf(order.id);
    expect(second.merchantRefundId).not.toBe(first.merchantRefundId);
    await decideRefund(second.merchantRefundId, 'complete');
    expect(await notesOf(order.id)).toHaveLength(1);
  });

  it('after Mark refunded nothing is left to refund: the owner’s refund and the buyer’s cancel pay nothing again', async () => {
    const { s, order } = await paidOrder([{ qty: 2 }]);
    const url = `/api/admin/orders/refund/${order.id}`;
    // ₹100.00 through PhonePe first; the owner gives the rest back from PhonePe's own dashboard.
    expect((await admin('POST', url, { amount: 100 })).statusCode).toBe(200);
    const [first] = await refundsOf(order.id);
    // While that refund is with the provider, Mark refunded could pay twice: 409, nothing written.
    const early = await admin('PUT', `/api/admin/orders/refunded/${order.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'A refund of this order is already in progress. Please wait until it is settled.',
    );
    expect((await orderRow(t.db, order.id)).refundedAt).toBeNull();
    expect(await refundsOf(order.id)).toHaveLength(1);
    await decideRefund(first.merchantRefundId, 'complete');

    const marked = await admin('PUT', `/api/admin/orders/refunded/${order.id}`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message).toBe('Order marked refunded; its credit note is issued');
    expect(marked.json().data).toMatchObject({ refundable: 0, refundedAt: expect.any(String) });
    // Mark refunded records only the rest, as a refund of its own: outside the shop, completed, with its note.
    // 2 × ₹118 + ₹49 delivery = ₹285.00: ₹100.00 through PhonePe, ₹185.00 outside.
    expect(order.totalAmountPaise).toBe(28500);
    const ledger = await refundsOf(order.id);
    expect(ledger.map((r) => [r.method, r.state, r.amountPaise])).toEqual([
      ['provider', 'completed', 10000],
      ['outside', 'completed', 18500],
    ]);
    const notes = await notesOf(order.id);
    expect(notes.map((n) => [n.reason, n.totalPaise])).toEqual([
      ['refunded', 10000],
      ['refunded', 18500],
    ]);
    expect(ledger.map((r) => r.creditNoteId)).toEqual(notes.map((n) => n.id));
    // Its parts are what was left of each line; refunds and notes both add up to the invoice, to the paisa.
    const outside = ledger[1];
    expect(outside.parts.reduce((sum, p) => sum + p.goodsPaise + p.chargePaise, 0)).toBe(18500);
    expect(ledger.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(order.totalAmountPaise);
    expect(notes.reduce((sum, n) => sum + n.totalPaise, 0)).toBe(order.totalAmountPaise);
    expect(notes.reduce((sum, n) => sum + n.taxablePaise, 0)).toBe(order.subtotalPaise);
    expect(notes.reduce((sum, n) => sum + n.cgstPaise + n.sgstPaise + n.igstPaise, 0)).toBe(
      order.cgstPaise + order.sgstPaise + order.igstPaise,
    );
    // Both the owner and the buyer see it among the refunds, with its credit note's number.
    const shown = {
      merchantRefundId: outside.merchantRefundId,
      amount: 185,
      state: 'completed',
      method: 'outside',
      creditNoteNumber: notes[1].number,
    };
    expect(marked.json().data.refunds[1]).toMatchObject(shown);

    const again = await admin('POST', url, { amount: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This order has nothing left to refund');
    const buyer = await details(order.id, s.cookie);
    expect(buyer.refunds[1]).toMatchObject(shown);
    expect(buyer.actions).toMatchObject({ canCancel: true, cancelRefund: 0 });
    // The buyer cancels within the window: the goods come back, and no refund is sent a second time.
    const cancel = await post(`/api/shop/order/cancel/${order.id}`, s.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await refundsOf(order.id)).toHaveLength(2);
    expect(await simulatorRefunds(order.merchantOrderId)).toBe(1);
    // Marking it again changes nothing.
    expect((await admin('PUT', `/api/admin/orders/refunded/${order.id}`)).statusCode).toBe(200);
    expect(await refundsOf(order.id)).toHaveLength(2);
    expect(await notesOf(order.id)).toHaveLength(2);
  });

  it('Mark refunded on a paid order before any refund: one outside refund of the whole amount with the whole invoice’s note', async () => {
    const { order } = await paidOrder([{ qty: 1 }]);
    const marked = await admin('PUT', `/api/admin/orders/refunded/${order.id}`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.refundable).toBe(0);
    const [note] = await notesOf(order.id);
    expect(note).toMatchObject({
      reason: 'refunded',
      totalPaise: order.totalAmountPaise,
      taxablePaise: order.subtotalPaise,
    });
    const [outside] = await refundsOf(order.id);
    expect(outside).toMatchObject({
      method: 'outside',
      reason: 'refunded',
      state: 'completed',
      amountPaise: order.totalAmountPaise,
      creditNoteId: note.id,
      utr: null,
      settledAt: (await orderRow(t.db, order.id)).refundedAt,
    });
    // A PhonePe refund attempt afterwards: nothing is left, nothing is stored or sent.
    const res = await admin('POST', `/api/admin/orders/refund/${order.id}`, {
      amount: order.totalAmountPaise / 100,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This order has nothing left to refund');
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await simulatorRefunds(order.merchantOrderId)).toBe(0);
    // An outside refund is settled when recorded: there is nothing to try again.
    const retry = await admin('POST', `/api/admin/orders/refund-retry/${order.id}`, {
      merchantRefundId: outside.merchantRefundId,
    });
    expect(retry.statusCode).toBe(409);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('the owner cannot send a refund of method outside: only Mark refunded records one (400, nothing written)', async () => {
    const { order } = await paidOrder([{ qty: 1 }]);
    const res = await admin('POST', `/api/admin/orders/refund/${order.id}`, {
      amount: 10,
      method: 'outside',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('method: method must be provider, upi, bank or storeCredit');
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('Mark refunded and a PhonePe refund at once: one of them gives the money back, never both', async () => {
    for (let round = 0; round < 4; round++) {
      const { order } = await paidOrder([{ qty: 1 }]);
      const whole = order.totalAmountPaise / 100;
      const markIt = () => admin('PUT', `/api/admin/orders/refunded/${order.id}`);
      const refundIt = () => admin('POST', `/api/admin/orders/refund/${order.id}`, { amount: whole });
      // The refund started first, and Mark refunded a little later each round, so that either may take the
      // order's lock first.
      const [refund, mark] = await Promise.all([refundIt(), sleep(round * 4).then(markIt)]);
      const ledger = await refundsOf(order.id);
      const given = ledger.filter((r) => r.state !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);
      expect(given, `round ${round}`).toBe(order.totalAmountPaise);
      expect(ledger, `round ${round}`).toHaveLength(1);
      if (mark.statusCode === 200) {
        expect(refund.statusCode).toBe(400);
        expect(refund.json().message).toBe('This order has nothing left to refund');
        expect(ledger[0].method).toBe('outside');
        expect(await simulatorRefunds(order.merchantOrderId)).toBe(0);
      } else {
        expect(mark.statusCode).toBe(409);
        expect(refund.statusCode, refund.body).toBe(200);
        expect(ledger[0].method).toBe('provider');
        expect(await simulatorRefunds(order.merchantOrderId)).toBe(1);
        expect((await orderRow(t.db, order.id)).refundedAt).toBeNull();
      }
    }
  });

  it('an unpaid order cannot be refunded', async () => {
    const { s } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const created = (await createOrderVia(t.app, s)).json();
    const res = await admin('POST', `/api/admin/orders/refund/${created.orderId}`, { amount: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a paid order can be refunded');
    expect(await refundsOf(created.orderId)).toEqual([]);
  });
});
