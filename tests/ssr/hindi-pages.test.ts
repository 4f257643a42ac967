import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app';
import { eq } from 'drizzle-orm';
import { subcategories } from '../../server/db/schema';
import { createCategory, createProduct, createUser, loginAs } from '../helpers/factories';
import { settle } from './html';

// The shop in Hindi (issue 50, decision 036): every storefront and sign-in page's twin under /hi, server-rendered
// by the real build with <html lang="hi">, its areas' Hindi in the payload, hreflang both ways, a Hindi 404,
// the language cookie for a bare / or /shop, and a page cache that keeps the two languages apart.
let t: TestApp;
let origin: string;
let productId: string;

beforeAll(async () => {
  t = await testApp({
    config: { webDistDir: path.resolve('dist/web'), ssrDir: path.resolve('dist/server') },
  });
  origin = t.app.config.publicUrl;
  await createCategory(t.db, { name: 'Fans', subcategories: ['Ceiling Fans'] });
  await createCategory(t.db, { name: 'Tejas', kind: 'brand' });
  productId = (
    await createProduct(t.db, {
      title: 'Tejas Ceiling Fan 1200 mm',
      category: 'Fans',
      subcategory: 'Ceiling Fans',
      brand: 'Tejas',
    })
  ).id;
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1], m[2]]),
  );
const payloadOf = (html: string) =>
  settle(html).payload as {
    i18n?: { areas: string[]; messages: Record<string, string> };
    page?: { file: string };
    router?: unknown;
  };
const entryOf = (html: string) => /<script type="module" src="\/assets\/(entry-\w+)-/.exec(html)?.[1];

describe('every kind of page under /hi', () => {
  it('a browsing page (decision 026): Hindi, lang="hi", the frame in Hindi, its areas, hreflang both ways', async () => {
    for (const [url, file] of [
      ['/hi/shop/home', 'shop/home'],
      ['/hi/shop/listing?category=Fans', 'shop/listing'],
      [`/hi/shop/product/${productId}`, 'shop/product'],
      ['/hi/shop/about', 'shop/static/about'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(htmlLang(res.body), url).toBe('hi');
      expect(res.body, url).toContain('दुकान में खोजें'); // the header's search box
      expect(res.body, url).toContain('सभी दाम भारतीय रुपये में'); // the footer
      expect(entryOf(res.body), url).toBe('entry-shop');
      const payload = payloadOf(res.body);
      expect(payload.page?.file, url).toBe(file);
      expect(payload.i18n?.areas, url).toEqual([
        'frame',
        file.startsWith('shop/static/') ? 'policies' : 'browse',
      ]);
      expect(payload.i18n?.messages['Skip to content'], url).toBe('सीधे पेज पर जाएँ');
      const bare = url.slice(3);
      expect(alternates(res.body), url).toEqual({
        en: `${origin}${bare}`,
        hi: `${origin}${url}`,
        'x-default': `${origin}${bare}`,
      });
      // Links stay in Hindi.
      expect(res.body, url).toContain('href="/hi/shop/contact"');
      expect(res.body, url).not.toContain('href="/shop/contact"');
    }
  });

  it('its English twin: lang="en-IN" as always, the same hreflang, no catalogue, links in English', async () => {
    const res = await get(`/shop/product/${productId}`);
    expect(htmlLang(res.body)).toBe('en-IN');
    expect(res.body).toContain('Search the shop');
    expect(payloadOf(res.body).i18n).toBeUndefined();
    expect(alternates(res.body)).toEqual({
      en: `${origin}/shop/product/${productId}`,
      hi: `${origin}/hi/shop/product/${productId}`,
      'x-default': `${origin}/shop/product/${productId}`,
    });
    expect(res.body).toContain('href="/shop/contact"');
    expect(res.body).not.toContain('href="/hi/shop/contact"');
    expect(res.body).toContain(`rel="canonical" href="${origin}/shop/product/${productId}"`);
  });

  it('a buyer page (decision 035): the Hindi login and, signed in, the Hindi checkout', async () => {
    const login = await get('/hi/auth/login');
    expect(login.statusCode).toBe(200);
    expect(htmlLang(login.body)).toBe('hi');
    expect(entryOf(login.body)).toBe('entry-buyer');
    expect(login.body).toContain('दुकान पर वापस'); // the sign-in frame's Back to shop
    expect(payloadOf(login.body).i18n?.areas).toEqual(['frame', 'auth']);
    expect(alternates(login.body).hi).toBe(`${origin}/hi/auth/login`);

    const cookie = await loginAs(t.app, await createUser(t.db, { email: 'hindi-checkout@example.com' }));
    const checkout = await get('/hi/shop/checkout', cookie);
    expect(checkout.statusCode).toBe(200);
    expect(htmlLang(checkout.body)).toBe('hi');
    expect(entryOf(checkout.body)).toBe('entry-buyer');
    expect(payloadOf(checkout.body).i18n?.areas).toEqual(['frame', 'checkout', 'addresses']);
    // A signed-in page is not one for search engines.
    expect(alternates(checkout.body)).toEqual({});
  });

  it('a page of the router: the signed-in wishlist, with the router under /hi', async () => {
    const cookie = await loginAs(t.app, await createUser(t.db, { email: 'hindi-wishlist@example.com' }));
    const res = await get('/hi/shop/wishlist', cookie);
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('hi');
    expect(entryOf(res.body)).toBe('entry-client');
    const payload = payloadOf(res.body);
    expect(payload.router).toBeDefined();
    expect(payload.i18n?.areas).toEqual(['frame', 'account', 'browse']);
    expect(res.body).toContain('सीधे पेज पर जाएँ');
    expect(res.body).toContain('href="/hi/shop/home"');
  });

  it('robots.txt keeps the Hindi twins of the sign-in, checkout, account and payment pages out, as the English', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    const disallowed = [...res.body.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
    const twins = ['/auth/', '/shop/checkout', '/shop/account', '/shop/phonepe-return'];
    for (const path of twins) expect(disallowed).toEqual(expect.arrayContaining([path, `/hi${path}`]));
    // The browsing pages in either language stay open to search engines.
    expect(disallowed.filter((d) => d.startsWith('/hi/'))).toEqual(twins.map((p) => `/hi${p}`));
  });

  it('a missing page under /hi is the Hindi 404 with status 404, and so is the admin panel there', async () => {
    for (const url of [
      '/hi/shop/no-such-page',
      '/hi/no-such-page',
      '/hi/shop/product/00000000-0000-4000-8000-000000000000',
      '/hi/admin/dashboard',
      '/hi/unauth-page',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(htmlLang(res.body), url).toBe('hi');
      expect(res.body, url).toContain('यह पेज मौजूद नहीं है');
      expect(res.body, url).not.toContain('This page doesn&#x27;t exist');
    }
    const english = await get('/shop/no-such-page');
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('This page doesn&#x27;t exist');
  });
});

describe('redirects keep the language', () => {
  it('a visitor of the Hindi checkout goes to the Hindi login, with the way back', async () => {
    const res = await get('/hi/shop/checkout');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hi/auth/login?r=%2Fshop%2Fcheckout');
  });

  it('/hi and /hi/shop go to the Hindi home; / and /shop to the English one without the cookie', async () => {
    for (const [url, to] of [
      ['/hi', '/hi/shop/home'],
      ['/hi/shop', '/hi/shop/home'],
      ['/', '/shop/home'],
      ['/shop', '/shop/home'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(to);
    }
  });

  it('the lang=hi cookie sends a bare / or /shop to the Hindi home, and no English page elsewhere', async () => {
    expect((await get('/', 'lang=hi')).headers.location).toBe('/hi/shop/home');
    expect((await get('/shop', 'lang=hi')).headers.location).toBe('/hi/shop/home');
    expect((await get('/', 'lang=en')).headers.location).toBe('/shop/home');
    expect((await get('/', 'lang=xx')).headers.location).toBe('/shop/home');
    const english = await get('/shop/home', 'lang=hi');
    expect(english.statusCode).toBe(200);
    expect(htmlLang(english.body)).toBe('en-IN');
    // An English page's login redirect stays English whatever the cookie.
    expect((await get('/shop/checkout', 'lang=hi')).headers.location).toBe(
      '/auth/login?r=%2Fshop%2Fcheckout',
    );
  });

  it('an admin on a Hindi shop page goes to the (English) dashboard', async () => {
    const cookie = await loginAs(
      t.app,
      await createUser(t.db, { email: 'hindi-admin@example.com', role: 'admin' }),
    );
    const res = await get('/hi/shop/home', cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/dashboard');
  });
});

describe('the language switch', () => {
  it('goes to the same page with the same query in the other language, named in that language', async () => {
    const en = await get('/shop/search?keyword=fan');
    expect(en.body).toMatch(
      /<a href="\/hi\/shop\/search\?keyword=fan" lang="hi" hrefLang="hi"[^>]*>हिन्दी<\/a>/i,
    );
    const hi = await get('/hi/shop/search?keyword=fan');
    expect(hi.body).toMatch(
      /<a href="\/shop\/search\?keyword=fan" lang="en" hrefLang="en"[^>]*>English<\/a>/i,
    );
    // In the header (by the search box on phones, in the first row wider) and in the footer.
    expect(hi.body.match(/>English<\/a>/g)).toHaveLength(3);
    // Search results are noindex: no hreflang.
    expect(alternates(hi.body)).toEqual({});
  });
});

describe('the page cache keeps the languages apart', () => {
  it('answers each language with its own page, asked for interleaved', async () => {
    const en = '/shop/listing?brand=Tejas';
    const hi = '/hi/shop/listing?brand=Tejas';
    const seen: [string, string | undefined, string | undefined][] = [];
    for (const url of [en, hi, en, hi, hi, en]) {
      const res = await get(url);
      seen.push([url, res.headers['x-page-cache'] as string | undefined, htmlLang(res.body)]);
    }
    expect(seen).toEqual([
      [en, 'miss', 'en-IN'],
      [hi, 'miss', 'hi'],
      [en, 'hit', 'en-IN'],
      [hi, 'hit', 'hi'],
      [hi, 'hit', 'hi'],
      [en, 'hit', 'en-IN'],
    ]);
  });
});

describe('category, brand and subcategory names in the server’s HTML', () => {
  // names.ts reads the category and brand lists (and the product's subcategories) on a Hindi page; the
  // loaders bring them with the page, so the Hindi names are in the HTML and hydration renders the same.
  let lampId: string;
  beforeAll(async () => {
    const lights = await createCategory(t.db, {
      name: 'Lights',
      subcategories: ['LED Bulbs'],
      translations: { hi: { name: 'लाइटें' } },
    });
    await t.db
      .update(subcategories)
      .set({ translations: { hi: { name: 'एलईडी बल्ब' } } })
      .where(eq(subcategories.id, lights.subcategories[0].id));
    await createCategory(t.db, { name: 'Prakash', kind: 'brand', translations: { hi: { name: 'प्रकाश' } } });
    lampId = (
      await createProduct(t.db, {
        title: 'Prakash LED Bulb 9 W',
        category: 'Lights',
        subcategory: 'LED Bulbs',
        brand: 'Prakash',
      })
    ).id;
  });

  const queryNames = (html: string) =>
    ((payloadOf(html) as { queries?: [unknown[], unknown][] }).queries ?? []).map(([key]) => key.join('/'));

  it('/hi/shop/listing and /hi/shop/product/{id} are served with the Hindi names', async () => {
    const listing = await get('/hi/shop/listing?category=Lights');
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain('लाइटें'); // the category, in the filters and the heading
    expect(listing.body).toContain('प्रकाश'); // the card's brand
    expect(queryNames(listing.body)).toEqual(
      expect.arrayContaining(['catalog/categories/category/tiles', 'catalog/categories/brand/tiles']),
    );

    const product = await get(`/hi/shop/product/${lampId}`);
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('लाइटें › एलईडी बल्ब');
    expect(product.body).toContain('प्रकाश');
    expect(queryNames(product.body)).toEqual(
      expect.arrayContaining([
        'catalog/categories/category/tiles',
        'catalog/categories/brand/tiles',
        'catalog/subcategories/Lights',
      ]),
    );
  });

  it('their English twins fetch and carry nothing more: English names, no brand list, no subcategories', async () => {
    // What is shown (the payload's category tiles carry their Hindi names on both pages, as before).
    const shown = (html: string) => html.replace(/<script[^>]*id="shop-data">[\s\S]*?<\/script>/, '');
    const listing = await get('/shop/listing?category=Lights');
    expect(shown(listing.body)).not.toMatch(/लाइटें|प्रकाश/);
    expect(queryNames(listing.body)).not.toContain('catalog/categories/brand/tiles');
    const product = await get(`/shop/product/${lampId}`);
    expect(product.body).toContain('Lights › LED Bulbs');
    expect(product.body).not.toMatch(/लाइटें|प्रकाश|एलईडी/);
    expect(product.body).toContain('Lights');
    expect(queryNames(product.body).filter((k) => /categor/.test(k))).toEqual([]);
  });
});
