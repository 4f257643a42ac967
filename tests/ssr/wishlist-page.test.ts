import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, wishlistItems } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct, createUser, loginAs, type ProductRow } from '../helpers/factories';

/**
 * /shop/wishlist rendered on the server for the signed-in buyer (issue 48): their products with the price now
 * and when saved, stock, the switches and the consent beside them; never kept in the page cache nor any
 * shared cache; a visitor goes to login; another buyer sees their own (empty) list.
 */
let t: TestApp;
let geyser: ProductRow;
let fan: ProductRow;

beforeAll(async () => {
  t = await testApp({
    config: { webDistDir: path.resolve('dist/web'), ssrDir: path.resolve('dist/server') },
  });
  geyser = await createProduct(t.db, { title: 'Havells Geyser 15 L', salePricePaise: 236000, totalStock: 0 });
  fan = await createProduct(t.db, { title: 'Tejas Ceiling Fan', salePricePaise: 185000, totalStock: 3 });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('/shop/wishlist', () => {
  it('sends a visitor to login with the way back, and keeps nothing', async () => {
    const res = await get('/shop/wishlist');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login?r=%2Fshop%2Fwishlist');
    expect(res.headers['x-page-cache']).toBeUndefined();
  });

  it('shows the buyer’s products, prices then and now, stock, switches and consent; private, never cached', async () => {
    const ravi = await createUser(t.db, { userName: 'Ravi', email: 'ravi@wish.in' });
    const cookie = await loginAs(t.app, ravi);
    await t.db.insert(wishlistItems).values([
      { userId: ravi.id, productId: geyser.id, priceWhenSavedPaise: 236000, notifyBackInStock: true },
      { userId: ravi.id, productId: fan.id, priceWhenSavedPaise: 185000 },
    ]);
    await t.db.update(products).set({ salePricePaise: 199900 }).where(eq(products.id, geyser.id));
    const res = await get('/shop/wishlist', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-page-cache']).toBeUndefined();
    // React separates text parts with <!-- -->.
    const html = res.body.replaceAll('<!-- -->', '');
    expect(html).toContain('Your Wishlist');
    expect(html).toContain('₹1,999.00, was ₹2,360.00 when you saved it');
    expect(html).toContain('Sold out');
    expect(html).toContain('Only 3 left');
    expect(html).toContain('Tell me when it is back in stock');
    expect(html).toContain('Tell me if the price drops');
    expect(html).toContain('ravi@wish.in');
    expect(html).toContain('unsubscribe link');
    expect(html).toContain('2 of 100 products saved.');
    // The header's count and the hearts know the list.
    expect(html).toContain('aria-label="Wishlist, 2 saved"');

    // Another buyer: their own empty list, nothing of Ravi's.
    const meera = await createUser(t.db, { userName: 'Meera' });
    const other = await get('/shop/wishlist', await loginAs(t.app, meera));
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('Your wishlist is empty');
    expect(other.body).not.toContain('Havells Geyser 15 L');
    expect(other.body).not.toContain('ravi@wish.in');
  });

  it('a saved product’s heart is pressed on the listing for its buyer only', async () => {
    const asha = await createUser(t.db, { userName: 'Asha' });
    await t.db
      .insert(wishlistItems)
      .values({ userId: asha.id, productId: fan.id, priceWhenSavedPaise: 185000 });
    const heart = (html: string) =>
      /<button[^>]*aria-label="Save to wishlist: Tejas Ceiling Fan"[^>]*>/.exec(html)?.[0];
    const html = (await get(`/shop/product/${fan.id}`, await loginAs(t.app, asha))).body;
    expect(heart(html)).toContain('aria-pressed="true"');
    const visitor = (await get(`/shop/product/${fan.id}`)).body;
    expect(heart(visitor)).toContain('aria-pressed="false"');
  });
});
