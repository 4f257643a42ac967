import { AREAS } from '../../web/src/i18n/catalogues';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { axeClean, DESKTOP, journey, PHONE, press, waitForHydration, waitForPath } from './harness';

/**
 * Issue 50: a visitor on a product page switches to Hindi and lands on the same product in Hindi (the header's
 * words in Hindi, axe clean, nothing wider than the screen), then switches back, at
 * 360 and 1280 px. Screenshots: /tmp/hi-core-*.png.
 */
const j = journey({ demo: true });

/** How far the page reaches past the screen's right edge (0 when it fits). */
const overflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the shop in Hindi', () => {
  it('the language switch goes to the same product in Hindi and back, at 360 and 1280 px', async () => {
    const rows = await j.shop.db.select().from(products);
    const product = rows.find((p) => p.totalStock > 0)!;
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await j.tab(viewport);
      await page.goto(`${j.shop.baseUrl}/shop/product/${product.id}`);
      await waitForHydration(page, 'header a[lang="hi"]');
      await page.screenshot({ path: `/tmp/hi-core-product-en-${viewport.width}.png` });
      expect(await overflow(page), `the English product page at ${viewport.width} px`).toBe(0);
      const toHindi = page.getByRole('banner').getByRole('link', { name: 'हिन्दी' });
      await expect.poll(() => toHindi.getAttribute('href')).toBe(`/hi/shop/product/${product.id}`);
      await press(toHindi);
      await waitForPath(page, `/hi/shop/product/${product.id}`);
      await waitForHydration(page, 'header a[lang="en"]');
      expect(await page.getAttribute('html', 'lang')).toBe('hi');
      await page.getByRole('search', { name: 'दुकान में खोजें' }).first().waitFor();
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');
      expect(await overflow(page), `the Hindi product page at ${viewport.width} px`).toBe(0);
      await axeClean(page, `the Hindi product page at ${viewport.width} px`);
      fs.mkdirSync('/tmp', { recursive: true });
      await page.screenshot({ path: `/tmp/hi-core-product-${viewport.width}.png` });
      await page.screenshot({ path: `/tmp/hi-core-product-full-${viewport.width}.png`, fullPage: true });

      await press(page.getByRole('banner').getByRole('link', { name: 'English' }));
      await waitForPath(page, `/shop/product/${product.id}`);
      expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
      await page.getByRole('search', { name: 'Search the shop' }).first().waitFor();
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    }
  });

  it('the Hindi 404 and the Hindi login: in Hindi, axe clean, fitting 360 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await j.tab(viewport);
      const missing = await page.goto(`${j.shop.baseUrl}/hi/shop/no-such-page`);
      expect(missing?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'यह पेज मौजूद नहीं है' }).waitFor();
      expect(await overflow(page), `the Hindi 404 at ${viewport.width} px`).toBe(0);
      await axeClean(page, `the Hindi 404 at ${viewport.width} px`);
      await page.screenshot({ path: `/tmp/hi-core-404-${viewport.width}.png` });

      await page.goto(`${j.shop.baseUrl}/hi/auth/login`);
      await waitForHydration(page, 'main a[lang="en"]');
      await page.getByRole('link', { name: 'दुकान पर वापस' }).waitFor();
      expect(await overflow(page), `the Hindi login at ${viewport.width} px`).toBe(0);
      await axeClean(page, `the Hindi login at ${viewport.width} px`);
      await page.screenshot({ path: `/tmp/hi-core-login-${viewport.width}.png` });
    }
  });

  it('a router page under /hi navigates in the browser to the next page in Hindi, its words loaded on the way', async () => {
    const customer = await j.customer('Kavita Rao');
    const { page } = await customer.tab(DESKTOP);
    // The catalogues' chunks, as the build's manifest names them.
    const manifest = JSON.parse(fs.readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >;
    const areaOf = new Map(
      Object.entries(manifest)
        .filter(([source]) => source.startsWith('src/i18n/hi/'))
        .map(([source, chunk]) => [`/${chunk.file}`, source.replace(/^src\/i18n\/hi\/|\.ts$/g, '')]),
    );
    expect(areaOf.size).toBe(AREAS.length);
    const catalogues: string[] = [];
    page.on('request', (r) => {
      const area = areaOf.get(new URL(r.url()).pathname);
      if (area) catalogues.push(area);
    });
    await page.goto(`${j.shop.baseUrl}/hi/shop/wishlist`);
    await waitForHydration(page, 'header a[lang="en"]');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    // The wishlist's words came with the page: no catalogue fetched for it.
    expect(catalogues).toEqual([]);
    await press(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'हमारे बारे में' }));
    await waitForPath(page, '/hi/shop/about');
    // The about page's area (policies) was loaded by the router before it showed the page.
    expect(catalogues).toEqual(['policies']);
    await page.getByRole('search', { name: 'दुकान में खोजें' }).first().waitFor();
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'English' }).getAttribute('href'))
      .toBe('/shop/about');
  });
});
