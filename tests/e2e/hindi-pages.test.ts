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
});
