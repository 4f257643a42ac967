import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, products, users, wishlistItems } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { sweepMailOutbox } from '../../server/mail/retry';
import { startSmtpSink, type SmtpSink } from '../../server/mail/smtp-sink.testing';
import { sweepWishlistAlerts, unsubscribeUrl } from '../../server/modules/wishlist';
import { runLowStockDigest } from '../../server/modules/admin-dashboard';
import { testApp, type TestApp } from '../helpers/app';
import { createOrderVia, shopperWithCart, simulate, stockOf } from '../helpers/orders';
import {
  createCategory,
  createProduct,
  createUser,
  loginAs,
  type ProductRow,
  type UserRow,
} from '../helpers/factories';

/**
 * Wishlist alerts over a real SMTP peer (issue 48): back in stock once per return to stock and checked again
 * before sending, price drops at 5 % and not at 4.99 %, one per product and buyer in 7 days to the second,
 * the RFC 8058 headers, the one-click unsubscribe without cookies and its GET that changes nothing.
 */
let sink: SmtpSink;
let t: TestApp;
let buyer: UserRow;
let cookie: string;
let geyser: ProductRow;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await testApp({
    admin: true,
    logs: true,
    config: { smtpUrl: sink.url, mailFrom: 'Shop <shop@wishes.in>', publicUrl: 'https://shop.example.in' },
  });
  buyer = await createUser(t.db, { email: 'ravi@wishes.in', userName: 'Ravi' });
  cookie = await loginAs(t.app, buyer);
  await createCategory(t.db, { name: 'Wires & Cables', subcategories: ['House Wire'] });
  await createCategory(t.db, { name: 'Voltline', kind: 'brand' });
});
afterAll(async () => {
  await waitForPendingMail();
  await sink.close();
});
beforeEach(async () => {
  sink.refuse(false);
  sink.received.length = 0;
  await t.db.delete(wishlistItems);
  await t.db.delete(mailOutbox);
  await t.db.update(users).set({ wishlistAlerts: true }).where(eq(users.id, buyer.id));
  geyser = await createProduct(t.db, { title: 'Havells geyser 15 L', totalStock: 0, salePricePaise: 100000 });
});

const wish = async (productId: string, switches: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/shop/wishlist/add',
    headers: { cookie },
    payload: { userId: buyer.id, productId, ...switches },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const setStock = (id: string, totalStock: number) =>
  t.db.update(products).set({ totalStock }).where(eq(products.id, id));
const setPrice = (id: string, salePricePaise: number) =>
  t.db.update(products).set({ salePricePaise }).where(eq(products.id, id));
const sweep = (now?: Date) => sweepWishlistAlerts(t.app, now);
const mailsTo = () => sink.received.filter((m) => m.to.includes('ravi@wishes.in'));

describe('back in stock', () => {
  it('mails once when the owner restocks a sold-out product, with the picture, price, link and RFC 8058 headers', async () => {
    await wish(geyser.id, { notifyBackInStock: true });
    expect((await sweep()).backInStock.claimed).toBe(0);
    // The owner restocks through the admin API.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${geyser.id}`,
      headers: { cookie: t.adminCookie },
      payload: { totalStock: 6 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await sweep()).backInStock).toEqual({ claimed: 1, sent: 1, soldOutAgain: 0, failed: 0 });
    const [mail] = mailsTo();
    expect(mail.subject).toContain('Havells geyser 15 L is back in stock');
    expect(mail.text).toContain('₹1,000.00');
    expect(mail.text).toContain(`https://shop.example.in/shop/product/${geyser.id}`);
    expect(mail.html).toContain('<img src="http://shop.test/uploads/test.webp"');
    const url = await unsubscribeUrl(t.app, buyer.id);
    expect(url).toMatch(/^https:\/\/shop\.example\.in\/shop\/wishlist\/unsubscribe\/[\w-]{22}\.[\w-]{22}$/);
    expect(url).not.toContain(buyer.id);
    expect(mail.headers['list-unsubscribe']).toBe(`<${url}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`<a href="${url}"`);
    // Logged, and kept in the outbox as an alert with its headers.
    const [kept] = await t.db.select().from(mailOutbox);
    expect(kept).toMatchObject({ status: 'sent', kind: 'alert' });
    expect(kept.headers['List-Unsubscribe']).toBe(`<${url}>`);
    expect(t.logs.some((l) => l.includes('wishlist alerts swept'))).toBe(true);

    // More stock on top is no new return to stock: no second mail.
    await setStock(geyser.id, 12);
    expect((await sweep()).backInStock.claimed).toBe(0);
    // Sold out, then back again: one more mail.
    await setStock(geyser.id, 0);
    await setStock(geyser.id, 1);
    expect((await sweep()).backInStock.sent).toBe(1);
    expect(mailsTo()).toHaveLength(2);
  });

  it('a cancelled payment giving back the last unit is a return to stock too', async () => {
    const {
      s: shopper,
      products: [lastOne],
    } = await shopperWithCart(t.app, [{ qty: 1, title: 'Last geyser' }], {
      stock: 1,
    });
    const placed = (await createOrderVia(t.app, shopper)).json();
    expect(placed.success, JSON.stringify(placed)).toBe(true);
    expect(await stockOf(t.db, lastOne.id)).toBe(0);
    await wish(lastOne.id, { notifyBackInStock: true });
    expect((await sweep()).backInStock.claimed).toBe(0);
    await simulate(t.app, placed.approvalURL, 'cancel');
    expect(await stockOf(t.db, lastOne.id)).toBe(1);
    expect((await sweep()).backInStock.sent).toBe(1);
    expect(mailsTo()[0].subject).toContain('Last geyser is back in stock');
  });

  it('a product that sells out again before the mail goes sends nothing', async () => {
    await wish(geyser.id, { notifyBackInStock: true });
    await setStock(geyser.id, 2);
    await setStock(geyser.id, 0);
    expect((await sweep()).backInStock).toEqual({ claimed: 1, sent: 0, soldOutAgain: 1, failed: 0 });
    expect(mailsTo()).toHaveLength(0);
    // Its next return to stock is mailed.
    await setStock(geyser.id, 3);
    expect((await sweep()).backInStock.sent).toBe(1);
  });

  it('no mail for a buyer who did not ask, switched it off, or unsubscribed', async () => {
    await wish(geyser.id, { notifyPriceDrop: true });
    await setStock(geyser.id, 2);
    expect((await sweep()).backInStock.claimed).toBe(0);
    await setStock(geyser.id, 0);
    await wish(geyser.id, { notifyBackInStock: true });
    await t.db.update(users).set({ wishlistAlerts: false }).where(eq(users.id, buyer.id));
    await setStock(geyser.id, 2);
    expect((await sweep()).backInStock).toMatchObject({ claimed: 1, sent: 0 });
    expect(mailsTo()).toHaveLength(0);
  });

  it('a refused mail stays in the outbox with its headers and is retried after the order mails', async () => {
    await wish(geyser.id, { notifyBackInStock: true });
    await setStock(geyser.id, 5);
    sink.refuse(true);
    expect((await sweep()).backInStock).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    // An order mail refused at the same moment.
    const [order] = await t.db
      .insert(mailOutbox)
      .values({
        to: 'buyer@orders.in',
        subject: 'Order confirmed',
        text: 'x',
        html: '<p>x</p>',
        status: 'failed',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() + 60_000),
      })
      .returning();
    sink.refuse(false);
    // A sweep with room for one mail takes the order mail first, though the alert failed earlier.
    const later = new Date(Date.now() + 10 * 60_000);
    expect((await sweepMailOutbox(t.app, { now: later, limit: 1 })).sent).toBe(1);
    const [orderAfter] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, order.id));
    expect(orderAfter.status).toBe('sent');
    expect(mailsTo()).toHaveLength(0);
    expect((await sweepMailOutbox(t.app, { now: later, limit: 1 })).sent).toBe(1);
    const [retried] = mailsTo();
    expect(retried.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(retried.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/shop\.example\.in\/shop\/wishlist\/unsubscribe\//,
    );
  });
});

describe('price drop', () => {
  const now = new Date('2026-11-20T10:00:00Z');

  it('mails at a 5 % drop from the price when saved, not at 4.99 %', async () => {
    await setStock(geyser.id, 10);
    await wish(geyser.id, { notifyPriceDrop: true }); // saved at ₹1,000.00
    await setPrice(geyser.id, 95010); // 4.99 % less
    expect((await sweep(now)).priceDrop.claimed).toBe(0);
    await setPrice(geyser.id, 95001); // 4.999 % less
    expect((await sweep(now)).priceDrop.claimed).toBe(0);
    await setPrice(geyser.id, 95000); // 5 % less
    expect((await sweep(now)).priceDrop).toEqual({ claimed: 1, sent: 1, failed: 0 });
    const [mail] = mailsTo();
    expect(mail.subject).toContain('is now ₹950.00');
    expect(mail.text).toContain('down from ₹1,000.00 when you saved it');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [row] = await t.db.select().from(wishlistItems);
    expect(row).toMatchObject({ lastToldPricePaise: 95000, priceDropMailedAt: now });
  });

  it('measures the next drop from the price last told, at most once in 7 days to the second', async () => {
    await setStock(geyser.id, 10);
    await wish(geyser.id, { notifyPriceDrop: true });
    await setPrice(geyser.id, 90000);
    expect((await sweep(now)).priceDrop.sent).toBe(1);
    // 5 % below ₹900.00 is ₹855.00: ₹856.00 is not enough, whenever.
    await setPrice(geyser.id, 85600);
    expect((await sweep(new Date(now.getTime() + 30 * 86_400_000))).priceDrop.claimed).toBe(0);
    await setPrice(geyser.id, 85500);
    const sevenDays = 7 * 86_400_000;
    expect((await sweep(new Date(now.getTime() + sevenDays - 1000))).priceDrop.claimed).toBe(0);
    expect((await sweep(new Date(now.getTime() + sevenDays))).priceDrop.sent).toBe(1);
    expect(mailsTo()[1].text).toContain('down from ₹900.00 when we last told you');
  });

  it('no price-drop mail without the switch or after an unsubscribe', async () => {
    await wish(geyser.id, { notifyBackInStock: true });
    await setPrice(geyser.id, 50000);
    expect((await sweep(now)).priceDrop.claimed).toBe(0);
    await wish(geyser.id, { notifyPriceDrop: true });
    await t.db.update(users).set({ wishlistAlerts: false }).where(eq(users.id, buyer.id));
    expect((await sweep(now)).priceDrop.claimed).toBe(0);
  });
});

describe('the one-click unsubscribe (RFC 8058)', () => {
  const path = async () => new URL(await unsubscribeUrl(t.app, buyer.id)).pathname;
  const alertsOn = async () =>
    (await t.db.select().from(users).where(eq(users.id, buyer.id)))[0].wishlistAlerts;

  it('GET shows a page with a button and changes nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: await path() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<form method="post">');
    expect(res.body).toContain('Stop wishlist mails</button>');
    expect(await alertsOn()).toBe(true);
  });

  it('POST without a cookie turns the buyer’s wishlist mails off; the account page shows it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: await path(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Wishlist mails are off');
    expect(await alertsOn()).toBe(false);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/shop/wishlist/get/${buyer.id}`,
      headers: { cookie },
    });
    expect(list.json().data.alerts).toBe(false);
    // Again is harmless.
    expect((await t.app.inject({ method: 'POST', url: await path() })).statusCode).toBe(200);
  });

  it('a token changed by one character, made with another key, or cut short changes nothing (404)', async () => {
    const good = await path();
    const token = good.split('/').pop()!;
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const other = await createUser(t.db);
    const otherToken = new URL(await unsubscribeUrl(t.app, other.id)).pathname.split('/').pop()!;
    const forged = `${token.split('.')[0]}.${otherToken.split('.')[1]}`;
    for (const bad of [flipped, forged, token.slice(0, 20), buyer.id, 'x'.repeat(300)]) {
      const res = await t.app.inject({ method: 'POST', url: `/shop/wishlist/unsubscribe/${bad}` });
      expect(res.statusCode, bad).toBe(404);
      expect(res.body).toContain('This link is not valid');
    }
    expect(await alertsOn()).toBe(true);
  });
});

describe('the owner sees the demand', () => {
  it('the dashboard’s Most wished and the low-stock digest’s waiting buyers', async () => {
    await wish(geyser.id, { notifyBackInStock: true });
    const bob = await createUser(t.db);
    await t.db.insert(wishlistItems).values({
      userId: bob.id,
      productId: geyser.id,
      priceWhenSavedPaise: 100000,
      notifyBackInStock: true,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/summary',
      headers: { cookie: t.adminCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mostWished[0]).toEqual({
      _id: geyser.id,
      title: 'Havells geyser 15 L',
      image: geyser.image,
      totalStock: 0,
      wishes: 2,
      waiting: 2,
    });
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/update',
      headers: { cookie: t.adminCookie },
      payload: { email: 'owner@wishes.in', lowStockDigest: { enabled: true, hour: 0, below: 10 } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(await runLowStockDigest(t.app)).toBe('sent');
    const digest = sink.received.find((m) => m.to.includes('owner@wishes.in'))!;
    expect(digest.text).toContain('- Havells geyser 15 L: 0 in stock, 0 sold, 2 waiting for it');
    expect(digest.html).toContain('Waiting');
  });
});
