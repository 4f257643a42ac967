import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../server/db/schema';
import { startSmtpSink, type SmtpSink } from '../../server/mail/smtp-sink.testing';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import {
  createAddress,
  createAdmin,
  createProduct,
  createUser,
  loginAs,
  type ProductRow,
} from '../helpers/factories';
import {
  DESKTOP,
  launchBrowser,
  openTab,
  PHONE,
  screenshot,
  seriousViolations,
  startShop,
  toast,
  type Shop,
  type Tab,
} from './harness';

/**
 * Dispatch with tracking (issue 31), in Chromium on the production build, at 1280 and 360 px: the owner
 * dispatches a paid order from the admin order dialog with the courier, the AWB and the tracking URL, by
 * keyboard; the customer's order details show the courier, the AWB and the Track link; and the customer has
 * the shipped mail, received by a real SMTP peer (the shop runs with SMTP_URL pointing at it).
 */

let sink: SmtpSink;
let shop: Shop;
let browser: Browser;
const tabs: Tab[] = [];
let product: ProductRow;
let adminCookie: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  [shop, browser] = await Promise.all([startShop({ smtpUrl: sink.url }), launchBrowser()]);
  product = await createProduct(shop.db, { title: 'Dispatch journey MCB 32 A', totalStock: 40, image: '' });
  adminCookie = await loginAs(shop.app, await createAdmin(shop.db));
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await sink?.close();
});
afterEach(async () => {
  for (const t of tabs.splice(0)) {
    t.expectNoConsoleErrors();
    await t.close();
  }
});

const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A tab of `viewport` signed in with `cookie`. */
async function tab(cookie: string, viewport: { width: number; height: number }): Promise<Page> {
  const t = await openTab(browser, shop, viewport);
  tabs.push(t);
  await t.context.addCookies([{ name: 'sid', value: cookie.split('=')[1], url: shop.baseUrl }]);
  return t.page;
}

/** A customer with a paid online order (confirmed, paid on the simulator): their e-mail, cookie and order id. */
async function paidOrder(name: string) {
  const user = await createUser(shop.db, {
    userName: name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  });
  await shop.db.update(users).set({ codVerifiedAt: new Date() }).where(eq(users.id, user.id));
  const address = await createAddress(shop.db, user.id, {
    address: '7, Laxmi Road',
    city: 'Pune',
    pincode: '411030',
  });
  const cookie = await loginAs(shop.app, user);
  expect(
    (
      await inject('POST', '/api/shop/cart/add', cookie, {
        userId: user.id,
        productId: product.id,
        quantity: 1,
      })
    ).statusCode,
  ).toBe(200);
  const created = await inject('POST', '/api/shop/order/create', cookie, {
    userId: user.id,
    addressInfo: { addressId: address.id },
    contactName: name,
    contactEmail: user.email,
    paymentMethod: 'phonepe',
  });
  expect(created.statusCode, created.body).toBe(200);
  const { orderId, approvalURL } = created.json();
  await shop.app.inject({
    method: 'POST',
    url: new URL(approvalURL).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  await waitForPaymentWork(shop.app);
  // The confirmation mail of the payment: not this journey's.
  expect((await sink.waitFor(user.email)).subject).toMatch(/order HEP-\d+ confirmed/);
  const [{ orderNumber }] = await shop.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId as string));
  return { email: user.email, cookie, orderId: orderId as string, orderNumber };
}

async function noSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    return (label ?? el.textContent ?? '').trim();
  });

describe.each([
  [
    '1280',
    DESKTOP,
    {
      courier: 'Delhivery',
      awb: 'DL-1234567890',
      url: 'https://www.delhivery.com/track/package/DL-1234567890',
    },
  ],
  [
    '360',
    PHONE,
    {
      courier: 'India Post',
      awb: 'EK123456789IN',
      url: 'https://www.indiapost.gov.in/track?id=EK123456789IN',
    },
  ],
])('at %s px', (width, viewport, ship) => {
  it('the owner dispatches with courier and AWB; the customer sees the tracking and has the mail', async () => {
    const { email, cookie, orderNumber } = await paidOrder(`Asha Patil ${width}`);

    // The owner: the order's dialog, dispatched by keyboard from the status to the button.
    const owner = await tab(adminCookie, viewport);
    await owner.goto('/admin/orders');
    await owner.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await owner.getByRole('button', { name: `View Details of order ${orderNumber}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Order details' });
    const status = dialog.getByLabel('Order status', { exact: true });
    await status.selectOption('inShipping');
    await status.focus();
    await owner.keyboard.press('Tab');
    expect(await focusedLabel(owner)).toBe('Courier');
    await owner.keyboard.type(ship.courier);
    await owner.keyboard.press('Tab');
    expect(await focusedLabel(owner)).toBe('Tracking number (AWB)');
    await owner.keyboard.type(ship.awb);
    await owner.keyboard.press('Tab');
    expect(await focusedLabel(owner)).toBe('Tracking URL (optional)');
    await owner.keyboard.type(ship.url);
    await owner.keyboard.press('Tab');
    expect(await focusedLabel(owner)).toBe('Update Order Status');
    expect(await seriousViolations(owner), 'the dispatch form').toEqual([]);
    await noSidewaysScroll(owner, 'the dispatch form');
    await screenshot(owner, `dispatch-form-${width}`);
    await owner.keyboard.press('Enter');
    await toast(owner, 'Order status is updated successfully').waitFor();
    await dialog.locator('[data-status="inShipping"]').first().waitFor();
    await dialog.getByText(`AWB ${ship.awb}`).waitFor();

    // The customer's order details: courier, AWB and the Track link to the courier's page.
    const customer = await tab(cookie, viewport);
    await customer.goto('/shop/account');
    await customer.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
    const details = customer.getByRole('dialog', { name: 'Order details' });
    const shipment = details.getByTestId('shipment');
    await shipment.getByText(ship.courier, { exact: true }).waitFor();
    await shipment.getByText(ship.awb, { exact: true }).waitFor();
    const track = shipment.getByRole('link', { name: /^Track/ });
    expect(await track.getAttribute('href')).toBe(ship.url);
    expect(await track.getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(customer), 'the customer’s order details').toEqual([]);
    await noSidewaysScroll(customer, 'the customer’s order details');
    await shipment.scrollIntoViewIfNeeded();
    await screenshot(customer, `dispatch-customer-${width}`);

    // The customer's mail, as the SMTP peer received it.
    const mail = await sink.waitFor(email);
    expect(mail.subject).toMatch(
      new RegExp(`order ${orderNumber} has shipped \\(${ship.courier} ${ship.awb}\\)$`),
    );
    expect(mail.text).toContain(`Tracking number (AWB): ${ship.awb}`);
    expect(mail.text).toContain(`Track your parcel: ${ship.url}`);
    expect(mail.html).toContain(`href="${ship.url}"`);
  });
});
