import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type ProductRow } from '../helpers/factories';
import { axeClean, DESKTOP, journey, PHONE, screenshot, toast } from './harness';

/**
 * Dispatch with tracking, in Chromium on the production build, at 1280 and 360 px: the owner dispatches a
 * paid order from the admin order dialog with the courier, the AWB and the tracking URL, by keyboard; the
 * customer's order details show the courier, the AWB and the Track link; and the customer has the shipped
 * mail, received by a real SMTP peer (the shop runs with SMTP_URL pointing at it).
 */

const j = journey({ mail: true });
let product: ProductRow;

beforeAll(async () => {
  product = await createProduct(j.shop.db, { title: 'Dispatch journey MCB 32 A', totalStock: 40, image: '' });
});

/** A customer with a paid online order (confirmed, paid on the simulator): their e-mail, cookie and order number. */
async function paidOrder(name: string) {
  const c = await j.customer(name, { codVerified: true });
  const { orderNumber } = await j.order(c, [[product, 1]]);
  // The confirmation mail of the payment: not this journey's.
  expect((await j.mail.waitFor(c.user.email)).subject).toMatch(/order HEP-\d+ confirmed/);
  return { email: c.user.email, cookie: c.cookie, orderNumber };
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
    const owner = (await (await j.owner()).tab(viewport)).page;
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
    await axeClean(owner, 'the dispatch form');
    await noSidewaysScroll(owner, 'the dispatch form');
    await screenshot(owner, `dispatch-form-${width}`);
    await owner.keyboard.press('Enter');
    await toast(owner, 'Order status is updated successfully').waitFor();
    await dialog.locator('[data-status="inShipping"]').first().waitFor();
    await dialog.getByText(`AWB ${ship.awb}`).waitFor();

    // The customer's order details: courier, AWB and the Track link to the courier's page.
    const customer = (await j.tab(viewport, cookie)).page;
    await customer.goto('/shop/account');
    await customer.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
    const details = customer.getByRole('dialog', { name: 'Order details' });
    const shipment = details.getByTestId('shipment');
    await shipment.getByText(ship.courier, { exact: true }).waitFor();
    await shipment.getByText(ship.awb, { exact: true }).waitFor();
    const track = shipment.getByRole('link', { name: /^Track/ });
    expect(await track.getAttribute('href')).toBe(ship.url);
    expect(await track.getAttribute('target')).toBe('_blank');
    await axeClean(customer, 'the customer’s order details');
    await noSidewaysScroll(customer, 'the customer’s order details');
    await shipment.scrollIntoViewIfNeeded();
    await screenshot(customer, `dispatch-customer-${width}`);

    // The customer's mail, as the SMTP peer received it.
    const mail = await j.mail.waitFor(email);
    expect(mail.subject).toMatch(
      new RegExp(`order ${orderNumber} has shipped \\(${ship.courier} ${ship.awb}\\)$`),
    );
    expect(mail.text).toContain(`Tracking number (AWB): ${ship.awb}`);
    expect(mail.text).toContain(`Track your parcel: ${ship.url}`);
    expect(mail.html).toContain(`href="${ship.url}"`);
  });
});
