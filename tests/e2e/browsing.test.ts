import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, DEFAULT_PASSWORD } from '../helpers/factories';
import {
  axeClean,
  DESKTOP,
  journey,
  logIn,
  PHONE,
  docScreenshot,
  toast,
  waitForPath,
  focusCoveredByChat,
  waitForHydration,
} from './harness';

// A visitor and a customer browsing the demo shop (the catalog `npm start` seeds), on the production build.
const j = journey({ demo: true });

/** The prices of the cards in the grid, in rupees, in the order shown. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article .price-now').allTextContents();
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, '')));
}

describe('a visitor browsing', () => {
  it('goes home → a category’s View all → a brand → price high to low → quick view → the product’s page → a search with a typo', async () => {
    const tab = await j.tab(PHONE);
    const { page } = tab;
    const api: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) api.push(new URL(r.url()).pathname);
    });
    await page.goto('/shop/home');
    await page.getByRole('heading', { name: 'Feature Products' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Rendered on the server with its data: loading the page asked the API nothing.
    expect(api).toEqual([]);

    await page.getByRole('link', { name: 'View all Switches & Sockets' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/shop/listing' && u.searchParams.get('category') === 'Switches & Sockets',
    );
    // The heading names the category; the brand filter offers the brands it has, with their counts.
    await page.getByRole('heading', { level: 1, name: /^Switches & Sockets \(\d+ products?\)$/ }).waitFor();

    await page.getByRole('button', { name: /Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first().waitFor();
    const brandNames = await sheet
      .getByRole('group', { name: 'Brand' })
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    expect(brandNames.length).toBeGreaterThan(0);
    expect(brandNames.length).toBeLessThan(12);
    for (const name of brandNames) expect(name).toMatch(/ \(\d+\)$/);
    // Applied at once: the box shows checked once the listing for the new URL has loaded.
    await sheet.getByRole('checkbox', { name: 'Kiran Electricals' }).click();
    await page.waitForURL((u) => u.searchParams.get('brand') === 'Kiran Electricals');
    await expect
      .poll(() => sheet.getByRole('checkbox', { name: 'Kiran Electricals' }).isChecked())
      .toBe(true);
    await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await sheet.waitFor({ state: 'detached' });

    await page.getByLabel('Sort by').selectOption('price-hightolow');
    await page.waitForURL((u) => u.searchParams.get('sortBy') === 'price-hightolow');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const brands = await page.locator('main article p.product-card-brand').allTextContents();
    expect(new Set(brands)).toEqual(new Set(['Kiran Electricals']));
    await docScreenshot(page, 'listing-filtered-360');

    const firstCard = page.locator('main article').first();
    const title = (await firstCard.getAttribute('aria-label'))!;
    await firstCard.getByRole('button', { name: `Quick view: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('heading', { name: 'Reviews' }).waitFor();
    await expect.poll(() => dialog.getByText(/CGST \(\d+(\.\d+)?%\)/).count()).toBe(1);
    await dialog.getByRole('link', { name: 'Log in' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The closing dialog hands focus back to its trigger just after it leaves the page: poll, not one look.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Quick view: ${title}`);

    const href = (await firstCard.getByRole('link', { name: title }).getAttribute('href'))!;
    await page.goto(href);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ '@type': 'Product', name: title, offers: { priceCurrency: 'INR' } });
    // Tabbing through the product page (its pincode check at the bottom right among it), nothing focused sits
    // under the floating chat link (WCAG 2.4.11).
    await page.getByRole('link', { name: /Chat with us on WhatsApp/ }).waitFor();
    const tabbed = await focusCoveredByChat(page);
    expect(tabbed.focused).toContain('button "Check"');
    expect(tabbed.covered).toEqual([]);

    const search = page.getByRole('searchbox', { name: 'Search products' }).first();
    await search.fill('swich');
    await search.press('Enter');
    await waitForPath(page, '/shop/search');
    await page.getByText(/\d+ results? for “swich”/).waitFor();
    const found = await page
      .locator('main article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(found.length).toBeGreaterThan(0);
    // Ranked: the best matches are switches (later ones may match on their category, 'Switches & Sockets').
    expect(found.slice(0, 3).every((t) => /switch/i.test(t ?? ''))).toBe(true);
  });

  it('shows each card’s whole title, so the two 3-core cables differ (0.75 and 1.5 sq mm), with cards lined up', async () => {
    /** Each card's title (and whether it is cut), and whether the prices of each row of cards line up. */
    const cards = (page: Page) =>
      page.locator('main article').evaluateAll((els) => {
        const rows = new Map<number, number[]>();
        const titles = els.map((el) => {
          const title = el.querySelector('.product-card-title') as HTMLElement;
          const top = Math.round(el.getBoundingClientRect().top);
          const price = (el.querySelector('.price') as HTMLElement).getBoundingClientRect().top;
          rows.set(top, [...(rows.get(top) ?? []), Math.round(price)]);
          return { text: title.textContent ?? '', cut: title.scrollHeight > title.clientHeight + 1 };
        });
        const uneven = [...rows.values()].filter((prices) => new Set(prices).size > 1).length;
        return { titles, uneven };
      });
    for (const viewport of [PHONE, DESKTOP]) {
      const tab = await j.tab(viewport);
      const { page } = tab;
      for (const path of [
        '/shop/listing?category=Wires%20%26%20Cables',
        '/shop/listing?category=Wires%20%26%20Cables&subcategory=Flexible%20Cable',
        '/shop/search?keyword=flexible%20cable',
      ]) {
        await page.goto(path);
        await page.locator('main article').first().waitFor();
        const { titles, uneven } = await cards(page);
        const where = `${path} at ${viewport.width} px`;
        expect(
          titles
            .filter((t) => t.text.startsWith('3-Core Flexible Cable (per metre)'))
            .map((t) => t.text)
            .sort(),
          where,
        ).toEqual([
          '3-Core Flexible Cable (per metre) 0.75 sq mm',
          '3-Core Flexible Cable (per metre) 1.5 sq mm',
        ]);
        // None cut, the longest demo titles (the armoured cable's, the house wire's) included.
        expect(
          titles.filter((t) => t.cut).map((t) => t.text),
          where,
        ).toEqual([]);
        // The prices (and the buttons under them) of each row of cards line up.
        expect(uneven, where).toBe(0);
      }
      if (viewport === PHONE) await docScreenshot(page, 'listing-cables-360');
    }
  });

  it('filters a category by a typed price range and In stock only, kept in the address', async () => {
    const tab = await j.tab(DESKTOP);
    const { page } = tab;
    await page.goto('/shop/listing?category=Fans');
    await page.getByRole('heading', { level: 1, name: /^Fans \(\d+ products?\)$/ }).waitFor();
    await waitForHydration(page, '#side-minPrice');
    await page.locator('#side-minPrice').fill('1000');
    await page.locator('#side-maxPrice').fill('3000');
    await page.locator('#side-maxPrice').press('Enter');
    await page.waitForURL(
      (u) => u.searchParams.get('minPrice') === '1000' && u.searchParams.get('maxPrice') === '3000',
    );
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 1000 && p <= 3000)).toBe(true);
    await page.getByRole('checkbox', { name: 'In stock only' }).check();
    await page.waitForURL((u) => u.searchParams.get('inStock') === 'true');
    await page.getByRole('link', { name: 'Remove filter: ₹1,000 – ₹3,000' }).waitFor();
    await docScreenshot(page, 'listing-price-range-1280');
    // A reload shows the same view.
    await page.reload();
    await page.getByRole('link', { name: 'Remove filter: ₹1,000 – ₹3,000' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'In stock only' }).isChecked()).toBe(true);
  });

  it('shows the listing and follows its links with JavaScript off', async () => {
    const context = await j.browser.newContext({
      baseURL: j.shop.baseUrl,
      viewport: DESKTOP,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto('/shop/listing?category=Fans&sortBy=price-hightolow');
      const cards = page.locator('main article');
      expect(await cards.count()).toBeGreaterThan(2);
      const title = (await cards.first().getAttribute('aria-label'))!;
      await cards.first().getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // The filters are a plain form: Apply (shown without JavaScript) sends them.
      await page.goto('/shop/listing');
      await page.getByRole('checkbox', { name: 'Lighting' }).check();
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL((u) => u.searchParams.get('category') === 'Lighting');
      const categoriesShown = await page.locator('main article').count();
      expect(categoriesShown).toBeGreaterThan(0);
      await page.getByRole('navigation', { name: 'Pagination' }).count();
    } finally {
      await context.close();
    }
  });
});

describe('a customer', () => {
  it('writes a review on a product’s page and sees it, with the new average', async () => {
    const customer = await createUser(j.shop.db, { userName: 'Meera Iyer' });
    const tab = await j.tab(DESKTOP);
    await logIn(tab, customer.email, DEFAULT_PASSWORD);
    const { page } = tab;
    await page.goto('/shop/listing?category=Fans');
    const card = page.locator('main article').first();
    const title = (await card.getAttribute('aria-label'))!;
    await card.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.getByLabel('2 stars: Fair').check({ force: true });
    await page.getByLabel('Your review').fill('Wobbles at top speed; fine otherwise.');
    await page.getByRole('button', { name: 'Submit' }).click();
    // The review as shown in the list (the form's textarea may still hold the same words for a moment).
    await page.getByRole('paragraph').filter({ hasText: 'Wobbles at top speed; fine otherwise.' }).waitFor();
    await toast(page, 'Review added successfully').waitFor();
    await page.getByText('2.00 (1 review)').waitFor();
    await docScreenshot(page, 'product-reviewed-1280');
  });
});

describe('accessibility (axe) and no errors, logged out and logged in', () => {
  const pages = [
    { name: 'home', path: '/shop/home', ready: 'Feature Products' },
    { name: 'listing', path: '/shop/listing?category=Fans', ready: 'Fans' },
    { name: 'search', path: '/shop/search?keyword=switch', ready: 'Search' },
  ];
  for (const viewport of [PHONE, DESKTOP]) {
    for (const p of pages) {
      it(`${p.name} at ${viewport.width} px`, async () => {
        const tab = await j.tab(viewport);
        await tab.page.goto(p.path);
        await tab.page.getByRole('heading', { name: p.ready }).first().waitFor();
        await axeClean(tab.page);
        await docScreenshot(tab.page, `${p.name}-${viewport.width}`);
      });
    }
    it(`a quick view and a product page at ${viewport.width} px`, async () => {
      const tab = await j.tab(viewport);
      const { page } = tab;
      await page.goto('/shop/listing?category=Lighting');
      const card = page.locator('main article').first();
      const title = (await card.getAttribute('aria-label'))!;
      await card.getByRole('button', { name: `Quick view: ${title}` }).click();
      await page.getByRole('dialog', { name: title }).getByRole('heading', { name: 'Reviews' }).waitFor();
      await axeClean(page);
      await docScreenshot(page, `quick-view-${viewport.width}`);
      await page.keyboard.press('Escape');
      await card.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await axeClean(page);
      await docScreenshot(page, `product-${viewport.width}`);
    });
  }

  it('hydrates every shop page of a signed-in customer without a warning', async () => {
    const customer = await createUser(j.shop.db);
    const tab = await j.tab(DESKTOP);
    await logIn(tab, customer.email, DEFAULT_PASSWORD);
    for (const path of [
      '/shop/home',
      '/shop/listing',
      '/shop/search?keyword=pipe',
      '/shop/about',
      '/shop/terms',
    ]) {
      await tab.page.goto(path);
      await tab.page.getByRole('button', { name: 'Account menu' }).waitFor();
      await tab.page.waitForLoadState('networkidle');
    }
  });
});
