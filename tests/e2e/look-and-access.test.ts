import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  createAdmin,
  createCategory,
  createProduct,
  DEFAULT_PASSWORD,
  type ProductRow,
} from '../helpers/factories';
import { putInCart } from '../helpers/orders';
import {
  axeViolations,
  controlsUnderChat,
  DESKTOP,
  journey,
  PHONE,
  screenshot,
  SCREENSHOT_DIR,
  focusCoveredByChat,
  servedPicture,
  type Tab,
  type Viewport,
} from './harness';

const j = journey({
  settings: {
    companyName: 'Sharma',
    companyAddress: '12, MG Road, Shivaji Nagar, Pune 411005',
    phone: '+91 20 2553 1234',
    whatsapp: '+91 98765 43210',
    email: 'hello@sharma-hardware.in',
  },
});
/** Session cookies: a customer with a paid order, an unpaid one and a cart; the shop's admin. */
let customerSession: string;
let adminSession: string;
let wire: ProductRow;
/** The payment simulator's page of the customer's unpaid order. */
let simulatorPath: string;

beforeAll(async () => {
  // A small catalog: every shop page has cards, filters and a product to show.
  const picture = await servedPicture(j.shop, 'look-wire', 'wire', '#b45309', 'Copper Wire');
  await createCategory(j.shop.db, { name: 'Wires & Cables', subcategories: ['House Wire'] });
  await createCategory(j.shop.db, { name: 'Voltline', kind: 'brand' });
  const made = [];
  for (let i = 1; i <= 6; i++) {
    made.push(
      await createProduct(j.shop.db, {
        title: `Copper Wire ${i}.5 sq mm, 90 m coil`,
        image: picture,
        salePricePaise: 90000 + i * 1000,
        totalStock: i === 2 ? 4 : 40,
      }),
    );
  }
  wire = made[0];
  const customer = await j.customer('Meera Joshi', { email: 'meera@example.com' });
  await j.order(customer, [[made[0], 2]]);
  simulatorPath = new URL((await j.order(customer, [[made[1], 1]], { pay: false })).approvalURL).pathname;
  await putInCart(j.shop.db, customer.user.id, [
    { productId: made[2].id, quantity: 3 },
    { productId: made[3].id, quantity: 1 },
  ]);
  customerSession = customer.cookie;
  adminSession = (await j.owner()).cookie;
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
      const tab = await j.tab(viewport);
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
    const tab = await j.tab(PHONE);
    await open(tab.page, '/auth/login', 'Sign in to your account');
    const headline = tab.page.getByText('Welcome to Sharma Hardware & Electrics Point');
    expect(await headline.isVisible()).toBe(false);
    await tab.page.setViewportSize(DESKTOP);
    await headline.waitFor({ state: 'visible' });
  });

  it('has the floating WhatsApp link with the shop’s number on every page', async () => {
    const tab = await j.tab(PHONE);
    for (const p of PAGES) {
      await open(tab.page, p.path, p.ready);
      const link = tab.page.getByRole('link', { name: /Chat with us on WhatsApp/ });
      expect(await link.getAttribute('href'), p.name).toBe('https://wa.me/919876543210');
      expect(await link.isVisible()).toBe(true);
    }
  });

  it('never lets the floating chat link cover what has the keyboard focus (WCAG 2.4.11), tabbing through each page on a phone', async () => {
    const tab = await j.tab(PHONE);
    for (const p of PAGES.filter((page) => !page.path.startsWith('/auth'))) {
      await open(tab.page, p.path, p.ready);
      expect((await focusCoveredByChat(tab.page)).covered, p.name).toEqual([]);
    }
  });

  it('shows the footer with the contact details from settings, and the admin frame at both sizes', async () => {
    const tab = await j.tab(PHONE);
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

    const admin = await createAdmin(j.shop.db, { email: 'look-admin@example.com' });
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
    const tab = await j.tab(PHONE);
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
    const tab = await j.tab(PHONE);
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

/** A tab signed in with this session cookie ('name=token'), or a visitor's. */
const tabAs = (session: string | null, viewport: Viewport = PHONE): Promise<Tab> =>
  j.tab(viewport, session ?? undefined);

/** The shop's pages of text: its terms, policies and contacts. */
const INFO_PAGES = [
  '/shop/terms',
  '/shop/about',
  '/shop/contact',
  '/shop/privacy',
  '/shop/return',
  '/shop/warranty',
  '/shop/shipping',
  '/shop/store-locator',
  '/shop/refund-cancellation',
];

type Who = 'visitor' | 'customer' | 'admin';
interface Route {
  path: () => string;
  as: Who;
  /** What to open on the page before checking it (a dialog). */
  open?: (page: Page) => Promise<void>;
  name?: string;
}

const shopRoute = (path: string, as: Who = 'visitor'): Route => ({ path: () => path, as });

/**
 * Every route of web/src/lib/paths.ts and the routers, with data: the storefront (a visitor's, and a
 * customer's checkout with a cart and account with orders), the auth pages, the admin panel, the payment
 * simulator's page, the unauth page and both not-found pages.
 */
const ROUTES: Route[] = [
  ...[
    '/shop/home',
    '/shop/listing',
    '/shop/listing?category=Wires+%26+Cables&brand=Voltline',
    '/shop/search?keyword=copper',
    '/shop/search?keyword=zzqx',
    '/shop/estimator',
    ...INFO_PAGES,
    '/shop/payment-success',
    '/shop/payment-failed',
    '/shop/phonepe-return',
    '/shop/no-such-page',
    '/no/such/page',
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
    '/auth/reset-password?code=abc123',
  ].map((path) => shopRoute(path)),
  { path: () => `/shop/product/${wire.id}`, as: 'visitor', name: 'a product page' },
  shopRoute('/shop/checkout', 'customer'),
  shopRoute('/shop/account', 'customer'),
  {
    path: () => '/shop/account',
    as: 'customer',
    name: 'an order’s details in the account',
    open: async (page) => {
      await page
        .getByRole('button', { name: /View details of order/i })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  shopRoute('/shop/order-placed', 'customer'),
  { path: () => simulatorPath, as: 'customer', name: 'the payment simulator' },
  shopRoute('/admin/dashboard', 'customer'),
  ...[
    '/admin/dashboard',
    '/admin/products',
    '/admin/orders',
    '/admin/returns',
    '/admin/features',
    '/admin/categories',
    '/admin/images',
    '/admin/settings',
    '/admin/estimator',
  ].map((path) => shopRoute(path, 'admin')),
  {
    path: () => '/admin/orders',
    as: 'admin',
    name: 'the admin’s order dialog',
    open: async (page) => {
      await page
        .getByRole('button', { name: /View Details of order/i })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('heading').first().waitFor();
    },
  },
];

describe('accessibility: axe with the WCAG 2.2 A/AA and best-practice rules', () => {
  it('finds nothing, of any impact, on every route at 360 and at 1280 px', { timeout: 300_000 }, async () => {
    const sessions: Record<Who, string | null> = {
      visitor: null,
      customer: customerSession,
      admin: adminSession,
    };
    // Three pages side by side, each taking the next route not yet taken (much of each check is waiting for the
    // page to settle): a page of the role's context (its session), one per role and worker, made when first
    // needed. Each page is checked at 360 px, then widened to 1280 px and checked again (as a tablet turned
    // sideways), which spares a second load of every page.
    const found: Record<string, string[]> = {};
    const contexts = new Map<Who, Promise<Tab>>();
    const contextOf = (who: Who) => {
      if (!contexts.has(who)) contexts.set(who, tabAs(sessions[who], PHONE));
      return contexts.get(who)!;
    };
    const queue = [...ROUTES];
    await Promise.all(
      [0, 1, 2].map(async (worker) => {
        const pages = new Map<Who, Page>();
        for (let route = queue.shift(); route; route = queue.shift()) {
          const who = route.as;
          if (!pages.has(who)) {
            const t = await contextOf(who);
            pages.set(who, worker === 0 ? t.page : await t.newPage());
          }
          const page = pages.get(who)!;
          const path = route.path();
          const what = `${route.name ?? path} (${who})`;
          try {
            await page.setViewportSize(PHONE);
            await page.goto(path);
            await page.locator('h1').first().waitFor();
            await route.open?.(page);
            for (const viewport of [PHONE, DESKTOP]) {
              await page.setViewportSize(viewport);
              const bad = await axeViolations(page);
              if (bad.length) found[`${what} at ${viewport.width} px`] = bad;
            }
          } catch (error) {
            found[what] = [`could not be checked: ${String(error).split('\n')[0]}`];
          }
        }
      }),
    );
    expect(found).toEqual({});
  });
});

describe('the chat link covers nothing a shopper must press (360 px)', () => {
  const SHOP_PAGES = [
    '/shop/home',
    '/shop/listing',
    '/shop/search?keyword=copper',
    '/shop/checkout',
    '/shop/account',
    ...INFO_PAGES,
  ];

  it('scrolls each shop page (a customer with a cart) through its height: no control ever lies under it', async () => {
    const tab = await tabAs(customerSession, PHONE);
    const under: Record<string, string[]> = {};
    for (const path of [...SHOP_PAGES, `/shop/product/${wire.id}`]) {
      await tab.page.goto(path);
      await tab.page.locator('h1').first().waitFor();
      await tab.page.waitForLoadState('networkidle');
      const covered = await controlsUnderChat(tab.page);
      if (covered.length) under[path] = covered;
    }
    expect(under).toEqual({});
  });

  it('is in a landmark on shop and auth pages, and absent from the admin panel', async () => {
    let tab = await tabAs(null, PHONE);
    for (const path of ['/shop/home', '/auth/login', '/no/such/page']) {
      await tab.page.goto(path);
      const chat = tab.page.getByRole('link', { name: /Chat with us on WhatsApp/ });
      await chat.waitFor();
      expect(
        await chat.evaluate((el) => !!el.closest('header, footer, main, aside, nav, [role="region"]')),
        path,
      ).toBe(true);
    }
    await tab.close();
    tab = await tabAs(adminSession, PHONE);
    await tab.page.goto('/admin/dashboard');
    await tab.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await tab.page.getByRole('link', { name: /Chat with us on WhatsApp/ }).count()).toBe(0);
  });
});

describe('phones: the sticky header, 320 px, the required fields and the sort box', () => {
  /**
   * Scrolls so that the control (`to`, with `text` in it) sits 40 px below the screen's top, under the sticky
   * header yet on screen, where a browser without scroll-padding sees no need to scroll to it; then tabs
   * backwards to it from `from` (focused where it is, without scrolling).
   */
  async function shiftTabTo(page: Page, from: string, to: string, text = '') {
    const target = page.locator(to, { hasText: text }).first();
    await target.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - 40));
    await page
      .locator(from)
      .first()
      .evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Shift+Tab');
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`Shift+Tab from ${from} never reached ${to} ${text}`);
  }

  /** How far the focused control's top lies under the sticky header (0 or less: clear of it). */
  const underHeader = (page: Page) =>
    page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      return header.bottom - document.activeElement!.getBoundingClientRect().top;
    });

  it('tabbing backwards leaves the listing’s Sort and checkout’s Continue below the sticky header (WCAG 2.4.11)', async () => {
    const tab = await tabAs(customerSession, PHONE);
    const { page } = tab;
    await page.goto('/shop/listing');
    await page.locator('main article').first().waitFor();
    await shiftTabTo(page, 'main article a', '#listing-sort');
    expect(await underHeader(page), 'Sort by').toBeLessThanOrEqual(0);

    await page.goto('/shop/checkout');
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    await shiftTabTo(page, 'footer a', 'button', 'Continue');
    expect(await underHeader(page), 'Continue').toBeLessThanOrEqual(0);
  });

  it('checkout fits a 320 px screen without sideways scrolling (WCAG 1.4.10)', async () => {
    const tab = await tabAs(customerSession, { width: 320, height: 640 });
    await tab.page.goto('/shop/checkout');
    await tab.page.getByRole('list', { name: 'Checkout steps' }).waitFor();
    await tab.page.waitForLoadState('networkidle');
    expect(await tab.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await screenshot(tab.page, 'checkout-320');
  });

  it('marks the required fields of login, register, checkout’s contact and the address form (aria-required)', async () => {
    let tab = await tabAs(null, PHONE);
    const { page } = tab;
    const required = async (labels: string[]) => {
      for (const label of labels)
        expect(await page.getByLabel(label, { exact: true }).getAttribute('aria-required'), label).toBe(
          'true',
        );
    };
    await page.goto('/auth/login');
    await required(['Email', 'Password']);
    await page.goto('/auth/register');
    await required(['User name', 'Email', 'Password']);
    await tab.close();

    tab = await tabAs(customerSession, PHONE);
    await tab.page.goto('/shop/checkout');
    await tab.page.getByRole('button', { name: 'Add a new address' }).click();
    const p = tab.page;
    for (const label of ['Full name', 'Email', 'Address', 'City', 'Pincode', 'Phone', 'Notes'])
      expect(await p.getByLabel(label, { exact: true }).getAttribute('aria-required'), label).toBe('true');
    expect(await p.getByText('marks a required field').count()).toBeGreaterThan(0);
  });

  it('shows the listing’s sort box whole at 360 px: its text is not cut', async () => {
    const tab = await tabAs(null, PHONE);
    await tab.page.goto('/shop/listing');
    const sort = tab.page.locator('#listing-sort');
    await sort.waitFor();
    const room = await sort.evaluate((el) => {
      const s = getComputedStyle(el);
      return (
        el.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom) - parseFloat(s.lineHeight)
      );
    });
    expect(room).toBeGreaterThanOrEqual(0);
    await screenshot(tab.page, 'listing-sort-360');
  });

  it('keeps the header’s menu on one line and the shop’s name whole beside it, from 1024 to 1440 px', async () => {
    for (const width of [1024, 1280, 1440]) {
      const tab = await tabAs(null, { width, height: 800 });
      await tab.page.goto('/shop/home');
      const nav = tab.page.getByRole('navigation', { name: 'Main' });
      await nav.waitFor();
      // Each link one line high (About Us and Contact Us wrapped at 1280 px before), the name not cut.
      const heights = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.clientHeight));
      expect(new Set(heights).size, `menu at ${width} px: ${heights.join(', ')}`).toBe(1);
      const name = tab.page.getByRole('link', { name: 'Sharma — home' }).locator('span').last();
      const cut = await name.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(cut, `the shop's name at ${width} px`).toBeLessThanOrEqual(0);
      const search = await tab.page
        .locator('#header-search')
        .evaluate((el) => el.getBoundingClientRect().width);
      expect(search, `the search box at ${width} px`).toBeGreaterThanOrEqual(120);
      await screenshot(tab.page, `header-${width}`);
    }
  });
});
