import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { buildApp } from '../../server/app';
import { testConfig, type AppConfig } from '../../server/config';
import type { Database, Db } from '../../server/db/client';
import { createTestDatabase } from '../helpers/db';

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
  if (!fs.existsSync(path.join(distDir, 'index.html')))
    throw new Error('dist/web is missing: run `npx vite build`');
  const database: Database = await createTestDatabase();
  const config = testConfig({ webDistDir: distDir, rateLimits: false, ...overrides });
  const app = await buildApp(config, { database });
  const baseUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  // Mail links must point at this server; app.config is this object.
  config.publicUrl = baseUrl;
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
  /** Console errors and uncaught page errors seen so far, minus the expected ones. */
  errors: string[];
  /** Fails when the page logged an unexpected console error. */
  expectNoConsoleErrors(): void;
  close(): Promise<void>;
}

/**
 * Chromium logs every 4xx answer as "Failed to load resource". A 4xx from the API is a handled outcome the
 * page shows to the person (a logged-out check-auth is 401 by design, a wrong code 400); those are not app
 * errors. A 5xx, a missing asset, a JS exception or a React warning is.
 */
function expected(message: ConsoleMessage): boolean {
  const text = message.text();
  const url = message.location().url ?? '';
  if (!text.startsWith('Failed to load resource')) return false;
  return /\/api\//.test(url) && /status of 4\d\d/.test(text);
}

/** A fresh browser context (its own cookies) and page, recording console errors. */
export async function openTab(browser: Browser, shop: Shop, viewport = DESKTOP): Promise<Tab> {
  const context = await browser.newContext({ baseURL: shop.baseUrl, viewport, locale: 'en-IN' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message))
      errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    context,
    page,
    errors,
    expectNoConsoleErrors() {
      if (errors.length) throw new Error(`The page logged errors:\n${errors.join('\n')}`);
    },
    close: () => context.close(),
  };
}

/** The toast on screen with this text (Radix Toast renders them as list items in the viewport). */
export const toast = (page: Page, text: string) => page.locator('ol > li', { hasText: text }).first();

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** Waits until the app has settled on a path (the guard's redirects are client-side). */
export async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname);
}
