import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { VARIANT_WIDTHS } from '../../common/images';
import { buildApp } from '../../server/app';
import { testConfig, type AppConfig } from '../../server/config';
import type { Database, Db } from '../../server/db/client';
import { orders } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { productImage } from '../../server/db/seed-images';
import { startSmtpSink, type SmtpSink } from '../../server/mail/smtp-sink.testing';
import {
  getSettings,
  updateSettings,
  type SiteSettings,
} from '../../server/modules/settings/settings.service';
import { createTestDatabase } from '../helpers/db';
import {
  createAddress,
  createAdmin,
  createUser,
  DEFAULT_PASSWORD,
  loginAs,
  type ProductRow,
  type UserRow,
} from '../helpers/factories';
import { createOrderVia, simulate } from '../helpers/orders';
import { freePort } from '../helpers/ports';

/** Debian's Chromium and the flags that work on these machines (DESIGN "Stack"). No test downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * With E2E_PROFILE=1 each journey file prints, after its tests, the seconds spent in the harness's costly
 * steps (the shop's start, the demo seed, waiting for the network to go quiet, axe, screenshots, presses): where
 * a journey's time goes, to know what to make faster.
 */
const PROFILE = process.env.E2E_PROFILE ? new Map<string, number>() : null;
export async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  if (!PROFILE) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    PROFILE.set(what, (PROFILE.get(what) ?? 0) + performance.now() - started);
  }
}

/** Where screenshots of the journeys are written, for a person to look at. */
export const SCREENSHOT_DIR = path.join(os.tmpdir(), 'shop-e2e-screenshots');

export interface Shop {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real server (built web app + API) on a fresh test database, listening on a free port of 127.0.0.1. */
export async function startShop(overrides: Partial<AppConfig> = {}): Promise<Shop> {
  const distDir = path.resolve('dist/web');
  if (!fs.existsSync(path.join(distDir, '.vite', 'manifest.json')))
    throw new Error('dist/web is missing: run `npm run build`');
  const database: Database = await createTestDatabase();
  // The port is chosen before the app is built: mail links and uploaded images' URLs (the storage reads
  // PUBLIC_URL when the app is built) must point at this server.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = testConfig({
    webDistDir: distDir,
    ssrDir: path.resolve('dist/server'),
    rateLimits: false,
    ...overrides,
    publicUrl: baseUrl,
  });
  const app = await buildApp(config, { database });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /**
   * Another tab of the same browser (cookies shared, its own empty session storage), as a phone opens when an
   * app sends the shopper back; its console errors count with this tab's.
   */
  newPage(): Promise<Page>;
  /** Console errors and uncaught page errors seen so far, minus the expected ones. */
  errors: string[];
  /** Fails when the page logged an unexpected console error. */
  expectNoConsoleErrors(): void;
  close(): Promise<void>;
}

/**
 * Chromium logs every 4xx answer as "Failed to load resource". A 4xx from the API is a handled outcome the
 * page shows to the person (a logged-out check-auth is 401 by design, a wrong code 400), and so is a page
 * answered 404 with the not-found page; those are not app errors. A 5xx, a missing asset, a JS exception
 * or a React warning (hydration mismatch included) is.
 */
function expected(message: ConsoleMessage, page: Page): boolean {
  const text = message.text();
  const url = message.location().url ?? '';
  if (!text.startsWith('Failed to load resource')) return false;
  if (/\/api\//.test(url) && /status of 4\d\d/.test(text)) return true;
  // The page itself answered 404 (an unknown path or product): the not-found page is what it shows.
  return url === page.url() && /status of 404/.test(text);
}

/** A fresh browser context (its own cookies) and page, recording console errors. */
export async function openTab(browser: Browser, shop: Shop, viewport = DESKTOP): Promise<Tab> {
  const context = await browser.newContext({ baseURL: shop.baseUrl, viewport, locale: 'en-IN' });
  const errors: string[] = [];
  const watched = async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('console', (message) => {
      if (message.type() === 'error' && !expected(message, page))
        errors.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    return page;
  };
  const page = await watched();
  let closed: Promise<void> | undefined;
  return {
    context,
    page,
    newPage: watched,
    errors,
    expectNoConsoleErrors() {
      if (errors.length) throw new Error(`The page logged errors:\n${errors.join('\n')}`);
    },
    // A journey may close a tab itself before the harness closes every tab after the test.
    close: () => (closed ??= context.close()),
  };
}

/** The toast on screen with this text (Radix Toast renders them as list items in the viewport). */
export const toast = (page: Page, text: string) => page.locator('ol > li', { hasText: text }).first();

/** Where the documented screenshots go: docs/screenshots with UPDATE_SCREENSHOTS=1 (npm run screenshots). */
export const DOC_SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS
  ? path.resolve('docs/screenshots')
  : SCREENSHOT_DIR;

/**
 * A screenshot for docs/screenshots (README shows some): taken once the page is idle and no toast from an
 * earlier step covers it. Without UPDATE_SCREENSHOTS it goes to the temporary folder like the others.
 */
export async function docScreenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  fs.mkdirSync(DOC_SCREENSHOT_DIR, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page
    .locator('ol > li[data-state="open"]')
    .first()
    .waitFor({ state: 'detached', timeout: 8000 })
    .catch(() => undefined);
  await page.screenshot({
    path: path.join(DOC_SCREENSHOT_DIR, `${name}.png`),
    fullPage: opts.fullPage ?? false,
  });
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** Waits until the app has settled on a path (the guard's redirects are client-side). */
export async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * Waits until React has hydrated the element `selector` names (it marks each node it owns with a __reactFiber
 * key). Text typed into a server-rendered form before then is the browser's alone: the form's state starts
 * empty when its script runs, so a journey that types straight after page.goto must wait for this first.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}

/**
 * axe-core's results for what the page shows now: the rules of `tags` (else axe's default set) over the page,
 * or only within the elements `include` selects.
 *
 * On a page without frames, axe-core is put into the page once and run there again at each call (a page
 * widened from 360 to 1280 px is checked twice with one copy): AxeBuilder.analyze() evaluates axe-core's
 * 1.3 MB source again each time, and then once more in a new blank page it opens to merge the frames' results,
 * which took most of an accessibility journey's time. The rules run and the results are the same as
 * AxeBuilder's; a page with frames is left to AxeBuilder, which checks each frame.
 */
async function runAxe(page: Page, tags?: string[], include?: string): Promise<AxeResults> {
  // Only the violations are read: axe then keeps one node of each passing rule instead of building every
  // passing node's selector and HTML, which on a full page took most of its run.
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
  };
  if (await page.evaluate(() => document.querySelector('iframe, frame') !== null)) {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    let builder = new AxeBuilder({ page }).options(options);
    if (include) builder = builder.include(include);
    return builder.analyze();
  }
  const present = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!present) await page.evaluate(axeSource());
  return page.evaluate(
    ({ include, options }) => {
      const axe = (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }
      ).axe;
      return axe.run(include ? { include: [include], exclude: [] } : document, options);
    },
    { include: include ?? null, options },
  );
}

let axeSourceText: string | undefined;
/** axe-core's source, the copy @axe-core/playwright itself uses. */
function axeSource(): string {
  const fromHere = createRequire(import.meta.url);
  return (axeSourceText ??= createRequire(fromHere.resolve('@axe-core/playwright'))('axe-core')
    .source as string);
}

/**
 * Serious and critical axe violations of what the page shows now, one line each (empty when none).
 *
 * It waits for the page's requests to settle first: home's category rows load as they near the screen and
 * move what is below them when they arrive. Axe measures every element's box and then the colours under it;
 * a row arriving in between moved the newsletter's white-on-orange Subscribe button from under its measured
 * box (most likely), and axe, finding no orange there, reported it at 1:1 in one CI run of many.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await timed('network idle', () => page.waitForLoadState('networkidle'));
  const result = await timed('axe', () => runAxe(page, undefined, include));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The axe rule sets the shop is held to: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Every axe violation of those rule sets, of any impact, on what the page shows now: one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await timed('network idle', () => page.waitForLoadState('networkidle'));
  const result = await timed('axe', () => runAxe(page, AXE_TAGS));
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(', ')}`,
  );
}

/** Logs the browser context in as this user (the session cookie from the login call). */
export async function logIn(tab: Tab, email: string, password: string) {
  const res = await tab.page.request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

/**
 * Tabs through a page (up to `presses` times) and names every focused element the floating chat link covers
 * even in part (WCAG 2.2 2.4.11, focus not obscured), and every element that got the focus. The chat link
 * itself does not count.
 */
export async function focusCoveredByChat(
  page: Page,
  presses = 120,
): Promise<{ covered: string[]; focused: string[] }> {
  const chat = await page.locator('a[data-chat]').first().boundingBox();
  if (!chat) throw new Error('no chat link on this page');
  const covered: string[] = [];
  const seen: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.closest('a[data-chat]')) return null;
      const r = el.getBoundingClientRect();
      return {
        name: `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40) ?? ''}"`,
        x: r.x,
        y: r.y,
        w: r.width,
        h: r.height,
      };
    });
    if (!focused) continue;
    seen.push(focused.name);
    const overlaps =
      focused.x < chat.x + chat.width &&
      chat.x < focused.x + focused.w &&
      focused.y < chat.y + chat.height &&
      chat.y < focused.y + focused.h;
    if (overlaps) covered.push(focused.name);
  }
  return { covered, focused: seen };
}

/** A product picture served by the shop, with its 320 and 800 px copies, like the demo catalog's; returns its URL. */
export async function servedPicture(
  shop: Shop,
  name: string,
  icon: 'wire' | 'switch' | 'breaker',
  color: string,
  title: string,
) {
  fs.mkdirSync(shop.config.uploadsDir, { recursive: true });
  const image = await productImage({ icon, color, title, brand: 'Voltline', size: '1 pc' });
  fs.writeFileSync(path.join(shop.config.uploadsDir, `${name}.webp`), image);
  for (const width of VARIANT_WIDTHS) {
    const copy = await sharp(image).resize(width).webp().toBuffer();
    fs.writeFileSync(path.join(shop.config.uploadsDir, `${name}-${width}.webp`), copy);
  }
  return `${shop.baseUrl}/uploads/${name}.webp`;
}

/**
 * Scrolls the page from its top to its end, in steps no taller than the chat link (so every control crosses
 * its height at some step), and names every control the chat link lies on at some scroll position: where
 * the control's box and the chat link's overlap, the topmost element under the chat link (its own subtree
 * left out) is the control or inside it. A chat link docked in a bar lies on its own bar (an ancestor), which
 * hides whatever scrolls beneath it; keeping focus out from under a sticky bar is scroll-padding's business.
 */
export async function controlsUnderChat(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const chat = document.querySelector<HTMLElement>('a[data-chat]');
    if (!chat) throw new Error('no chat link on this page');
    const CONTROLS =
      'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"]), [role="button"], [role="radio"], [role="checkbox"], [role="tab"]';
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const covered = new Map<HTMLElement, string>();
    const step = Math.max(8, Math.floor(chat.getBoundingClientRect().height));
    for (let y = 0; ;) {
      window.scrollTo(0, y);
      await frame();
      const c = chat.getBoundingClientRect();
      for (const el of document.querySelectorAll<HTMLElement>(CONTROLS)) {
        if (chat.contains(el) || el.contains(chat)) continue;
        const r = el.getBoundingClientRect();
        const left = Math.max(r.left, c.left);
        const right = Math.min(r.right, c.right);
        const top = Math.max(r.top, c.top);
        const bottom = Math.min(r.bottom, c.bottom);
        if (left >= right || top >= bottom) continue;
        const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
        // The chat link must be what shows there (not under a dialog), and the control right beneath it.
        if (!stack.length || !chat.contains(stack[0])) continue;
        const under: Element | undefined = stack.find((e) => !chat.contains(e));
        if (under && !under.contains(chat) && el.contains(under) && !covered.has(el)) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          covered.set(el, `${el.tagName.toLowerCase()} "${name}" at scroll ${Math.round(window.scrollY)}`);
        }
      }
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (y >= end) break;
      y = Math.min(y + step, end);
    }
    window.scrollTo(0, 0);
    return [...covered.values()];
  });
}

/** With E2E_PRESS_SCREENSHOTS=<folder>, press() saves the screen before each press there, numbered, to look at. */
const PRESS_SCREENSHOTS = process.env.E2E_PRESS_SCREENSHOTS;
let presses = 0;

/**
 * Presses `target` as a shopper's tap would: scrolled into view, then at the centre of its box, once the
 * element the browser finds at that very point (`elementFromPoint`) is the target or inside it. The chat link
 * there fails at once; anything else there (a closing toast, a sheet still sliding in) or a disabled target is
 * waited out for up to `timeout` ms and then fails, naming what covers it. (Playwright's own click would
 * scroll the page another way and try again, so a control under the chat link at the scroll a shopper gets
 * would still be clicked.) A target replaced while it is looked at (a page that renders again) is found anew.
 */
export function press(target: Locator, options: { timeout?: number } = {}) {
  return timed('presses', () => pressNow(target, options));
}

async function pressNow(target: Locator, { timeout = 5000 }: { timeout?: number }) {
  const page = target.page();
  const deadline = Date.now() + timeout;
  let at: { x: number; y: number } | { problem: string };
  for (;;) {
    try {
      await target.scrollIntoViewIfNeeded({ timeout });
      at = await target.evaluate(pressPoint, {
        timeout: Math.max(0, deadline - Date.now()),
        chatSelector: 'a[data-chat]',
      });
      break;
    } catch (error) {
      if (Date.now() > deadline || !/not attached|detached|context was destroyed/i.test(String(error)))
        throw error;
    }
  }
  if ('problem' in at) throw new Error(`press ${target.toString()}: ${at.problem}`);
  if (PRESS_SCREENSHOTS) {
    fs.mkdirSync(PRESS_SCREENSHOTS, { recursive: true });
    const label = (await target.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? ''))
      .trim()
      .replace(/[^\w]+/g, '-')
      .slice(0, 40);
    await page.screenshot({
      path: path.join(PRESS_SCREENSHOTS, `${String((presses += 1)).padStart(2, '0')}-${label}.png`),
    });
  }
  await page.mouse.click(at.x, at.y);
}

/** In the page: the centre of `el` once it shows there, still and enabled, or what kept it from being pressed. */
async function pressPoint(el: Element, { timeout, chatSelector }: { timeout: number; chatSelector: string }) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  const name = (e: Element) =>
    `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 50)}"`;
  const deadline = performance.now() + timeout;
  let last: DOMRect | null = null;
  // What was wrong while the target still had a box (it may vanish before the time is up: a closing toast).
  let problem = 'it has no box';
  for (;;) {
    await frame();
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const where = `(${Math.round(x)}, ${Math.round(y)})`;
    const hit = document.elementFromPoint(x, y);
    if (hit?.closest(chatSelector)) return { problem: `under the chat link at ${where}` };
    const shows = !!hit && (hit === el || el.contains(hit));
    const still = !!last && last.x === box.x && last.y === box.y && last.width === box.width;
    const disabled = el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
    if (shows && still && !disabled) return { x, y };
    last = box;
    if (box.width > 0 && box.height > 0)
      problem = disabled
        ? 'disabled'
        : !hit
          ? `its centre ${where} is off the screen`
          : !shows
            ? `covered at ${where} by ${name(hit)}`
            : 'still moving';
    if (performance.now() > deadline) return { problem };
  }
}

/** A screen size: PHONE, DESKTOP or another. */
export type Viewport = { width: number; height: number };

export interface JourneyOptions {
  /** The shop's mail goes to a real SMTP server on 127.0.0.1 (`mail`), where a journey reads codes and links. */
  mail?: boolean;
  /** The demo catalog `npm start` seeds. */
  demo?: boolean;
  /** Site settings over the defaults (the shop's name, address, GSTIN, contacts…). */
  settings?: Partial<SiteSettings>;
  /** Overrides of the shop's test config. */
  config?: Partial<AppConfig>;
}

export interface CustomerOptions {
  /** Else one made from the name: 'Meera Joshi' → meera.joshi@example.com. */
  email?: string;
  /** Put in the cart through the cart API, as the browsing screens do. */
  cart?: [ProductRow, number][];
  /** A saved address, 7, Laxmi Road, Pune 411030 (the shop's local area in most journeys), unless false. */
  address?: boolean;
  /** The e-mail already confirmed, as after a first cash order. */
  codVerified?: boolean;
}

export interface Customer {
  user: UserRow;
  /** The session's cookie header, `sid=<token>`. */
  cookie: string;
  /** The saved address (none with `address: false`). */
  addressId?: string;
  /** A new tab signed in as this customer. */
  tab(viewport?: Viewport): Promise<Tab>;
}

export interface Owner {
  user: UserRow;
  cookie: string;
  /** A new tab signed in as the owner. */
  tab(viewport?: Viewport): Promise<Tab>;
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  /** The simulator's payment page. */
  approvalURL: string;
}

export interface Journey {
  readonly shop: Shop;
  readonly browser: Browser;
  /** The SMTP server the shop's mail goes to (`mail: true`). */
  readonly mail: SmtpSink;
  /**
   * A tab (a context of its own) of `viewport`, signed in with the cookie header `cookie` when given. It is
   * closed and its console checked after the test, or after the file when a beforeAll opened it.
   */
  tab(viewport?: Viewport, cookie?: string): Promise<Tab>;
  /** A new tab that signs in as `email` (DEFAULT_PASSWORD) through the login form, and goes where it leads. */
  logInTab(email: string, viewport?: Viewport): Promise<Tab>;
  /** A customer with a session (no login form): by default an address in Pune, and whatever `cart` holds. */
  customer(name: string, options?: CustomerOptions): Promise<Customer>;
  /** The shop's owner (an admin, owner@example.com), made on the first call and the same after. */
  owner(): Promise<Owner>;
  /**
   * An order of `lines` placed through the API as `customer` (the lines added to the cart first), and, online
   * unless `pay: false`, paid on the simulator's page with the payment's work done.
   */
  order(
    customer: Customer,
    lines: [Pick<ProductRow, 'id'>, number][],
    options?: { method?: 'phonepe' | 'cod'; pay?: boolean },
  ): Promise<PlacedOrder>;
  /** The customer's Pay on the simulator's page (its approvalURL), the payment's work done after. */
  pay(approvalURL: string): Promise<void>;
  /** An API call through the app (no network), with the cookie header `cookie` and a JSON body. */
  api(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    body?: object,
  ): Promise<{ status: number; body: string; json: Record<string, unknown> | null }>;
}

/**
 * A browser journey's shop and browser, one of each for its test file: it registers the file's hooks. The
 * shop (the built web app and the API on a fresh database) and Chromium start before the file's tests (its
 * own beforeAll hooks run after, on them); every tab opened through it is closed after its test (or, opened
 * in a beforeAll, after the file) and fails the test when its page logged an unexpected console error.
 * Customers, the owner and orders are made straight through the app, leaving the browser to what the
 * journey is about.
 */
export function journey(options: JourneyOptions = {}): Journey {
  let shop: Shop | undefined;
  let browser: Browser | undefined;
  let mail: SmtpSink | undefined;
  let owner: Promise<Owner> | undefined;
  let inTest = false;
  const testTabs: Tab[] = [];
  const fileTabs: Tab[] = [];
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`${what}: not there (journey({ mail: true }) starts the mail server)`);
    return value;
  };

  beforeAll(async () => {
    if (options.mail) mail = await startSmtpSink();
    const config = { ...options.config, ...(mail ? { smtpUrl: mail.url } : {}) };
    [shop, browser] = await timed('start the shop and the browser', () =>
      Promise.all([startShop(config), launchBrowser()]),
    );
    const started = shop;
    if (options.demo) await timed('demo seed', () => seedDemo(started.db, started.config));
    if (options.settings)
      await updateSettings(shop.db, { ...(await getSettings(shop.db)), ...options.settings });
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await closeTabs(testTabs);
  });
  afterAll(async () => {
    if (PROFILE)
      console.log(
        `E2E_PROFILE ${expect.getState().testPath}: ${[...PROFILE]
          .map(([what, ms]) => `${what} ${(ms / 1000).toFixed(1)} s`)
          .join(', ')}`,
      );
    try {
      await closeTabs(fileTabs);
    } finally {
      await browser?.close();
      await shop?.close();
      await mail?.close();
    }
  });

  const j: Journey = {
    get shop() {
      return need(shop, 'the shop');
    },
    get browser() {
      return need(browser, 'the browser');
    },
    get mail() {
      return need(mail, 'the mail server');
    },
    async tab(viewport = DESKTOP, cookie) {
      const t = await openTab(j.browser, j.shop, viewport);
      (inTest ? testTabs : fileTabs).push(t);
      if (cookie) {
        const [name, value] = cookie.split('=');
        await t.context.addCookies([{ name, value, url: j.shop.baseUrl }]);
      }
      return t;
    },
    async logInTab(email, viewport = DESKTOP) {
      const t = await j.tab(viewport);
      await t.page.goto('/auth/login');
      await signInWithForm(t.page, email);
      return t;
    },
    async customer(name, { email, cart = [], address = true, codVerified = false } = {}) {
      const { db, app } = j.shop;
      const user = await createUser(db, {
        userName: name,
        email: email ?? `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        ...(codVerified ? { codVerifiedAt: new Date() } : {}),
      });
      const cookie = await loginAs(app, user);
      for (const [p, quantity] of cart) {
        const res = await j.api('POST', '/api/shop/cart/add', cookie, {
          userId: user.id,
          productId: p.id,
          quantity,
        });
        expect(res.status, res.body).toBe(200);
      }
      const addressId = address
        ? (
            await createAddress(db, user.id, {
              address: '7, Laxmi Road, Narayan Peth',
              city: 'Pune',
              pincode: '411030',
            })
          ).id
        : undefined;
      return { user, cookie, addressId, tab: (viewport) => j.tab(viewport, cookie) };
    },
    owner() {
      return (owner ??= (async () => {
        const user = await createAdmin(j.shop.db, { email: 'owner@example.com' });
        const cookie = await loginAs(j.shop.app, user);
        return { user, cookie, tab: (viewport) => j.tab(viewport, cookie) };
      })());
    },
    async order(c, lines, { method = 'phonepe', pay = true } = {}) {
      if (!c.addressId) throw new Error(`${c.user.userName} has no address to order to`);
      for (const [p, quantity] of lines) {
        const res = await j.api('POST', '/api/shop/cart/add', c.cookie, {
          userId: c.user.id,
          productId: p.id,
          quantity,
        });
        expect(res.status, res.body).toBe(200);
      }
      const created = await createOrderVia(
        j.shop.app,
        { user: c.user, cookie: c.cookie, addressId: c.addressId },
        { paymentMethod: method },
      );
      expect(created.statusCode, created.body).toBe(200);
      const { orderId, approvalURL } = created.json() as { orderId: string; approvalURL: string };
      if (method === 'phonepe' && pay) await j.pay(approvalURL);
      const [{ orderNumber }] = await j.shop.db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.id, orderId));
      return { orderId, orderNumber, approvalURL };
    },
    async pay(approvalURL) {
      const paid = await simulate(j.shop.app, approvalURL, 'pay');
      expect(paid.statusCode, paid.body).toBe(303);
    },
    async api(method, url, cookie, body) {
      const res = await j.shop.app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(body === undefined ? {} : { payload: body }),
      });
      let json: Record<string, unknown> | null = null;
      try {
        json = res.json();
      } catch {
        // not JSON (a redirect, a page)
      }
      return { status: res.statusCode, body: res.body, json };
    },
  };
  return j;
}

/** Closes every tab (emptying the list), then fails when any page logged an unexpected console error. */
async function closeTabs(tabs: Tab[]) {
  const open = tabs.splice(0);
  await Promise.all(open.map((t) => t.close()));
  const errors = open.flatMap((t) => t.errors);
  if (errors.length) throw new Error(`The page logged errors:\n${errors.join('\n')}`);
}

/** No serious or critical axe violation on what the page shows now (`seriousViolations`); `what` names it. */
export async function axeClean(page: Page, what?: string, include?: string) {
  expect(await seriousViolations(page, include), what).toEqual([]);
}

/**
 * Whether the page, at 360 px and then at 1280 px, has no sideways scroll (naming what reaches past the right
 * edge when it has), with a screenshot of each, `<name>-<width>.png` among the documented ones; the page gets
 * its size back after. Open toasts are closed first unless `closeToasts: false` (a toast on top says nothing
 * about the screen itself). Each width is looked at once the layout is painted and no finite animation (a
 * closing toast, a sheet) still runs.
 */
export async function fitsBothWidths(
  page: Page,
  name: string,
  { fullPage = false, closeToasts = true }: { fullPage?: boolean; closeToasts?: boolean } = {},
) {
  fs.mkdirSync(DOC_SCREENSHOT_DIR, { recursive: true });
  const before = page.viewportSize() ?? DESKTOP;
  if (closeToasts)
    for (const close of await page.locator('ol > li').getByRole('button', { name: 'Close' }).all())
      await close.click().catch(() => {});
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await timed('settle after a resize', () => settled(page));
    const overflow = await page.evaluate(() => {
      const over = document.documentElement.scrollWidth - window.innerWidth;
      if (over <= 0) return '';
      // Name the elements that reach past the right edge, to say what to fix.
      const wide = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)}`);
      return `${over} px: ${wide.join(' | ')}`;
    });
    expect(overflow, `${name} at ${viewport.width} px scrolls sideways`).toBe('');
    await timed('screenshots', () =>
      page.screenshot({ path: path.join(DOC_SCREENSHOT_DIR, `${name}-${viewport.width}.png`), fullPage }),
    );
  }
  await page.setViewportSize(before);
}

/** After a resize: the new layout painted, and no finite animation (a closing toast, a sheet) still running. */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
      .every((a) => a.playState !== 'running'),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Fills the login form on screen (the page is on it) and presses Sign In. */
export async function signInWithForm(page: Page, email: string, password = DEFAULT_PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The 6-digit code of a mail: its line that is nothing but six digits. */
export function codeFrom(text: string): string {
  const match = /^\s*(\d{6})\s*$/m.exec(text);
  if (!match) throw new Error(`No 6-digit code in the mail:\n${text}`);
  return match[1];
}
