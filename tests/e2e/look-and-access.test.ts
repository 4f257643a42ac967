import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { updateSettings, getSettings } from '../../server/modules/settings/settings.service';
import { createAdmin, DEFAULT_PASSWORD } from '../helpers/factories';
import {
  DESKTOP,
  launchBrowser,
  openTab,
  PHONE,
  screenshot,
  SCREENSHOT_DIR,
  focusCoveredByChat,
  startShop,
  type Shop,
  type Tab,
} from './harness';

let shop: Shop;
let browser: Browser;
let tab: Tab;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  await updateSettings(shop.db, {
    ...(await getSettings(shop.db)),
    companyName: 'Sharma',
    companyAddress: '12, MG Road, Shivaji Nagar, Pune 411005',
    phone: '+91 20 2553 1234',
    whatsapp: '+91 98765 43210',
    email: 'hello@sharma-hardware.in',
  });
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});
afterEach(async () => {
  tab?.expectNoConsoleErrors();
  await tab?.close();
});

const PAGES = [
  { name: 'login', path: '/auth/login', ready: 'Sign in to your account' },
  { name: 'register', path: '/auth/register', ready: 'Create new account' },
  { name: 'forgot-password', path: '/auth/forgot-password', ready: 'Forgot password' },
  { name: 'shop-home', path: '/shop/home', ready: 'Welcome to Sharma' },
  { name: 'not-found', path: '/no/such/page', ready: "This page doesn't exist" },
];

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // Let settings and fonts settle before measuring.
  await page.waitForLoadState('networkidle');
}

describe('every shell page at 360 px and 1280 px', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const label = `${viewport.width}x${viewport.height}`;
    it(`fits ${label} without sideways scrolling (screenshots in ${SCREENSHOT_DIR})`, async () => {
      tab = await openTab(browser, shop, viewport);
      for (const p of PAGES) {
        await open(tab.page, p.path, p.ready);
        const overflow = await tab.page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${p.name} at ${label}`).toBeLessThanOrEqual(0);
        await screenshot(tab.page, `${p.name}-${label}`);
      }
    });
  }

  it('hides the black welcome column on phones and shows it with the brand on desktops', async () => {
    tab = await openTab(browser, shop, PHONE);
    await open(tab.page, '/auth/login', 'Sign in to your account');
    const headline = tab.page.getByText('Welcome to Sharma Hardware & Electrics Point');
    expect(await headline.isVisible()).toBe(false);
    await tab.page.setViewportSize(DESKTOP);
    await headline.waitFor({ state: 'visible' });
  });

  it('has the floating WhatsApp link with the shop’s number on every page', async () => {
    tab = await openTab(browser, shop, PHONE);
    for (const p of PAGES) {
      await open(tab.page, p.path, p.ready);
      const link = tab.page.getByRole('link', { name: /Chat with us on WhatsApp/ });
      expect(await link.getAttribute('href'), p.name).toBe('https://wa.me/919876543210');
      expect(await link.isVisible()).toBe(true);
    }
  });

  it('never lets the floating chat link cover what has the keyboard focus (WCAG 2.4.11), tabbing through each page on a phone', async () => {
    tab = await openTab(browser, shop, PHONE);
    for (const p of PAGES.filter((page) => !page.path.startsWith('/auth'))) {
      await open(tab.page, p.path, p.ready);
      expect((await focusCoveredByChat(tab.page)).covered, p.name).toEqual([]);
    }
  });

  it('shows the footer with the contact details from settings, and the admin frame at both sizes', async () => {
    tab = await openTab(browser, shop, PHONE);
    const { page } = tab;
    await open(page, '/shop/home', 'Welcome to Sharma');
    const footer = page.locator('footer');
    for (const text of [
      '12, MG Road, Shivaji Nagar, Pune 411005',
      '+91 20 2553 1234',
      'hello@sharma-hardware.in',
      'UPI',
      'Net Banking',
      'Track Orders',
    ]) {
      await footer.getByText(text, { exact: true }).first().waitFor();
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}/shop-home-full-${PHONE.width}.png`, fullPage: true });

    const admin = await createAdmin(shop.db, { email: 'look-admin@example.com' });
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-dashboard-${viewport.width}x${viewport.height}`);
    }
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
  });

  it('loads the shop home with no API call at all (rendered on the server), and no admin or form code', async () => {
    tab = await openTab(browser, shop, PHONE);
    const api: string[] = [];
    tab.page.on('request', (r) => {
      if (r.url().includes('/api/')) api.push(new URL(r.url()).pathname);
    });
    // The browser's clock 10 minutes past the server's: as a page rendered 10 minutes ago and kept in the
    // page cache arrives. Its data is current all the same (the cache holds it only under the catalog stamp).
    await tab.page.clock.install({ time: Date.now() + 10 * 60_000 });
    await open(tab.page, '/shop/home', 'Welcome to Sharma');
    // The session, settings and catalog arrived with the HTML; hydration repeats none of it.
    await tab.page.waitForLoadState('networkidle');
    expect(api).toEqual([]);
    const scripts = await tab.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    expect(
      scripts.filter((n) => /\/(admin-layout|dashboard|login|register|forgot-password|zod|toaster)-/.test(n)),
    ).toEqual([]);
  });

  it('opens the phone menu by keyboard and navigates from it', async () => {
    tab = await openTab(browser, shop, PHONE);
    await open(tab.page, '/shop/home', 'Welcome to Sharma');
    await tab.page.getByRole('button', { name: 'Open menu' }).focus();
    await tab.page.keyboard.press('Enter');
    const dialog = tab.page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    await screenshot(tab.page, `shop-menu-${PHONE.width}x${PHONE.height}`);
    await dialog.getByRole('link', { name: 'Contact Us' }).focus();
    await tab.page.keyboard.press('Enter');
    await tab.page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('accessibility (axe)', () => {
  for (const p of PAGES.slice(0, 3)) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`${p.name} at ${viewport.width} px has no serious or critical violations`, async () => {
        tab = await openTab(browser, shop, viewport);
        await open(tab.page, p.path, p.ready);
        const result = await new AxeBuilder({ page: tab.page }).analyze();
        const bad = result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        expect(bad).toEqual([]);
      });
    }
  }
});
