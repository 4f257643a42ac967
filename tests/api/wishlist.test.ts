import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  WISHLIST_FULL,
  WISHLIST_LIMIT,
  WISHLIST_NOT_SAVED,
  WISHLIST_REMOVED,
  WISHLIST_SAVED,
  WISHLIST_UPDATED,
} from '../../common/contracts/wishlist';
import { products, users, wishlistItems } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct, createUser, loginAs, type ProductRow, type UserRow } from '../helpers/factories';

/** Issue 48's wishlist API through app.inject: only the buyer, one row per product, at most 100. */
let t: TestApp;
let alice: UserRow;
let bob: UserRow;
let aliceCookie: string;
let bobCookie: string;
let heater: ProductRow; // ₹2,360.00, 4 in stock
let geyser: ProductRow; // sold out
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await testApp();
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  aliceCookie = await loginAs(t.app, alice);
  bobCookie = await loginAs(t.app, bob);
  heater = await createProduct(t.db, { title: 'Immersion heater', salePricePaise: 236000, totalStock: 4 });
  geyser = await createProduct(t.db, { title: 'Havells geyser 15 L', totalStock: 0 });
});
beforeEach(async () => {
  await t.db.delete(wishlistItems);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
const add = (body: unknown, cookie: string | undefined = aliceCookie) =>
  call('POST', '/api/shop/wishlist/add', cookie, body);
const rows = () => t.db.select().from(wishlistItems);

describe('the Hindi title (issue 50)', () => {
  it('carries the Hindi title of a product that has one, and nothing more; a product without one has no translations', async () => {
    const pipe = await createProduct(t.db, {
      title: 'PVC pipe 20 mm',
      translations: { hi: { title: 'पीवीसी पाइप 20 mm', description: 'लंबा विवरण' } },
    });
    await add({ userId: alice.id, productId: pipe.id });
    await add({ userId: alice.id, productId: heater.id });
    const res = await call('GET', `/api/shop/wishlist/get/${alice.id}`, aliceCookie);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as Record<string, unknown>[];
    const byId = new Map(items.map((i) => [i.productId, i]));
    expect(byId.get(pipe.id)).toMatchObject({
      title: 'PVC pipe 20 mm',
      translations: { hi: { title: 'पीवीसी पाइप 20 mm' } },
    });
    expect(byId.get(pipe.id)?.translations).toEqual({ hi: { title: 'पीवीसी पाइप 20 mm' } });
    expect(byId.get(heater.id)).not.toHaveProperty('translations');
  });
});

describe('POST /api/shop/wishlist/add', () => {
  it('saves the product at its price now, with both switches off unless asked', async () => {
    const res = await add({ userId: alice.id, productId: heater.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: WISHLIST_SAVED });
    expect(body.data).toEqual({
      userId: alice.id,
      alerts: true,
      limit: WISHLIST_LIMIT,
      items: [
        {
          productId: heater.id,
          title: 'Immersion heater',
          image: heater.image,
          salePrice: 2360,
          totalStock: 4,
          priceWhenSaved: 2360,
          notifyBackInStock: false,
          notifyPriceDrop: false,
          savedAt: expect.any(String),
        },
      ],
    });
  });

  it('adding again changes only the switches given, never a second row, and keeps the price when saved', async () => {
    await add({ userId: alice.id, productId: geyser.id, notifyBackInStock: true });
    await t.db.update(products).set({ salePricePaise: 9900 }).where(eq(products.id, geyser.id));
    const again = await add({ userId: alice.id, productId: geyser.id, notifyPriceDrop: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(WISHLIST_UPDATED);
    const [item] = again.json().data.items;
    expect(item).toMatchObject({
      notifyBackInStock: true,
      notifyPriceDrop: true,
      salePrice: 99,
      priceWhenSaved: 118,
    });
    const third = await add({ userId: alice.id, productId: geyser.id, notifyBackInStock: false });
    expect(third.json().data.items[0]).toMatchObject({ notifyBackInStock: false, notifyPriceDrop: true });
    expect(await rows()).toHaveLength(1);
    await t.db.update(products).set({ salePricePaise: 11800 }).where(eq(products.id, geyser.id));
  });

  it('a visitor is a 401, another buyer’s id a 403, and nothing is written', async () => {
    const visitor = await add({ userId: alice.id, productId: heater.id }, '');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false });
    const other = await add({ userId: alice.id, productId: heater.id }, bobCookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, message: 'You can only access your own account' });
    expect(await rows()).toHaveLength(0);
  });

  it('an unknown product is a 404; bad bodies are 400s; nothing is written', async () => {
    const unknown = await add({ userId: alice.id, productId: UNKNOWN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Product not found' });
    for (const body of [
      { userId: alice.id },
      { userId: alice.id, productId: 'not-an-id' },
      { userId: alice.id, productId: heater.id, notifyPriceDrop: 'yes' },
      { userId: alice.id, productId: heater.id, extra: 1 },
      { userId: alice.id, productId: heater.id, priceWhenSaved: 1 },
    ]) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await rows()).toHaveLength(0);
  });

  it(`holds ${WISHLIST_LIMIT} products and refuses the ${WISHLIST_LIMIT + 1}st with a clear message`, async () => {
    const many = await Promise.all(
      Array.from({ length: WISHLIST_LIMIT + 1 }, (_, i) => createProduct(t.db, { title: `Bulk ${i}` })),
    );
    await t.db.insert(wishlistItems).values(
      many.slice(0, WISHLIST_LIMIT - 1).map((p) => ({
        userId: alice.id,
        productId: p.id,
        priceWhenSavedPaise: p.salePricePaise,
      })),
    );
    const hundredth = await add({ userId: alice.id, productId: many[WISHLIST_LIMIT - 1].id });
    expect(hundredth.statusCode, hundredth.body).toBe(200);
    expect(hundredth.json().data.items).toHaveLength(WISHLIST_LIMIT);
    const past = await add({ userId: alice.id, productId: many[WISHLIST_LIMIT].id });
    expect(past.statusCode).toBe(409);
    expect(past.json()).toEqual({ success: false, message: WISHLIST_FULL, limit: WISHLIST_LIMIT });
    // Changing the switches of a saved product still works on a full list.
    const switches = await add({ userId: alice.id, productId: many[0].id, notifyPriceDrop: true });
    expect(switches.statusCode).toBe(200);
    expect(await rows()).toHaveLength(WISHLIST_LIMIT);
    await t.db.delete(wishlistItems);
    for (const p of many) await t.db.delete(products).where(eq(products.id, p.id));
  });

  it('two adds racing at 99 leave exactly 100', async () => {
    const many = await Promise.all(Array.from({ length: WISHLIST_LIMIT + 1 }, () => createProduct(t.db)));
    await t.db.insert(wishlistItems).values(
      many.slice(0, WISHLIST_LIMIT - 1).map((p) => ({
        userId: alice.id,
        productId: p.id,
        priceWhenSavedPaise: p.salePricePaise,
      })),
    );
    const both = await Promise.all([
      add({ userId: alice.id, productId: many[WISHLIST_LIMIT - 1].id }),
      add({ userId: alice.id, productId: many[WISHLIST_LIMIT].id }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await rows()).toHaveLength(WISHLIST_LIMIT);
    await t.db.delete(wishlistItems);
    for (const p of many) await t.db.delete(products).where(eq(products.id, p.id));
  });
});

describe('GET /api/shop/wishlist/get/{userId}', () => {
  it('answers the buyer’s own list, newest first, never stored by a cache', async () => {
    await add({ userId: alice.id, productId: heater.id });
    await add({ userId: alice.id, productId: geyser.id, notifyBackInStock: true });
    const res = await call('GET', `/api/shop/wishlist/get/${alice.id}`, aliceCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.json().data.items.map((i: { productId: string }) => i.productId)).toEqual([
      geyser.id,
      heater.id,
    ]);
  });

  it('a visitor is a 401 and another buyer a 403; an id that is no id a 400', async () => {
    await add({ userId: alice.id, productId: heater.id });
    expect((await call('GET', `/api/shop/wishlist/get/${alice.id}`)).statusCode).toBe(401);
    const other = await call('GET', `/api/shop/wishlist/get/${alice.id}`, bobCookie);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(heater.id);
    expect((await call('GET', '/api/shop/wishlist/get/nope', aliceCookie)).statusCode).toBe(400);
    // Bob's own list is empty: Alice's product never shows in it.
    const own = await call('GET', `/api/shop/wishlist/get/${bob.id}`, bobCookie);
    expect(own.json().data.items).toEqual([]);
  });

  it('a deleted product leaves every list quietly', async () => {
    const gone = await createProduct(t.db, { title: 'Discontinued' });
    await add({ userId: alice.id, productId: gone.id });
    await add({ userId: bob.id, productId: gone.id }, bobCookie);
    await t.db.delete(products).where(eq(products.id, gone.id));
    const res = await call('GET', `/api/shop/wishlist/get/${alice.id}`, aliceCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([]);
    expect(await rows()).toHaveLength(0);
  });
});

describe('DELETE /api/shop/wishlist/{userId}/{productId}', () => {
  it('removes the product and answers the list', async () => {
    await add({ userId: alice.id, productId: heater.id });
    const res = await call('DELETE', `/api/shop/wishlist/${alice.id}/${heater.id}`, aliceCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: WISHLIST_REMOVED, data: { items: [] } });
  });

  it('a product not in the list, removed twice or unknown, is a 404', async () => {
    await add({ userId: alice.id, productId: heater.id });
    expect(
      (await call('DELETE', `/api/shop/wishlist/${alice.id}/${heater.id}`, aliceCookie)).statusCode,
    ).toBe(200);
    const again = await call('DELETE', `/api/shop/wishlist/${alice.id}/${heater.id}`, aliceCookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: WISHLIST_NOT_SAVED });
    const unknown = await call('DELETE', `/api/shop/wishlist/${alice.id}/${UNKNOWN}`, aliceCookie);
    expect(unknown.statusCode).toBe(404);
  });

  it('a visitor is a 401 and another buyer a 403; the row stays', async () => {
    await add({ userId: alice.id, productId: heater.id });
    expect((await call('DELETE', `/api/shop/wishlist/${alice.id}/${heater.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/shop/wishlist/${alice.id}/${heater.id}`, bobCookie)).statusCode).toBe(
      403,
    );
    // Bob asking to remove it from his own list: his list does not hold it.
    expect((await call('DELETE', `/api/shop/wishlist/${bob.id}/${heater.id}`, bobCookie)).statusCode).toBe(
      404,
    );
    expect(await rows()).toHaveLength(1);
  });
});

describe('PUT /api/shop/wishlist/alerts', () => {
  it('turns the buyer’s wishlist mails off and on; only the buyer', async () => {
    const off = await call('PUT', '/api/shop/wishlist/alerts', aliceCookie, {
      userId: alice.id,
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      success: true,
      message: 'Wishlist mails are off',
      data: { alerts: false },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, alice.id));
    expect(row.wishlistAlerts).toBe(false);
    expect(
      (await call('PUT', '/api/shop/wishlist/alerts', bobCookie, { userId: alice.id, enabled: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/shop/wishlist/alerts', undefined, { userId: alice.id, enabled: true }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('PUT', '/api/shop/wishlist/alerts', aliceCookie, { userId: alice.id, enabled: 'no' }))
        .statusCode,
    ).toBe(400);
    const on = await call('PUT', '/api/shop/wishlist/alerts', aliceCookie, {
      userId: alice.id,
      enabled: true,
    });
    expect(on.json().data.alerts).toBe(true);
  });
});
