import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import { formatINR } from '../../common/money';
import { products } from '../../server/db/schema';
import { axeClean, DESKTOP, journey, PHONE, screenshot, toast, type Tab } from './harness';

/**
 * The catalog by spreadsheet in Chromium on the production build, on the demo catalog, at 1280 and 360 px
 * with one shop and one owner's session: (1) the owner exports the catalog as CSV, changes one product's sale
 * price in the file, previews it, sees exactly that one change old → new, imports it and finds the new price
 * on the shop's product page; (2) an 8 % rise on one category shows its preview, is applied, and one
 * product's price is checked in the shop.
 */

const j = journey({ demo: true });
/** The owner's tab, kept through the file (its console is checked after the last test). */
let tab: Tab;
/** A shopper's tab (no login): the shop's pages redirect an admin to the dashboard. */
let shopper: Tab;

type Row = { id: string; title: string; category: string; salePricePaise: number };
let catalog: Row[];

beforeAll(async () => {
  catalog = await j.shop.db
    .select({
      id: products.id,
      title: products.title,
      category: products.category,
      salePricePaise: products.salePricePaise,
    })
    .from(products)
    .orderBy(asc(products.title));
  const owner = await j.owner();
  [tab, shopper] = await Promise.all([owner.tab(DESKTOP), j.tab(DESKTOP)]);
});

const salePriceOf = async (id: string) =>
  (await j.shop.db.select({ p: products.salePricePaise }).from(products).where(eq(products.id, id)))[0]!.p;

/** The shop's product page, as a shopper sees it, shows this sale price. */
async function shopsPrice(viewport: { width: number; height: number }, product: Row, paise: number) {
  const { page } = shopper;
  await page.setViewportSize(viewport);
  await page.goto(`/shop/product/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  await page
    .getByText(formatINR(paise / 100))
    .first()
    .waitFor();
}

async function productsPage(page: Page) {
  await page.goto('/admin/products');
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  await page.getByRole('list', { name: 'Products' }).waitFor();
}

/** Downloads "All products as CSV" from the Export menu and returns its rows (the header first). */
async function exportCsv(page: Page): Promise<string[][]> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'All products as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  return parse(text, { bom: true }) as string[][];
}

const views = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

describe.each(views)('catalog by spreadsheet at $name', ({ name, viewport }) => {
  it('exports CSV, changes one price in the file, previews exactly that change, imports it', async () => {
    const { page } = tab;
    await page.setViewportSize(viewport);
    await productsPage(page);
    const rows = await exportCsv(page);
    const [header, ...data] = rows;
    expect(header).toEqual(expect.arrayContaining(['id', 'title', 'salePrice']));
    expect(data).toHaveLength(catalog.length);

    // A different product at each width, so each import has its own one change.
    const target = catalog[name === 'desktop' ? 0 : 1]!;
    const idCol = header!.indexOf('id');
    const priceCol = header!.indexOf('salePrice');
    const row = data.find((r) => r[idCol] === target.id)!;
    // The price now (the other width's price rise may have moved it since the catalog was read).
    const nowPaise = await salePriceOf(target.id);
    const from = (nowPaise / 100).toFixed(2);
    expect(row[priceCol]).toBe(from);
    const newPaise = nowPaise + 1300;
    const to = (newPaise / 100).toFixed(2);
    row[priceCol] = to;
    const edited = stringify([header!, ...data]);

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    await dialog.getByLabel('Spreadsheet file (.csv or .xlsx)').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(edited, 'utf8'),
    });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const counts = dialog.getByLabel('Preview counts');
    await counts.waitFor();
    expect(await counts.textContent()).toBe(`New0Changed1Unchanged${catalog.length - 1}With errors0`);
    const changes = dialog.getByRole('list', { name: `Changes to ${target.title}` });
    expect(
      // "38.00 → 51.00" on screen; "38.00 becomes 51.00" to a screen reader.
      (await changes.getByRole('listitem').allTextContents()).map((t) =>
        t.replace(' becomes ', ' ').replace(/\s+/g, ' '),
      ),
    ).toEqual([`Sale price: ${from} → ${to}`]);
    await axeClean(page, undefined, '[role="dialog"]');
    await screenshot(page, `catalog-import-preview-${name}`);

    await dialog.getByRole('button', { name: 'Import 1 product' }).click();
    await toast(page, 'Imported 1 product').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await salePriceOf(target.id)).toBe(newPaise);

    await shopsPrice(viewport, target, newPaise);
  });

  it('previews an 8 % rise on one category, applies it, and the shop shows the new price', async () => {
    const { page } = tab;
    await page.setViewportSize(viewport);
    await productsPage(page);
    // A different category at each width (the journey above changed the first two products' prices).
    const categories = [...new Set(catalog.map((p) => p.category))].sort();
    const category = categories[name === 'desktop' ? categories.length - 1 : categories.length - 2]!;
    const inCategory = catalog.filter((p) => p.category === category);
    const checked = inCategory[0]!;
    const now = await salePriceOf(checked.id);
    const expected = Math.round(Math.round((now * 108) / 100) / 100) * 100;

    await page.getByRole('button', { name: 'Change prices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change prices' });
    await dialog.getByLabel('Category').selectOption(category);
    await dialog.getByLabel('Percent (%)').fill('8');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Preview: Raise by 8 %, rounded to the rupee' }).waitFor();
    expect(await preview.getByLabel('Preview counts').textContent()).toMatch(
      new RegExp(`^Matched${inCategory.length}Changing\\d+With errors0$`),
    );
    const line = preview.getByRole('row', {
      name: new RegExp(checked.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    expect(await line.getByRole('cell').allTextContents()).toEqual([
      checked.title,
      formatINR(now / 100),
      formatINR(expected / 100),
    ]);
    await axeClean(page, undefined, '[role="dialog"]');
    await screenshot(page, `catalog-bulk-preview-${name}`);

    await dialog.getByRole('button', { name: /^Apply to \d+ products?$/ }).click();
    await toast(page, 'Changed the price of').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await salePriceOf(checked.id)).toBe(expected);
    await shopsPrice(viewport, checked, expected);
  });
});
