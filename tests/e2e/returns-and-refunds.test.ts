import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../server/db/schema';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { createProduct, type ProductRow } from '../helpers/factories';
import {
  axeClean,
  DESKTOP,
  fitsBothWidths,
  journey,
  PHONE,
  toast,
  servedPicture,
  type Customer,
  type Viewport,
} from './harness';

// Cancellations, returns and refunds in Chromium on the production build, with the payment simulator
// standing in for PhonePe and its refund page for the bank:
// - at 360 px a customer cancels a paid order, sees the refund with the bank, then refunded with its UTR;
// - at 1280 px a customer asks to return a line with a photo; the owner approves, receives it as damaged
//   packaging (20 % kept) and refunds through PhonePe; the customer sees the refund and its credit note;
// - at 360 px a cash-on-delivery return is refunded by a UPI transfer the owner records.
// Each screen is looked at in both widths (no sideways scroll) and checked with axe. `npm run screenshots`
// keeps them in docs/screenshots (returns-*.png).

const j = journey({
  settings: {
    companyName: 'Sharma Hardware',
    companyAddress: '12, MG Road, Shivaji Nagar, Pune 411005',
    gstNumber: '27AAPFU0939F1ZV',
  },
});
let switchA: ProductRow;
let pipe: ProductRow;
let adminCookie: string;

beforeAll(async () => {
  switchA = await createProduct(j.shop.db, {
    title: 'Modular Switch 6A',
    image: await servedPicture(j.shop, 'ret-switch', 'breaker', '#1d4ed8', 'Modular Switch 6A'),
    salePricePaise: 11800,
    totalStock: 40,
  });
  pipe = await createProduct(j.shop.db, {
    title: 'CPVC Pipe 1 inch, 3 m',
    image: await servedPicture(j.shop, 'ret-pipe', 'wire', '#b45309', 'CPVC Pipe 1 inch, 3 m'),
    salePricePaise: 59000,
    totalStock: 40,
  });
  adminCookie = (await j.owner()).cookie;
});

/** A customer with one address in Pune, signed in in a new tab of `viewport`. */
async function customer(name: string, viewport: Viewport = DESKTOP) {
  const c = await j.customer(name, { codVerified: true });
  return { ...c, page: (await c.tab(viewport)).page };
}

/** The owner, signed in in a new tab. */
const owner = async (viewport: Viewport = DESKTOP) => (await (await j.owner()).tab(viewport)).page;

/** An order placed through the API and paid on the simulator (online), or placed cash on delivery. */
const order = async (c: Customer, lines: [ProductRow, number][], method: 'phonepe' | 'cod' = 'phonepe') =>
  (await j.order(c, lines, { method })).orderId;

async function moveTo(orderId: string, statuses: string[]) {
  for (const orderStatus of statuses) {
    // Dispatching takes the courier and the AWB.
    const tracking = orderStatus === 'inShipping' ? { courier: 'Delhivery', trackingNumber: 'DL-50001' } : {};
    const res = await j.api('PUT', `/api/admin/orders/update/${orderId}`, adminCookie, {
      orderStatus,
      ...tracking,
    });
    expect(res.status, res.body).toBe(200);
  }
}

/** The bank's side, on the simulator's refund page. */
async function bankCompletes(orderId: string) {
  const [refund] = await j.shop.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const res = await j.shop.app.inject({
    method: 'POST',
    url: `/api/payments/simulator/refund/${refund.merchantRefundId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: adminCookie },
    payload: 'action=complete',
  });
  expect(res.statusCode).toBe(303);
  await waitForPaymentWork(j.shop.app);
}

/** Screenshots at 360 and 1280 px (returns-<name>-<width>.png), each checked for sideways scrolling, and axe. */
async function look(page: Page, name: string) {
  await axeClean(page, name);
  await fitsBothWidths(page, `returns-${name}`, { closeToasts: false });
}

/** The number the order is named by on every screen. */
async function numberOf(orderId: string) {
  const [row] = await j.shop.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
  return row.n;
}

async function openOrder(page: Page, orderId: string) {
  await page.goto('/shop/account');
  await page.getByRole('button', { name: `View details of order ${await numberOf(orderId)}` }).click();
  return page.getByRole('dialog', { name: 'Order details' });
}

describe('the customer cancels at 360 px', () => {
  it('cancels a paid order, sees the refund with the bank, then refunded with its UTR and the credit note', async () => {
    const c = await customer('Asha Patil', PHONE);
    const orderId = await order(c, [[switchA, 5]]);
    const { page } = c;
    const details = await openOrder(page, orderId);
    await details.getByText(/You can cancel until/).waitFor();
    await details.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    // 5 × ₹118 = ₹590, free delivery above ₹499.
    await confirm
      .getByText('₹590.00 will be refunded to your original payment method within 7–10 business days.')
      .waitFor();
    await look(page, 'cancel-confirm');
    await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
    await toast(page, 'Your order is cancelled and your refund is on its way').waitFor();
    const refundsRegion = details.getByRole('region', { name: 'Refunds' });
    await refundsRegion.getByText('With your bank').waitFor();
    await details.getByTestId('cancelled-by-you').waitFor();
    await look(page, 'cancelled');

    await bankCompletes(orderId);
    const again = await openOrder(page, orderId);
    const refunded = again.getByRole('region', { name: 'Refunds' });
    await refunded.getByText(/Refunded \(UTR SIMUTR\d{12}\)/).waitFor();
    await refunded.getByRole('link', { name: /^CN\/\d{4}-\d{2}\/\d{6}$/ }).waitFor();
    await look(page, 'refunded');
  });
});

describe('a return with a photo at 1280 px', () => {
  it('the customer asks, the owner approves, receives it as damaged packaging and refunds through PhonePe; the customer sees the credit note', async () => {
    const c = await customer('Vikram Joshi');
    const orderId = await order(c, [
      [switchA, 3],
      [pipe, 1],
    ]);
    await moveTo(orderId, ['inProcess', 'inShipping', 'delivered']);
    const { page } = c;
    const details = await openOrder(page, orderId);
    await details.getByText(/Returns accepted until/).waitFor();
    await details.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('dialog', { name: 'Return items' });
    await form.getByRole('checkbox', { name: 'CPVC Pipe 1 inch, 3 m' }).check();
    await form.getByRole('radio', { name: 'Arrived damaged' }).check();
    await form.getByRole('textbox', { name: 'Note (optional)' }).fill('The pipe is cracked near one end.');
    const photo = path.join(os.tmpdir(), `cracked-pipe-${process.pid}.jpg`);
    fs.writeFileSync(
      photo,
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d6d3d1' } })
        .jpeg()
        .toBuffer(),
    );
    await form.getByLabel('Photos (optional, up to 3)').setInputFiles(photo);
    await form.getByRole('button', { name: 'Remove photo cracked-pipe' + `-${process.pid}.jpg` }).waitFor();
    await form.getByTestId('return-items-value').filter({ hasText: '₹590.00' }).waitFor();
    await look(page, 'request');
    await form.getByRole('button', { name: 'Request return' }).click();
    await toast(page, 'Your return request is sent. The shop will reply by e-mail.').waitFor();
    await details.getByTestId('return-status').filter({ hasText: 'Requested' }).waitFor();

    const admin = await owner();
    await admin.goto('/admin/returns');
    await admin.getByRole('button', { name: `Open the return of order ${await numberOf(orderId)}` }).click();
    const ret = admin.getByRole('dialog', { name: 'Return request' });
    await ret.getByRole('img').first().waitFor();
    await look(admin, 'owner-requested');
    await ret.getByLabel('Note to the customer').fill('Approved: our courier will collect it tomorrow.');
    await ret.getByRole('button', { name: 'Approve' }).click();
    await ret.getByRole('button', { name: 'Mark received' }).waitFor();
    await ret.getByLabel('Condition of CPVC Pipe 1 inch, 3 m').selectOption('damagedPackaging');
    await ret.getByText('Restocking fee: 20%').waitFor();
    await ret.getByRole('button', { name: 'Mark received' }).click();
    // ₹590 less 20 % (₹118) = ₹472.
    await ret.getByTestId('return-refund-total').filter({ hasText: '₹472.00' }).waitFor();
    await look(admin, 'owner-received');
    await ret.getByRole('button', { name: 'Refund through PhonePe' }).click();
    await admin
      .getByRole('alertdialog', { name: /Refund ₹472\.00 to Vikram Joshi\?/ })
      .getByRole('button', { name: 'Refund' })
      .click();
    await ret
      .getByText(/With the bank|Pending|Sent/i)
      .first()
      .waitFor();

    await bankCompletes(orderId);
    const after = await openOrder(page, orderId);
    await after
      .getByRole('region', { name: 'Refunds' })
      .getByText(/Refunded \(UTR/)
      .waitFor();
    const note = after.getByRole('region', { name: 'Refunds' }).getByRole('link', { name: /^CN\// });
    const href = await note.getAttribute('href');
    expect(href).toMatch(/credit-note\/.+\?number=CN/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await after.getByTestId('return-status').filter({ hasText: 'Refunded' }).waitFor();
    await look(page, 'customer-refunded');
  });
});

describe('a cash-on-delivery return at 360 px', () => {
  it('is refunded by a UPI transfer the owner records, with its reference, at once', async () => {
    const c = await customer('Meena Kulkarni', PHONE);
    const orderId = await order(c, [[switchA, 2]], 'cod');
    await moveTo(orderId, ['inProcess', 'inShipping']);
    const details = (await j.api('GET', `/api/admin/orders/details/${orderId}`, adminCookie)).json!.data as {
      totalAmount: number;
    };
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const cash = await j.api('PUT', `/api/admin/orders/cash-collected/${orderId}`, adminCookie, {
      amount: details.totalAmount,
      collectedOn: today,
    });
    expect(cash.status, cash.body).toBe(200);

    const { page } = c;
    const mine = await openOrder(page, orderId);
    await mine.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('dialog', { name: 'Return items' });
    await form.getByRole('checkbox', { name: 'Modular Switch 6A' }).check();
    await form.getByLabel('Quantity of Modular Switch 6A to return').selectOption('2');
    await form.getByRole('radio', { name: 'Wrong item sent' }).check();
    // Paid in cash: the refund goes by UPI, to the id the buyer gives here.
    await form.getByRole('textbox', { name: 'UPI id' }).fill('meena.k@okaxis');
    await look(page, 'cod-return-payout');
    await form.getByRole('button', { name: 'Request return' }).click();
    await toast(page, 'Your return request is sent. The shop will reply by e-mail.').waitFor();

    const admin = await owner(PHONE);
    await admin.goto('/admin/returns');
    await admin.getByRole('button', { name: `Open the return of order ${await numberOf(orderId)}` }).click();
    const ret = admin.getByRole('dialog', { name: 'Return request' });
    await ret.getByRole('button', { name: 'Approve' }).click();
    await ret.getByLabel('Condition of Modular Switch 6A').selectOption('faulty');
    await ret.getByRole('button', { name: 'Mark received' }).click();
    // Wrong item: refunded in full, 2 × ₹118 = ₹236.
    await ret.getByTestId('return-refund-total').filter({ hasText: '₹236.00' }).waitFor();
    await ret.getByTestId('payout-step').filter({ hasText: 'Pay to: UPI meena.k@okaxis' }).waitFor();
    expect(await ret.getByLabel('Refund by').inputValue()).toBe('upi');
    await ret.getByLabel('Transfer reference (UTR)').fill('UPI 612345678901');
    await look(admin, 'owner-cod-transfer');
    await ret.getByRole('button', { name: 'Refund ₹236.00' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Record refund' }).click();
    await ret.getByText('UPI 612345678901').first().waitFor();

    const after = await openOrder(page, orderId);
    const refundsRegion = after.getByRole('region', { name: 'Refunds' });
    await refundsRegion.getByText(/Refunded \(UTR UPI 612345678901\)/).waitFor();
    await refundsRegion.getByRole('link', { name: /^CN\// }).waitFor();
    await look(page, 'cod-refunded');
  });
});
