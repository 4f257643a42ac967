import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashGiftCardCode } from '../../server/modules/giftcards';
import { giftCards, orders } from '../../server/db/schema';
import { createProduct, type ProductRow } from '../helpers/factories';
import {
  axeClean,
  DESKTOP,
  fitsBothWidths,
  journey,
  PHONE,
  press,
  servedPicture,
  toast,
  type Viewport,
} from './harness';

// Refunds to store credit (issue 47) in Chromium on the production build, with the payment simulator and a real
// SMTP server: a buyer asks to return an item with "Refund as store credit (instant)", the owner sees that they
// asked for it (preselected), receives the item and refunds to store credit; the buyer's mail carries the new
// card's code and the order details show the store-credit refund. At 360 px by taps (a paid online order) and at
// 1280 px by keyboard (a cash-on-delivery order: no UPI id or bank account asked). Screens are looked at in both
// widths and checked with axe (store-credit-*.png).

const j = journey({ mail: true, settings: { companyName: 'Sharma Hardware' } });
let socket: ProductRow;
let adminCookie: string;

beforeAll(async () => {
  socket = await createProduct(j.shop.db, {
    title: 'Socket 16A',
    image: await servedPicture(j.shop, 'sc-socket', 'breaker', '#047857', 'Socket 16A'),
    salePricePaise: 23600,
    totalStock: 40,
  });
  adminCookie = (await j.owner()).cookie;
});

async function look(page: Page, name: string) {
  await axeClean(page, name);
  await fitsBothWidths(page, `store-credit-${name}`, { closeToasts: false });
}

async function numberOf(orderId: string) {
  const [row] = await j.shop.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
  return row.n;
}

async function moveTo(orderId: string, statuses: string[]) {
  for (const orderStatus of statuses) {
    const tracking = orderStatus === 'inShipping' ? { courier: 'Delhivery', trackingNumber: 'DL-60001' } : {};
    const res = await j.api('PUT', `/api/admin/orders/update/${orderId}`, adminCookie, {
      orderStatus,
      ...tracking,
    });
    expect(res.status, res.body).toBe(200);
  }
}

/** The next mail to `email` whose subject matches (the others, order mails, are passed over). */
async function mailTo(email: string, subject: RegExp) {
  for (let i = 0; i < 10; i++) {
    const mail = await j.mail.waitFor(email, 15_000);
    if (subject.test(mail.subject)) return mail;
  }
  throw new Error(`no mail to ${email} matching ${subject}`);
}

/** Tab until the focused element's text or label starts with `text`. */
async function tabTo(page: Page, text: string) {
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim();
    });
  for (let i = 0; i < 80 && !(await focused()).startsWith(text); i++) await page.keyboard.press('Tab');
  expect(await focused()).toMatch(new RegExp(`^${text.replace(/[()]/g, '\\$&')}`));
}

describe.each([
  ['a phone, by taps', PHONE, 'phonepe'],
  ['a desktop, by keyboard', DESKTOP, 'cod'],
] as const)('store credit on %s', (_name, viewport: Viewport, method) => {
  it('the buyer asks for store credit, the owner refunds so, the mail carries the code and the order shows it', async () => {
    const keyboard = viewport === DESKTOP;
    const c = await j.customer(`Kavya ${viewport.width}`, { codVerified: true });
    const { orderId } = await j.order(c, [[socket, 2]], { method });
    if (method === 'cod') {
      await moveTo(orderId, ['inProcess', 'inShipping']);
      const details = (await j.api('GET', `/api/admin/orders/details/${orderId}`, adminCookie)).json!
        .data as { totalAmount: number };
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      const cash = await j.api('PUT', `/api/admin/orders/cash-collected/${orderId}`, adminCookie, {
        amount: details.totalAmount,
        collectedOn: today,
      });
      expect(cash.status, cash.body).toBe(200);
    } else await moveTo(orderId, ['inProcess', 'inShipping', 'delivered']);
    const number = await numberOf(orderId);

    // The buyer asks for a return of one socket, as store credit.
    const { page } = await c.tab(viewport);
    await page.goto('/shop/account');
    const view = page.getByRole('button', { name: `View details of order ${number}` });
    if (keyboard) {
      await view.focus();
      await page.keyboard.press('Enter');
    } else await press(view);
    const details = page.getByRole('dialog', { name: 'Order details' });
    const returnButton = details.getByRole('button', { name: 'Return items' });
    if (keyboard) {
      await returnButton.focus();
      await page.keyboard.press('Enter');
    } else await press(returnButton);
    const form = page.getByRole('dialog', { name: 'Return items' });
    const item = form.getByRole('checkbox', { name: 'Socket 16A' });
    const reason = form.getByRole('radio', { name: 'No longer needed' });
    const storeCredit = form.getByRole('checkbox', { name: 'Refund as store credit (instant)' });
    if (keyboard) {
      await item.focus();
      await page.keyboard.press('Space');
      await reason.focus();
      await page.keyboard.press('Space');
      // A cash order asks where to send money, until store credit is chosen.
      await form.getByTestId('return-payout').waitFor();
      await tabTo(page, 'Refund as store credit (instant)');
      await page.keyboard.press('Space');
    } else {
      await press(item);
      await press(reason);
      await press(storeCredit);
    }
    expect(await storeCredit.isChecked()).toBe(true);
    expect(await form.getByTestId('return-payout').count()).toBe(0);
    await storeCredit.scrollIntoViewIfNeeded();
    await look(page, `request-${method}`);
    const send = form.getByRole('button', { name: 'Request return' });
    if (keyboard) {
      await send.focus();
      await page.keyboard.press('Enter');
    } else await press(send);
    await toast(page, 'Your return request is sent. The shop will reply by e-mail.').waitFor();

    // The owner sees the buyer asked for store credit; it is chosen already.
    const admin = (await (await j.owner()).tab(viewport)).page;
    await admin.goto('/admin/returns');
    const open = admin.getByRole('button', { name: `Open the return of order ${number}` });
    if (keyboard) {
      await open.focus();
      await admin.keyboard.press('Enter');
    } else await press(open);
    const ret = admin.getByRole('dialog', { name: 'Return request' });
    // The first toast loads the toaster's code, so a step's toast can rise at the bottom of a phone a moment
    // after the next step's button shows there: each step waits for its own toast, and a press waits it out.
    const step = async (name: string, done?: string) => {
      const b = ret.getByRole('button', { name });
      if (keyboard) {
        await b.focus();
        await admin.keyboard.press('Enter');
      } else await press(b, { timeout: 10_000 });
      if (done) await toast(admin, done).waitFor();
    };
    await step('Approve', 'Return approved.');
    await ret.getByLabel('Condition of Socket 16A').selectOption('unopened');
    await step('Mark received', 'Items received.');
    await ret.getByTestId('asked-store-credit').waitFor();
    expect(await ret.getByLabel('Refund by').inputValue()).toBe('storeCredit');
    await ret.getByText(/At once, on a gift card in the customer’s name/).waitFor();
    await look(admin, `owner-${method}`);
    const refundButton = ret.getByRole('button', { name: /as store credit$/ });
    const amount = (await refundButton.textContent())!.match(/₹[\d,.]+/)![0];
    await step(`Refund ${amount} as store credit`);
    const confirm = admin.getByRole('alertdialog', {
      name: new RegExp(`Refund ${amount.replace('.', '\\.')}`),
    });
    const yes = confirm.getByRole('button', { name: 'Refund' });
    if (keyboard) {
      await yes.focus();
      await admin.keyboard.press('Enter');
    } else await press(yes);
    await ret.getByText('Store credit').first().waitFor();

    // The buyer's mail carries the new card's code, once.
    const mail = await mailTo(c.user.email, /added to store credit$/);
    expect(mail.subject).toBe(
      `Sharma Hardware: refund of ${amount} for order ${number} added to store credit`,
    );
    const code = mail.text.match(/code is ([A-Z0-9]{4}(?:-[A-Z0-9]{4}){3})/)![1];
    const [card] = await j.shop.db.select().from(giftCards).where(eq(giftCards.userId, c.user.id));
    expect(card.codeHash).toBe(hashGiftCardCode(code.replaceAll('-', '')));

    // The order details show the refund as store credit, with its credit note.
    await page.goto('/shop/account');
    const again = page.getByRole('button', { name: `View details of order ${number}` });
    if (keyboard) {
      await again.focus();
      await page.keyboard.press('Enter');
    } else await press(again);
    const refunds = page
      .getByRole('dialog', { name: 'Order details' })
      .getByRole('region', { name: 'Refunds' });
    await refunds.getByText('As store credit (a gift card in your name)', { exact: false }).waitFor();
    await refunds.getByRole('link', { name: /^CN\// }).waitFor();
    await refunds.scrollIntoViewIfNeeded();
    await look(page, `refunded-${method}`);
  });
});
