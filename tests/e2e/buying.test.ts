import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { formatINR, formatPaise, orderTotals } from '../../common/money';
import { createAddress, createProduct, DEFAULT_PASSWORD, type ProductRow } from '../helpers/factories';
import { ordersOf } from '../helpers/orders';
import {
  axeClean,
  DESKTOP,
  fitsBothWidths,
  journey,
  PHONE,
  press,
  servedPicture,
  toast,
  waitForPath,
} from './harness';

// The buying half of the storefront in Chromium on the production build: cart sheet, checkout with addresses,
// the simulator's payment page, the payment result pages and the account with its orders and GST invoice.
// `npm run screenshots` keeps their screenshots in docs/screenshots (buying-*.png).

const GSTIN = '27AAPFU0939F1ZV';
/** A customer's firm in the shop's state (Maharashtra), for a B2B invoice. */
const BUYER_GSTIN = '27AAACC1206D1ZG';

const j = journey({
  settings: {
    companyName: 'Sharma Hardware',
    companyAddress: '12, MG Road, Shivaji Nagar, Pune 411005',
    gstNumber: GSTIN,
    phone: '+91 20 2553 1234',
    whatsapp: '+91 98765 43210',
    email: 'hello@sharma-hardware.in',
  },
});
let wire: ProductRow;
let switches: ProductRow;
let mcb: ProductRow;
let cable: ProductRow;

let pictures = 0;

/** A product with a picture served by the shop, and its 320 and 800 px copies, like the demo catalog's. */
async function product(
  title: string,
  icon: 'wire' | 'switch' | 'breaker',
  color: string,
  over: Partial<ProductRow>,
) {
  const image = await servedPicture(j.shop, `e2e-${icon}-${(pictures += 1)}`, icon, color, title);
  return createProduct(j.shop.db, { title, image, ...over });
}

beforeAll(async () => {
  wire = await product('Copper Wire 1.5 sq mm, 90 m coil, FR PVC insulated', 'wire', '#b45309', {
    salePricePaise: 118000,
    totalStock: 10,
  });
  switches = await product('Modular Switch 6A', 'switch', '#0f766e', {
    salePricePaise: 11200,
    cgstPercent: 6,
    sgstPercent: 6,
    totalStock: 40,
  });
  mcb = await product('MCB 32A Double Pole C-Curve', 'breaker', '#1d4ed8', {
    salePricePaise: 59000,
    totalStock: 25,
  });
  cable = await product('3-Core Flexible Cable (per metre) 1.5 sq mm', 'wire', '#b91c1c', {
    salePricePaise: 7200,
    totalStock: 500,
  });
});

/** A customer with the given lines put in the cart through the cart API (the browsing screens add them). */
const customer = (name: string, lines: [ProductRow, number][], withAddress = false) =>
  j.customer(name, { cart: lines, address: withAddress });

/** What the server will charge for these lines and charges (common/money.ts, as the server prices orders). */
function expectedTotals(lines: [ProductRow, number][], chargesPaise = 0) {
  return orderTotals(
    lines.map(([p, quantity]) => ({
      pricePaise: p.pricePaise,
      salePricePaise: p.salePricePaise,
      cgstPercent: p.cgstPercent,
      sgstPercent: p.sgstPercent,
      quantity,
    })),
    chargesPaise,
  );
}

/** Whether an element's text is cut (clamped or clipped) rather than shown whole. */
const cut = (element: Locator) =>
  element.evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);

/** A tap on a field, then the text typed into it. */
async function type(field: Locator, text: string) {
  await press(field);
  await field.fill(text);
}

async function login(page: Page, email: string) {
  await type(page.getByLabel('Email'), email);
  await type(page.getByLabel('Password'), DEFAULT_PASSWORD);
  await press(page.getByRole('button', { name: 'Sign In' }));
}

/**
 * Screenshots at 360 px and 1280 px (buying-<name>-<width>.png), each checked for sideways scrolling; the
 * tab goes back to the size it had.
 */
const shoot = (page: Page, name: string, { fullPage = false, keepToast = false } = {}) =>
  fitsBothWidths(page, `buying-${name}`, { fullPage, closeToasts: !keepToast });

/** Waits until the summary's Total row says `paise` (Items says the same when delivery is free). */
const totalShows = (summary: Locator, paise: number) =>
  summary
    .locator('dt', { hasText: /^Total$/ })
    .locator('+ dd', { hasText: formatPaise(paise) })
    .waitFor();

const cartButton = (page: Page, count: number) =>
  page.getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('buying on a phone', () => {
  it('cart → login → checkout with a new address → pay on the simulator → success → order, taxes and GST invoice in the account; the cart is empty', async () => {
    const lines: [ProductRow, number][] = [
      [wire, 1],
      [switches, 3],
    ];
    const { user } = await customer('Meera Joshi', lines);
    const tab = await j.tab(PHONE);
    const { page } = tab;

    // A visitor: the cart sheet offers login, which comes back to checkout.
    await page.goto('/shop/home');
    await cartButton(page, 0).click();
    const visitorSheet = page.getByRole('dialog', { name: 'Your Cart' });
    await visitorSheet.getByRole('link', { name: 'Login to Checkout' }).click();
    await waitForPath(page, '/auth/login');
    await login(page, user.email);
    await waitForPath(page, '/shop/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // Login's toast comes with checkout's page load: the shopper sees it before opening the cart (a layer
    // opened before it would leave Escape to the toast).
    await toast(page, 'Logged in successfully').waitFor();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText(wire.title).waitFor();
    await summary.getByText(switches.title).waitFor();

    // The cart sheet: two lines; + shows the new quantity and total at once.
    await cartButton(page, 2).click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await sheet.getByText('2 items in your cart.').waitFor();
    const wireQuantity = sheet.getByRole('group', { name: `Quantity of ${wire.title}` });
    await expect(wireQuantity.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).resolves.toBe(
      true,
    );
    await wireQuantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => wireQuantity.getByRole('textbox').inputValue()).toBe('2');
    lines[0][1] = 2;
    const totals = expectedTotals(lines);
    await sheet.getByText(formatPaise(totals.grandTotalPaise)).waitFor();
    await axeClean(page, 'cart sheet');
    await shoot(page, 'cart-sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // An address, added with the one address form, is chosen for delivery.
    await page.getByLabel('Address', { exact: true }).fill('Flat 4B, Sai Residency, Baner Road');
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('Pincode').fill('411045');
    // The state comes from the pincode (GST place of supply): Maharashtra, the shop's own state.
    expect(await page.getByLabel('State / UT').inputValue()).toBe('27');
    await page.getByLabel('Phone', { exact: true }).fill('98220 12345');
    await page.getByLabel('Notes').fill('Call before delivery');
    await page.getByRole('button', { name: 'Add address' }).click();
    await toast(page, 'Address added successfully').waitFor();
    expect(await page.getByRole('radio', { name: /Sai Residency/ }).isChecked()).toBe(true);
    await totalShows(summary, totals.grandTotalPaise);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Meera Joshi');
    await axeClean(page, 'checkout');
    await shoot(page, 'checkout', { fullPage: true });

    // A phone goes one step at a time: Shipping → Delivery. Pune 411045 is in the shop's own city (411):
    // standard delivery is free above ₹499.00, express costs ₹99.00 and is taxed with the goods.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Delivery method' }).waitFor();
    const express = page.getByRole('radio', { name: /Express delivery/ });
    expect(await page.getByRole('radio', { name: /Standard delivery/ }).isChecked()).toBe(true);
    await express.check();
    const charged = expectedTotals(lines, 9900);
    await totalShows(summary, charged.grandTotalPaise);
    await page.getByText('₹99.00').first().waitFor();
    await axeClean(page, 'checkout delivery step');
    await shoot(page, 'checkout-delivery-step', { fullPage: true });
    // → Payment, then 'Continue' places the order; the simulator's page shows the server's amount and the order.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Payment method' }).waitFor();
    expect(await page.getByRole('radio', { name: /PhonePe/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/pay\//);
    const [order] = await ordersOf(j.shop.db, [user.id]);
    expect(order.totalAmountPaise).toBe(charged.grandTotalPaise);
    expect([order.deliveryMethod, order.deliveryFeePaise]).toEqual(['express', 9900]);
    expect(await page.getByTestId('order-number').textContent()).toBe(order.orderNumber);
    expect(await page.getByTestId('amount').textContent()).toBe(formatPaise(charged.grandTotalPaise));
    await page.getByText('no money moves').waitFor();
    await axeClean(page, 'simulator page');
    await shoot(page, 'simulator');
    await page.getByRole('button', { name: /^Pay/ }).click();

    await waitForPath(page, '/shop/payment-success');
    await page.getByRole('heading', { level: 1, name: 'Payment is successfull!' }).waitFor();
    // The order the return page captured, named: its number, the amount paid, the expected delivery.
    const facts = page.getByTestId('order-facts');
    await facts.getByText(order.orderNumber).waitFor();
    await facts.getByText(formatPaise(charged.grandTotalPaise)).waitFor();
    await facts.getByText('Expected delivery:').waitFor();
    // The paid order took the cart's items.
    await cartButton(page, 0).waitFor();
    await axeClean(page, 'payment success');
    await shoot(page, 'payment-success');

    await page.getByRole('link', { name: 'View Orders' }).click();
    await waitForPath(page, '/shop/account');
    await page.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
    await page.getByText(formatPaise(charged.grandTotalPaise)).filter({ visible: true }).first().waitFor();
    await page.getByText('Confirmed').filter({ visible: true }).first().waitFor();
    await axeClean(page, 'account');
    await shoot(page, 'account-orders', { fullPage: true });

    await page.getByRole('button', { name: `View details of order ${order.orderNumber}` }).click();
    const details = page.getByRole('dialog', { name: 'Order details' });
    await details.getByText('Paid', { exact: true }).waitFor();
    const amountOf = async (label: string) =>
      (
        await details
          .locator('dt', { hasText: new RegExp(`^${label}$`) })
          .locator('+ dd')
          .textContent()
      )?.trim();
    expect(await amountOf('CGST')).toBe(formatPaise(charged.cgstPaise));
    expect(await amountOf('SGST')).toBe(formatPaise(charged.sgstPaise));
    expect(await amountOf('Subtotal \\(before tax\\)')).toBe(formatPaise(charged.subtotalPaise));
    expect(await amountOf('Order total')).toBe(formatPaise(charged.grandTotalPaise));
    await details.getByText('Flat 4B, Sai Residency, Baner Road').waitFor();
    await details.getByText('meera.joshi@example.com').waitFor();
    await axeClean(page, 'order details');
    await shoot(page, 'account-order-details');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('link', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{4}-\d{2}-\d{6}\.pdf$/);
    const text = await pdfText(fs.readFileSync((await download.path())!));
    expect(text).toContain(`Order No: ${order.orderNumber}`);
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toContain('TAX INVOICE');
    // The express fee is on the invoice, taxed with the goods (a row per rate), in the grand total.
    expect(text).toContain('Express delivery');
    expect(text).toContain(formatPaise(charged.grandTotalPaise).replace('₹', ''));

    // The cart is empty afterwards, in the sheet and on the server.
    await page.keyboard.press('Escape');
    await cartButton(page, 0).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByText('Your cart is empty').waitFor();
    const cart = await page.request.get(`/api/shop/cart/get/${user.id}`);
    expect((await cart.json()).data.items).toEqual([]);
  });
});

describe('a visitor’s Add to Cart at 360 px, to a paid order', () => {
  it('taps Add to Cart on a cable, registers, logs in, finds it in the open cart, types 90 metres, adds an address as the form asks, pays and sees the order in a new tab; nothing pressed lies under the chat link', async () => {
    const tab = await j.tab(PHONE);
    const { page } = tab;
    // Every tap below goes through press(): the element at the point it taps must be the control, never the
    // chat link, which every shop and auth page of the journey shows.
    await page.goto(`/shop/product/${cable.id}`);
    await page.getByRole('heading', { level: 1, name: cable.title }).waitFor();
    await page.getByRole('link', { name: /Chat with us on WhatsApp/ }).waitFor();
    // The unit the title gives is said beside the quantity.
    await page.getByRole('textbox', { name: 'Quantity' }).waitFor();
    await page.getByText('Sold per metre').waitFor();
    await press(page.getByRole('button', { name: `Add to Cart: ${cable.title}` }));
    await waitForPath(page, '/auth/login');

    await press(page.getByRole('link', { name: 'Register' }));
    await waitForPath(page, '/auth/register');
    await type(page.getByLabel('User name'), 'Ravi Kulkarni');
    await type(page.getByLabel('Email'), 'ravi.kulkarni@example.com');
    await type(page.getByLabel('Password'), DEFAULT_PASSWORD);
    await press(page.getByRole('button', { name: 'Sign Up' }));
    await waitForPath(page, '/auth/login');
    await login(page, 'ravi.kulkarni@example.com');

    // Back on the cable's page, with the cable in the cart, the cart open, and SPEC's toast.
    await waitForPath(page, `/shop/product/${cable.id}`);
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await sheet.getByText('1 item in your cart.').waitFor();
    const added = toast(page, 'Product is added to cart');
    await added.waitFor();
    expect(new URL(page.url()).search).toBe('');
    // The toast sits at the bottom of a phone, clear of the header's cart button. It lies over the cart's
    // Checkout there: its Close closes it, and the cart stays open.
    const toastBox = (await added.boundingBox())!;
    await press(added.getByRole('button', { name: 'Close', includeHidden: true }));
    await added.waitFor({ state: 'detached' });
    await sheet.getByText('1 item in your cart.').waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    const cartBox = (await cartButton(page, 1).boundingBox())!;
    expect(toastBox.y).toBeGreaterThan(cartBox.y + cartBox.height);

    // 90 metres: typed once, not 89 taps on +.
    await press(cartButton(page, 1));
    const quantity = sheet.getByRole('textbox', { name: `Quantity of ${cable.title}` });
    expect(await quantity.inputValue()).toBe('1');
    expect(await quantity.getAttribute('inputmode')).toBe('numeric');
    await type(quantity, '90');
    await quantity.press('Enter');
    const goods = 90 * cable.salePricePaise;
    await sheet.getByText(formatPaise(goods)).first().waitFor();
    // The line keeps its whole title (the size tells it from the 0.75 sq mm cable) beside the wider amount.
    expect(await cut(sheet.getByText(cable.title))).toBe(false);
    // The server holds 90 (the page's request carries the session cookie).
    const me = (await (await page.request.get('/api/auth/check-auth')).json()) as { user: { id: string } };
    const cart = await (await page.request.get(`/api/shop/cart/get/${me.user.id}`)).json();
    expect(cart.data.items.map((i: { title: string; quantity: number }) => [i.title, i.quantity])).toEqual([
      [cable.title, 90],
    ]);
    await axeClean(page, 'cart sheet with a typed quantity');
    await shoot(page, 'cart-typed-quantity');

    await press(sheet.getByRole('link', { name: 'Checkout' }));
    await waitForPath(page, '/shop/checkout');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    expect(await cut(summary.getByText(cable.title))).toBe(false);

    // A new buyer has no address: the form marks what it needs and, under its disabled Add address, says
    // what is still missing, one field less each time.
    const addAddress = page.getByRole('button', { name: 'Add address' });
    const stillMissing = async () => {
      const id = await addAddress.getAttribute('aria-describedby');
      return id ? page.locator(`[id="${id}"]`).textContent() : null;
    };
    const fields: [string, string][] = [
      ['Address', 'Flat 12, Shanti Kunj, Karve Road'],
      ['City', 'Pune'],
      ['Pincode', '411004'],
      ['Phone', '98901 23456'],
      ['Notes', 'Opposite Garware College; please call on arrival'],
    ];
    const asks = [
      'Add the house number and street, the city, the pincode, a phone number and a landmark or delivery note',
      'Add the city, the pincode, a phone number and a landmark or delivery note',
      'Add the pincode, a phone number and a landmark or delivery note',
      'Add a phone number and a landmark or delivery note',
      'Add a landmark or delivery note',
    ];
    for (const [i, [label, value]] of fields.entries()) {
      const field = page.getByLabel(label, { exact: true });
      expect(await field.getAttribute('aria-required'), label).toBe('true');
      await expect.poll(stillMissing).toBe(asks[i]);
      expect(await addAddress.isDisabled()).toBe(true);
      await type(field, value);
    }
    // Pune's pincode chose Maharashtra; nothing is missing any more.
    expect(await page.getByLabel('State / UT').inputValue()).toBe('27');
    await expect.poll(stillMissing).toBeNull();
    await press(addAddress);
    await toast(page, 'Address added successfully').waitFor();
    expect(await page.getByRole('radio', { name: /Shanti Kunj/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ravi Kulkarni');
    // Pune is the shop's own city: standard delivery is free above ₹499.00.
    await totalShows(summary, goods);

    // A phone goes one step at a time: Shipping → Delivery → Payment, then the payment page.
    await press(page.getByRole('button', { name: 'Continue' }));
    await page.getByRole('heading', { name: 'Delivery method' }).waitFor();
    expect(await page.getByRole('radio', { name: /Standard delivery/ }).isChecked()).toBe(true);
    await press(page.getByRole('button', { name: 'Continue' }));
    await page.getByRole('heading', { name: 'Payment method' }).waitFor();
    expect(await page.getByRole('radio', { name: /PhonePe/ }).isChecked()).toBe(true);
    await press(page.getByRole('button', { name: 'Continue' }));
    await page.waitForURL(/\/api\/payments\/simulator\/pay\//);
    expect(await page.getByTestId('amount').textContent()).toBe(formatPaise(goods));

    // Paid, the payment page sends the shopper to the return address; a UPI app opens that in a new tab. This
    // tab sends the payment page's form and keeps the answer's return address for the new tab, staying where it
    // is, still holding the order it was paying. (The browser's Sec-Fetch-Site, which the shop's cross-site
    // check reads beside the form's Origin: null, is added after interception; the request sent again says it.)
    let returnAddress: string | undefined;
    await page.route(/\/api\/payments\/simulator\/pay\//, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const answer = await route.fetch({
        maxRedirects: 0,
        headers: { ...route.request().headers(), 'sec-fetch-site': 'same-origin' },
      });
      expect(answer.status()).toBe(303);
      returnAddress = new URL(answer.headers().location, j.shop.baseUrl).href;
      await route.fulfill({ status: 204 });
    });
    await press(page.getByRole('button', { name: /^Pay/ }));
    await expect.poll(() => returnAddress).toBeDefined();
    const orderId = new URL(returnAddress!).searchParams.get('orderId')!;
    expect(returnAddress).toBe(`${j.shop.baseUrl}/shop/phonepe-return?orderId=${orderId}`);
    expect(await page.evaluate(() => sessionStorage.getItem('currentOrderId'))).toBe(JSON.stringify(orderId));

    const fresh = await tab.newPage();
    await fresh.goto(returnAddress!);
    await waitForPath(fresh, '/shop/payment-success');
    await fresh.getByRole('heading', { level: 1, name: 'Payment is successfull!' }).waitFor();
    // The order as the API has it: its number, and what it cost, which the success page says was paid.
    const order = (await (await fresh.request.get(`/api/shop/order/details/${orderId}`)).json()).data as {
      orderNumber: string;
      totalAmount: number;
      paymentStatus: string;
    };
    expect(order.orderNumber).toMatch(/^HEP-\d+$/);
    expect([order.paymentStatus, order.totalAmount]).toEqual(['paid', goods / 100]);
    const facts = fresh.getByTestId('order-facts');
    const fact = (label: string) =>
      facts
        .locator('dt', { hasText: `${label}:` })
        .locator('+ dd')
        .textContent();
    await facts.waitFor();
    expect(await fact('Order number')).toBe(order.orderNumber);
    expect(await fact('Amount paid')).toBe(formatINR(order.totalAmount));
    // The paid order took the cart's cable.
    await cartButton(fresh, 0).waitFor();
  });
});

describe('a failed payment and a second try', () => {
  it('login from checkout, Fail on the simulator → payment-failed → Try Again with the cart intact, a business GSTIN → Pay → success and a B2B invoice', async () => {
    const lines: [ProductRow, number][] = [[mcb, 2]];
    const { user } = await customer('Arjun Patil', lines, true);
    const tab = await j.tab(DESKTOP);
    const { page } = tab;

    // Logged out, checkout sends to login (from the server) and back.
    await page.goto('/shop/checkout');
    await waitForPath(page, '/auth/login');
    expect(new URL(page.url()).searchParams.get('r')).toBe('/shop/checkout');
    await login(page, user.email);
    await waitForPath(page, '/shop/checkout');
    // The only saved address is the one to use.
    expect(await page.getByRole('radio', { name: /Laxmi Road/ }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Checkout with PhonePe' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/pay\//);
    await page.getByRole('button', { name: 'Fail' }).click();
    await waitForPath(page, '/shop/payment-failed');
    await page.getByRole('heading', { level: 1, name: 'Payment failed or cancelled' }).waitFor();
    await page
      .getByText('If any amount was debited, it will be reversed automatically. You can try again.')
      .waitFor();
    await axeClean(page, 'payment failed');
    await shoot(page, 'payment-failed');

    await page.getByRole('link', { name: 'Try Again' }).click();
    await waitForPath(page, '/shop/checkout');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText(mcb.title).waitFor();
    await totalShows(summary, expectedTotals(lines).grandTotalPaise);
    await cartButton(page, 1).waitFor();

    // Buying for his firm: a GSTIN with a typing mistake is caught at checkout, then corrected.
    const gstin = page.getByLabel('GSTIN (optional)');
    await gstin.fill('27aaacc1206d1zh');
    await page.getByRole('button', { name: 'Checkout with PhonePe' }).click();
    await page
      .locator('#buyer-gstin-error', { hasText: 'Buyer GSTIN has a wrong check character' })
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('buyer-gstin');
    await shoot(page, 'checkout-gstin-error', { fullPage: true });
    await gstin.fill('27aaacc1206d1zg');
    await page.getByRole('button', { name: 'Checkout with PhonePe' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/pay\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await waitForPath(page, '/shop/payment-success');

    const orders = await ordersOf(j.shop.db, [user.id]);
    expect(orders.map((o) => `${o.orderStatus}/${o.paymentStatus}`).sort()).toEqual([
      'confirmed/paid',
      'rejected/failed',
    ]);

    // Both are in the account: the failed one red, without an invoice.
    await page.getByRole('link', { name: 'View Orders' }).click();
    await page.getByRole('table').getByText('Rejected').waitFor();
    await page.getByRole('table').getByText('Confirmed').waitFor();
    const failed = orders.find((o) => o.paymentStatus === 'failed')!;
    await page.getByRole('button', { name: `View details of order ${failed.orderNumber}` }).click();
    const details = page.getByRole('dialog', { name: 'Order details' });
    await details.getByText('Payment failed').waitFor();
    expect(await details.getByRole('link', { name: 'Download invoice' }).count()).toBe(0);

    // The paid one is a B2B sale: the buyer's GSTIN is on the order and on its tax invoice.
    await page.keyboard.press('Escape');
    const paid = orders.find((o) => o.paymentStatus === 'paid')!;
    expect(paid.buyerGstin).toBe(BUYER_GSTIN);
    await page.getByRole('button', { name: `View details of order ${paid.orderNumber}` }).click();
    await details.getByText(BUYER_GSTIN).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('link', { name: 'Download invoice' }).click(),
    ]);
    expect(await pdfText(fs.readFileSync((await download.path())!))).toContain(`Buyer GSTIN: ${BUYER_GSTIN}`);
  });
});

describe('by keyboard', () => {
  it('opens the cart, changes a quantity, chooses an address and pays (here: cancels) without a mouse', async () => {
    const { user, cookie } = await customer('Farhan Sheikh', [
      [wire, 1],
      [mcb, 1],
    ]);
    await createAddress(j.shop.db, user.id, {
      address: '3, Hill Road, Bandra West',
      city: 'Mumbai',
      pincode: '400050',
    });
    await createAddress(j.shop.db, user.id, {
      address: '9, Linking Road, Khar',
      city: 'Mumbai',
      pincode: '400052',
    });
    const tab = await j.tab(DESKTOP, cookie);
    const { page } = tab;
    await page.goto('/shop/checkout');
    await page.waitForLoadState('networkidle');
    const focused = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );

    await cartButton(page, 2).focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await sheet.waitFor();
    for (let i = 0; i < 12 && (await focused()) !== 'Increase quantity'; i++)
      await page.keyboard.press('Tab');
    expect(await focused()).toBe('Increase quantity');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => sheet.getByRole('textbox', { name: `Quantity of ${wire.title}` }).inputValue())
      .toBe('2');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    // The dialog hands focus back to its trigger as it closes, which may land just after the sheet is gone.
    await expect.poll(focused).toBe('Cart, 2 items');

    // Arrow keys move the choice between the saved addresses (one radio group).
    await page.getByRole('radio', { name: /Hill Road/ }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: /Hill Road/ }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /Linking Road/ }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Checkout with PhonePe' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/api\/payments\/simulator\/pay\//);
    const [order] = await ordersOf(j.shop.db, [user.id]);
    expect(order.addressInfo.address).toBe('9, Linking Road, Khar');
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/shop/payment-failed');
    await page.getByRole('link', { name: 'Try Again' }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/shop/checkout');
  });
});

describe('one order per checkout attempt', () => {
  it('a double click on the checkout button makes one order', async () => {
    const { user, cookie } = await customer('Kavya Rao', [[switches, 1]], true);
    const tab = await j.tab(DESKTOP, cookie);
    const { page } = tab;
    // Rendered on the server with the cart and the saved address in the first HTML.
    const html = await (await page.request.get('/shop/checkout')).text();
    expect(html).toContain(switches.title);
    expect(html).toContain('7, Laxmi Road, Narayan Peth');
    await page.goto('/shop/checkout');
    await page.getByRole('radio', { name: /Laxmi Road/ }).waitFor();
    await page.getByRole('button', { name: 'Checkout with PhonePe' }).dblclick();
    await page.waitForURL(/\/api\/payments\/simulator\/pay\//);
    expect(await ordersOf(j.shop.db, [user.id])).toHaveLength(1);
  });
});

describe('how the buying screens look in their other states', () => {
  it('a long-named cart, the limit of 3 addresses, the busy button and an empty checkout', async () => {
    const long = await product(
      'Heavy Duty Industrial Grade Flexible Multi-Strand Copper Conductor Cable 4 sq mm, 100 m, ISI marked',
      'wire',
      '#7c2d12',
      { salePricePaise: 1234567, totalStock: 3 },
    );
    const { user, cookie } = await customer('Sundararajan Venkataraghavan Iyer', [
      [long, 3],
      [mcb, 1],
    ]);
    for (const n of [1, 2, 3]) {
      await createAddress(j.shop.db, user.id, {
        address: `${n}0, Dr. Sarvepalli Radhakrishnan Road, Mylapore Tank Area, opposite the temple gate`,
        city: 'Chennai',
        pincode: '600004',
      });
    }
    const tab = await j.tab(PHONE, cookie);
    const { page } = tab;
    await page.goto('/shop/checkout');
    await page.getByText('You can add max 3 addresses').waitFor();
    await cartButton(page, 2).click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await sheet.getByText(formatPaise(1234567 * 3 + 59000)).waitFor();
    // + at the stock is refused with SPEC's message.
    await sheet
      .getByRole('group', { name: `Quantity of ${long.title}` })
      .getByRole('button', { name: 'Increase quantity' })
      .click();
    await toast(page, 'Only 3 quantity can be added for this item').waitFor();
    await shoot(page, 'cart-sheet-long-names', { keepToast: true });
    // Escape would close the toast first (the topmost layer); the sheet's own Close button closes it.
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });
    await shoot(page, 'checkout-address-limit', { fullPage: true });

    // Chennai is in another state than the shop (GSTIN 27, Maharashtra): IGST instead of CGST + SGST.
    await page.getByRole('radio').first().check();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText('Delivery to Tamil Nadu: IGST (another state)').waitFor();
    const taxes = expectedTotals([
      [long, 3],
      [mcb, 1],
    ]);
    expect(
      await summary
        .locator('dt', { hasText: /^IGST$/ })
        .locator('+ dd')
        .textContent(),
    ).toBe(formatPaise(taxes.cgstPaise + taxes.sgstPaise));

    // Busy: hold the order creation to see the button while it runs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shop/order/create', async (route) => {
      await held;
      await route.continue();
    });
    // On a phone: Shipping → Delivery → Payment, then the order.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Delivery method' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Payment method' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Processing PhonePe Payment...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Processing PhonePe Payment...' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Processing PhonePe Payment...' }).scrollIntoViewIfNeeded();
    await shoot(page, 'checkout-busy');
    release();
    await page.waitForURL(/\/api\/payments\/simulator\/pay\//);

    // An empty cart at checkout says so, and the button says why.
    const empty = await customer('Ravi Kumar', []);
    await tab.context.clearCookies();
    await tab.context.addCookies([{ name: 'sid', value: empty.cookie.split('=')[1], url: j.shop.baseUrl }]);
    await page.goto('/shop/checkout');
    await page.getByText('Add products to your cart to place an order.').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await toast(page, 'Your cart is empty. Please add items to proceed').waitFor();
    await shoot(page, 'checkout-empty', { fullPage: true, keepToast: true });
    await page.goto('/shop/account');
    await page.getByText('No orders yet').waitFor();
    await shoot(page, 'account-empty');
  });
});
