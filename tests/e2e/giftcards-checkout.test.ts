import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatGiftCardCode, giftCardLast4 } from '../../common/giftcards';
import { hashGiftCardCode, insertCard, newGiftCardCode } from '../../server/modules/giftcards';
import { createProduct, type ProductRow } from '../helpers/factories';
import { ordersOf } from '../helpers/orders';
import {
  axeClean,
  DESKTOP,
  journey,
  PHONE,
  press,
  servedPicture,
  waitForPath,
  type Viewport,
} from './harness';

// Paying with a gift card (issue 47) in Chromium: a buyer applies a card in checkout's Giftcard box (the amount
// applied and what is left), pays the rest on the simulator and finds "Paid by gift card" on the success page and
// in the order's details; cancels it there and finds the card's part back on the account's Gift cards list (the
// card became theirs when they spent it); then an order the card pays whole is placed with no payment page. At 360 px with taps,
// and at 1280 px by keyboard. The cards are issued through the server's own code (the owner's screen is another
// helper's), with codes known to the test.

const j = journey({ settings: { companyName: 'Sharma Hardware', gstNumber: '27AAPFU0939F1ZV' } });
let switches: ProductRow;

beforeAll(async () => {
  const title = 'Modular Switch 16A, white';
  switches = await createProduct(j.shop.db, {
    title,
    image: await servedPicture(j.shop, 'e2e-switch-giftcard', 'switch', '#0f766e', title),
    salePricePaise: 23600,
    cgstPercent: 9,
    sgstPercent: 9,
    totalStock: 100,
  });
});

/** A card of `paise`, and its code as printed (grouped). */
async function issueCard(paise: number): Promise<string> {
  const code = newGiftCardCode();
  await insertCard(
    j.shop.db,
    {
      codeHash: hashGiftCardCode(code),
      last4: giftCardLast4(code),
      source: 'issued',
      initialPaise: paise,
      balancePaise: paise,
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
    },
    { kind: 'issued' },
  );
  return formatGiftCardCode(code);
}

/** The value beside a label in checkout's order summary. */
const summaryValue = (page: Page, label: string) =>
  page
    .getByRole('complementary', { name: 'Order summary' })
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('+ dd');

/** Tab until a control whose text starts with `text` has the focus. */
async function tabTo(page: Page, text: string) {
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let i = 0; i < 80 && !(await focused()).startsWith(text); i++) await page.keyboard.press('Tab');
  expect(await focused()).toMatch(new RegExp(`^${text}`));
}

/** Opens the Giftcard box and applies `code`: by keys on the desktop, by taps on the phone. */
async function applyCard(page: Page, viewport: Viewport, code: string) {
  const input = page.getByLabel('Gift card number');
  if (viewport === DESKTOP) {
    await tabTo(page, 'Giftcard');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(code.toLowerCase());
    await page.keyboard.press('Enter');
  } else {
    await press(page.getByText('Giftcard', { exact: true }));
    await press(input);
    await input.fill(code.toLowerCase());
    await press(page.getByRole('button', { name: 'Apply gift card' }));
  }
}

/** Presses a button: on the desktop by keys (focused, then Enter), on the phone by a tap. */
async function activate(page: Page, viewport: Viewport, button: Locator) {
  if (viewport === DESKTOP) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else await press(button);
}

/** Checkout: the phone's Continue through the steps, then `last`; the desktop's button by keyboard. */
async function checkOut(page: Page, viewport: Viewport, last: RegExp, atPayment?: () => Promise<void>) {
  if (viewport === DESKTOP) {
    await atPayment?.();
    await page.getByRole('button', { name: last }).focus();
    await page.keyboard.press('Enter');
  } else {
    for (const heading of ['Delivery method', 'Payment method']) {
      await press(page.getByRole('button', { name: 'Continue' }));
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await atPayment?.();
    await press(page.getByRole('button', { name: viewport === PHONE ? /Continue|Place order/ : last }));
  }
}

describe.each([
  ['a phone', PHONE],
  ['a desktop, by keyboard', DESKTOP],
] as const)('gift cards at checkout on %s', (_name, viewport) => {
  it('a card pays part: the simulator is asked the rest; cancelled, the card is whole again; then a card pays a whole order with no payment page', async () => {
    const code = await issueCard(500_00);
    const buyer = await j.customer(`Kavya ${viewport.width}`, { cart: [[switches, 3]] });
    const { page } = await j.tab(viewport, buyer.cookie);
    await page.goto('/shop/checkout');
    await summaryValue(page, 'Total').getByText('₹708.00').waitFor();

    await applyCard(page, viewport, code);
    await page.getByText('Gift card applied: ₹500.00, ₹208.00 left to pay').waitFor();
    await summaryValue(page, 'Paid by gift card').getByText('−₹500.00').waitFor();
    await summaryValue(page, 'To pay').getByText('₹208.00').waitFor();
    // Money, not a discount: the total and its tax stay the order's.
    expect(await summaryValue(page, 'Total').textContent()).toBe('₹708.00');
    await page.screenshot({ path: `/tmp/gc-checkout-${viewport.width}.png`, fullPage: true });
    await axeClean(page, 'checkout with a gift card applied');

    await checkOut(page, viewport, /Checkout with PhonePe/);
    await page.waitForURL(/\/api\/payments\/simulator\/pay\//);
    expect(await page.getByTestId('amount').textContent()).toBe('₹208.00');
    await press(page.getByRole('button', { name: /^Pay/ }));

    await waitForPath(page, '/shop/payment-success');
    const facts = page.getByTestId('order-facts');
    await facts.getByText('Paid by gift card:').waitFor();
    await facts.getByText('₹500.00').waitFor();
    await facts.getByText('₹208.00').waitFor();
    await axeClean(page, 'payment success with a gift card');

    const [order] = await ordersOf(j.shop.db, [buyer.user.id]);
    expect(order).toMatchObject({ totalAmountPaise: 708_00, giftCardPaise: 500_00, paymentStatus: 'paid' });
    await press(page.getByRole('link', { name: 'View Orders' }));
    await waitForPath(page, '/shop/account');
    await press(page.getByRole('button', { name: `View details of order ${order!.orderNumber}` }));
    const details = page.getByRole('dialog', { name: 'Order details' });
    await details.getByText('Paid by gift card: ₹500.00').waitFor();
    await details.getByText('Paid by PhonePe: ₹208.00').waitFor();
    await axeClean(page, 'order details with a gift card');

    // The buyer cancels it from the order's details: the dialog says the card's part comes back at once and the
    // rest to PhonePe; the card, theirs since they spent it, shows on the account whole again.
    await activate(page, viewport, details.getByRole('button', { name: 'Cancel order' }));
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await confirm
      .getByText(/^₹500\.00 goes back to your gift card at once\. ₹208\.00 will be refunded/)
      .waitFor();
    await page.screenshot({ path: `/tmp/gc-cancel-${viewport.width}.png` });
    await axeClean(page, 'cancelling an order a gift card paid part of');
    await activate(page, viewport, confirm.getByRole('button', { name: 'Yes, cancel order' }));
    await details.getByText(/^Cancelled by you on/).waitFor();
    if (viewport === DESKTOP) await page.keyboard.press('Escape');
    else await press(details.getByRole('button', { name: 'Close' }).first());
    await details.waitFor({ state: 'detached' });
    const cards = page.getByRole('list', { name: 'Your gift cards' });
    const held = cards.getByRole('listitem').filter({ hasText: code.slice(-4) });
    await held.getByText('₹500.00').waitFor();
    await held.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/gc-restored-${viewport.width}.png` });
    await axeClean(page, 'the account with the card restored');
    const [cancelled] = await ordersOf(j.shop.db, [buyer.user.id]);
    expect(cancelled).toMatchObject({ cancelledAt: expect.any(Date), giftCardReturnedPaise: 500_00 });

    // A second order, three switches again (₹708.00), on a ₹1,000.00 card: nothing is left to pay.
    const whole = await issueCard(1000_00);
    const second = await j.customer(`Rohan ${viewport.width}`, { cart: [[switches, 3]] });
    const tab = (await j.tab(viewport, second.cookie)).page;
    await tab.goto('/shop/checkout');
    await summaryValue(tab, 'Total').getByText('₹708.00').waitFor();
    await applyCard(tab, viewport, whole);
    await tab.getByText('Gift card applied: ₹708.00, ₹0.00 left to pay').waitFor();
    await summaryValue(tab, 'To pay').getByText('₹0.00').waitFor();
    await tab.getByText('Your gift card pays the whole order: nothing is left to pay.').waitFor();
    if (viewport === DESKTOP)
      await tab.getByRole('button', { name: 'Place order (paid by gift card)' }).waitFor();
    await tab.screenshot({ path: `/tmp/gc-checkout-whole-${viewport.width}.png`, fullPage: true });
    await axeClean(tab, 'checkout paid whole by a gift card');
    // Nothing left to pay: the payment step says the card pays it, with no way to pay to choose.
    await checkOut(tab, viewport, /Place order \(paid by gift card\)/, async () => {
      const payment = tab.getByRole('region', { name: 'Payment method' });
      await payment.getByText('Paid by gift card: ₹708.00').waitFor();
      await payment
        .getByText('Your gift card covers the whole order, so there is no payment method to choose.')
        .waitFor();
      expect(await payment.getByRole('radio').count()).toBe(0);
      await tab.screenshot({ path: `/tmp/gc-payment-step-whole-${viewport.width}.png` });
    });
    await waitForPath(tab, '/shop/order-placed');
    await tab.getByText('Your gift card paid for it: there is nothing left to pay.').waitFor();
    await tab.getByTestId('order-facts').getByText('Paid by gift card:').waitFor();
    await axeClean(tab, 'order placed, paid by gift card');
    const [paid] = await ordersOf(j.shop.db, [second.user.id]);
    expect(paid).toMatchObject({ paymentMethod: 'giftCard', paymentStatus: 'paid', giftCardPaise: 708_00 });
    expect(paid!.invoiceNumber).toMatch(/^INV\//);
  });
});
