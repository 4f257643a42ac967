import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_MAIL_KINDS, type OrderMailKind } from '../../common/contracts/settings';
import { formatPaise } from '../../common/money';
import { mailOutbox, products as productsTable, refunds, users } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { sweepMailOutbox } from '../../server/mail/retry';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../server/mail/smtp-sink.testing';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { hashGiftCardCode, insertCard, newGiftCardCode } from '../../server/modules/giftcards';
import { testApp, type TestApp } from '../helpers/app';
import { createAddress, createProduct, createUser, loginAs } from '../helpers/factories';
import { createOrderVia, orderRow, putInCart, shopperWithCart, simulate } from '../helpers/orders';

/**
 * The order mails over a real SMTP peer: each status change the owner makes reaches the customer
 * with its text and HTML parts, the owner hears of a new order, each switch in Settings stops its mail, and a
 * mail the server refuses is kept and delivered once by the retry sweeper.
 */

const OWNER = 'owner@smtp-mails.in';
const rupees = formatPaise;
const AWB = 'DL-9876543210';
const DISPATCH = {
  courier: 'Blue Dart',
  trackingNumber: AWB,
  trackingUrl: 'https://www.bluedart.com/track?awb=DL-9876543210&x=1',
};

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await testApp({ admin: true, config: { smtpUrl: sink.url, mailFrom: 'Shop <shop@smtp-mails.in>' } });
  expect(
    (await admin('PUT', '/api/admin/settings/update', { email: OWNER, companyName: 'Patel & Sons' }))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
  await sink.close();
});
beforeEach(() => {
  sink.refuse(false);
});

const admin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.adminCookie }, ...(payload ? { payload } : {}) });
const update = async (id: string, payload: object) => {
  const res = await admin('PUT', `/api/admin/orders/update/${id}`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** Every mail the peer received for `to` since the last call (all queued mail done first). */
async function received(to: string): Promise<ReceivedMail[]> {
  await waitForPendingMail();
  const mine = sink.received.filter((m) => m.to.includes(to));
  for (const m of mine) sink.received.splice(sink.received.indexOf(m), 1);
  return mine;
}

/** A paid online order (confirmed), its buyer's address; the mails of placing it taken off the peer. */
async function paidOrder() {
  const { s } = await shopperWithCart(t.app, [{ qty: 1 }]);
  const res = await createOrderVia(t.app, s);
  expect(res.statusCode, res.body).toBe(200);
  await simulate(t.app, res.json().approvalURL, 'pay');
  const order = await orderRow(t.db, res.json().orderId);
  expect(order.orderStatus).toBe('confirmed');
  return {
    email: s.user.email,
    order,
    short: order.orderNumber,
    placed: await received(s.user.email),
  };
}

/** A cash-on-delivery order (pending) by a verified buyer. */
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
  const res = await createOrderVia(
    t.app,
    { user, cookie: await loginAs(t.app, user), addressId: address.id },
    { paymentMethod: 'cod' },
  );
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json().orderId as string;
  return {
    email: user.email,
    orderId,
    short: (await orderRow(t.db, orderId)).orderNumber,
    placed: await received(user.email),
  };
}

async function setMails(orderMails: Partial<Record<OrderMailKind, boolean>>) {
  const res = await admin('PUT', '/api/admin/settings/update', { orderMails });
  expect(res.statusCode, res.body).toBe(200);
}

/** One mail: both parts carry `text`, the subject is the shop's. */
function expectBoth(mail: ReceivedMail, ...texts: string[]) {
  expect(mail.subject).toMatch(/^Patel & Sons: /);
  expect(mail.html).toContain('Patel &amp; Sons');
  for (const text of texts) {
    expect(mail.text).toContain(text);
    expect(mail.html).toContain(text);
  }
}

describe('each status change reaches the customer over SMTP', () => {
  it('a cash-on-delivery order confirmed', async () => {
    const { email, orderId, short } = await cashOrder();
    await update(orderId, { orderStatus: 'inProcess' });
    const [mail, ...more] = await received(email);
    expect(mail.text).not.toContain(orderId);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Patel & Sons: order ${short} is confirmed`);
    expectBoth(mail, short, 'is confirmed and is being prepared');
  });

  it('a paid order in process, shipped with courier, AWB and Track link, delivered', async () => {
    const { email, order, short } = await paidOrder();
    await update(order.id, { orderStatus: 'inProcess' });
    const [prepared] = await received(email);
    expect(prepared.subject).toBe(`Patel & Sons: order ${short} is being prepared`);
    expectBoth(prepared, `We are preparing your order ${short}`);

    await update(order.id, { orderStatus: 'inShipping', ...DISPATCH });
    const [shipped, ...more] = await received(email);
    expect(more).toEqual([]);
    expect(shipped.subject).toBe(`Patel & Sons: order ${short} has shipped (Blue Dart ${AWB})`);
    expectBoth(shipped, 'has shipped with Blue Dart', `Tracking number (AWB): ${AWB}`);
    expect(shipped.text).toContain(`Track your parcel: ${DISPATCH.trackingUrl}`);
    // The URL is escaped in the HTML attribute, the & as &amp;.
    expect(shipped.html).toContain(
      `<a href="https://www.bluedart.com/track?awb=${AWB}&amp;x=1">Track your parcel</a>`,
    );

    await update(order.id, { orderStatus: 'delivered' });
    const [delivered] = await received(email);
    expect(delivered.subject).toBe(`Patel & Sons: order ${short} is delivered`);
    expectBoth(delivered, `Your order ${short} is delivered`);
  });

  it('rejected, with its reason escaped in the HTML', async () => {
    const { email, order, short } = await paidOrder();
    await update(order.id, { orderStatus: 'rejected', note: 'Out of stock <for now> & discontinued' });
    const [mail] = await received(email);
    expect(mail.subject).toBe(`Patel & Sons: order ${short} is cancelled`);
    expect(mail.text).toContain('Reason: Out of stock <for now> & discontinued');
    expect(mail.html).toContain('Reason: Out of stock &lt;for now&gt; &amp; discontinued');
    expect(mail.html).not.toContain('<for now>');
    expectBoth(mail, 'What you paid is refunded to you');
  });

  it('the owner gets a new-order mail, paid online or cash on delivery', async () => {
    const paid = await paidOrder();
    const cash = await cashOrder();
    const mails = (await received(OWNER)).filter(
      (m) => m.subject.includes(paid.short) || m.subject.includes(cash.short),
    );
    expect(mails).toHaveLength(2);
    const paidMail = mails.find((m) => m.subject.includes(paid.short))!;
    expect(paidMail.subject).toMatch(
      new RegExp(`^Patel & Sons: new order ${paid.short} \\(₹[\\d,.]+, paid\\)$`),
    );
    expect(mails.find((m) => m.subject.includes(cash.short))!.subject).toMatch(
      new RegExp(`^Patel & Sons: new order ${cash.short} \\(₹[\\d,.]+, cash on delivery\\)$`),
    );
    const cashMail = mails.find((m) => m.subject.includes(cash.short))!;
    expectBoth(
      cashMail,
      cash.short,
      'to be paid in cash on delivery',
      'Delivery to: 5, Station Road, Nagpur 440001',
    );
  });
});

describe('a switch turned off sends nothing', () => {
  it.each(ORDER_MAIL_KINDS.map((k) => [k]))('%s', async (kind) => {
    await setMails({ [kind]: false });
    try {
      if (kind === 'ownerNewOrder') {
        const { short } = await paidOrder();
        expect((await received(OWNER)).filter((m) => m.subject.includes(short))).toEqual([]);
        return;
      }
      if (kind === 'confirmed') {
        const { email, orderId } = await cashOrder();
        await update(orderId, { orderStatus: 'inProcess' });
        expect(await received(email)).toEqual([]);
        return;
      }
      const { email, order } = await paidOrder();
      const steps: Record<string, object[]> = {
        inProcess: [{ orderStatus: 'inProcess' }],
        shipped: [{ orderStatus: 'inShipping', ...DISPATCH }],
        delivered: [{ orderStatus: 'inShipping', ...DISPATCH }, { orderStatus: 'delivered' }],
        rejected: [{ orderStatus: 'rejected', note: 'No stock' }],
      };
      for (const body of steps[kind]) await update(order.id, body);
      const subjects = (await received(email)).map((m) => m.subject);
      // Only the mails of the switches still on: for "delivered", the shipped mail before it.
      expect(subjects).toEqual(kind === 'delivered' ? [expect.stringMatching(/has shipped/)] : []);
    } finally {
      await setMails({ [kind]: true });
    }
  });
});

describe('a mail the SMTP server refuses is kept and retried', () => {
  async function refusedShipMail() {
    const { email, order } = await paidOrder();
    sink.refuse(true);
    const before = Date.now();
    await update(order.id, { orderStatus: 'inShipping', ...DISPATCH });
    expect(await received(email)).toEqual([]);
    sink.refuse(false);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(mailOutbox.createdAt)
      .then((r) => r.filter((m) => /has shipped/.test(m.subject)));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.text).toContain(`Tracking number (AWB): ${AWB}`);
    expect(row.html).toContain(AWB);
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    return { email, row };
  }
  const sweep = (now: Date) => sweepMailOutbox(t.app, { now });
  const outbox = async (id: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('the peer back, the sweeper delivers it once and it is sent', async () => {
    const { email, row } = await refusedShipMail();
    expect((await sweep(new Date(row.nextAttemptAt!.getTime() - 1))).claimed).toBe(0);
    const r = await sweep(new Date(row.nextAttemptAt!.getTime() + 1));
    expect(r).toMatchObject({ sent: 1 });
    const [mail, ...more] = await received(email);
    expect(more).toEqual([]);
    expectBoth(mail, `Tracking number (AWB): ${AWB}`);
    expect(await outbox(row.id)).toMatchObject({ status: 'sent', attempts: 2, nextAttemptAt: null });
    expect((await sweep(new Date(Date.now() + 48 * 3600_000))).sent).toBe(0);
    expect(await received(email)).toEqual([]);
  });

  it('two sweepers at once deliver it once', async () => {
    const { email, row } = await refusedShipMail();
    const now = new Date(row.nextAttemptAt!.getTime() + 1);
    const [a, b] = await Promise.all([sweep(now), sweep(now)]);
    expect(a.sent + b.sent).toBe(1);
    expect(await received(email)).toHaveLength(1);
    expect(await outbox(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

// ---------------------------------------------------------------- the money in the mails

/** A "label: ₹1,234.56" (or "label: Free") line's amount in paise. */
const paiseOf = (line: string) =>
  line.endsWith(': Free')
    ? 0
    : (line.includes(': −₹') ? -1 : 1) *
      Math.round(Number(line.slice(line.lastIndexOf('₹') + 1).replaceAll(',', '')) * 100);

/**
 * The money block of a mail's text part: the lines and charges before the total, the total, the GST lines in it,
 * and what follows (where the delivery stands).
 */
function moneyOf(text: string) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^Order HEP-\d+/.test(l));
  expect(start, text).toBeGreaterThanOrEqual(0);
  const totalAt = lines.findIndex(
    (l, i) => i > start && /^(Total paid|To pay on delivery|Order total): ₹/.test(l),
  );
  expect(totalAt, text).toBeGreaterThan(start);
  const rows = lines.slice(start + 1, totalAt);
  // A gift card's part and what PhonePe or the cash paid beside it follow the total (issue 47).
  let gstAt = totalAt + 1;
  while (/^(Paid by gift card|Paid by PhonePe|Paid in cash|To pay on delivery|To pay): /.test(lines[gstAt]!))
    gstAt++;
  const card = lines.slice(totalAt + 1, gstAt);
  expect(lines[gstAt]).toBe('GST included in the total:');
  const taxes = lines.slice(gstAt + 1).filter((l) => /^ {2}(Taxable value|CGST|SGST|IGST): ₹/.test(l));
  return {
    heading: lines[start],
    rows,
    total: lines[totalAt],
    card,
    taxes,
    after: lines.slice(gstAt + 1 + taxes.length).filter(Boolean),
  };
}

/** The block adds up: its lines and charges are the total, its taxable value and GST are the total, the order's own. */
function expectAddsUp(mail: ReceivedMail, order: { totalAmountPaise: number; orderNumber: string }) {
  const m = moneyOf(mail.text);
  expect(m.heading).toMatch(new RegExp(`^Order ${order.orderNumber}\\b`));
  expect(m.rows.reduce((sum, l) => sum + paiseOf(l), 0)).toBe(order.totalAmountPaise);
  expect(paiseOf(m.total)).toBe(order.totalAmountPaise);
  expect(m.taxes.reduce((sum, l) => sum + paiseOf(l), 0)).toBe(order.totalAmountPaise);
  // The card's part and the rest add up to the total too.
  if (m.card.length)
    expect(m.card.reduce((sum, l) => sum + Math.abs(paiseOf(l)), 0)).toBe(order.totalAmountPaise);
  // The HTML part shows the same rows.
  for (const line of [...m.rows, m.total, ...m.card]) {
    const at = line.lastIndexOf(': ');
    expect(mail.html).toContain(escape(line.slice(0, at)));
    expect(mail.html).toContain(escape(line.slice(at + 2)));
  }
  return m;
}
const escape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('every mail that shows money shows each charge, the GST and the total, and they add up', () => {
  it('a paid express order with fragile packing: the confirmation and the owner’s mail', async () => {
    // ₹190.00 of goods (2 × ₹95.00 at 18 %), express ₹149.00 in the shop's state, fragile packing ₹50.00.
    const { s, products } = await shopperWithCart(t.app, [
      { qty: 2, salePricePaise: 9500, title: 'Glass Lamp Shade' },
    ]);
    await t.db.update(productsTable).set({ fragile: true }).where(eq(productsTable.id, products[0].id));
    const res = await createOrderVia(t.app, s, { deliveryMethod: 'express' });
    expect(res.statusCode, res.body).toBe(200);
    await simulate(t.app, res.json().approvalURL, 'pay');
    const order = await orderRow(t.db, res.json().orderId);
    expect(order).toMatchObject({ deliveryMethod: 'express', paymentStatus: 'paid' });
    expect(order.deliveryFeePaise).toBeGreaterThan(0);
    expect(order.fragileFeePaise).toBe(5000);

    const [mail, ...more] = await received(s.user.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(
      `Patel & Sons: order ${order.orderNumber} confirmed (${rupees(order.totalAmountPaise)})`,
    );
    const m = expectAddsUp(mail, order);
    expect(m.rows).toEqual([
      '2 × Glass Lamp Shade: ₹190.00',
      `Express delivery: ${rupees(order.deliveryFeePaise)}`,
      'Fragile packaging: ₹50.00',
    ]);
    expect(m.total).toBe(`Total paid: ${rupees(order.totalAmountPaise)}`);
    expect(m.taxes).toEqual([
      `  Taxable value: ${rupees(order.subtotalPaise)}`,
      `  CGST: ${rupees(order.cgstPaise)}`,
      `  SGST: ${rupees(order.sgstPaise)}`,
    ]);
    expect(m.after[0]).toMatch(/^Expected delivery: \w{3} \d{1,2} \w{3}( – \w{3} \d{1,2} \w{3})?$/);
    expect(mail.html).toContain(m.after[0]);

    const owner = (await received(OWNER)).find((x) => x.subject.includes(order.orderNumber))!;
    expectAddsUp(owner, order);
  });

  it('an order with a discount code: each line before its share, the code’s amount off, and they add up', async () => {
    // Three ₹236.00 switches (₹200 + 9 % + 9 %), 10 % off: ₹70.80 off, ₹637.20 (decision 029's worked case).
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts/add',
      headers: { cookie: t.adminCookie },
      payload: { code: 'MAILTEN', kind: 'percent', value: 10 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { s } = await shopperWithCart(t.app, [{ qty: 3, salePricePaise: 23_600, title: 'Modular Switch' }]);
    const res = await createOrderVia(t.app, s, { discountCode: 'mailten' });
    expect(res.statusCode, res.body).toBe(200);
    await simulate(t.app, res.json().approvalURL, 'pay');
    const order = await orderRow(t.db, res.json().orderId);
    expect(order).toMatchObject({ discountCode: 'MAILTEN', discountPaise: 7080, paymentStatus: 'paid' });

    const [mail] = await received(s.user.email);
    const m = expectAddsUp(mail, order);
    expect(m.rows.slice(0, 2)).toEqual(['3 × Modular Switch: ₹708.00', 'Discount (MAILTEN): −₹70.80']);
    expect(m.taxes.slice(0, 1)).toEqual(['  Taxable value: ₹540.00']);
  });

  it('an order paid in part by a gift card: the total, the card’s part and PhonePe’s, and they add up', async () => {
    // Three ₹236.00 switches: ₹708.00; a ₹500.00 card, ₹208.00 by PhonePe.
    const code = newGiftCardCode();
    await insertCard(
      t.db,
      {
        codeHash: hashGiftCardCode(code),
        last4: code.slice(-4),
        source: 'issued',
        initialPaise: 500_00,
        balancePaise: 500_00,
        expiresAt: new Date(Date.now() + 86_400_000),
      },
      { kind: 'issued' },
    );
    const { s } = await shopperWithCart(t.app, [{ qty: 3, salePricePaise: 23_600, title: 'Modular Switch' }]);
    const res = await createOrderVia(t.app, s, { giftCardCode: code });
    expect(res.statusCode, res.body).toBe(200);
    await simulate(t.app, res.json().approvalURL, 'pay');
    const order = await orderRow(t.db, res.json().orderId);
    expect(order).toMatchObject({ giftCardPaise: 500_00, totalAmountPaise: 708_00, paymentStatus: 'paid' });
    const [mail] = await received(s.user.email);
    const m = expectAddsUp(mail, order);
    expect(m.total).toBe('Order total: ₹708.00');
    expect(m.card).toEqual(['Paid by gift card: −₹500.00', 'Paid by PhonePe: ₹208.00']);
    expect(m.taxes[0]).toBe('  Taxable value: ₹600.00');
  });

  it('a cash order: the cash order’s mail and the dispatch mail name the COD fee in what is to pay', async () => {
    const { email, orderId } = await cashOrder();
    const order = await orderRow(t.db, orderId);
    expect(order.codFeePaise).toBe(2500);
    // The mail of placing it came to cashOrder; it is in the outbox as sent.
    const [placed] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const m = moneyOf(placed.text);
    expect(m.rows).toContain('Cash-on-delivery fee: ₹25.00');
    expect(m.total).toBe(`To pay on delivery: ${rupees(order.totalAmountPaise)}`);
    expect(m.rows.reduce((sum, l) => sum + paiseOf(l), 0)).toBe(order.totalAmountPaise);

    await update(orderId, { orderStatus: 'inProcess' });
    await received(email);
    await update(orderId, { orderStatus: 'inShipping', ...DISPATCH });
    const [shipped] = await received(email);
    expect(shipped.subject).toMatch(/has shipped/);
    const s2 = expectAddsUp(shipped, await orderRow(t.db, orderId));
    expect(s2.rows).toContain('Cash-on-delivery fee: ₹25.00');
    expect(s2.total).toBe(`To pay on delivery: ${rupees(order.totalAmountPaise)}`);
    expect(s2.heading).toMatch(/· Invoice INV\//);
    expect(s2.after[0]).toMatch(/^Expected delivery: /);
  });

  it('cancelled by the shop, and by the buyer with its refund: the money, and never an expected delivery', async () => {
    const rejected = await paidOrder();
    await update(rejected.order.id, { orderStatus: 'rejected', note: 'No stock' });
    const [cancelMail] = await received(rejected.email);
    const c = expectAddsUp(cancelMail, rejected.order);
    expect(c.after[0]).toBe('Cancelled');
    expect(cancelMail.text).not.toContain('Expected delivery');

    const { s } = await shopperWithCart(t.app, [{ qty: 1 }]);
    const res = await createOrderVia(t.app, s);
    await simulate(t.app, res.json().approvalURL, 'pay');
    const orderId = res.json().orderId as string;
    await received(s.user.email);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/shop/order/cancel/${orderId}`,
      headers: { cookie: s.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const order = await orderRow(t.db, orderId);
    const mails = await received(s.user.email);
    expect(mails.map((x) => x.subject).sort()).toEqual(
      [
        `Patel & Sons: order ${order.orderNumber} is cancelled`,
        `Patel & Sons: refund of ${rupees(order.totalAmountPaise)} for order ${order.orderNumber} sent`,
      ].sort(),
    );
    for (const mail of mails) {
      const m = expectAddsUp(mail, order);
      expect(m.after[0]).toMatch(/^Cancelled on \w{3} \d{1,2} \w{3}$/);
    }
    // Still with the bank: the credit note comes once the bank confirms, not "is in your account".
    const sent = mails.find((x) => /refund of/.test(x.subject))!;
    expect(sent.text).toContain(
      'Its credit note will be in your account, under the order, once your bank confirms the refund',
    );
    expect(sent.text).not.toContain('A credit note for the refund is in your account');

    // The bank confirms: the completed mail, with the money, says its credit note is there now.
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/refund/${refund.merchantRefundId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: t.adminCookie },
      payload: 'action=complete',
    });
    expect(done.statusCode, done.body).toBe(303);
    await waitForPaymentWork(t.app);
    const [completed, ...others] = await received(s.user.email);
    expect(others).toEqual([]);
    expect(completed.subject).toBe(
      `Patel & Sons: refund of ${rupees(order.totalAmountPaise)} for order ${order.orderNumber} completed`,
    );
    expectAddsUp(completed, order);
    expect(completed.text).toContain('Its credit note is in your account, under the order.');
  });
});
