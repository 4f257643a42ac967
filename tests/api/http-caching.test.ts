import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { products } from '../../server/db/schema';
import { PUBLIC_CATALOG_CACHE_CONTROL } from '../../server/plugins/http-caching';
import { chooseEncoding } from '../../server/http/cached-body';
import { testApp, type TestApp } from '../helpers/app';
import { createAddress, createCategory, createProduct, createUser, loginAs } from '../helpers/factories';

// The public catalog cache (server/plugins/http-caching.ts): visitors' catalog answers kept in process under
// the catalog stamp, with ETags, precompressed bodies and CDN-friendly Cache-Control; nothing personal kept.
let t: TestApp;
let productId: string;
let customer: { id: string; cookie: string };
let adminCookie: string;
beforeAll(async () => {
  t = await testApp({ admin: true });
  await createCategory(t.db, { name: 'Fans', subcategories: ['Ceiling Fans'] });
  await createCategory(t.db, { name: 'Tejas', kind: 'brand' });
  for (let i = 0; i < 12; i++) {
    const p = await createProduct(t.db, {
      title: `Ceiling Fan ${1000 + i} mm`,
      description: 'A quiet ceiling fan with a copper motor, three blades and a five-year warranty. '.repeat(
        3,
      ),
      category: 'Fans',
      subcategory: 'Ceiling Fans',
      brand: 'Tejas',
      salePricePaise: 150000 + i * 1000,
    });
    productId ??= p.id;
  }
  const row = await createUser(t.db, { userName: 'Meera' });
  customer = { id: row.id, cookie: await loginAs(t.app, row) };
  await createAddress(t.db, row.id);
  adminCookie = t.adminCookie;
  // The first read of the settings creates their row (a catalog change): done here, before the tests.
  await t.app.inject({ method: 'GET', url: '/api/common/settings/get' });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('public catalog cache', () => {
  it('keeps an answer and serves it again, with the same bytes, ETag and public Cache-Control', async () => {
    const url = '/api/shop/products/get?category=Fans&sortBy=title-ztoa';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-catalog-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe(PUBLIC_CATALOG_CACHE_CONTROL);
    // Browsers revalidate every time (a review or an edit shows at once); only a CDN keeps it a few seconds.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['cdn-cache-control']).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const second = await get(url);
    expect(second.headers['x-catalog-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.json().data).toHaveLength(12);
  });

  it('keys answers by the normalized question: defaults, case and order of filter names', async () => {
    expect(
      (await get('/api/shop/products/get?brand=TEJAS,fans&category=fans')).headers['x-catalog-cache'],
    ).toBe('miss');
    const same = await get(
      '/api/shop/products/get?category=Fans&brand=fans&brand=tejas&sortBy=price-lowtohigh&page=1&limit=24',
    );
    expect(same.headers['x-catalog-cache']).toBe('hit');
    expect(
      (await get('/api/shop/products/get?category=Fans&brand=tejas&page=2')).headers['x-catalog-cache'],
    ).toBe('miss');
    expect((await get('/api/shop/search/%20CEILING%20fan')).headers['x-catalog-cache']).toBe('miss');
    expect((await get('/api/shop/search/ceiling%20fan')).headers['x-catalog-cache']).toBe('hit');
    expect((await get(`/api/shop/products/get/${productId.toUpperCase()}`)).headers['x-catalog-cache']).toBe(
      'miss',
    );
    expect((await get(`/api/shop/products/get/${productId}`)).headers['x-catalog-cache']).toBe('hit');
  });

  it('keys a listing by its price range, stock filter and facets too, each in normal form', async () => {
    const base = '/api/shop/products/get?category=Fans';
    const all = await get(`${base}&sortBy=title-atoz`);
    const ranged = await get(`${base}&sortBy=title-atoz&minPrice=1500&maxPrice=1550`);
    expect(ranged.headers['x-catalog-cache']).toBe('miss');
    expect(ranged.json().data).toHaveLength(6);
    expect(ranged.body).not.toBe(all.body);
    // The same range however it is written: blank parameters, leading zeros, the defaults spelled out.
    const same = await get(`${base}&minPrice=01500&maxPrice=1550&inStock=false&sortBy=title-atoz&brand=`);
    expect(same.headers['x-catalog-cache']).toBe('hit');
    expect(same.body).toBe(ranged.body);
    expect((await get(`${base}&sortBy=title-atoz&minPrice=1500`)).headers['x-catalog-cache']).toBe('miss');
    expect((await get(`${base}&sortBy=title-atoz&maxPrice=1550`)).headers['x-catalog-cache']).toBe('miss');
    const inStock = await get(`${base}&sortBy=title-atoz&inStock=true`);
    expect(inStock.headers['x-catalog-cache']).toBe('miss');
    const faceted = await get(`${base}&sortBy=title-atoz&facets=brand`);
    expect(faceted.headers['x-catalog-cache']).toBe('miss');
    expect(faceted.json().facets).toEqual({ brand: [{ name: 'Tejas', count: 12 }] });
    expect(all.json().facets).toBeUndefined();
    expect((await get(`${base}&facets=brand&sortBy=title-atoz`)).headers['x-catalog-cache']).toBe('hit');
  });

  it('caches every public catalog GET: product, search, categories, subcategories, settings, slider', async () => {
    for (const url of [
      `/api/shop/products/get/${productId}`,
      '/api/shop/search/fan?page=1',
      '/api/common/categories/get?kind=brand',
      '/api/shop/products/subcategories?categories=Fans',
      '/api/common/settings/get',
      '/api/common/feature/get',
    ]) {
      await get(url);
      const again = await get(url);
      expect(again.statusCode, url).toBe(200);
      expect(again.headers['x-catalog-cache'], url).toBe('hit');
      expect(again.headers['cache-control'], url).toBe(PUBLIC_CATALOG_CACHE_CONTROL);
    }
  });

  it('answers 304 to a client that has the current version (If-None-Match)', async () => {
    const url = `/api/shop/products/get/${productId}`;
    const { etag } = (await get(url)).headers as { etag: string };
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CATALOG_CACHE_CONTROL);
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('never keeps an error: a missing product is 404 with no-store, every time', async () => {
    const url = '/api/shop/products/get/00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 2; i++) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
      expect(res.headers['x-catalog-cache']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
    }
    const invalid = await get('/api/shop/products/get?sortBy=nonsense');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toMatch(/\bno-store\b/);
  });

  it("shows an admin's change at once", async () => {
    // An instance that would not read the stamp again for a minute on its own: only its write can refresh it.
    const app = await buildApp(testConfig({ catalogStampMs: 60_000 }), { database: t.database });
    const get = (url: string) => app.inject({ method: 'GET', url });
    try {
      const url = `/api/shop/products/get/${productId}`;
      await get(url);
      expect((await get(url)).headers['x-catalog-cache']).toBe('hit');
      await get('/api/common/settings/get');
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/admin/products/edit/${productId}`,
        headers: { cookie: adminCookie },
        payload: { title: 'Renamed Ceiling Fan' },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const after = await get(url);
      expect(after.headers['x-catalog-cache']).toBe('miss');
      expect(after.json().data.title).toBe('Renamed Ceiling Fan');
      const listing = await get('/api/shop/products/get?category=Fans&sortBy=title-ztoa');
      expect(listing.json().data.map((p: { title: string }) => p.title)).toContain('Renamed Ceiling Fan');

      const settings = await app.inject({
        method: 'PUT',
        url: '/api/admin/settings/update',
        headers: { cookie: adminCookie },
        payload: { companyName: 'Sharma Electricals' },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      expect((await get('/api/common/settings/get')).json().data.companyName).toBe('Sharma Electricals');
    } finally {
      await app.close();
    }
  });

  it("shows another instance's change within one stamp check", async () => {
    // A second instance on the same database, checking the stamp every 300 ms as production does every second.
    const other = await buildApp(testConfig({ catalogStampMs: 300 }), { database: t.database });
    try {
      const url = '/api/shop/products/get?category=Fans&sortBy=price-hightolow';
      await other.inject({ method: 'GET', url });
      expect((await other.inject({ method: 'GET', url })).headers['x-catalog-cache']).toBe('hit');
      // Changed through the first instance (or straight in the database): the other instance has no write to notice.
      await t.db.update(products).set({ title: 'Changed Elsewhere' }).where(eq(products.id, productId));
      await new Promise((r) => setTimeout(r, 350));
      const after = await other.inject({ method: 'GET', url });
      expect(after.headers['x-catalog-cache']).toBe('miss');
      expect(after.json().data.map((p: { title: string }) => p.title)).toContain('Changed Elsewhere');
    } finally {
      await other.close();
    }
  });
});

describe('privacy', () => {
  it("gives a signed-in user the visitor's public answer (same bytes, same entry) and sets no cookie", async () => {
    const url = '/api/shop/products/get?category=Fans&limit=5';
    const visitor = await get(url);
    const signedIn = await get(url, { cookie: customer.cookie });
    expect(signedIn.headers['x-catalog-cache']).toBe('hit');
    expect(signedIn.body).toBe(visitor.body);
    expect(signedIn.headers.etag).toBe(visitor.headers.etag);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(signedIn.body).not.toContain(customer.id);
    expect(signedIn.body).not.toContain('Meera');
  });

  it('marks every personal answer no-store and never keeps one', async () => {
    const before = t.app.publicCatalog.size;
    await t.app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers: { cookie: customer.cookie },
      payload: { userId: customer.id, productId, quantity: 1 },
    });
    for (const url of [
      `/api/shop/cart/get/${customer.id}`,
      `/api/shop/order/list/${customer.id}`,
      `/api/shop/address/get/${customer.id}`,
      '/api/auth/check-auth',
    ]) {
      for (let i = 0; i < 2; i++) {
        const res = await get(url, { cookie: customer.cookie });
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
        expect(res.headers['cache-control'], url).toMatch(/\bno-store\b/);
        expect(res.headers['x-catalog-cache'], url).toBeUndefined();
        expect(res.headers.etag, url).toBeUndefined();
      }
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(login.headers['cache-control']).toMatch(/\bno-store\b/);
    const admin = await get('/api/admin/products/get', { cookie: adminCookie });
    expect(admin.headers['cache-control']).toMatch(/\bno-store\b/);
    expect(t.app.publicCatalog.size).toBe(before);
  });
});

describe('compression', () => {
  const url = '/api/shop/products/get?category=Fans&sortBy=title-atoz';

  it('sends brotli or gzip as the client accepts, decoding to the same JSON', async () => {
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect((await get(url, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('sends answers under 1 KB as they are', async () => {
    const small = await get('/api/shop/search/zzqqxx', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses dynamic answers too (the cache off), not below 1 KB', async () => {
    const plain = await buildApp(testConfig({ catalogCache: false }), { database: t.database });
    try {
      const res = await plain.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['x-catalog-cache']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(PUBLIC_CATALOG_CACHE_CONTROL);
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).data).toHaveLength(12);
      const small = await plain.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('chooses the encoding from Accept-Encoding', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('BR ; q=1.0')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('deflate, identity')).toBe('identity');
    expect(chooseEncoding('gzip;q=0')).toBe('identity');
  });
});
