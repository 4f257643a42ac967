import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { testApp, type TestApp } from '../helpers/app';
import { createAdmin, createProduct, createUser, loginAs } from '../helpers/factories';

// A stand-in for the build (dist/web and dist/server), so this test checks the server's part of page
// serving — sessions, redirects, the page cache, headers, files — without a Vite build. The stand-in
// renderer says who it rendered for, what the settings and a product's title were, and counts renders.
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ssr-'));
const ENTRY = `
import { PassThrough } from 'node:stream';
globalThis.__renders = 0;
// The real entry keys pages on the parameters each reads (web/src/lib/page-key.ts); this one knows three.
const KNOWN = ['category', 'product', 'compressed'];
export function pageCacheKey(pathAndQuery) {
  const url = new URL(pathAndQuery, 'http://stand.in');
  if ([...url.searchParams.keys()].some((k) => !KNOWN.includes(k))) return null;
  url.searchParams.sort();
  return url.pathname + url.search;
}
export async function render(request) {
  const url = new URL(request.url);
  if (url.pathname === '/shop/checkout' && !request.user) {
    return { type: 'redirect', status: 302, location: '/auth/login?r=%2Fshop%2Fcheckout' };
  }
  if (url.pathname === '/odd-redirect') return { type: 'redirect', status: 302, location: '/\\u4f60\\r\\nx: y' };
  globalThis.__renders += 1;
  const settings = await request.storefront.settings();
  const id = url.searchParams.get('product');
  const product = id ? await request.storefront.product(id) : null;
  const assets = request.assets(['src/routes/shop/home.tsx'], url.pathname === '/shop/account' ? 'app' : 'shop');
  const status = url.pathname === '/missing' ? 404 : 200;
  const html = '<!DOCTYPE html><html><body>' + JSON.stringify({
    user: request.user ? request.user.email : 'visitor', shop: settings.companyName,
    title: product ? product.title : null, assets, renders: globalThis.__renders,
  }) + '</body></html>';
  return {
    type: 'html', status, cacheable: !request.user && status === 200,
    pipe(destination) { const s = new PassThrough(); s.pipe(destination); s.end(html); },
    abort() {},
  };
}
`;
// Each entry only imports its start module, which holds the code and the CSS (decision 026).
const MANIFEST = {
  'src/entry-client.tsx': {
    file: 'assets/entry-abc123.js',
    dynamicImports: ['src/app/app-client.tsx'],
    isEntry: true,
  },
  'src/app/app-client.tsx': {
    file: 'assets/app-client-777777.js',
    css: ['assets/app-abc123.css'],
    imports: ['_shared.js', '_router.js'],
    isDynamicEntry: true,
  },
  'src/entry-shop.tsx': {
    file: 'assets/entry-shop-abc123.js',
    dynamicImports: ['src/app/shop-client.tsx'],
    isEntry: true,
  },
  'src/app/shop-client.tsx': {
    file: 'assets/shop-client-888888.js',
    css: ['assets/app-abc123.css'],
    imports: ['_shared.js'],
    isDynamicEntry: true,
  },
  '_shared.js': { file: 'assets/shared-def456.js' },
  '_router.js': { file: 'assets/router-999999.js' },
  'src/routes/shop/home.tsx': { file: 'assets/home-111111.js', imports: ['_shared.js'] },
};

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(webDistDir, 'assets'));
  fs.mkdirSync(path.join(webDistDir, '.vite'));
  fs.writeFileSync(path.join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(webDistDir, 'assets', 'entry-abc123.js'), 'console.log("app");'.repeat(200));
  fs.writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(ssrDir, 'entry-server.js'), ENTRY);
  t = await testApp({ config: { webDistDir, ssrDir } });
  fs.mkdirSync(path.join(t.config.uploadsDir, 'seed'), { recursive: true });
  fs.writeFileSync(path.join(t.config.uploadsDir, 'seed', 'a.webp'), Buffer.from('RIFF0000WEBPVP8 '));
});
afterAll(async () => {
  fs.rmSync(webDistDir, { recursive: true, force: true });
  fs.rmSync(ssrDir, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  const match = /<body>(.*)<\/body>/.exec(res.body);
  return { res, data: match ? JSON.parse(match[1]) : null };
};

describe('pages rendered on the server', () => {
  it('renders a visitor page with the settings read in process, and the entry and page assets', async () => {
    const { res, data } = await page('/shop/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(data.user).toBe('visitor');
    // A browsing page: the shop's entry, its start module and the page's chunks, and not the router.
    expect(data.assets).toEqual({
      scripts: ['/assets/entry-shop-abc123.js'],
      styles: ['/assets/app-abc123.css'],
      preloads: ['/assets/shop-client-888888.js', '/assets/shared-def456.js', '/assets/home-111111.js'],
    });
    // A page of the router's: the app's entry, with the router.
    expect((await page('/shop/account')).data.assets).toEqual({
      scripts: ['/assets/entry-abc123.js'],
      styles: ['/assets/app-abc123.css'],
      preloads: [
        '/assets/app-client-777777.js',
        '/assets/shared-def456.js',
        '/assets/router-999999.js',
        '/assets/home-111111.js',
      ],
    });
  });

  it('serves a visitor the cached page until the catalog changes, then renders again', async () => {
    const url = '/shop/listing?category=Fans';
    const first = await page(url);
    expect(first.res.headers['x-page-cache']).toBe('miss');
    const second = await page(url);
    expect(second.res.headers['x-page-cache']).toBe('hit');
    expect(second.data.renders).toBe(first.data.renders);

    // An admin change through the API moves the catalog stamp: the next visitor sees it at once.
    const admin = await createAdmin(t.db);
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/update',
      headers: { cookie: await loginAs(t.app, admin) },
      payload: { companyName: 'Sharma Traders' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const third = await page(url);
    expect(third.res.headers['x-page-cache']).toBe('miss');
    expect(third.data.shop).toBe('Sharma Traders');
  });

  it('notices a change made by another instance (the database stamp), within its one-second check', async () => {
    const product = await createProduct(t.db, { title: 'Shared Fan' });
    const url = `/shop/search?product=${product.id}`;
    await page(url);
    expect((await page(url)).res.headers['x-page-cache']).toBe('hit');
    // Written straight to the database, as another instance would: no request passed through this one.
    const { products } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.update(products).set({ title: 'Renamed Fan' }).where(eq(products.id, product.id));
    await new Promise((r) => setTimeout(r, 1100));
    const after = await page(url);
    expect(after.res.headers['x-page-cache']).toBe('miss');
    expect(after.data.title).toBe('Renamed Fan');
  });

  it('answers a cached page with 304 when the browser has it', async () => {
    const first = await page('/shop/about');
    const etag = first.res.headers.etag as string;
    expect(first.res.headers['cache-control']).toBe('no-cache');
    expect(first.res.headers.vary).toBe('Cookie, Accept-Encoding');
    const again = await t.app.inject({
      method: 'GET',
      url: '/shop/about',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never gives a signed-in user a visitor page, nor a visitor a signed-in page, and never stores either', async () => {
    await page('/shop/contact');
    expect((await page('/shop/contact')).res.headers['x-page-cache']).toBe('hit');
    const meera = await createUser(t.db, { email: 'meera@example.com' });
    const signedIn = await page('/shop/contact', { cookie: await loginAs(t.app, meera) });
    expect(signedIn.data.user).toBe('meera@example.com');
    expect(signedIn.res.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.res.headers['x-page-cache']).toBeUndefined();
    const ravi = await createUser(t.db, { email: 'ravi@example.com' });
    expect((await page('/shop/contact', { cookie: await loginAs(t.app, ravi) })).data.user).toBe(
      'ravi@example.com',
    );
    const visitor = await page('/shop/contact');
    expect(visitor.data.user).toBe('visitor');
    expect(visitor.res.headers['x-page-cache']).toBe('hit');
  });

  it('treats an unknown or expired session cookie as a visitor', async () => {
    const { data } = await page('/shop/warranty', { cookie: 'sid=not-a-real-session' });
    expect(data.user).toBe('visitor');
  });

  it('passes the renderer’s redirect on, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop/checkout' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login?r=%2Fshop%2Fcheckout');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  // Security review: the cache was keyed on the raw URL, so random parameters rendered each time and filled it.
  it('keeps a page under its known parameters in one order, and never one with a parameter it does not read', async () => {
    const first = await page('/shop/listing?compressed=1&category=Fans');
    expect(first.res.headers['x-page-cache']).toBe('miss');
    const reordered = await page('/shop/listing?category=Fans&compressed=1');
    expect(reordered.res.headers['x-page-cache']).toBe('hit');
    expect(reordered.data.renders).toBe(first.data.renders);

    const before = t.app.pageCacheSize();
    let renders = first.data.renders as number;
    for (let i = 0; i < 20; i++) {
      const random = await page(`/shop/listing?category=Fans&z=${Math.random()}`);
      expect(random.res.statusCode).toBe(200);
      expect(random.res.headers['x-page-cache']).toBe('bypass');
      expect(random.data.renders).toBeGreaterThan(renders);
      renders = random.data.renders;
    }
    expect(t.app.pageCacheSize()).toBe(before);
    // The page itself is still served from the cache to everyone else.
    expect((await page('/shop/listing?category=Fans&compressed=1')).res.headers['x-page-cache']).toBe('hit');
  });

  it('never answers 500 for a redirect the Location header cannot carry: the shop’s root instead', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/odd-redirect' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('keeps the renderer’s status and does not cache a page that is not found', async () => {
    const first = await page('/missing');
    expect(first.res.statusCode).toBe(404);
    expect(first.res.headers['x-page-cache']).toBe('bypass');
    expect((await page('/missing')).data.renders).toBe(first.data.renders + 1);
  });
});

describe('files', () => {
  it('serves hashed assets with long-lived caching, compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves files added after start (a rebuild) and answers a missing asset with 404, not a page', async () => {
    fs.writeFileSync(path.join(webDistDir, 'assets', 'app-def456.js'), 'console.log("rebuilt");');
    const fresh = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('rebuilt');
    const gone = await t.app.inject({ method: 'GET', url: '/assets/app-000000.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('<body>');
  });

  it('serves assets precompressed at build time as the browser accepts, with Content-Encoding and Vary', async () => {
    const dir = path.join(webDistDir, 'assets');
    const source = `export const words = ${JSON.stringify('switch socket wire cable '.repeat(200))};`;
    fs.writeFileSync(path.join(dir, 'chunk-777777.js'), source);
    expect(precompressDir(dir)).toBeGreaterThan(0);
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/chunk-777777.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/chunk-777777.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(source);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/chunk-777777.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('keeps visitor pages precompressed: brotli or gzip from the page cache, the same HTML', async () => {
    const url = '/shop/about?compressed=1';
    const plain = await t.app.inject({ method: 'GET', url });
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['x-page-cache']).toBe('hit');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    if (plain.rawPayload.length >= 1024) {
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    } else {
      expect(br.headers['content-encoding']).toBeUndefined();
      expect(br.body).toBe(plain.body);
    }
  });

  it('serves the favicon, but no other file of the build (the manifest stays private)', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/nothing.svg' })).statusCode).toBe(404);
  });

  it('serves uploads with long-lived caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/seed/a.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing upload or API path with a 404, not a page', async () => {
    const upload = await t.app.inject({ method: 'GET', url: '/uploads/seed/missing.webp' });
    expect(upload.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/shop/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'No such endpoint: GET /api/shop/nothing-here' });
  });

  it('sends security headers: no inline script may run on a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop/home' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  // Security review: HSTS went out over plain http too, no Permissions-Policy, and forms could post anywhere.
  it('turns off camera, microphone, location and payment APIs, and lets forms post only to the shop', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop/home' });
    expect(res.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    expect(res.headers['content-security-policy']).toContain("form-action 'self';");
    expect(res.headers['content-security-policy']).not.toMatch(/form-action[^;]*http/);
  });

  it('sends HSTS only over https', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client cannot claim https when no proxy is believed (TRUST_PROXY=false).
    const claimed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await testApp({
      config: { trustProxy: true, publicUrl: 'https://shop.example.in', cookieSecure: true },
    });
    const res = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('without a build', () => {
  it('says plainly that the web app is not built', async () => {
    const bare = await testApp({
      config: { webDistDir: path.join(webDistDir, 'none'), ssrDir: path.join(ssrDir, 'none') },
    });
    const res = await bare.app.inject({ method: 'GET', url: '/shop/home' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});
