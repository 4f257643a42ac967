import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOW_STOCK_BELOW } from '../../common/contracts/admin';
import { dailyMails, orderItems, orders, products, siteSettings } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../server/mail/smtp-sink.testing';
import { runLowStockDigest } from '../../server/modules/admin-dashboard';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct, createUser } from '../helpers/factories';

/**
 * The owner's daily low-stock digest, over a real SMTP peer: due from the set hour in India, sent
 * once a day across runs and instances, nothing when nothing is low, with the last 30 days' sales; and its
 * setting's limits.
 */

const OWNER = 'owner@digest-test.in';
let sink: SmtpSink;
let t: TestApp;
let buyerId: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await testApp({ admin: true, config: { smtpUrl: sink.url } });
  buyerId = (await createUser(t.db)).id;
  expect((await settings({ email: OWNER, companyName: 'Joshi <Hardware>' })).statusCode).toBe(200);
});
afterAll(async () => {
  await waitForPendingMail();
  await sink.close();
});
beforeEach(async () => {
  await t.db.delete(products);
  await t.db.delete(dailyMails);
  sink.received.length = 0;
  expect(
    (await settings({ lowStockDigest: { enabled: true, hour: 9, below: LOW_STOCK_BELOW } })).statusCode,
  ).toBe(200);
});

const settings = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/update',
    headers: { cookie: t.adminCookie },
    payload,
  });
const digest = (at: string) => runLowStockDigest(t.app, new Date(at));
async function mails(): Promise<ReceivedMail[]> {
  await waitForPendingMail();
  return sink.received.filter((m) => m.to.includes(OWNER));
}

/** An order of `quantity` of the product, placed `daysAgo` before `now`, in the given state (paid by default). */
async function sale(
  productId: string,
  quantity: number,
  daysAgo: number,
  now: string,
  extra: Partial<typeof orders.$inferInsert> = {},
) {
  const orderDate = new Date(new Date(now).getTime() - daysAgo * 86_400_000);
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: buyerId,
      addressInfo: {
        addressId: crypto.randomUUID(),
        address: '1 Road',
        city: 'Pune',
        pincode: '411001',
        phone: '9000000000',
        notes: '',
      },
      contactName: 'Meera Iyer',
      contactEmail: 'meera@example.com',
      paymentMethod: 'simulator',
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      subtotalPaise: 10_000 * quantity,
      cgstPaise: 0,
      sgstPaise: 0,
      totalAmountPaise: 10_000 * quantity,
      merchantOrderId: `M${crypto.randomBytes(8).toString('hex')}`,
      stockReserved: false,
      reservationExpiresAt: orderDate,
      orderDate,
      paidAt: orderDate,
      ...extra,
    })
    .returning();
  await t.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    title: 'x',
    quantity,
    unitPricePaise: 10_000,
    salePricePaise: 10_000,
    cgstPercent: 0,
    sgstPercent: 0,
    taxablePaise: 10_000 * quantity,
    cgstPaise: 0,
    sgstPaise: 0,
    lineTotalPaise: 10_000 * quantity,
  });
}

// 09:00 in India is 03:30 UTC.
const NINE_IST = '2026-03-10T03:30:00Z';

describe('when the digest is due', () => {
  it('from the set hour in India, not the hour in UTC: 08:59 IST no, 09:00 IST yes', async () => {
    await createProduct(t.db, { title: 'Switch', totalStock: 3 });
    expect(await digest('2026-03-10T03:29:59Z')).toBe('notDue');
    expect(await mails()).toEqual([]);
    expect(await digest(NINE_IST)).toBe('sent');
    const [mail] = await mails();
    expect(mail.subject).toBe('Joshi <Hardware>: 1 product low on stock');
    expect(mail.text).toContain('today (2026-03-10)');
  });

  it('hour 0 is due from midnight in India, which is 18:30 UTC the day before, and counts as the new day', async () => {
    await createProduct(t.db, { title: 'Switch', totalStock: 3 });
    expect((await settings({ lowStockDigest: { hour: 0 } })).statusCode).toBe(200);
    expect(await digest('2026-03-09T18:30:00Z')).toBe('sent');
    expect((await mails())[0].text).toContain('today (2026-03-10)');
    // Still 2026-03-10 in India at 18:29 UTC: sent already.
    expect(await digest('2026-03-10T18:29:00Z')).toBe('alreadySent');
  });

  it('hour 23 waits until 23:00 in India (17:30 UTC)', async () => {
    await createProduct(t.db, { title: 'Switch', totalStock: 3 });
    expect((await settings({ lowStockDigest: { hour: 23 } })).statusCode).toBe(200);
    expect(await digest('2026-03-10T17:29:00Z')).toBe('notDue');
    expect(await digest('2026-03-10T17:30:00Z')).toBe('sent');
  });

  it('is sent once a day across runs and instances, and again the next day', async () => {
    await createProduct(t.db, { title: 'Switch', totalStock: 3 });
    const [a, b] = await Promise.all([digest(NINE_IST), digest(NINE_IST)]);
    expect([a, b].sort()).toEqual(['alreadySent', 'sent']);
    expect(await digest('2026-03-10T15:00:00Z')).toBe('alreadySent');
    expect(await mails()).toHaveLength(1);
    expect(await digest('2026-03-11T03:30:00Z')).toBe('sent');
    expect(await mails()).toHaveLength(2);
  });

  it('nothing low: no mail, and a product that runs low later that day is reported that day', async () => {
    await createProduct(t.db, { title: 'Switch', totalStock: LOW_STOCK_BELOW });
    expect(await digest(NINE_IST)).toBe('nothingLow');
    expect(await mails()).toEqual([]);
    await t.db.update(products).set({ totalStock: LOW_STOCK_BELOW - 1 });
    expect(await digest('2026-03-10T08:00:00Z')).toBe('sent');
    expect((await mails())[0].text).toContain(`- Switch: ${LOW_STOCK_BELOW - 1} in stock`);
  });

  it('turned off, or with no shop e-mail, sends nothing', async () => {
    await createProduct(t.db, { title: 'Switch', totalStock: 1 });
    expect((await settings({ lowStockDigest: { enabled: false } })).statusCode).toBe(200);
    expect(await digest(NINE_IST)).toBe('off');
    expect((await settings({ lowStockDigest: { enabled: true }, email: '' })).statusCode).toBe(200);
    try {
      expect(await digest(NINE_IST)).toBe('noAddress');
    } finally {
      expect((await settings({ email: OWNER })).statusCode).toBe(200);
    }
    expect(await mails()).toEqual([]);
  });
});

describe('what the digest lists', () => {
  it('products under the limit, fewest in stock then best sellers, with the last 30 days’ sales of orders that sold', async () => {
    const now = NINE_IST;
    const empty = await createProduct(t.db, { title: 'MCB 32 A', totalStock: 0 });
    const cable = await createProduct(t.db, { title: 'Cable <2.5 mm> & co', totalStock: 2 });
    const tape = await createProduct(t.db, { title: 'Tape', totalStock: 2 });
    await createProduct(t.db, { title: 'Fan', totalStock: 9 });
    await createProduct(t.db, { title: 'Bulb', totalStock: 10 }); // at the limit: not low
    // Cable: 3 paid 10 days ago, 1 cash on delivery not yet paid 2 days ago, 2 paid 29.9 days ago = 6.
    await sale(cable.id, 3, 10, now);
    await sale(cable.id, 1, 2, now, {
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      paidAt: null,
    });
    await sale(cable.id, 2, 29.9, now);
    // Not counted: older than 30 days, rejected, an online payment pending or failed.
    await sale(cable.id, 50, 30.1, now);
    await sale(cable.id, 70, 5, now, { orderStatus: 'rejected' });
    await sale(cable.id, 40, 1, now, { paymentStatus: 'pending', orderStatus: 'pending', paidAt: null });
    await sale(cable.id, 30, 1, now, { paymentStatus: 'failed', orderStatus: 'pending', paidAt: null });
    // Tape: 1 sold, so after the cable at the same stock.
    await sale(tape.id, 1, 3, now);
    await sale(empty.id, 5, 40, now);

    expect(await digest(now)).toBe('sent');
    const [mail] = await mails();
    expect(mail.subject).toBe('Joshi <Hardware>: 4 products low on stock');
    const lines = mail.text.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toEqual([
      '- MCB 32 A: 0 in stock, 0 sold',
      '- Cable <2.5 mm> & co: 2 in stock, 6 sold',
      '- Tape: 2 in stock, 1 sold',
      '- Fan: 9 in stock, 0 sold',
    ]);
    expect(mail.text).toContain('fewer than 10 units in stock');
    expect(mail.text).toContain('http://shop.test/admin/products');
    // Every value escaped in the HTML part.
    expect(mail.html).toContain('Joshi &lt;Hardware&gt;');
    expect(mail.html).toContain('Cable &lt;2.5 mm&gt; &amp; co');
    expect(mail.html).not.toContain('<2.5 mm>');
    expect(mail.html).toMatch(/Cable &lt;2.5 mm&gt; &amp; co<\/td><td[^>]*>2<\/td><td[^>]*>6<\/td>/);
  });

  it('uses the limit from Settings', async () => {
    await createProduct(t.db, { title: 'Fan', totalStock: 4 });
    await createProduct(t.db, { title: 'Switch', totalStock: 5 });
    expect((await settings({ lowStockDigest: { below: 5 } })).statusCode).toBe(200);
    expect(await digest(NINE_IST)).toBe('sent');
    const [mail] = await mails();
    expect(mail.text.split('\n').filter((l) => l.startsWith('- '))).toEqual(['- Fan: 4 in stock, 0 sold']);
  });
});

describe('the setting', () => {
  const get = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/settings/get',
        headers: { cookie: t.adminCookie },
      })
    ).json().data;

  it('is on at 09:00 with the dashboard’s limit by default, and round-trips a subset', async () => {
    await t.db
      .update(siteSettings)
      .set({ lowStockDigest: { enabled: true, hour: 9, below: LOW_STOCK_BELOW } });
    expect((await get()).lowStockDigest).toEqual({ enabled: true, hour: 9, below: 10 });
    const res = await settings({ lowStockDigest: { hour: 18 } });
    expect(res.json().data.lowStockDigest).toEqual({ enabled: true, hour: 18, below: 10 });
    expect((await get()).lowStockDigest).toEqual({ enabled: true, hour: 18, below: 10 });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/common/settings/get' })).json().data;
    expect(pub.lowStockDigest).toBeUndefined();
  });

  it.each([
    ['hour 0', { hour: 0 }],
    ['hour 23', { hour: 23 }],
    ['a limit of 1', { below: 1 }],
    ['a limit of 100000', { below: 100_000 }],
  ])('accepts %s', async (_, value) => {
    const res = await settings({ lowStockDigest: value });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get()).lowStockDigest).toMatchObject(value);
  });

  it.each([
    ['hour 24', { hour: 24 }, 'the hour must be a whole number from 0 to 23'],
    ['hour -1', { hour: -1 }, 'the hour must be a whole number from 0 to 23'],
    ['hour 9.5', { hour: 9.5 }, 'the hour must be a whole number from 0 to 23'],
    ['hour as text', { hour: '9' }, 'the hour must be a whole number from 0 to 23'],
    ['a limit of 0', { below: 0 }, 'the stock limit must be a whole number from 1 to 100000'],
    ['a limit of 100001', { below: 100_001 }, 'the stock limit must be a whole number from 1 to 100000'],
    ['on as text', { enabled: 'yes' }, 'Low-stock digest: on must be true or false'],
    ['an unknown key', { minute: 5 }, 'minute'],
  ])('refuses %s: 400, nothing written', async (_, value, message) => {
    const before = await get();
    const res = await settings({ lowStockDigest: value, companyName: 'Changed' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
    expect(await get()).toEqual(before);
  });
});
