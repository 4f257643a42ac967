import { describe, expect, it } from 'vitest';
import { axeClean, DESKTOP, journey, PHONE, press, screenshot, toast, waitForPath } from './harness';

/**
 * Issue 49: the owner adds a search synonym in Settings (the Search card, at 360 and 1280 px, axe clean) and a
 * shopper's search for it finds the products named otherwise; sizes typed the trade's way find the demo's.
 */
const j = journey({ demo: true });

describe('search synonyms and sizes', () => {
  it('the owner adds "pankha = fan" and a shopper’s "pankha" finds the fans; "9w bulb" finds the 9 W bulb', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { page } = await (await j.owner()).tab(viewport);
      await page.goto(`${j.shop.baseUrl}/admin/settings`);
      const card = page.getByRole('group', { name: 'Search' });
      const field = card.getByRole('textbox', { name: 'Search synonyms' });
      await field.scrollIntoViewIfNeeded();
      await expect.poll(() => field.inputValue()).toContain('MCB = miniature circuit breaker');
      await axeClean(page, `settings' Search card at ${name}`, 'fieldset:has(#settings-search-synonyms)');
      await screenshot(page, `admin-settings-search-${name}`);
      if (viewport === DESKTOP) {
        await field.fill('pankha = fan\nMCB = miniature circuit breaker');
        await press(page.getByRole('button', { name: 'Save' }));
        await toast(page, 'Settings updated successfully').waitFor();
      }
    }

    const { page } = await j.tab(PHONE);
    await page.goto(`${j.shop.baseUrl}/shop/search?keyword=pankha`);
    await waitForPath(page, '/shop/search');
    await page.getByText(/\d+ results? for “pankha”/).waitFor();
    const fans = await page
      .locator('main article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(fans.length).toBeGreaterThan(0);
    expect(fans.every((t) => /fan/i.test(t ?? ''))).toBe(true);

    await page.goto(`${j.shop.baseUrl}/shop/search?keyword=${encodeURIComponent('9w bulb')}`);
    await page.getByText(/\d+ results? for “9w bulb”/).waitFor();
    const bulbs = await page
      .locator('main article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(bulbs).toContain('LED Bulb B22 Cool Daylight 9 W');
  });
});
