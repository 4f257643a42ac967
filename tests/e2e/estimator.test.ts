import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productImage } from '../../server/db/seed-images';
import { createCategory, createProduct, type ProductRow } from '../helpers/factories';
import {
  axeClean,
  DESKTOP,
  DOC_SCREENSHOT_DIR,
  journey,
  PHONE,
  signInWithForm,
  toast,
  waitForPath,
} from './harness';

/**
 * The estimator in Chromium on the production build: a visitor builds an estimate from the filters and a
 * preset, changes a quantity, reloads and finds it intact, prints it, and (logged in as a customer) adds it
 * all to the cart; an admin at /admin/estimator deletes a preset and it is gone from the product. Screenshots
 * go to docs/screenshots with UPDATE_SCREENSHOTS=1 (otherwise to the temporary screenshot folder).
 */
const SHOTS = DOC_SCREENSHOT_DIR;

const j = journey({
  settings: {
    companyName: 'Sharma',
    companyAddress: '12, MG Road, Shivaji Nagar, Pune, Maharashtra 411005',
    gstNumber: '27AAPFU0939F1ZV',
    phone: '+91 20 2553 1234',
    whatsapp: '+91 98765 43210',
    email: 'hello@sharma-hardware.in',
  },
});
const p: Record<string, ProductRow> = {};
let customerEmail: string;
let adminEmail: string;

/** A product picture drawn like the demo catalog's, served from this shop's uploads. */
async function picture(key: string, opts: Parameters<typeof productImage>[0]): Promise<string> {
  const file = path.join(j.shop.config.uploadsDir, 'e2e', `${key}.webp`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await productImage(opts));
  return `${j.shop.baseUrl}/uploads/e2e/${key}.webp`;
}

const preset = (name: string, size: string, capacity: string, qty: number, price: number, hsn = '') => ({
  name,
  size,
  capacity,
  qty,
  price,
  hsn,
  active: true,
});

beforeAll(async () => {
  await createCategory(j.shop.db, {
    name: 'Wires & Cables',
    subcategories: ['House Wire', 'Flexible Cable'],
  });
  await createCategory(j.shop.db, {
    name: 'Switches & Sockets',
    subcategories: ['Modular Switches', 'Sockets'],
  });
  await createCategory(j.shop.db, { name: 'Pipes & Fittings', subcategories: ['PVC Pipes'] });
  for (const brand of ['Voltline', 'Kiran Electricals', 'Jalflow'])
    await createCategory(j.shop.db, { name: brand, kind: 'brand' });

  const wireVariants = [
    { size: '1 sq mm', stdPacking: '90 m coil', pricePerPiece: 1050, active: true },
    { size: '1.5 sq mm', stdPacking: '90 m coil', pricePerPiece: 1450, active: true },
    { size: '2.5 sq mm', stdPacking: '90 m coil', pricePerPiece: 2250, active: true },
  ];
  const wire = (size: string, sale: number, stock: number, presets: ReturnType<typeof preset>[]) => ({
    title: `FR Copper House Wire ${size} (90 m)`,
    category: 'Wires & Cables',
    subcategory: 'House Wire',
    brand: 'Voltline',
    hsn: '85444999',
    salePricePaise: sale * 100,
    totalStock: stock,
    minEstimatePricePaise: 89000,
    maxEstimatePricePaise: 260000,
    variants: wireVariants,
    priceTiers: [{ price: sale }, { price: Math.round(sale * 95) / 100 }],
    estimatorPresets: presets,
  });
  const img = (
    key: string,
    title: string,
    brand: string,
    size: string,
    icon: 'wire' | 'switch' | 'pipe',
    color: string,
  ) => picture(key, { icon, color, title, brand, size });

  p.wire15 = await createProduct(j.shop.db, {
    ...wire('1.5 sq mm', 1450, 30, [
      preset('House wire 1.5 sq mm, 90 m coil', '1.5 sq mm', '90 m', 1, 1450, '85444999'),
    ]),
    image: await img('wire-15', 'FR Copper House Wire', 'Voltline', '1.5 sq mm', 'wire', '#b91c1c'),
  });
  p.wire25 = await createProduct(j.shop.db, {
    ...wire('2.5 sq mm', 2250, 1, [
      preset('Room wiring kit: 2.5 sq mm, 2 coils', '2.5 sq mm', '180 m', 2, 2250, '85444999'),
    ]),
    image: await img('wire-25', 'FR Copper House Wire', 'Voltline', '2.5 sq mm', 'wire', '#b91c1c'),
  });
  p.flex = await createProduct(j.shop.db, {
    title: 'Flexible Cable 3-Core 1.5 sq mm (per metre)',
    category: 'Wires & Cables',
    subcategory: 'Flexible Cable',
    brand: 'Voltline',
    hsn: '85444920',
    salePricePaise: 6200,
    totalStock: 500,
    minEstimatePricePaise: 5000,
    maxEstimatePricePaise: 7500,
    image: await img('flex', 'Flexible Cable 3-Core', 'Voltline', '1.5 sq mm', 'wire', '#b91c1c'),
  });
  p.switch = await createProduct(j.shop.db, {
    title: 'Modular Switch 6 A, 1-Way',
    category: 'Switches & Sockets',
    subcategory: 'Modular Switches',
    brand: 'Kiran Electricals',
    hsn: '8536',
    salePricePaise: 8900,
    totalStock: 40,
    minEstimatePricePaise: 7500,
    maxEstimatePricePaise: 10000,
    estimatorPresets: [
      preset('Switch board set: 8 switches', '6 A', '', 8, 85, '8536'),
      preset('Bedroom set: 4 switches', '6 A', '', 4, 87, '8536'),
    ],
    image: await img('switch', 'Modular Switch 1-Way', 'Kiran', '6 A', 'switch', '#475569'),
  });
  p.socket = await createProduct(j.shop.db, {
    title: 'Modular Socket 16 A',
    category: 'Switches & Sockets',
    subcategory: 'Sockets',
    brand: 'Kiran Electricals',
    hsn: '8536',
    salePricePaise: 16500,
    totalStock: 0,
    image: await img('socket', 'Modular Socket', 'Kiran', '16 A', 'switch', '#475569'),
  });
  p.pipe = await createProduct(j.shop.db, {
    title: 'PVC Pipe 1 inch, 3 m',
    category: 'Pipes & Fittings',
    subcategory: 'PVC Pipes',
    brand: 'Jalflow',
    hsn: '3917',
    salePricePaise: 24000,
    totalStock: 60,
    minEstimatePricePaise: 20000,
    maxEstimatePricePaise: 28000,
    estimatorPresets: [preset('Bathroom plumbing: 10 pipes', '1 inch', '3 m each', 10, 230, '3917')],
    image: await img('pipe', 'PVC Pipe', 'Jalflow', '1 inch', 'pipe', '#0e7490'),
  });
  // The customer's cart already holds one pipe.
  const customer = await j.customer('Ravi Contractor', {
    email: 'ravi@example.com',
    cart: [[p.pipe, 1]],
    address: false,
  });
  customerEmail = customer.user.email;
  adminEmail = (await j.owner()).user.email;
  fs.mkdirSync(SHOTS, { recursive: true });
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const lines = (page: Page) => page.getByTestId('estimate-line');
const grandTotal = (page: Page) => page.getByTestId('grand-total');

async function openEstimator(page: Page, query = '') {
  await page.goto(`/shop/estimator${query}`);
  await page.getByRole('heading', { level: 1, name: 'Estimator' }).waitFor();
  await page.waitForLoadState('networkidle');
}

const login = (page: Page, email: string) => signInWithForm(page, email);

describe('the estimator for a visitor and a customer', () => {
  it('builds an estimate from the filters and a preset, keeps it across a reload, prints it and adds it all to the cart', async () => {
    const tab = await j.tab(DESKTOP);
    const { page } = tab;
    await openEstimator(page);
    // A fresh calculator: one empty line, nothing to total.
    await expect(lines(page).count()).resolves.toBe(1);
    await expect(grandTotal(page).textContent()).resolves.toBe('₹0.00');

    // Filters go into the query string as comma lists.
    await page.getByRole('checkbox', { name: 'Wires & Cables' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Wires & Cables');
    await page.getByRole('checkbox', { name: 'House Wire' }).click();
    await page.waitForURL((url) => url.searchParams.get('subcategory') === 'House Wire');
    const products = page.getByRole('region', { name: 'Products' });
    await products.getByText('Flexible Cable 3-Core 1.5 sq mm (per metre)').waitFor({ state: 'detached' });
    await expect(products.getByText('PVC Pipe 1 inch, 3 m').count()).resolves.toBe(0);

    await page
      .getByRole('button', { name: 'Add FR Copper House Wire 1.5 sq mm (90 m) to the estimate' })
      .click();
    await page
      .getByRole('button', { name: 'Add preset Room wiring kit: 2.5 sq mm, 2 coils to the estimate' })
      .click();
    await expect(lines(page).count()).resolves.toBe(2);

    // Quantity of the first line to 3 (typed; a non-numeric entry would become 1).
    const qty = page.getByRole('textbox', { name: 'Quantity, line 1' });
    await qty.fill('3');
    await qty.press('Tab');
    // 3 × ₹1,450.00 = ₹4,350.00 (₹3,686.44 + ₹331.78 + ₹331.78) and 2 × ₹2,250.00 = ₹4,500.00
    // (₹3,813.56 + ₹343.22 + ₹343.22): subtotal ₹7,500.00, CGST ₹675.00, SGST ₹675.00, total ₹8,850.00.
    await page.getByTestId('grand-total').getByText('₹8,850.00').waitFor();
    const totals = page.getByLabel('Estimate totals');
    for (const figure of ['₹7,500.00', '₹675.00']) await totals.getByText(figure).first().waitFor();

    // A reload finds the estimate intact, with the filters from the URL.
    await page.reload();
    await page.getByTestId('grand-total').getByText('₹8,850.00').waitFor();
    await expect(lines(page).count()).resolves.toBe(2);
    await expect(page.getByRole('textbox', { name: 'Quantity, line 1' }).inputValue()).resolves.toBe('3');
    await expect(page.getByRole('checkbox', { name: 'House Wire' }).isChecked()).resolves.toBe(true);
    await page.waitForLoadState('networkidle');

    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await axeClean(page);
    await page.screenshot({ path: path.join(SHOTS, 'estimator-1280.png'), fullPage: true });

    // The print view: the estimate sheet only, no app chrome.
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('print-sheet');
    await sheet.waitFor({ state: 'visible' });
    await expect(page.locator('header').first().isVisible()).resolves.toBe(false);
    for (const text of [
      'Sharma',
      'GSTIN 27AAPFU0939F1ZV',
      '12, MG Road, Shivaji Nagar, Pune, Maharashtra 411005',
      '85444999',
      '₹8,850.00',
    ]) {
      await sheet.getByText(text, { exact: false }).first().waitFor();
    }
    await sheet.getByText('Rupees Eight Thousand Eight Hundred Fifty Only').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'estimator-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // Add all to cart needs login (SPEC §5): the visitor logs in and comes back to the estimate.
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await waitForPath(page, '/auth/login');
    await login(page, customerEmail);
    await waitForPath(page, '/shop/estimator');
    await page.getByTestId('grand-total').getByText('₹8,850.00').waitFor();
    // The header's badge counts the cart's lines once the cart screens are in (the buying screens' issue);
    // until then it shows 0 whatever the cart holds. A badge that counts shows the pipe already in the cart.
    const badge = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
    const counting = (await badge.getAttribute('aria-label')) === 'Cart, 1 item';
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    const summary = page.getByRole('status', { name: 'Added 4 items of 2 products to your cart' });
    await summary.waitFor();
    await summary.getByText('FR Copper House Wire 1.5 sq mm (90 m): 3 added').waitFor();
    await summary.getByText('FR Copper House Wire 2.5 sq mm (90 m): 1 of 2 added, only 1 in stock').waitFor();
    if (counting) await page.getByRole('button', { name: 'Cart, 3 items' }).waitFor();

    const me = (await (await page.request.get('/api/auth/check-auth')).json()).user;
    const cart = (await (await page.request.get(`/api/shop/cart/get/${me.id}`)).json()).data;
    expect(
      cart.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]).sort(),
    ).toEqual(
      [
        [p.pipe.id, 1],
        [p.wire15.id, 3],
        [p.wire25.id, 1],
      ].sort(),
    );
  });

  it('stacks the lines as cards at 360 px, with the filters folded', async () => {
    const tab = await j.tab(PHONE);
    const { page } = tab;
    await openEstimator(page, '?brand=Kiran%20Electricals');
    const toggle = page.getByRole('button', { name: 'Show Filters (1)' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByRole('complementary', { name: 'Filters' }).isVisible()).resolves.toBe(false);

    await page.getByRole('button', { name: 'Add Modular Switch 6 A, 1-Way to the estimate' }).click();
    await page
      .getByRole('button', { name: 'Add preset Switch board set: 8 switches to the estimate' })
      .click();
    await page.getByRole('button', { name: 'Add Modular Socket 16 A to the estimate' }).click();
    await expect(lines(page).count()).resolves.toBe(3);
    // ₹89.00 + 8 × ₹85.00 + ₹165.00 = ₹934.00.
    await page.getByTestId('grand-total').getByText('₹934.00').waitFor();
    // Cards: no table heading row, each line one block as wide as the screen.
    await expect(
      page.getByRole('table', { name: 'Estimate lines' }).locator('thead').isVisible(),
    ).resolves.toBe(false);
    const box = await lines(page).first().boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The only product line cannot be removed; here there are three, so each can.
    await expect(page.getByRole('button', { name: /^Remove line 1/ }).isEnabled()).resolves.toBe(true);

    await toggle.click();
    await page.getByRole('complementary', { name: 'Filters' }).waitFor();
    await page.getByRole('button', { name: 'Hide Filters (1)' }).click();
    await page.getByRole('complementary', { name: 'Filters' }).waitFor({ state: 'hidden' });

    await page.waitForLoadState('networkidle');
    await axeClean(page);
    // A visitor never downloads the admin's controls (nor the admin panel).
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.filter((n) => /admin-(tools|layout)/.test(n))).toEqual([]);
    // Let the "Added to the estimate" toasts close before the picture.
    await page
      .locator('ol > li')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await page.screenshot({ path: path.join(SHOTS, 'estimator-360.png'), fullPage: true });
  });
});

describe('the estimator for an admin', () => {
  it('lives at /admin/estimator with Add Line, Clear and Delete preset, which removes it from the product', async () => {
    const tab = await j.tab(DESKTOP);
    const { page } = tab;
    await page.goto('/auth/login');
    await login(page, adminEmail);
    await waitForPath(page, '/admin/dashboard');
    // SPEC: an admin on a shop path goes to the dashboard; the estimator is in the admin panel.
    await page.goto('/shop/estimator');
    await waitForPath(page, '/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Estimator' }).click();
    await waitForPath(page, '/admin/estimator');
    await page.getByRole('heading', { level: 1, name: 'Estimator' }).waitFor();
    await expect(page.getByRole('button', { name: 'Add all to cart' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Add Line' }).click();
    await expect(lines(page).count()).resolves.toBe(2);
    // Beside the admin's navigation and the filters the lines are cards; nothing widens the page.
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Clear' }).click();
    const clear = page.getByRole('alertdialog', { name: 'Clear the calculator?' });
    await clear.getByRole('button', { name: 'Clear' }).click();
    await clear.waitFor({ state: 'detached' });
    await expect(lines(page).count()).resolves.toBe(1);

    const name = 'Switch board set: 8 switches';
    await page.getByRole('button', { name: `Delete preset (Admin only): ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete preset "${name}"?` });
    await confirm.getByRole('button', { name: 'Delete preset' }).click();
    await toast(page, `Preset "${name}" deleted`).waitFor();
    await page
      .getByRole('button', { name: `Add preset ${name} to the estimate` })
      .waitFor({ state: 'detached' });

    const product = (await (await page.request.get(`/api/shop/products/get/${p.switch.id}`)).json()).data;
    expect(product.estimatorPresets.map((x: { name: string }) => x.name)).toEqual([
      'Bedroom set: 4 switches',
    ]);
    // The save kept everything else about the product.
    expect(product).toMatchObject({ title: 'Modular Switch 6 A, 1-Way', salePrice: 89, totalStock: 40 });
    await axeClean(page);
  });
});
