import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { getSettings } from '../../server/modules/settings/settings.service';
import { createAddress } from '../helpers/factories';
import {
  axeClean,
  DESKTOP,
  journey,
  PHONE,
  docScreenshot,
  toast,
  waitForPath,
  type Customer,
  type Tab,
} from './harness';

/**
 * The admin panel in Chromium on the production build, on a shop seeded with the demo catalog: the owner
 * uploads a slider image and adds a product with a preset; it is in the shop; a customer orders and pays
 * for it; the owner finds the order and ships it; the customer sees the new status. Customers never get in.
 * Every admin screen passes axe (no serious or critical violation) at 360 and 1280 px.
 *
 * Screenshots go to the temporary screenshot folder, or to docs/screenshots with UPDATE_SCREENSHOTS=1
 * (npm run screenshots).
 */

const shot = (page: Page, name: string) => docScreenshot(page, name);

const j = journey({ demo: true, settings: { companyName: 'Sharma Hardware & Electricals' } });
let customer: Customer;

const TITLE = 'Journey FR PVC House Wire 1.5 sq mm (90 m)';
/** The customer's firm, registered in Gujarat. */
const BUYER_GSTIN = '24AAACC1206D1ZM';
const PRESET = 'Journey coil 90 m';
/** What the journey learns on the way. */
const state: { productId?: string; orderId?: string } = {};

beforeAll(async () => {
  customer = await j.customer('Meera Iyer', { email: 'meera.admin-journey@example.com' });
});

/** The owner's tab, signed in through the login form, on the dashboard. */
const adminTab = async (viewport = DESKTOP): Promise<Tab> => {
  const tab = await j.logInTab((await j.owner()).user.email, viewport);
  await tab.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return tab;
};

/** A real PNG (a striped 600 × 600 square), as an owner's photo would be. */
async function png(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fff"/><circle cx="300" cy="300" r="200" fill="${color}"/><rect x="150" y="280" width="300" height="40" fill="#222"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('a customer in the admin panel', () => {
  it('lands on /unauth-page from every /admin URL, and every admin API call answers 403', async () => {
    const tab = await j.logInTab(customer.user.email, PHONE);
    const { page } = tab;
    await waitForPath(page, '/shop/home');
    for (const p of ['dashboard', 'products', 'orders', 'features', 'categories', 'images', 'settings']) {
      await page.goto(`/admin/${p}`);
      await waitForPath(page, '/unauth-page');
      await page
        .getByRole('heading', { level: 1, name: "You don't have access to view this page" })
        .waitFor();
    }
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/dashboard/summary'],
      ['GET', '/api/admin/products/get?search=wire&category=Paints'],
      ['POST', '/api/admin/products/add', {}],
      ['PUT', `/api/admin/products/edit/${id}`, { title: 'x' }],
      ['DELETE', `/api/admin/products/delete/${id}`],
      ['POST', '/api/admin/products/upload-image'],
      ['GET', '/api/admin/orders/get?status=confirmed'],
      ['GET', `/api/admin/orders/details/${id}`],
      ['PUT', `/api/admin/orders/update/${id}`, { orderStatus: 'delivered' }],
      ['DELETE', `/api/admin/orders/delete/${id}`],
      ['GET', '/api/admin/categories?kind=brand'],
      ['POST', '/api/admin/categories', { name: 'x', kind: 'brand' }],
      ['DELETE', `/api/admin/categories/${id}`],
      ['GET', '/api/admin/images/get'],
      ['POST', '/api/admin/images/delete-blank?bytes_lt=4096&max=200'],
      ['POST', '/api/admin/images/delete-multiple', { public_ids: ['x'] }],
      ['DELETE', '/api/admin/images/delete/x'],
      ['POST', '/api/common/feature/add', { image: 'https://example.com/a.png' }],
      ['DELETE', '/api/common/feature/clear'],
      ['DELETE', '/api/common/feature/purge-invalid'],
      ['GET', '/api/admin/settings/get'],
      ['PUT', '/api/admin/settings/update', { companyName: 'Hijacked' }],
    ];
    for (const [method, url, data] of calls) {
      const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
      expect(res.status(), `${method} ${url}`).toBe(403);
    }
    expect((await getSettings(j.shop.db)).companyName).toBe('Sharma Hardware & Electricals');
  });
});

describe('the owner runs the shop from the admin panel', () => {
  it('uploads a slider image on the dashboard and adds it to the slider', async () => {
    const { page } = await adminTab();
    // The slider as the API has it, and the dashboard's list once it shows it (it loads after the heading).
    const feature = (await (await page.request.get('/api/common/feature/get')).json()) as { data: unknown[] };
    const before = feature.data.length;
    const slides = page.getByRole('list', { name: 'Slider images' }).getByRole('listitem');
    await expect.poll(() => slides.count()).toBe(before);
    await page
      .getByLabel('Slider image', { exact: true })
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await png('#c2410c') });
    await page.getByRole('img', { name: 'Slider image: preview' }).waitFor();
    await page.getByRole('button', { name: 'Add to slider' }).click();
    await toast(page, 'Slider image added successfully').waitFor();
    // The form is cleared and the list reloaded.
    await page.getByLabel('Slider image', { exact: true }).waitFor();
    await expect.poll(() => slides.count()).toBe(before + 1);
  });

  it('adds a product with an uploaded image and a preset; the shop has it', async () => {
    const { page } = await adminTab();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('list', { name: 'Products' }).waitFor();

    await page.getByRole('button', { name: 'Add new product' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Add new product' });
    await sheet.waitFor();
    const submit = sheet.getByRole('button', { name: 'Add product' });
    expect(await submit.isDisabled()).toBe(true);

    await sheet
      .getByLabel('Product image *', { exact: true })
      .setInputFiles({ name: 'wire.png', mimeType: 'image/png', buffer: await png('#b91c1c') });
    await sheet.getByRole('img', { name: 'Product image *: preview' }).waitFor();
    await sheet.getByLabel('Title *', { exact: true }).fill(TITLE);
    // Escape with unsaved changes asks first; a real click on Keep editing reaches the dialog over the sheet.
    await page.keyboard.press('Escape');
    await page
      .getByRole('alertdialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Keep editing' })
      .click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await sheet.getByLabel('Title *', { exact: true }).inputValue()).toBe(TITLE);
    await sheet
      .getByLabel('Description *', { exact: true })
      .fill('Flame-retardant PVC insulated copper house wire, 90 m coil.');
    await sheet.getByLabel('Category *', { exact: true }).selectOption('Wires & Cables');
    await sheet.getByLabel('Subcategory *', { exact: true }).selectOption('House Wire');
    await sheet.getByLabel('HSN *', { exact: true }).fill('8544');
    await sheet.getByLabel('Sale price (₹, incl. GST) *', { exact: true }).fill('1180');
    await sheet.getByLabel('CGST %', { exact: true }).fill('9');
    await sheet.getByLabel('SGST %', { exact: true }).fill('9');
    expect(await sheet.getByLabel('Price before GST (₹, computed)', { exact: true }).inputValue()).toBe(
      '1000.00',
    );
    await sheet.getByLabel('CGST %', { exact: true }).fill('150');
    expect(await sheet.getByLabel('CGST %', { exact: true }).inputValue()).toBe('100');
    await sheet.getByLabel('CGST %', { exact: true }).fill('9');
    await sheet.getByLabel('Total stock *', { exact: true }).fill('25');
    await sheet.getByLabel('Min estimate price (₹) *', { exact: true }).fill('1000');
    await sheet.getByLabel('Max estimate price (₹) *', { exact: true }).fill('1500');
    await sheet.getByLabel('Preset name', { exact: true }).fill(PRESET);
    await sheet.getByLabel('Sale price (₹, incl. GST)', { exact: true }).fill('1180');
    await sheet.getByRole('button', { name: 'Add preset' }).click();
    await sheet.getByRole('list', { name: 'Estimator presets' }).getByText(PRESET).waitFor();
    expect(await submit.isEnabled()).toBe(true);
    await sheet.getByRole('heading', { name: 'Add new product' }).scrollIntoViewIfNeeded();
    await shot(page, 'admin-product-sheet');

    await submit.click();
    await toast(page, 'Product add successfully').waitFor();
    await sheet.waitFor({ state: 'detached' });
    await page.getByLabel('Search by title', { exact: true }).fill('Journey FR PVC');
    await page.getByRole('list', { name: 'Products' }).getByRole('heading', { name: TITLE }).waitFor();

    // In the shop (the storefront screens are built in parallel, so through its API).
    const found = await page.request.get(
      `/api/admin/products/get?search=${encodeURIComponent('Journey FR PVC')}`,
    );
    const [created] = (await found.json()).data as { _id: string; image: string }[];
    state.productId = created._id;
    const res = await fetch(`${j.shop.baseUrl}/api/shop/products/get/${created._id}`);
    expect(res.status).toBe(200);
    const product = (await res.json()).data;
    expect(product).toMatchObject({
      title: TITLE,
      category: 'Wires & Cables',
      subcategory: 'House Wire',
      price: 1000,
      salePrice: 1180,
      cgstPercent: 9,
      sgstPercent: 9,
      totalStock: 25,
      estimatorPresets: [expect.objectContaining({ name: PRESET, qty: 1, price: 1180 })],
    });
    expect(product.image).toMatch(new RegExp(`^${j.shop.baseUrl}/uploads/img-`));
    expect((await fetch(product.image)).status).toBe(200);
  });

  it('finds the paid order, ships it, and the customer sees the new status', async () => {
    expect(state.productId).toBeDefined();
    const { cookie } = customer;
    // Paid on the simulator's hosted page; then captured as the return page does.
    const { orderId } = await j.order(customer, [[{ id: state.productId! }, 2]]);
    state.orderId = orderId;
    const captured = await j.api('POST', '/api/shop/order/capture', cookie, { orderId });
    expect(captured.json).toMatchObject({
      success: true,
      data: { paymentStatus: 'paid', orderStatus: 'confirmed' },
    });

    const { page } = await adminTab();
    await page.goto('/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    // The owner finds it by the number the customer reads out on the phone.
    const orderNumber = (captured.json!.data as { orderNumber: string }).orderNumber;
    await page.getByLabel('Search orders', { exact: true }).fill(orderNumber);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByText('Confirmed').waitFor();
    await table.getByRole('button', { name: `View Details of order ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Order details' });
    await dialog.getByText(TITLE).waitFor();
    for (const text of ['Meera Iyer', '₹2,360.00', 'Grand total', 'Paid'])
      await dialog.getByText(text, { exact: true }).first().waitFor();
    // The invoice of a paid order, for the admin too.
    const invoiceHref = await dialog.getByRole('link', { name: 'Download invoice' }).getAttribute('href');
    const invoice = await page.request.get(invoiceHref!);
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    await shot(page, 'admin-orders');

    await dialog.getByLabel('Order status', { exact: true }).selectOption('inShipping');
    // Dispatching asks for the courier and the AWB.
    await dialog.getByLabel('Courier', { exact: true }).fill('Delhivery');
    await dialog.getByLabel('Tracking number (AWB)', { exact: true }).fill('DL-1234567890');
    await dialog.getByRole('button', { name: 'Update Order Status' }).click();
    await toast(page, 'Order status is updated successfully').waitFor();
    await dialog.locator('[data-status="inShipping"]').waitFor();
    // The first Escape closes the toast (the topmost layer), the second the dialog.
    await page.keyboard.press('Escape');
    await toast(page, 'Order status is updated successfully').waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await table.locator('[data-status="inShipping"]').waitFor();

    const list = await j.api('GET', `/api/shop/order/list/${customer.user.id}`, cookie);
    expect(
      (list.json!.data as { _id: string; orderStatus: string }[]).find((o) => o._id === orderId)?.orderStatus,
    ).toBe('inShipping');
  });
});

describe('a payment that came too late', () => {
  it('to another state, for a firm: the owner sees IGST and the refund owed, and records the refund by keyboard', async () => {
    expect(state.productId).toBeDefined();
    const { cookie } = customer;
    // Delivered to Ahmedabad (Gujarat), from a shop registered in Maharashtra: IGST.
    const ahmedabad = await createAddress(j.shop.db, customer.user.id, {
      address: '7, Ashram Road',
      city: 'Ahmedabad',
      pincode: '380009',
    });
    expect(
      (
        await j.api('POST', '/api/shop/cart/add', cookie, {
          userId: customer.user.id,
          productId: state.productId,
          quantity: 1,
        })
      ).status,
    ).toBe(200);
    const created = await j.api('POST', '/api/shop/order/create', cookie, {
      userId: customer.user.id,
      addressInfo: { addressId: ahmedabad.id },
      contactName: 'Meera Iyer',
      contactEmail: customer.user.email,
      buyerGstin: BUYER_GSTIN,
    });
    expect(created.status).toBe(200);
    const orderId = created.json!.orderId as string;
    const ownerCookie = (await j.owner()).cookie;
    // The owner rejects it while unpaid; the customer pays anyway on the payment page.
    expect(
      (await j.api('PUT', `/api/admin/orders/update/${orderId}`, ownerCookie, { orderStatus: 'rejected' }))
        .status,
    ).toBe(200);
    await j.pay(created.json!.approvalURL as string);
    const captured = await j.api('POST', '/api/shop/order/capture', cookie, { orderId });
    expect(captured.json).toMatchObject({ success: false, data: { orderStatus: 'rejected' } });
    const owed = async () =>
      (
        (await j.api('GET', '/api/admin/dashboard/summary', ownerCookie)).json!.data as {
          refundsNeeded: number;
        }
      ).refundsNeeded;
    expect(await owed()).toBe(1);

    let last: Tab | undefined;
    for (const viewport of [PHONE, DESKTOP]) {
      last = await adminTab(viewport);
      const { page } = last;
      await page.goto(`/admin/orders?order=${orderId}`);
      const dialog = page.getByRole('dialog', { name: 'Order details' });
      await dialog.getByText('Refund needed.').waitFor();
      // What the customer paid, and the simulator's transaction id to refund it by.
      await dialog
        .getByText(/Refund ₹1,180\.00 through the payment provider \(transaction SIMTXN[0-9A-F]{16}\)/)
        .waitFor();
      await dialog.getByText('Gujarat (24) · IGST').waitFor();
      await dialog.getByText(BUYER_GSTIN).waitFor();
      await dialog.getByRole('columnheader', { name: 'IGST' }).waitFor();
      expect(await dialog.getByRole('columnheader', { name: 'CGST' }).count()).toBe(0);
      await shot(page, `admin-order-refund-${viewport.width}`);
    }

    // By keyboard: the button, then the question's confirming button.
    const { page } = last!;
    const dialog = page.getByRole('dialog', { name: 'Order details' });
    await dialog.getByRole('button', { name: 'Mark refunded' }).focus();
    await page.keyboard.press('Enter');
    const orderNumber = (captured.json!.data as { orderNumber: string }).orderNumber;
    const question = page.getByRole('alertdialog', { name: `Mark order ${orderNumber} refunded?` });
    await question.getByText('refund it through the payment provider first').waitFor();
    await shot(page, 'admin-order-refund-question');
    for (let i = 0; i < 4; i++) {
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      if (focused === 'Mark refunded') break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await toast(page, 'Order marked refunded').waitFor();
    await dialog.getByText('Refund needed.').waitFor({ state: 'detached' });
    await dialog.getByText('Refunded', { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Mark refunded' }).count()).toBe(0);
    expect(await owed()).toBe(0);
  });
});

describe('every admin screen', () => {
  const SCREENS = [
    { path: '/admin/dashboard', heading: 'Dashboard', shot: 'admin-dashboard' },
    { path: '/admin/products', heading: 'Products', shot: 'admin-products' },
    { path: '/admin/orders', heading: 'Orders', shot: null },
    { path: '/admin/features', heading: 'Features', shot: null },
    { path: '/admin/categories', heading: 'Categories & Brands', shot: null },
    { path: '/admin/images', heading: 'Image Gallery', shot: 'admin-gallery' },
    { path: '/admin/settings', heading: 'Settings', shot: 'admin-settings' },
  ];

  for (const viewport of [DESKTOP, PHONE]) {
    it(`passes axe and fits ${viewport.width} px without sideways scrolling, dialogs open too`, async () => {
      const { page } = await adminTab(viewport);
      for (const s of SCREENS) {
        await page.goto(s.path);
        await page.getByRole('heading', { level: 1, name: s.heading }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          s.path,
        ).toBeLessThanOrEqual(0);
        if (s.shot && viewport === DESKTOP) await shot(page, s.shot);
        // The chart's figures as a table are checked open.
        if (s.path === '/admin/dashboard') await page.getByText('Show the figures as a table').click();
        await axeClean(page, `${s.path} at ${viewport.width}`);
      }

      await page.goto('/admin/products');
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Edit product' }).waitFor();
      await axeClean(page, `product sheet at ${viewport.width}`);
      await page.keyboard.press('Escape');

      await page.goto(`/admin/orders?order=${state.orderId}`);
      await page.getByRole('dialog', { name: 'Order details' }).getByText('Grand total').waitFor();
      await axeClean(page, `order details at ${viewport.width}`);
      await page.keyboard.press('Escape');

      if (viewport === PHONE) {
        await page.goto('/admin/dashboard');
        await page.getByRole('button', { name: 'Open admin menu' }).click();
        const nav = page.getByRole('dialog');
        await nav.getByRole('link', { name: 'Settings' }).waitFor();
        await axeClean(page, 'navigation sheet at 360');
        await shot(page, 'admin-nav-360');
        await nav.getByRole('link', { name: 'Image Gallery' }).click();
        await page.getByRole('heading', { level: 1, name: 'Image Gallery' }).waitFor();
        await nav.waitFor({ state: 'detached' });
      }
    });
  }
});
