import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CODE } from '../../common/contracts/auth';
import { COD_MESSAGES } from '../../common/contracts/orders';
import { formatPaise } from '../../common/money';
import { createProduct, type ProductRow } from '../helpers/factories';
import { ordersOf } from '../helpers/orders';
import {
  axeClean,
  codeFrom,
  fitsBothWidths,
  journey,
  PHONE,
  servedPicture,
  toast,
  waitForHydration,
  waitForPath,
} from './harness';

// Cash on delivery in Chromium on the production build: a buyer at 1280 px chooses Cash on delivery,
// confirms the account's e-mail with the code from the mail (a real SMTP server on 127.0.0.1 receives it),
// places the order without a payment page, lands on the order-placed page and sees "Pay on delivery" in the
// account. An order over the COD limit is told why it cannot pay cash.
// `npm run screenshots` keeps their screenshots in docs/screenshots (cod-*.png).

// A shop in Pune: an address there is local delivery within Maharashtra.
const j = journey({
  mail: true,
  settings: {
    companyName: 'Sharma Hardware',
    companyAddress: '12, MG Road, Shivaji Nagar, Pune 411005',
    gstNumber: '27AAPFU0939F1ZV',
  },
});
let wire: ProductRow;
let inverter: ProductRow;

beforeAll(async () => {
  const wireTitle = 'Copper Wire 1.5 sq mm, 90 m coil';
  wire = await createProduct(j.shop.db, {
    title: wireTitle,
    image: await servedPicture(j.shop, 'cod-wire', 'wire', '#b45309', wireTitle),
    salePricePaise: 118000,
    totalStock: 10,
  });
  // Above the ₹10,000 cash-on-delivery limit on its own.
  const inverterTitle = 'Solar Inverter 3 kVA';
  inverter = await createProduct(j.shop.db, {
    title: inverterTitle,
    image: await servedPicture(j.shop, 'cod-inverter', 'breaker', '#1d4ed8', inverterTitle),
    salePricePaise: 1_250_000,
    totalStock: 5,
  });
});

/** A customer with these lines in the cart (through the cart API) and one saved address in Pune, in a tab. */
async function customer(name: string, lines: [ProductRow, number][]) {
  const c = await j.customer(name, { cart: lines });
  return { user: c.user, tab: await c.tab() };
}

/**
 * Screenshots at 360 px and 1280 px (cod-<name>-<width>.png), each checked for sideways scrolling, once
 * no toast covers the page; the tab goes back to the size it had.
 */
const shoot = (page: Page, name: string) => fitsBothWidths(page, `cod-${name}`, { fullPage: true });

const summaryRow = (page: Page, label: string) =>
  page
    .getByRole('complementary', { name: 'Order summary' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd');

describe('cash on delivery at 1280 px', () => {
  it('chooses Cash on delivery, confirms the e-mail with the mailed code, places the order, and sees "Pay on delivery" on the order-placed page and in the account', async () => {
    const { user, tab } = await customer('Ravi Kulkarni', [[wire, 1]]);
    const { page } = tab;
    await page.goto('/shop/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // The page comes rendered from the server: a click before its script has taken over does nothing.
    await waitForHydration(page, 'main h1');
    // The one saved address is used; the shop prices delivery to it (local, free above ₹499).
    expect(await page.getByRole('radio', { name: /Laxmi Road/ }).isChecked()).toBe(true);
    await page.getByText('Delivery zone: Local delivery').waitFor();
    const payment = page.getByRole('group', { name: 'Payment method' });
    const cod = payment.getByRole('radio', { name: /Cash on delivery/ });
    await page.waitForFunction(
      () =>
        !(document.querySelector('input[name="payment-method"][value="cod"]') as HTMLInputElement | null)
          ?.disabled,
    );
    expect(await payment.getByRole('radio', { name: /PhonePe/ }).isChecked()).toBe(true);
    await payment.getByText('+ ₹25.00 cash handling').waitFor();
    await page.getByRole('button', { name: 'Checkout with PhonePe' }).waitFor();

    // Chosen: priced again with the fee; the account has not confirmed its e-mail yet.
    await cod.check();
    await summaryRow(page, 'Cash-on-delivery fee').filter({ hasText: '₹25.00' }).waitFor();
    const panel = page.getByRole('region', { name: 'Confirm your e-mail' });
    await panel.getByText(user.email).waitFor();
    const place = page.getByRole('button', { name: 'Place order (pay on delivery)' });
    await axeClean(page, 'payment step: confirm your e-mail');
    await shoot(page, 'verification');

    // Placing it now is refused in the page: no order.
    await place.click();
    await toast(page, COD_MESSAGES.verify).waitFor();
    expect(await page.getByLabel('6-digit code').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await ordersOf(j.shop.db, [user.id])).toEqual([]);

    await panel.getByRole('button', { name: 'Send code' }).click();
    await toast(page, COD_MESSAGES.codeSent).waitFor();
    const code = codeFrom((await j.mail.waitFor(user.email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    await panel.getByLabel('6-digit code').fill(wrong);
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await panel.getByText(INVALID_CODE).waitFor();
    await panel.getByLabel('6-digit code').fill(code);
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, COD_MESSAGES.verified).waitFor();
    await panel.waitFor({ state: 'detached' });
    expect(await cod.isChecked()).toBe(true);
    await axeClean(page, 'payment step: cash on delivery');
    await shoot(page, 'payment');

    await place.click();
    await waitForPath(page, '/shop/order-placed');
    const [order] = await ordersOf(j.shop.db, [user.id]);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(order.id);
    expect([order.paymentMethod, order.codFeePaise, order.paymentStatus]).toEqual(['cod', 2500, 'pending']);
    expect(order.totalAmountPaise).toBe(118000 + 2500);
    const due = `Pay on delivery: ${formatPaise(order.totalAmountPaise)}`;
    await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor();
    await page.getByText(due).waitFor();
    await page.getByText('Expected delivery:').waitFor();
    // Nothing kept for a capture, and the cart is empty.
    expect(await page.evaluate(() => sessionStorage.getItem('currentOrderId'))).toBeNull();
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
    await axeClean(page, 'order placed');
    await shoot(page, 'order-placed');

    await page.getByRole('link', { name: 'View Orders' }).click();
    await waitForPath(page, '/shop/account');
    await page.getByText(due).filter({ visible: true }).first().waitFor();
    await axeClean(page, 'account with a cash order');
    await shoot(page, 'account');
    await page.getByRole('button', { name: `View details of order ${order.orderNumber}` }).click();
    const details = page.getByRole('dialog', { name: 'Order details' });
    await details.getByText('via Cash on delivery').waitFor();
    await details.getByText(due).waitFor();
    await axeClean(page, 'cash order details');
  });
});

describe('cash on delivery refused', () => {
  it('over the limit, the option is disabled and says why, at 360 px step by step and at 1280 px', async () => {
    const { tab } = await customer('Sunita Patil', [[inverter, 1]]);
    const { page } = tab;
    await page.setViewportSize(PHONE);
    await page.goto('/shop/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // The page comes rendered from the server: a click before its script has taken over does nothing.
    await waitForHydration(page, 'main h1');
    expect(await page.getByRole('radio', { name: /Laxmi Road/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Delivery method' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Payment method' }).waitFor();
    const reason = 'Cash on delivery is available for orders up to ₹10,000.00. Please pay online.';
    await page.getByText(reason).waitFor();
    const cod = page.getByRole('radio', { name: /Cash on delivery/ });
    expect(await cod.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: /PhonePe/ }).isChecked()).toBe(true);
    await axeClean(page, 'payment step: cash on delivery refused');
    await shoot(page, 'refused');
  });
});
