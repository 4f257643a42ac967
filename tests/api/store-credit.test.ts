import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatGiftCardCode } from '../../common/giftcards';
import {
  creditNotes,
  giftCardEntries,
  giftCards,
  mailOutbox,
  orders,
  refunds,
  users,
} from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import {
  creditStoreCredit,
  hashGiftCardCode,
  insertCard,
  newGiftCardCode,
} from '../../server/modules/giftcards';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { type TestApp } from '../helpers/app';
import { createAddress, createProduct, createUser, loginAs } from '../helpers/factories';
import { webhookAuth, type FakePhonePe } from '../helpers/fake-phonepe';
import { PHONEPE_HOOK, usePhonePeShop } from '../helpers/phonepe-shop';
import { captureVia, countRows, createOrderVia, createShopper, orderRow, putInCart } from '../helpers/orders';

/**
 * Refunds and gift cards (issue 47, decision 033), against the fake PhonePe: a refund to store credit completes at
 * once on a new card in the buyer's name (or the card the order was paid with), with its credit note and a mail
 * carrying the code; a refund of an order a card paid part of gives the card's part back first, at once, and
 * sends PhonePe only the rest; a retried refund never credits the card twice.
 */

const shop = usePhonePeShop({ admin: true });
let t: TestApp;
let fake: FakePhonePe;
beforeAll(() => void ({ t, fake } = shop));

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.adminCookie }, ...(payload ? { payload } : {}) });
const refundVia = (orderId: string, payload: object) =>
  admin('POST', `/api/admin/orders/refund/${orderId}`, payload);
const refundsOf = (orderId: string) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt);
const notesOf = (orderId: string) => t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
const cardsOf = (userId: string) => t.db.select().from(giftCards).where(eq(giftCards.userId, userId));
const entriesOf = (cardId: string) =>
  t.db
    .select()
    .from(giftCardEntries)
    .where(eq(giftCardEntries.cardId, cardId))
    .orderBy(giftCardEntries.createdAt);
const cardRow = async (id: string) => (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0];
async function mailsTo(email: string) {
  await waitForPendingMail();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}
const sendWebhook = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/webhook',
    headers: { authorization: webhookAuth(PHONEPE_HOOK.username, PHONEPE_HOOK.password) },
    payload: body,
  });

/** An order paid on PhonePe: 2 × ₹249.99 (₹499.98; free delivery from ₹499). */
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

/**
 * The same order as if a gift card had paid `cardPaise` of it (the checkout's card code is not on this branch):
 * a card that was issued for ₹1,000 and spent `cardPaise` on it.
 */
async function paidPartByCard(cardPaise: number) {
  const { s, order } = await paidOrder();
  const code = newGiftCardCode();
  const now = new Date();
  const card = await insertCard(
    t.db,
    {
      codeHash: hashGiftCardCode(code),
      last4: code.slice(-4),
      source: 'issued',
      initialPaise: 100000,
      balancePaise: 100000 - cardPaise,
      expiresAt: new Date(now.getTime() + 365 * 86_400_000),
      recipientEmail: s.user.email,
    },
    { kind: 'issued' },
  );
  await t.db
    .update(orders)
    .set({ giftCardId: card.id, giftCardPaise: cardPaise })
    .where(eq(orders.id, order.id));
  return { s, order: await orderRow(t.db, order.id), card };
}

describe('a refund to store credit', () => {
  it('makes a new card in the buyer’s name for the amount, with its ledger entry, credit note and the code mailed', async () => {
    const { s, order } = await paidOrder();
    const res = await refundVia(order.id, { amount: 120.5, method: 'storeCredit' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Refund of ₹120.50 added to store credit, with its credit note. The customer is mailed.',
    );
    expect(res.json().data.refunds).toEqual([
      expect.objectContaining({
        amount: 120.5,
        giftCardAmount: 120.5,
        method: 'storeCredit',
        state: 'completed',
        creditNoteNumber: expect.stringMatching(/^CN\//),
        settledAt: expect.any(String),
      }),
    ]);
    // PhonePe is never asked.
    expect(fake.count('refund')).toBe(0);
    const [card] = await cardsOf(s.user.id);
    expect(card).toMatchObject({
      source: 'storeCredit',
      initialPaise: 12050,
      balancePaise: 12050,
      recipientEmail: s.user.email.toLowerCase(),
      recipientName: order.contactName,
      active: true,
    });
    // A year from now (the day's length in ms), the code kept only as its hash.
    expect(card.expiresAt.getTime() - card.createdAt.getTime()).toBe(365 * 86_400_000);
    expect(card.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({
      giftCardPaise: 12050,
      giftCardId: card.id,
      state: 'completed',
      utr: null,
    });
    expect(await entriesOf(card.id)).toEqual([
      expect.objectContaining({
        kind: 'refundCredit',
        amountPaise: 12050,
        balanceAfterPaise: 12050,
        orderId: order.id,
        orderNumber: order.orderNumber,
        refundId: refund.id,
      }),
    ]);
    const [note] = await notesOf(order.id);
    expect(note).toMatchObject({ reason: 'refunded', totalPaise: 12050 });
    expect((await orderRow(t.db, order.id)).refundedAt).toBeNull();

    const mail = (await mailsTo(s.user.email)).find((m) => /added to store credit$/.test(m.subject));
    expect(mail?.subject).toBe(
      `Shop: refund of ₹120.50 for order ${order.orderNumber} added to store credit`,
    );
    const code = mail!.text.match(/code is ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/)![1];
    expect(hashGiftCardCode(code.replaceAll('-', ''))).toBe(card.codeHash);
    expect(code).toBe(formatGiftCardCode(code.replaceAll('-', '')));
    expect(card.last4).toBe(code.slice(-4));
    expect(mail!.html).toContain(code);

    // The rest to store credit too: the order is refunded in full, onto a second new card.
    const rest = await refundVia(order.id, { amount: 379.48, method: 'storeCredit' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await orderRow(t.db, order.id)).refundedAt).not.toBeNull();
    expect(await cardsOf(s.user.id)).toHaveLength(2);
  });

  it('more than ₹10,000 is taken: the issued cards’ limit does not apply to store credit', async () => {
    const s = await createShopper(t.app);
    const product = await createProduct(t.db, { totalStock: 20, salePricePaise: 600000 });
    await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 2 }]);
    const created = await createOrderVia(t.app, s);
    const order = await orderRow(t.db, created.json().orderId);
    fake.setState(order.merchantOrderId, 'COMPLETED');
    await captureVia(t.app, s.cookie, order.id);
    const res = await refundVia(order.id, { amount: 10000.01, method: 'storeCredit' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await cardsOf(s.user.id))[0]?.balancePaise).toBe(1000001);
  });

  it('for an order a card paid part of: its part goes back as given back, the rest added to the same card', async () => {
    const { s, order, card } = await paidPartByCard(10000);
    const res = await refundVia(order.id, { amount: 150, method: 'storeCredit' });
    expect(res.statusCode, res.body).toBe(200);
    // No new card: the same one has 900 + 100 + 50.
    expect(await cardsOf(s.user.id)).toEqual([]);
    expect((await cardRow(card.id)).balancePaise).toBe(90000 + 15000);
    const entries = await entriesOf(card.id);
    expect(entries.map((e) => [e.kind, e.amountPaise, e.balanceAfterPaise])).toEqual([
      ['issued', 90000, 90000],
      ['givenBack', 10000, 100000],
      ['refundCredit', 5000, 105000],
    ]);
    expect((await orderRow(t.db, order.id)).giftCardReturnedPaise).toBe(10000);
    expect((await refundsOf(order.id))[0]).toMatchObject({
      giftCardPaise: 15000,
      giftCardId: card.id,
      state: 'completed',
    });
    const mail = (await mailsTo(s.user.email)).find((m) => /added to store credit$/.test(m.subject));
    expect(mail?.text).toContain(`Your gift card ending ${card.last4} now has ₹1,050.00`);
    expect(mail?.text).not.toMatch(/code is/);
  });

  it('the card that paid has expired or is disabled: its part still goes back to it, the credit goes on a new card', async () => {
    for (const dead of [{ expiresAt: new Date(Date.now() - 1000) }, { active: false }]) {
      const { s, order, card } = await paidPartByCard(10000);
      await t.db.update(giftCards).set(dead).where(eq(giftCards.id, card.id));
      const res = await refundVia(order.id, { amount: 150, method: 'storeCredit' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await cardRow(card.id)).balancePaise).toBe(100000);
      const [fresh] = await cardsOf(s.user.id);
      expect(fresh).toMatchObject({ balancePaise: 5000, source: 'storeCredit', active: true });
      expect((await refundsOf(order.id))[0]).toMatchObject({ giftCardPaise: 15000, giftCardId: fresh.id });
    }
  });

  it('a cash-on-delivery return asks for store credit without a payout; the owner sees it and refunds so', async () => {
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
    for (const orderStatus of ['inProcess', 'inShipping']) {
      const res = await admin('PUT', `/api/admin/orders/update/${orderId}`, {
        orderStatus,
        ...(orderStatus === 'inShipping' ? { courier: 'Delhivery', trackingNumber: 'DL-40001' } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const cash = await admin('PUT', `/api/admin/orders/cash-collected/${orderId}`, {
      amount: cod.totalAmountPaise / 100,
      collectedOn: today,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const ask = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/shop/order/return/${orderId}`,
        headers: { cookie },
        payload: { lines: [{ productId: product.id, quantity: 2 }], reason: 'wrongItem', ...extra },
      });
    // Without store credit a cash order's return still needs a payout; storeCredit must be a boolean.
    expect((await ask({ storeCredit: false })).statusCode).toBe(400);
    const bad = await ask({ storeCredit: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('storeCredit must be true or false');
    const asked = await ask({ storeCredit: true });
    expect(asked.statusCode, asked.body).toBe(200);
    const ret = (await admin('GET', '/api/admin/returns/get'))
      .json()
      .data.find((r: { orderId: string }) => r.orderId === orderId);
    expect(ret).toMatchObject({ storeCredit: true, payout: null });
    const url = `/api/admin/returns/update/${ret._id}`;
    expect((await admin('PUT', url, { status: 'approved' })).statusCode).toBe(200);
    expect(
      (
        await admin('PUT', url, {
          status: 'received',
          lines: [{ productId: product.id, condition: 'faulty', restock: true }],
        })
      ).statusCode,
    ).toBe(200);
    const done = await admin('PUT', url, { status: 'refunded', method: 'storeCredit' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.refund).toMatchObject({
      amount: 236,
      giftCardAmount: 236,
      state: 'completed',
      method: 'storeCredit',
      utr: null,
      creditNoteNumber: expect.stringMatching(/^CN\//),
    });
    const [card] = await cardsOf(user.id);
    expect(card).toMatchObject({ balancePaise: 23600, source: 'storeCredit' });
    const mail = (await mailsTo(user.email)).find((m) => /added to store credit$/.test(m.subject));
    expect(mail?.text).toMatch(/code is [A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    // The buyer's order details show it.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/details/${orderId}`,
      headers: { cookie },
    });
    expect(mine.json().data.refunds).toEqual([
      expect.objectContaining({ method: 'storeCredit', state: 'completed', amount: 236 }),
    ]);
  });
});

describe('a card’s part first', () => {
  it('a PhonePe refund of an order a card paid ₹100 of: ₹100 back on the card at once, PhonePe gets only the rest', async () => {
    const { s, order, card } = await paidPartByCard(10000);
    const res = await refundVia(order.id, { amount: 300 });
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({
      amountPaise: 30000,
      giftCardPaise: 10000,
      giftCardId: card.id,
      state: 'pending',
    });
    expect(fake.refunds.get(refund.merchantRefundId)).toMatchObject({ amount: 20000 });
    expect((await cardRow(card.id)).balancePaise).toBe(100000);
    expect((await orderRow(t.db, order.id)).giftCardReturnedPaise).toBe(10000);
    expect((await entriesOf(card.id)).at(-1)).toMatchObject({
      kind: 'givenBack',
      amountPaise: 10000,
      refundId: refund.id,
    });
    // The bank confirms: the credit note is for the full ₹300 (the card is money, not tax).
    fake.setRefundState(refund.merchantRefundId, 'COMPLETED');
    await sendWebhook(fake.refundWebhook('pg.refund.completed', refund.merchantRefundId));
    await waitForPaymentWork(t.app);
    expect((await refundsOf(order.id))[0]?.state).toBe('completed');
    expect((await notesOf(order.id))[0]).toMatchObject({ totalPaise: 30000 });
    const subjects = (await mailsTo(s.user.email)).map((m) => m.subject);
    expect(subjects).toContain(`Shop: refund of ₹200.00 for order ${order.orderNumber} completed`);
    const sent = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.user.email))).find((m) =>
      m.subject.endsWith(`refund of ₹300.00 for order ${order.orderNumber} sent`),
    );
    expect(sent?.text).toContain(
      `Of your refund of ₹300.00 for order ${order.orderNumber}, ₹100.00 went back to the gift card you paid with, at once.`,
    );
    expect(sent?.text).toContain('We have asked our payment provider to refund ₹200.00');

    // The card has had its part: a second refund goes to PhonePe whole.
    const more = await refundVia(order.id, { amount: 50 });
    expect(more.statusCode, more.body).toBe(200);
    const second = (await refundsOf(order.id))[1]!;
    expect(second).toMatchObject({ giftCardPaise: 0, giftCardId: null });
    expect(fake.refunds.get(second.merchantRefundId)).toMatchObject({ amount: 5000 });
  });

  it('a refund no larger than the card’s part completes at once, with its credit note, and PhonePe is not asked', async () => {
    const { order, card } = await paidPartByCard(10000);
    const before = fake.count('refund');
    const res = await refundVia(order.id, { amount: 100 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refunds[0]).toMatchObject({
      state: 'completed',
      method: 'provider',
      giftCardAmount: 100,
      creditNoteNumber: expect.stringMatching(/^CN\//),
    });
    expect(fake.count('refund')).toBe(before);
    expect((await cardRow(card.id)).balancePaise).toBe(100000);
  });

  it('the buyer’s cancel of such an order gives the card its part and refunds the rest through PhonePe', async () => {
    const { s, order, card } = await paidPartByCard(15000);
    // Before confirming, the buyer is told both parts: the card's at once, the rest to PhonePe.
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/details/${order.id}`,
      headers: { cookie: s.cookie },
    });
    expect(before.json().data.actions).toMatchObject({
      canCancel: true,
      cancelToCard: 150,
      cancelRefund: 349.98,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/shop/order/cancel/${order.id}`,
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({
      amountPaise: order.totalAmountPaise,
      giftCardPaise: 15000,
      reason: 'cancelled',
      state: 'pending',
    });
    expect(fake.refunds.get(refund.merchantRefundId)).toMatchObject({
      amount: order.totalAmountPaise - 15000,
    });
    expect((await cardRow(card.id)).balancePaise).toBe(100000);
    expect((await orderRow(t.db, order.id)).giftCardReturnedPaise).toBe(15000);
    const mail = (await mailsTo(s.user.email)).find((m) => /is cancelled$/.test(m.subject));
    expect(mail?.text).toContain('₹150.00 went back to the gift card you paid with, at once.');
    expect(mail?.text).toContain(`We are refunding ₹349.98 to the account you paid from.`);
  });

  it('a failed refund tried again does not credit the card twice; PhonePe gets the rest again', async () => {
    const { order, card } = await paidPartByCard(10000);
    expect((await refundVia(order.id, { amount: 300 })).statusCode).toBe(200);
    const [failed] = await refundsOf(order.id);
    fake.setRefundState(failed.merchantRefundId, 'FAILED');
    await sendWebhook(fake.refundWebhook('pg.refund.failed', failed.merchantRefundId));
    await waitForPaymentWork(t.app);
    expect((await refundsOf(order.id))[0]?.state).toBe('failed');
    // What is left counts the card's part as given although its refund failed: ₹499.98 − ₹100.
    const over = await refundVia(order.id, { amount: 399.99 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Only ₹399.98 is left to refund on this order');
    // The owner's screen shows the same figure the server takes.
    const shown = await admin('GET', `/api/admin/orders/details/${order.id}`);
    expect(shown.json().data.refundable).toBe(399.98);

    const retry = await admin('POST', `/api/admin/orders/refund-retry/${order.id}`, {
      merchantRefundId: failed.merchantRefundId,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const [, again] = await refundsOf(order.id);
    expect(again).toMatchObject({ amountPaise: 30000, giftCardPaise: 10000, state: 'pending' });
    expect(fake.refunds.get(again!.merchantRefundId)).toMatchObject({ amount: 20000 });
    expect((await cardRow(card.id)).balancePaise).toBe(100000);
    expect((await entriesOf(card.id)).filter((e) => e.kind === 'givenBack')).toHaveLength(1);
    expect((await orderRow(t.db, order.id)).giftCardReturnedPaise).toBe(10000);
  });
});

describe('creditStoreCredit', () => {
  it('takes only whole, positive paise, and refuses an order whose card is gone; nothing written', async () => {
    const { order } = await paidOrder();
    const before = await countRows(t.db, giftCards);
    const input = { order, refundId: '00000000-0000-4000-8000-000000000001', now: new Date() };
    for (const amountPaise of [0, -1, 1.5])
      await expect(creditStoreCredit(t.db, { ...input, amountPaise })).rejects.toThrow(RangeError);
    await expect(
      creditStoreCredit(t.db, {
        ...input,
        order: { ...order, giftCardId: '00000000-0000-4000-8000-000000000002' },
        amountPaise: 100,
      }),
    ).rejects.toThrow(/not found/);
    expect(await countRows(t.db, giftCards)).toBe(before);
    // One paisa is taken: a new card of ₹0.01, named for the order's contact when no account e-mail is given.
    const { card, code } = await creditStoreCredit(t.db, { ...input, amountPaise: 1 });
    expect(card).toMatchObject({
      balancePaise: 1,
      initialPaise: 1,
      recipientEmail: order.contactEmail.toLowerCase(),
    });
    expect(code).toMatch(/^[A-Z0-9]{16}$/);
  });
});

describe('refused, with nothing written', () => {
  const nothingWritten = async (counts: { cards: number; entries: number; refunds: number }) => {
    expect(await countRows(t.db, giftCards)).toBe(counts.cards);
    expect(await countRows(t.db, giftCardEntries)).toBe(counts.entries);
    expect(await countRows(t.db, refunds)).toBe(counts.refunds);
  };
  const counts = async () => ({
    cards: await countRows(t.db, giftCards),
    entries: await countRows(t.db, giftCardEntries),
    refunds: await countRows(t.db, refunds),
  });

  it('store credit on an unpaid order: 409', async () => {
    const s = await createShopper(t.app);
    const product = await createProduct(t.db, { totalStock: 5, salePricePaise: 24999 });
    await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 2 }]);
    const created = await createOrderVia(t.app, s);
    const before = await counts();
    const res = await refundVia(created.json().orderId, { amount: 10, method: 'storeCredit' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a paid order can be refunded');
    await nothingWritten(before);
  });

  it('more than is refundable: 400 at ₹0.01 past it; exactly what is left is taken', async () => {
    const { order } = await paidOrder();
    const before = await counts();
    const res = await refundVia(order.id, { amount: 499.99, method: 'storeCredit' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only ₹499.98 is left to refund on this order');
    await nothingWritten(before);
    expect((await refundVia(order.id, { amount: 499.98, method: 'storeCredit' })).statusCode).toBe(200);
    expect((await orderRow(t.db, order.id)).refundedAt).not.toBeNull();
  });

  it('an unknown order: 404; an unknown method: 400; a zero amount: 400', async () => {
    const before = await counts();
    const unknown = await refundVia('00000000-0000-4000-8000-000000000000', {
      amount: 10,
      method: 'storeCredit',
    });
    expect(unknown.statusCode).toBe(404);
    const { order } = await paidOrder();
    const after = await counts();
    expect(after).toEqual(before);
    const method = await refundVia(order.id, { amount: 10, method: 'giftCard' });
    expect(method.statusCode).toBe(400);
    expect(method.json().message).toContain('method must be provider, upi, bank or storeCredit');
    expect((await refundVia(order.id, { amount: 0, method: 'storeCredit' })).statusCode).toBe(400);
    await nothingWritten(after);
  });
});
