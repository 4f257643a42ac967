import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatINR } from '../../common/money';
import { createProduct, type ProductRow } from '../helpers/factories';
import { axeClean, codeFrom, DESKTOP, journey, PHONE, screenshot, type Customer, type Tab } from './harness';

/**
 * Cash on delivery from the owner's side, in Chromium on the production build: a customer places a cash
 * order through the API (after confirming their e-mail with the code from the mail); the owner finds it on
 * the dashboard's Cash to collect and in the orders filtered by cash on delivery, confirms it, dispatches it
 * (its invoice number appears), records the cash collected, and the cash to collect drops. A second cash
 * order is refused at the door: the owner takes it back and its stock returns in the products list. Every
 * state of the details passes axe. Screenshots go to the temporary screenshot folder.
 */

const j = journey({ mail: true });
let customer: Customer;

const WIRE = 'COD journey house wire 1.5 sq mm';
const SWITCH = 'COD journey modular switch 6 A';
const products: { wire?: ProductRow; switch?: ProductRow } = {};

beforeAll(async () => {
  customer = await j.customer('Ravi Kulkarni', { email: 'ravi.cod-journey@example.com' });
  products.wire = await createProduct(j.shop.db, { title: WIRE, totalStock: 40, image: '' });
  products.switch = await createProduct(j.shop.db, { title: SWITCH, totalStock: 12, image: '' });
  await confirmEmailForCod();
});

/** The buyer confirms their e-mail address with the 6-digit code from the mail, as before a first cash order. */
async function confirmEmailForCod() {
  expect((await j.api('POST', '/api/shop/order/cod-code', customer.cookie)).status).toBe(200);
  const code = codeFrom((await j.mail.waitFor(customer.user.email)).text);
  expect((await j.api('POST', '/api/shop/order/cod-verify', customer.cookie, { code })).status).toBe(200);
}

/** A cash-on-delivery order of `quantity` of a product, placed through the API; answers its id and total. */
async function placeCodOrder(product: ProductRow, quantity: number) {
  const { orderId, orderNumber } = await j.order(customer, [[product, quantity]], { method: 'cod' });
  const details = await j.api('GET', `/api/shop/order/details/${orderId}`, customer.cookie);
  const order = details.json!.data as {
    orderNumber: string;
    totalAmount: number;
    payOnDelivery: number;
    paymentMethod: string;
  };
  expect(order).toMatchObject({ paymentMethod: 'cod', payOnDelivery: order.totalAmount, orderNumber });
  return { orderId, orderNumber, total: order.totalAmount };
}

async function adminTab(viewport = DESKTOP): Promise<Tab> {
  const tab = await j.logInTab((await j.owner()).user.email, viewport);
  await tab.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return tab;
}

/** The dashboard's Cash to collect card. */
const cashCard = (page: Page): Locator =>
  page.getByRole('heading', { name: 'Cash to collect', exact: true }).locator('xpath=../..');

/** The details dialog's Payment fact. */
const paymentFact = (dialog: Locator) =>
  dialog.locator('dt', { hasText: /^Payment$/ }).locator('xpath=following-sibling::dd');

/** A toast from the server is on screen, and only one. */
async function oneToast(page: Page, text?: string | RegExp) {
  const open = page.locator('ol > li[data-state="open"]');
  if (text) await open.filter({ hasText: text }).first().waitFor();
  else await open.first().waitFor();
  expect(await open.count()).toBe(1);
}

describe('the owner handles a cash-on-delivery order', () => {
  it('sees it to collect, confirms it, dispatches it (the invoice appears), records the cash; the cash to collect drops', async () => {
    const { orderId, orderNumber, total } = await placeCodOrder(products.wire!, 2);
    const { page } = await adminTab(DESKTOP);

    // The dashboard: the cash this order will bring, linking to the cash orders.
    await cashCard(page).getByText(formatINR(total)).waitFor();
    await cashCard(page).getByRole('link', { name: '1 cash-on-delivery order' }).waitFor();
    await screenshot(page, 'cod-dashboard-1280');
    await cashCard(page).getByRole('link', { name: '1 cash-on-delivery order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(new URL(page.url()).searchParams.get('paymentMethod')).toBe('cod');
    expect(await page.getByLabel('Payment method', { exact: true }).inputValue()).toBe('cod');
    const table = page.getByRole('table', { name: 'Orders' });
    const row = table.locator(`tr[data-order-id="${orderId}"]`);
    await row.getByText('COD', { exact: true }).waitFor();
    await row.getByText(`to collect ${formatINR(total)}`).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'cod-orders-filter-1280');

    // New: confirm it.
    await row.getByRole('button', { name: `View Details of order ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Order details' });
    await paymentFact(dialog)
      .getByText(`Cash on delivery · to collect ${formatINR(total)}`)
      .waitFor();
    expect(
      await dialog
        .locator('dt', { hasText: /^Invoice number$/ })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    ).toBe('—');
    await axeClean(page, 'a new cash order');
    await screenshot(page, 'cod-dialog-pending-1280');
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await dialog.locator('[data-status="inProcess"]').waitFor();
    await oneToast(page);

    // Confirmed: dispatch it, which issues the invoice.
    await dialog.getByRole('button', { name: 'Dispatch' }).waitFor();
    await axeClean(page, 'a confirmed cash order');
    await screenshot(page, 'cod-dialog-inprocess-1280');
    // Dispatching asks for the courier and the AWB.
    await dialog.getByLabel('Courier', { exact: true }).fill('Delhivery');
    await dialog.getByLabel('Tracking number (AWB)', { exact: true }).fill('DL-1234567890');
    await dialog.getByRole('button', { name: 'Dispatch' }).click();
    await dialog.locator('[data-status="inShipping"]').waitFor();
    await oneToast(page);
    const invoiceNumber = dialog
      .locator('dt', { hasText: /^Invoice number$/ })
      .locator('xpath=following-sibling::dd');
    await expect.poll(() => invoiceNumber.textContent()).toMatch(/^INV\//);
    const invoiceHref = await dialog.getByRole('link', { name: 'Download invoice' }).getAttribute('href');
    const invoice = await page.request.get(invoiceHref!);
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toBe('application/pdf');

    // Dispatched: the cash collected, through its form (the total and today prefilled).
    await dialog.getByRole('button', { name: 'Mark delivered — cash collected' }).click();
    const form = dialog.getByRole('form', { name: 'Cash collected at the door' });
    expect(await form.getByLabel('Cash collected (₹)', { exact: true }).inputValue()).toBe(String(total));
    expect(await form.getByLabel('Collected on', { exact: true }).inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await axeClean(page, 'the cash-collected form');
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'cod-dialog-cash-form-1280');
    // An empty amount is refused in the browser.
    await form.getByLabel('Cash collected (₹)', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Record cash collected' }).click();
    await form.getByText('Please enter the cash collected').waitFor();
    await form.getByLabel('Cash collected (₹)', { exact: true }).fill(String(total));
    await form.getByRole('button', { name: 'Record cash collected' }).click();
    await oneToast(page, 'Cash collected. The order is delivered and paid.');
    await dialog.locator('[data-status="delivered"]').waitFor();
    await paymentFact(dialog)
      .getByText(
        new RegExp(`^Cash collected ${formatINR(total).replace(/[.₹]/g, '\\$&')} on \\d{1,2} \\w{3} \\d{4}$`),
      )
      .waitFor();
    await paymentFact(dialog).getByText('Paid', { exact: true }).waitFor();
    expect(await dialog.getByRole('region', { name: 'Cash on delivery: next step' }).count()).toBe(0);
    await axeClean(page, 'a delivered cash order');
    await screenshot(page, 'cod-dialog-delivered-1280');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The row: paid, nothing left to collect.
    await row.getByText('Paid', { exact: true }).waitFor();
    expect(await row.getByText(/to collect/).count()).toBe(0);

    // The dashboard's cash to collect drops.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await cashCard(page).getByText('₹0.00', { exact: true }).waitFor();
    await cashCard(page).getByRole('link', { name: '0 cash-on-delivery orders' }).waitFor();
  });

  it('at 360 px: a parcel refused at the door goes back to the shop, and its stock returns', async () => {
    const { page } = await adminTab(PHONE);
    const stockBadge = async () => {
      await page.goto(`/admin/products?search=${encodeURIComponent(SWITCH)}`);
      const card = page
        .getByRole('list', { name: 'Products' })
        .getByRole('listitem')
        .filter({ hasText: SWITCH });
      await card.waitFor();
      return card;
    };
    await (await stockBadge()).getByText('12 in stock').waitFor();

    const { orderNumber, total } = await placeCodOrder(products.switch!, 3);
    // The order holds its 3 switches.
    await (await stockBadge()).getByText('Only 9 items left').waitFor();

    await page.goto('/admin/dashboard');
    await cashCard(page).getByText(formatINR(total)).waitFor();
    await screenshot(page, 'cod-dashboard-360');

    await page.goto('/admin/orders?paymentMethod=cod');
    const card = page
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: orderNumber });
    await card.getByText(`to collect ${formatINR(total)}`).waitFor();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'cod-orders-filter-360');

    await card.getByRole('button', { name: `View Details of order ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Order details' });
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await dialog.locator('[data-status="inProcess"]').waitFor();
    await dialog.getByLabel('Courier', { exact: true }).fill('India Post');
    await dialog.getByLabel('Tracking number (AWB)', { exact: true }).fill('EK123456789IN');
    await dialog.getByRole('button', { name: 'Dispatch' }).click();
    await dialog.locator('[data-status="inShipping"]').waitFor();
    const refused = dialog.getByRole('button', { name: 'Parcel refused (return to shop)' });
    await refused.scrollIntoViewIfNeeded();
    await axeClean(page, 'a dispatched cash order at 360');
    await screenshot(page, 'cod-dialog-inshipping-360');

    await refused.click();
    const question = page.getByRole('alertdialog', {
      name: `Parcel refused: return order ${orderNumber} to the shop?`,
    });
    await question.getByText('its items go back into stock').waitFor();
    await screenshot(page, 'cod-dialog-refused-question-360');
    await question.getByRole('button', { name: 'Return to shop' }).click();
    await dialog.locator('[data-status="rejected"]').waitFor();
    await oneToast(page);
    // The invoice is cancelled by a credit note.
    await dialog.getByRole('link', { name: 'Download credit note' }).waitFor();
    expect(await dialog.getByRole('region', { name: 'Cash on delivery: next step' }).count()).toBe(0);
    expect(
      await paymentFact(dialog)
        .getByText(/to collect/)
        .count(),
    ).toBe(0);
    await axeClean(page, 'a refused cash order at 360');
    await screenshot(page, 'cod-dialog-rejected-360');

    // The stock is back in the admin products list.
    await (await stockBadge()).getByText('12 in stock').waitFor();
  });
});
