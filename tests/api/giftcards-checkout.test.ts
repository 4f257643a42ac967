import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { formatGiftCardCode, giftCardLast4 } from '../../common/giftcards';
import { testApp, type TestApp } from '../helpers/app';
import { createUser, loginAs } from '../helpers/factories';
import {
  bulkShoppers,
  countRows,
  createBody,
  createOrderVia,
  createProduct,
  createShopper,
  freeDelivery,
  orderRow,
  putInCart,
  simulate,
  stockOf,
  type Shopper,
} from '../helpers/orders';
import { createAddress } from '../helpers/factories';
import { giftCardEntries, giftCards, mailOutbox, orders, payments, users } from '../../server/db/schema';
import {
  CARD_SPENT_MESSAGE,
  giveBackOrderCard,
  hashGiftCardCode,
  insertCard,
  newGiftCardCode,
  spendCardOnOrder,
  WRONG_CODE_MESSAGE,
} from '../../server/modules/giftcards';
import { sweepExpiredReservations } from '../../server/modules/orders/checkout/reservation-sweeper';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { waitForPendingMail } from '../../server/mail/mailer';

/**
 * Paying an order with a gift card through the API (issue 47, decision 033): checkout's preview with
 * `?giftCardCode=`, orders placed with one, paid whole by it or in part with PhonePe (the simulator) or cash, the
 * card's part given back when the order ends unpaid, and each refusal writing nothing. Delivery is free, so an
 * order of one ₹118.00 product (₹100 + 9 % + 9 %) totals ₹118.00.
 */

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ admin: true });
  await freeDelivery(t.db);
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
});

/** A card of `paise` with a known code (as the owner's screen would issue it), and its code as a buyer types it. */
async function card(
  paise: number,
  opts: { active?: boolean; expiresAt?: Date; balancePaise?: number } = {},
): Promise<{ id: string; code: string }> {
  const code = newGiftCardCode();
  const row = await insertCard(
    t.db,
    {
      codeHash: hashGiftCardCode(code),
      last4: giftCardLast4(code),
      source: 'issued',
      initialPaise: paise,
      balancePaise: paise,
      expiresAt: opts.expiresAt ?? new Date(Date.now() + 30 * 86_400_000),
      active: opts.active ?? true,
    },
    { kind: 'issued' },
  );
  // A card spent to nothing (as orders would leave it).
  if (opts.balancePaise !== undefined)
    await t.db.update(giftCards).set({ balancePaise: opts.balancePaise }).where(eq(giftCards.id, row.id));
  // Typed the way it is printed: grouped with hyphens, lower case.
  return { id: row.id, code: formatGiftCardCode(code).toLowerCase() };
}

const balance = async (id: string) =>
  (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!.balancePaise;
const ledger = async (id: string) =>
  (
    await t.db
      .select()
      .from(giftCardEntries)
      .where(eq(giftCardEntries.cardId, id))
      .orderBy(asc(giftCardEntries.createdAt), asc(giftCardEntries.amountPaise))
  ).map((e) => [e.kind, e.amountPaise, e.balanceAfterPaise]);

/** A shopper whose cart holds `qty` of a new ₹118.00 product. */
async function buyer(qty = 1, salePricePaise = 11_800) {
  const s = await createShopper(t.app);
  const product = await createProduct(t.db, {
    salePricePaise,
    cgstPercent: 9,
    sgstPercent: 9,
    totalStock: 20,
  });
  await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: qty }]);
  return { s, product };
}

const preview = (s: Shopper, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/shop/order/preview/${s.user.id}/${s.addressId}?${new URLSearchParams(query).toString()}`,
    headers: { cookie: s.cookie },
  });

const written = async () => ({
  orders: await countRows(t.db, orders),
  payments: await countRows(t.db, payments),
  entries: await countRows(t.db, giftCardEntries),
});

describe('the preview with a card', () => {
  it('shows what the card pays and what is left; taxable value, tax and total as without it', async () => {
    const { s } = await buyer();
    const c = await card(100_00);
    const plain = (await preview(s)).json().data;
    const res = await preview(s, { giftCardCode: c.code });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ totalAmount: 118, giftCardAmount: 100, amountDue: 18 });
    expect(data.totals).toEqual(plain.totals);
    expect(data.items).toEqual(plain.items);
    expect(plain).toMatchObject({ giftCardAmount: 0, amountDue: 118 });
    // A preview writes nothing.
    expect(await balance(c.id)).toBe(100_00);
  });

  it('a card worth more than the order pays it all: nothing left to pay', async () => {
    const { s } = await buyer();
    const c = await card(500_00);
    const data = (await preview(s, { giftCardCode: c.code })).json().data;
    expect(data).toMatchObject({ totalAmount: 118, giftCardAmount: 118, amountDue: 0 });
  });

  it('cash on delivery a card pays whole has no cash fee; one it pays in part keeps it', async () => {
    const { s } = await buyer();
    await t.db.update(users).set({ codVerifiedAt: new Date() }).where(eq(users.id, s.user.id));
    const whole = await card(500_00);
    expect((await preview(s, { paymentMethod: 'cod', giftCardCode: whole.code })).json().data).toMatchObject({
      totalAmount: 118,
      codFee: 0,
      giftCardAmount: 118,
      amountDue: 0,
    });
    const part = await card(100_00);
    // ₹118.00 + the ₹25.00 fee = ₹143.00; the card pays ₹100.00, the door ₹43.00.
    expect((await preview(s, { paymentMethod: 'cod', giftCardCode: part.code })).json().data).toMatchObject({
      totalAmount: 143,
      codFee: 25,
      giftCardAmount: 100,
      amountDue: 43,
    });
  });
});

describe('refusals: 400 in the buyer’s words, nothing written', () => {
  const cases: [string, () => Promise<{ id: string; code: string } | { id: null; code: string }>, string][] =
    [
      [
        'expired',
        () => card(100_00, { expiresAt: new Date(Date.now() - 1000) }),
        'This gift card has expired',
      ],
      ['disabled', () => card(100_00, { active: false }), 'This gift card has been disabled'],
      ['balance 0', () => card(100_00, { balancePaise: 0 }), 'This gift card has no balance left'],
      ['wrong code', async () => ({ id: null, code: 'ABCD-EFGH-JKMN-PQRS' }), WRONG_CODE_MESSAGE],
      ['malformed', async () => ({ id: null, code: 'hello' }), WRONG_CODE_MESSAGE],
    ];
  for (const [name, make, message] of cases) {
    it(`${name}: the preview and the order are refused`, async () => {
      const { s, product } = await buyer();
      const c = await make();
      const before = c.id ? await balance(c.id) : null;
      const p = await preview(s, { giftCardCode: c.code });
      expect([p.statusCode, p.json().message]).toEqual([400, message]);
      const counts = await written();
      const res = await createOrderVia(t.app, s, { giftCardCode: c.code });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
      expect(await written()).toEqual(counts);
      expect(await stockOf(t.db, product.id)).toBe(20);
      if (c.id) expect(await balance(c.id)).toBe(before);
    });
  }

  it('a code longer than any code is refused by the schema', async () => {
    const { s } = await buyer();
    const res = await createOrderVia(t.app, s, { giftCardCode: 'A'.repeat(41) });
    expect(res.statusCode).toBe(400);
  });
});

describe('an order the card pays whole', () => {
  it('is placed and paid at once: no payment page, invoice, stock settled, card debited, the mail sent', async () => {
    const { s, product } = await buyer(2); // ₹236.00
    const c = await card(500_00);
    const paymentsBefore = await countRows(t.db, payments);
    const res = await createOrderVia(t.app, s, { giftCardCode: c.code });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, giftCardAmount: 236, amountDue: 0 });
    expect(body.approvalURL).toBe(`${t.config.publicUrl}/shop/order-placed?orderId=${body.orderId}`);
    const order = await orderRow(t.db, body.orderId);
    expect(order).toMatchObject({
      paymentMethod: 'giftCard',
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      totalAmountPaise: 236_00,
      giftCardId: c.id,
      giftCardPaise: 236_00,
      giftCardReturnedPaise: 0,
      stockReserved: false,
    });
    expect(order.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    // No payment was opened with the provider.
    expect(await countRows(t.db, payments)).toBe(paymentsBefore);
    expect(await stockOf(t.db, product.id)).toBe(18);
    expect(await balance(c.id)).toBe(264_00);
    expect(await ledger(c.id)).toEqual([
      ['issued', 500_00, 500_00],
      ['spent', -236_00, 264_00],
    ]);
    const [entry] = await t.db
      .select()
      .from(giftCardEntries)
      .where(and(eq(giftCardEntries.kind, 'spent'), eq(giftCardEntries.cardId, c.id)));
    expect(entry).toMatchObject({ orderId: order.id, orderNumber: order.orderNumber });
    await waitForPendingMail();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.user.email));
    expect(mails).toHaveLength(1);
    // The mail's money adds up: the order's total, all of it by the card.
    expect(mails[0]!.text).toContain('Order total: ₹236.00\nPaid by gift card: −₹236.00\n');
    expect(mails[0]!.text).toContain('Your gift card paid its ₹236.00');

    // The buyer's order answer says so.
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/details/${order.id}`,
      headers: { cookie: s.cookie },
    });
    expect(details.json().data).toMatchObject({
      totalAmount: 236,
      giftCardAmount: 236,
      amountDue: 0,
      paymentStatus: 'paid',
    });
  });

  it('left unpaid after its debit (the process stopped between the two): the sweeper pays it, the card keeps its debit', async () => {
    const { s } = await buyer(1); // ₹118.00
    const c = await card(500_00);
    const res = await createOrderVia(t.app, s, { giftCardCode: c.code });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().orderId as string;
    // The order as its transaction committed it, before it was paid.
    await t.db
      .update(orders)
      .set({
        paymentStatus: 'pending',
        orderStatus: 'pending',
        stockReserved: true,
        invoiceNumber: null,
        invoicedAt: null,
        paidAt: null,
        reservationExpiresAt: new Date(Date.now() - 60_000),
      })
      .where(eq(orders.id, orderId));
    const paymentsBefore = await countRows(t.db, payments);
    await sweepExpiredReservations(t.app);
    const order = await orderRow(t.db, orderId);
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      giftCardReturnedPaise: 0,
    });
    expect(order.invoiceNumber).toMatch(/^INV\//);
    expect(await countRows(t.db, payments)).toBe(paymentsBefore);
    expect(await balance(c.id)).toBe(382_00);
    expect((await ledger(c.id)).map(([kind]) => kind)).toEqual(['issued', 'spent']);
  });

  it('cash on delivery a card pays whole is no cash order: paid at once, no fee', async () => {
    const { s } = await buyer();
    await t.db.update(users).set({ codVerifiedAt: new Date() }).where(eq(users.id, s.user.id));
    const c = await card(500_00);
    const res = await createOrderVia(t.app, s, { paymentMethod: 'cod', giftCardCode: c.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(t.db, res.json().orderId)).toMatchObject({
      paymentMethod: 'giftCard',
      paymentStatus: 'paid',
      codFeePaise: 0,
      totalAmountPaise: 118_00,
      giftCardPaise: 118_00,
    });
    expect(await balance(c.id)).toBe(382_00);
  });
});

describe('an order the card pays in part', () => {
  async function placed(cardPaise = 100_00) {
    const { s, product } = await buyer();
    const c = await card(cardPaise);
    const res = await createOrderVia(t.app, s, { giftCardCode: c.code });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().orderId as string;
    return { s, product, c, res, orderId };
  }

  it('PhonePe is asked only what is left; paid, the card keeps its debit', async () => {
    const { c, res, orderId, s } = await placed();
    expect(res.json()).toMatchObject({ giftCardAmount: 100, amountDue: 18 });
    const order = await orderRow(t.db, orderId);
    expect(order).toMatchObject({
      paymentMethod: 'simulator',
      giftCardPaise: 100_00,
      totalAmountPaise: 118_00,
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.amountPaise).toBe(18_00);
    // The simulator's page asks ₹18.00.
    const page = await t.app.inject({ method: 'GET', url: new URL(res.json().approvalURL).pathname });
    expect(page.body).toContain('₹18.00');
    expect(await balance(c.id)).toBe(0);
    await simulate(t.app, res.json().approvalURL, 'pay');
    expect(await orderRow(t.db, orderId)).toMatchObject({ paymentStatus: 'paid', giftCardReturnedPaise: 0 });
    await waitForPendingMail();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.user.email));
    // ₹100.00 by card and ₹18.00 by PhonePe: the order's ₹118.00.
    expect(mail!.text).toContain(
      'Order total: ₹118.00\nPaid by gift card: −₹100.00\nPaid by PhonePe: ₹18.00\n',
    );
    expect(mail!.text).toContain('We have received your payment of ₹18.00');
    expect(await balance(c.id)).toBe(0);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/shop/order/details/${orderId}`,
      headers: { cookie: s.cookie },
    });
    expect(details.json().data).toMatchObject({ totalAmount: 118, giftCardAmount: 100, amountDue: 18 });
  });

  it('PhonePe fails: the card gets its part back at once, once', async () => {
    const { c, res, orderId } = await placed();
    await simulate(t.app, res.json().approvalURL, 'fail');
    expect(await orderRow(t.db, orderId)).toMatchObject({
      paymentStatus: 'failed',
      giftCardPaise: 100_00,
      giftCardReturnedPaise: 100_00,
    });
    expect(await balance(c.id)).toBe(100_00);
    expect(await ledger(c.id)).toEqual([
      ['issued', 100_00, 100_00],
      ['spent', -100_00, 0],
      ['givenBack', 100_00, 100_00],
    ]);
    // The simulator's answer again changes nothing.
    await simulate(t.app, res.json().approvalURL, 'fail');
    expect(await balance(c.id)).toBe(100_00);
    expect((await ledger(c.id)).length).toBe(3);
  });

  it('the hold runs out: the sweeper gives the card its part back', async () => {
    const { c, orderId, product } = await placed();
    await t.db
      .update(orders)
      .set({ reservationExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));
    await sweepExpiredReservations(t.app);
    expect(await orderRow(t.db, orderId)).toMatchObject({
      paymentStatus: 'failed',
      giftCardReturnedPaise: 100_00,
    });
    expect(await balance(c.id)).toBe(100_00);
    expect(await stockOf(t.db, product.id)).toBe(20);
  });

  it('the buyer cancels the unpaid order: the card gets its part back', async () => {
    const { c, orderId, s } = await placed();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/shop/order/cancel/${orderId}`,
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(c.id)).toBe(100_00);
    expect((await orderRow(t.db, orderId)).giftCardReturnedPaise).toBe(100_00);
    expect((await ledger(c.id)).at(-1)).toEqual(['givenBack', 100_00, 100_00]);
  });

  it('cash on delivery collects only what is left', async () => {
    const user = await createUser(t.db);
    await t.db.update(users).set({ codVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const address = await createAddress(t.db, user.id);
    const s: Shopper = { user, cookie: await loginAs(t.app, user), addressId: address.id };
    const product = await createProduct(t.db, { salePricePaise: 11_800, cgstPercent: 9, sgstPercent: 9 });
    await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 1 }]);
    const c = await card(100_00);
    const res = await createOrderVia(t.app, s, { paymentMethod: 'cod', giftCardCode: c.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ giftCardAmount: 100, amountDue: 43 });
    const orderId = res.json().orderId as string;
    expect(await orderRow(t.db, orderId)).toMatchObject({
      paymentMethod: 'cod',
      totalAmountPaise: 143_00,
      giftCardPaise: 100_00,
    });
    const admin = (method: 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { cookie: t.adminCookie }, payload });
    const dispatched = await admin('PUT', `/api/admin/orders/update/${orderId}`, {
      orderStatus: 'inShipping',
      courier: 'Delhivery',
      trackingNumber: 'DL-47001',
    });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const whole = await admin('PUT', `/api/admin/orders/cash-collected/${orderId}`, {
      amount: 143,
      collectedOn: today,
    });
    expect([whole.statusCode, whole.json().message]).toEqual([
      400,
      'The cash collected must be what was left to pay after the gift card, ₹43.00',
    ]);
    const due = await admin('PUT', `/api/admin/orders/cash-collected/${orderId}`, {
      amount: 43,
      collectedOn: today,
    });
    expect(due.statusCode, due.body).toBe(200);
    expect((await orderRow(t.db, orderId)).paymentStatus).toBe('paid');
  });

  it('a refused parcel (an unpaid cash order rejected) gives the card its part back', async () => {
    const user = await createUser(t.db);
    await t.db.update(users).set({ codVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const address = await createAddress(t.db, user.id);
    const s: Shopper = { user, cookie: await loginAs(t.app, user), addressId: address.id };
    const product = await createProduct(t.db, { salePricePaise: 11_800, cgstPercent: 9, sgstPercent: 9 });
    await putInCart(t.db, s.user.id, [{ productId: product.id, quantity: 1 }]);
    const c = await card(100_00);
    const res = await createOrderVia(t.app, s, { paymentMethod: 'cod', giftCardCode: c.code });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().orderId as string;
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/update/${orderId}`,
      headers: { cookie: t.adminCookie },
      payload: { orderStatus: 'rejected' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await balance(c.id)).toBe(100_00);
    expect((await orderRow(t.db, orderId)).giftCardReturnedPaise).toBe(100_00);
  });
});

describe('eight buyers at once on one ₹500 card', () => {
  it('take ₹500 in all, never more: five ₹100 orders, three refused with a 400', async () => {
    const c = await card(500_00);
    // ₹100.00 each (tax included).
    const product = await createProduct(t.db, {
      salePricePaise: 100_00,
      cgstPercent: 9,
      sgstPercent: 9,
      totalStock: 100,
    });
    const people = await bulkShoppers(t.db, 8, product.id, 1);
    const answers = await Promise.all(people.map((p) => createOrderVia(t.app, p, { giftCardCode: c.code })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(400);
      expect([CARD_SPENT_MESSAGE, 'This gift card has no balance left']).toContain(a.json().message);
    }
    expect(await balance(c.id)).toBe(0);
    const spent = await t.db.select().from(giftCardEntries).where(eq(giftCardEntries.cardId, c.id));
    expect(spent.filter((e) => e.kind === 'spent').reduce((n, e) => n + e.amountPaise, 0)).toBe(-500_00);
    const paid = await t.db.select().from(orders).where(eq(orders.giftCardId, c.id));
    expect(paid).toHaveLength(5);
    expect(paid.every((o) => o.paymentStatus === 'paid' && o.giftCardPaise === 100_00)).toBe(true);
    expect(await stockOf(t.db, product.id)).toBe(95);
  });
});

describe('guessing codes at checkout', () => {
  it('ten wrong codes an hour answer 400; the eleventh, and a right one after it, 429 with the wait; nothing written', async () => {
    // A shop of its own: the hourly count is per address too, and every test here comes from the same one.
    const own = await testApp();
    const s = await createShopper(own.app);
    const product = await createProduct(own.db, { salePricePaise: 11_800, totalStock: 5 });
    await putInCart(own.db, s.user.id, [{ productId: product.id, quantity: 1 }]);
    const ask = (code: string) =>
      own.app.inject({
        method: 'GET',
        url: `/api/shop/order/preview/${s.user.id}/${s.addressId}?giftCardCode=${code}`,
        headers: { cookie: s.cookie },
      });
    for (let i = 0; i < 10; i++) {
      const res = await ask('ABCD-EFGH-JKMN-PQRS');
      expect([res.statusCode, res.json().message]).toEqual([400, WRONG_CODE_MESSAGE]);
    }
    const eleventh = await ask('ABCD-EFGH-JKMN-PQRS');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/^Too many wrong gift card codes\. Please try again in /);
    const code = newGiftCardCode();
    await insertCard(
      own.db,
      {
        codeHash: hashGiftCardCode(code),
        last4: giftCardLast4(code),
        source: 'issued',
        initialPaise: 100_00,
        balancePaise: 100_00,
        expiresAt: new Date(Date.now() + 86_400_000),
      },
      { kind: 'issued' },
    );
    const res = await own.app.inject({
      method: 'POST',
      url: '/api/shop/order/create',
      headers: { cookie: s.cookie },
      payload: createBody(s, { giftCardCode: code }),
    });
    expect(res.statusCode).toBe(429);
    expect(await countRows(own.db, orders)).toBe(0);
    expect(await countRows(own.db, giftCardEntries)).toBe(1); // its issue alone
  });
});

describe('the card’s part of an order, called directly (order-card.ts)', () => {
  it('a debit larger than the balance, or from a disabled card, is refused with the reason and writes nothing', async () => {
    const c = await card(100_00);
    const { s } = await buyer();
    const res = await createOrderVia(t.app, s);
    const order = await orderRow(t.db, res.json().orderId);
    const spend = (amountPaise: number) =>
      t.db.transaction((tx) =>
        spendCardOnOrder(tx, {
          cardId: c.id,
          amountPaise,
          orderId: order.id,
          orderNumber: order.orderNumber,
          now: new Date(),
        }),
      );
    await expect(spend(100_01)).rejects.toMatchObject({ statusCode: 400, message: CARD_SPENT_MESSAGE });
    expect(CARD_SPENT_MESSAGE).toBe(
      'This gift card no longer has enough balance. Please review your order again.',
    );
    await t.db.update(giftCards).set({ active: false }).where(eq(giftCards.id, c.id));
    await expect(spend(10_00)).rejects.toMatchObject({ statusCode: 400 });
    expect(await balance(c.id)).toBe(100_00);
    expect(await ledger(c.id)).toEqual([['issued', 100_00, 100_00]]);
  });

  it('gives back what the card paid less what it had back already, once; nothing for an order without a card', async () => {
    const c = await card(100_00);
    const { s } = await buyer();
    const res = await createOrderVia(t.app, s, { giftCardCode: c.code });
    const orderId = res.json().orderId as string;
    // 30.00 of its 100.00 went back already (a part refund, say): 70.00 is left to give.
    await t.db.update(orders).set({ giftCardReturnedPaise: 30_00 }).where(eq(orders.id, orderId));
    const giveBack = () => t.db.transaction((tx) => giveBackOrderCard(tx, orderId, new Date()));
    expect(await giveBack()).toBe(70_00);
    expect(await balance(c.id)).toBe(70_00);
    expect((await orderRow(t.db, orderId)).giftCardReturnedPaise).toBe(100_00);
    expect(await giveBack()).toBe(0);
    expect(await balance(c.id)).toBe(70_00);
    expect((await ledger(c.id)).length).toBe(3);

    const plain = await buyer();
    const other = await createOrderVia(t.app, plain.s);
    const entries = await countRows(t.db, giftCardEntries);
    expect(
      await t.db.transaction((tx) => giveBackOrderCard(tx, other.json().orderId as string, new Date())),
    ).toBe(0);
    expect(
      await t.db.transaction((tx) =>
        giveBackOrderCard(tx, '00000000-0000-4000-8000-000000000000', new Date()),
      ),
    ).toBe(0);
    expect(await countRows(t.db, giftCardEntries)).toBe(entries);
  });

  it('a stale read gives nothing: the returned amount moved since it was read', async () => {
    const c = await card(100_00);
    const { s } = await buyer();
    const res = await createOrderVia(t.app, s, { giftCardCode: c.code });
    const orderId = res.json().orderId as string;
    // Another caller gives it back between this one's read and its update: the conditional update finds nothing.
    let raced = false;
    const given = await t.db.transaction(async (tx) => {
      const proxy = new Proxy(tx, {
        get(target, key, receiver) {
          if (key === 'update' && !raced) {
            raced = true;
            return (...args: unknown[]) => {
              const real = Reflect.get(target, key, receiver) as (...a: unknown[]) => unknown;
              return {
                set: (values: unknown) => {
                  const chain = (real.apply(target, args) as { set: (v: unknown) => unknown }).set(
                    values,
                  ) as {
                    where: (w: unknown) => unknown;
                  };
                  return {
                    where: (w: unknown) => ({
                      returning: async (r: unknown) => {
                        await target
                          .update(orders)
                          .set({ giftCardReturnedPaise: 100_00 })
                          .where(eq(orders.id, orderId));
                        return (chain.where(w) as { returning: (x: unknown) => Promise<unknown> }).returning(
                          r,
                        );
                      },
                    }),
                  };
                },
              };
            };
          }
          return Reflect.get(target, key, receiver);
        },
      });
      return giveBackOrderCard(proxy, orderId, new Date());
    });
    expect(given).toBe(0);
    expect(await balance(c.id)).toBe(0);
  });
});
