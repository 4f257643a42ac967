import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { moneyCase, printedRupees } from '../fixtures/money-cases';
import { testApp, type TestApp } from '../helpers/app';
import { createAddress, createProduct, createUser, loginAs } from '../helpers/factories';
import {
  captureVia,
  countRows,
  createOrderVia,
  orderRow,
  putInCart,
  simulate,
  stockOf,
} from '../helpers/orders';
import { creditNotes, mailOutbox, orderItems, orders, payments } from '../../server/db/schema';
import { getSettings, updateSettings } from '../../server/modules/settings/settings.service';
import { financialYear } from '../../server/modules/orders/documents/invoice-number';
import { waitForPendingMail } from '../../server/mail/mailer';
import { waitForPaymentWork } from '../../server/modules/orders/payment/payments.service';
import { ORDER_MESSAGES } from '../../common/contracts/orders';

/**
 * GST by place of supply, through the API on a real database: a shop in Pune (GSTIN 27…,
 * Maharashtra) charges CGST + SGST to Pune and IGST to Surat (Gujarat, 24), the same total either way;
 * invoices show the place of supply, IGST and an HSN summary; a buyer GSTIN makes the invoice B2B;
 * rejecting or refunding a paid order issues a credit note; GSTR-1 exports a month.
 *
 * Every expected figure is worked by hand in the comments, never with common/money.ts.
 */

const SHOP_GSTIN = '27AAPFU0939F1ZV'; // Maharashtra (27)
const BUYER_GSTIN = '24AAACR5055K1ZD'; // Gujarat (24)

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await testApp({ admin: true });
  adminCookie = t.adminCookie;
  await setShopGstin(SHOP_GSTIN);
});
afterAll(async () => {
  await waitForPaymentWork(t.app);
  await waitForPendingMail();
});

async function setShopGstin(gstNumber: string) {
  const settings = await getSettings(t.db);
  await updateSettings(t.db, {
    ...settings,
    companyName: 'Sharma Hardware',
    companyAddress: 'Shop 4, Laxmi Road, Pune 411002',
    gstNumber,
  });
}

interface Buyer {
  user: { id: string; email: string; userName: string };
  cookie: string;
  pune: string;
  surat: string;
}

/** A customer with two saved addresses: Pune (411005, Maharashtra) and Surat (395003, Gujarat). */
async function buyer(): Promise<Buyer> {
  const user = await createUser(t.db);
  const pune = await createAddress(t.db, user.id);
  const surat = await createAddress(t.db, user.id, {
    address: '7, Ring Road',
    city: 'Surat',
    pincode: '395003',
  });
  return { user, cookie: await loginAs(t.app, user), pune: pune.id, surat: surat.id };
}

type Line = { title: string; hsn: string; salePricePaise: number; cgst: number; sgst: number; qty: number };

/**
 * The three lines of the mixed cart, and what they come to:
 *   PVC Elbow      3 × ₹99.99     at  5 %: gross  29997; taxable  29997/1.05 = 28568.57… →  28569; tax   1428 (  714 +   714)
 *   Switch 6A      7 × ₹123.45    at 18 %: gross  86415; taxable  86415/1.18 = 73233.05… →  73233; tax  13182 ( 6591 +  6591)
 *   Inverter 1 kVA 1 × ₹12,345.67 at 28 %: gross 1234567; taxable 1234567/1.28 = 964505.47 → 964505; tax 270062 (135031 + 135031)
 *   Total: gross 1350979 (₹13,509.79) = taxable 1066307 (₹10,663.07) + tax 284672 (₹2,846.72 = 1,423.36 + 1,423.36).
 */
const MIXED: Line[] = [
  { title: 'PVC Elbow', hsn: '3917', salePricePaise: 9999, cgst: 2.5, sgst: 2.5, qty: 3 },
  { title: 'Switch 6A', hsn: '8536', salePricePaise: 12345, cgst: 9, sgst: 9, qty: 7 },
  { title: 'Inverter 1 kVA', hsn: '8504', salePricePaise: 1234567, cgst: 14, sgst: 14, qty: 1 },
];

async function fillCart(b: Buyer, lines: Line[]) {
  const ps = [];
  for (const l of lines) {
    ps.push(
      await createProduct(t.db, {
        title: l.title,
        hsn: l.hsn,
        salePricePaise: l.salePricePaise,
        cgstPercent: l.cgst,
        sgstPercent: l.sgst,
      }),
    );
  }
  await putInCart(
    t.db,
    b.user.id,
    ps.map((p, i) => ({ productId: p.id, quantity: lines[i].qty })),
  );
  return ps;
}

const order = (b: Buyer, addressId: string, extra: Record<string, unknown> = {}) =>
  createOrderVia(t.app, { user: b.user, cookie: b.cookie, addressId }, extra);

/** Places and pays an order for `lines` to one of the buyer's addresses; returns the order id. */
async function paidOrder(b: Buyer, addressId: string, lines: Line[], extra: Record<string, unknown> = {}) {
  await fillCart(b, lines);
  const res = await order(b, addressId, extra);
  expect(res.statusCode, res.body).toBe(200);
  const { approvalURL, orderId } = res.json();
  await simulate(t.app, approvalURL, 'pay');
  expect((await captureVia(t.app, b.cookie, orderId)).json().success).toBe(true);
  return orderId as string;
}

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const counts = async () => ({
  orders: await countRows(t.db, orders),
  items: await countRows(t.db, orderItems),
  payments: await countRows(t.db, payments),
  creditNotes: await countRows(t.db, creditNotes),
});

describe('checkout preview: the cart priced for a chosen address', () => {
  it('charges CGST + SGST in the shop’s state and IGST in another, with the same total', async () => {
    const b = await buyer();
    await fillCart(b, MIXED);
    const pune = await get(`/api/shop/order/preview/${b.user.id}/${b.pune}`, b.cookie);
    expect(pune.statusCode).toBe(200);
    expect(pune.json().data).toMatchObject({
      addressId: b.pune,
      placeOfSupply: { stateCode: '27', state: 'Maharashtra' },
      shopState: { stateCode: '27', state: 'Maharashtra' },
      taxType: 'intra',
      totals: { subtotal: 10663.07, cgst: 1423.36, sgst: 1423.36, igst: 0, grandTotal: 13509.79 },
    });
    const surat = await get(`/api/shop/order/preview/${b.user.id}/${b.surat}`, b.cookie);
    expect(surat.statusCode).toBe(200);
    const data = surat.json().data;
    expect(data).toMatchObject({
      placeOfSupply: { stateCode: '24', state: 'Gujarat' },
      taxType: 'inter',
      totals: { subtotal: 10663.07, cgst: 0, sgst: 0, igst: 2846.72, grandTotal: 13509.79 },
    });
    expect(data.items).toEqual([
      {
        productId: expect.any(String),
        title: 'PVC Elbow',
        hsn: '3917',
        quantity: 3,
        price: 99.99,
        cgstPercent: 0,
        sgstPercent: 0,
        igstPercent: 5,
        taxableAmount: 285.69,
        cgstAmount: 0,
        sgstAmount: 0,
        igstAmount: 14.28,
        lineTotal: 299.97,
        discountAmount: 0,
      },
      {
        productId: expect.any(String),
        title: 'Switch 6A',
        hsn: '8536',
        quantity: 7,
        price: 123.45,
        cgstPercent: 0,
        sgstPercent: 0,
        igstPercent: 18,
        taxableAmount: 732.33,
        cgstAmount: 0,
        sgstAmount: 0,
        igstAmount: 131.82,
        lineTotal: 864.15,
        discountAmount: 0,
      },
      {
        productId: expect.any(String),
        title: 'Inverter 1 kVA',
        hsn: '8504',
        quantity: 1,
        price: 12345.67,
        cgstPercent: 0,
        sgstPercent: 0,
        igstPercent: 28,
        taxableAmount: 9645.05,
        cgstAmount: 0,
        sgstAmount: 0,
        igstAmount: 2700.62,
        lineTotal: 12345.67,
        discountAmount: 0,
      },
    ]);
    // The cart itself, with no address yet, keeps CGST + SGST.
    const cart = await get(`/api/shop/cart/get/${b.user.id}`, b.cookie);
    expect(cart.json().data.totals).toEqual({
      subtotal: 10663.07,
      cgst: 1423.36,
      sgst: 1423.36,
      grandTotal: 13509.79,
    });
  });

  it('is only for the user’s own addresses, and needs the address’s state', async () => {
    const b = await buyer();
    const other = await buyer();
    expect((await get(`/api/shop/order/preview/${b.user.id}/${other.surat}`, b.cookie)).statusCode).toBe(404);
    expect((await get(`/api/shop/order/preview/${other.user.id}/${other.surat}`, b.cookie)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/shop/order/preview/${b.user.id}/${b.surat}`)).statusCode).toBe(401);
    expect((await get(`/api/shop/order/preview/${b.user.id}/nope`, b.cookie)).statusCode).toBe(400);
    const stateless = await createAddress(t.db, b.user.id, { pincode: '999999', stateCode: null });
    const res = await get(`/api/shop/order/preview/${b.user.id}/${stateless.id}`, b.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MESSAGES.addressState);
  });
});

describe('orders by place of supply', () => {
  it('an order to another state gets IGST and the same total, frozen on the order and its lines', async () => {
    const b = await buyer();
    await fillCart(b, MIXED);
    const res = await order(b, b.surat);
    expect(res.statusCode).toBe(200);
    const row = await orderRow(t.db, res.json().orderId);
    expect(row).toMatchObject({
      subtotalPaise: 1066307,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 284672,
      totalAmountPaise: 1350979,
      taxType: 'inter',
      placeOfSupplyCode: '24',
      placeOfSupplyState: 'Gujarat',
      sellerGstin: SHOP_GSTIN,
      buyerGstin: null,
    });
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row.id))
      .orderBy(orderItems.position);
    expect(
      items.map((i) => [
        i.taxablePaise,
        i.cgstPaise,
        i.sgstPaise,
        i.igstPaise,
        Number(i.igstPercent),
        i.lineTotalPaise,
      ]),
    ).toEqual([
      [28569, 0, 0, 1428, 5, 29997],
      [73233, 0, 0, 13182, 18, 86415],
      [964505, 0, 0, 270062, 28, 1234567],
    ]);
    const details = (await get(`/api/shop/order/details/${row.id}`, b.cookie)).json().data;
    expect(details).toMatchObject({
      subtotal: 10663.07,
      cgstAmount: 0,
      sgstAmount: 0,
      igstAmount: 2846.72,
      totalAmount: 13509.79,
      taxType: 'inter',
      placeOfSupply: { stateCode: '24', state: 'Gujarat' },
      buyerGstin: null,
      creditNote: null,
      refundedAt: null,
    });
    expect(
      details.cartItems.map((i: { igstPercent: number; igstAmount: number }) => [
        i.igstPercent,
        i.igstAmount,
      ]),
    ).toEqual([
      [5, 14.28],
      [18, 131.82],
      [28, 2700.62],
    ]);
  });

  it('an order in the shop’s state gets CGST and SGST', async () => {
    const b = await buyer();
    await fillCart(b, MIXED);
    const res = await order(b, b.pune);
    const row = await orderRow(t.db, res.json().orderId);
    expect(row).toMatchObject({
      subtotalPaise: 1066307,
      cgstPaise: 142336,
      sgstPaise: 142336,
      igstPaise: 0,
      totalAmountPaise: 1350979,
      taxType: 'intra',
      placeOfSupplyCode: '27',
      placeOfSupplyState: 'Maharashtra',
    });
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row.id))
      .orderBy(orderItems.position);
    expect(
      items.map((i) => [i.cgstPaise, i.sgstPaise, i.igstPaise, Number(i.cgstPercent), Number(i.igstPercent)]),
    ).toEqual([
      [714, 714, 0, 2.5, 0],
      [6591, 6591, 0, 9, 0],
      [135031, 135031, 0, 14, 0],
    ]);
  });

  it('keeps a buyer GSTIN (upper-cased); a blank one is none', async () => {
    const b = await buyer();
    await fillCart(b, MIXED);
    const res = await order(b, b.surat, { buyerGstin: ` ${BUYER_GSTIN.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t.db, res.json().orderId)).buyerGstin).toBe(BUYER_GSTIN);
    const blank = await order(b, b.surat, { buyerGstin: '  ' });
    expect(blank.statusCode).toBe(200);
    expect((await orderRow(t.db, blank.json().orderId)).buyerGstin).toBeNull();
  });

  it('refuses a bad buyer GSTIN with the reason, writing nothing', async () => {
    const b = await buyer();
    const [p] = await fillCart(b, [MIXED[1]]);
    const before = await counts();
    const cases: [unknown, string][] = [
      [
        '24AAACR5055K1ZE',
        'Buyer GSTIN has a wrong check character (the last one): please check it for a typing mistake',
      ],
      [
        '99AAACR5055K1ZD',
        'Buyer GSTIN must start with the code of an Indian state or union territory (01–38)',
      ],
      [
        '24AAACR5055K1Z',
        'Buyer GSTIN must be a 15-character GSTIN: 2-digit state code, PAN, entity number, Z and a check character',
      ],
      ['x'.repeat(21), 'Buyer GSTIN must be a 15-character GSTIN'],
      [12345, 'Buyer GSTIN must be text'],
    ];
    for (const [buyerGstin, message] of cases) {
      const res = await order(b, b.surat, { buyerGstin });
      expect(res.statusCode, String(buyerGstin)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, p.id)).toBe(50);
  });

  it('refuses an address without a state with a clear 400, writing nothing', async () => {
    const b = await buyer();
    await fillCart(b, [MIXED[1]]);
    const stateless = await createAddress(t.db, b.user.id, { pincode: '999999', stateCode: null });
    const before = await counts();
    const res = await order(b, stateless.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Please choose the state or union territory of the delivery address.',
    });
    expect(await counts()).toEqual(before);
  });

  it('a shop without a GSTIN has no state of its own: CGST + SGST everywhere, as before', async () => {
    await setShopGstin('');
    try {
      const b = await buyer();
      await fillCart(b, [MIXED[1]]);
      const row = await orderRow(t.db, (await order(b, b.surat)).json().orderId);
      // 7 × ₹123.45 = 86415 at 18 %: taxable 73233, CGST 6591, SGST 6591.
      expect(row).toMatchObject({
        taxType: 'intra',
        cgstPaise: 6591,
        sgstPaise: 6591,
        igstPaise: 0,
        placeOfSupplyCode: '24',
        sellerGstin: '',
      });
    } finally {
      await setShopGstin(SHOP_GSTIN);
    }
  });
});

describe('tax invoice', () => {
  it('shows the place of supply, the buyer’s state, IGST columns and the HSN summary for another state', async () => {
    const b = await buyer();
    const orderId = await paidOrder(b, b.surat, MIXED, { contactName: 'Kiran Patel' });
    const res = await get(`/api/shop/order/invoice/${orderId}`, b.cookie);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const needle of [
      'TAX INVOICE',
      `GSTIN: ${SHOP_GSTIN}`,
      'State: Maharashtra, code 27', // the seller
      'Place of supply: Gujarat (24)',
      'Inter-state (IGST)',
      'Reverse charge: No',
      'Kiran Patel',
      '7, Ring Road, Surat - 395003',
      'State: Gujarat, code 24', // the buyer
      'Buyer: unregistered (B2C)',
      'IGST %',
      'IGST amt',
      'HSN summary',
      // HSN summary rows: taxable value, rate, IGST, total tax.
      '285.69',
      '14.28',
      '732.33',
      '131.82',
      '9,645.05',
      '2,700.62',
      '10,663.07', // taxable total
      '2,846.72', // IGST total
      '13,509.79', // grand total
    ]) {
      expect(text).toContain(needle);
    }
    expect(text).not.toContain('CGST amt');
    expect(text).not.toContain('SGST amt');
    const order = await orderRow(t.db, orderId);
    expect(text).toContain(order.invoiceNumber!);
    // The confirmation mail names the same tax.
    await waitForPendingMail();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, b.user.email));
    expect(mail.text).toContain('IGST: ₹2,846.72');
    expect(mail.text).not.toContain('CGST');
  });

  it('shows CGST and SGST for the shop’s own state', async () => {
    const b = await buyer();
    const orderId = await paidOrder(b, b.pune, MIXED);
    const text = await pdfText((await get(`/api/shop/order/invoice/${orderId}`, b.cookie)).rawPayload);
    for (const needle of [
      'Place of supply: Maharashtra (27)',
      'Intra-state (CGST + SGST)',
      'CGST amt',
      'SGST amt',
      'HSN summary',
      '1,423.36',
      '13,509.79',
    ]) {
      expect(text).toContain(needle);
    }
    expect(text).not.toContain('IGST amt');
  });

  it('is B2B with the buyer’s GSTIN when one was given', async () => {
    const b = await buyer();
    const orderId = await paidOrder(b, b.surat, [MIXED[1]], { buyerGstin: BUYER_GSTIN });
    const text = await pdfText((await get(`/api/shop/order/invoice/${orderId}`, b.cookie)).rawPayload);
    expect(text).toContain(`Buyer GSTIN: ${BUYER_GSTIN}`);
    expect(text).not.toContain('unregistered');
    expect((await get(`/api/shop/order/details/${orderId}`, b.cookie)).json().data.buyerGstin).toBe(
      BUYER_GSTIN,
    );
  });

  it('keeps invoice numbers consecutive in the financial year', async () => {
    const b = await buyer();
    const ids = [
      await paidOrder(b, b.surat, [MIXED[0]]),
      await paidOrder(b, b.pune, [MIXED[0]]),
      await paidOrder(b, b.surat, [MIXED[0]]),
    ];
    const numbers = (await t.db.select().from(orders).where(inArray(orders.id, ids))).map(
      (o) => o.invoiceNumber!,
    );
    const fy = financialYear(new Date());
    const n = numbers.map((x) => Number(x.replace(`INV/${fy}/`, ''))).sort((a, c) => a - c);
    expect(n[1] - n[0]).toBe(1);
    expect(n[2] - n[1]).toBe(1);
  });
});

describe('credit notes', () => {
  const reject = (orderId: string, orderStatus = 'rejected') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/update/${orderId}`,
      headers: { cookie: adminCookie },
      payload: { orderStatus },
    });
  const refund = (orderId: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/refunded/${orderId}`,
      headers: { cookie: adminCookie },
    });
  const notesOf = (orderId: string) =>
    t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));

  it('rejecting a paid order issues one credit note reversing its invoice, for the customer and the admin to download', async () => {
    const b = await buyer();
    const orderId = await paidOrder(b, b.surat, MIXED, { buyerGstin: BUYER_GSTIN });
    const res = await reject(orderId);
    expect(res.statusCode).toBe(200);
    const fy = financialYear(new Date());
    const note = res.json().data.creditNote;
    expect(note).toEqual({
      number: expect.stringMatching(new RegExp(`^CN/${fy}/\\d{6}$`)),
      issuedAt: expect.any(String),
      reason: 'rejected',
    });
    const [row] = await notesOf(orderId);
    // The invoice's figures, worked by hand (tests/fixtures/money-cases.ts): taxable 1066307 + IGST 284672 = 1350979.
    const worked = moneyCase(
      'a cart of three rates: 3 × ₹99.99 at 5 %, 7 × ₹123.45 at 18 %, 1 × ₹12,345.67 at 28 %',
    ).expected;
    expect(row).toMatchObject({
      number: note.number,
      taxablePaise: worked.subtotalPaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: worked.igstPaise,
      totalPaise: worked.grandTotalPaise,
    });

    const pdf = await get(`/api/shop/order/credit-note/${orderId}`, b.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${note.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(pdf.rawPayload);
    const invoiceNumber = (await orderRow(t.db, orderId)).invoiceNumber!;
    for (const needle of [
      'CREDIT NOTE',
      `Credit Note No: ${note.number}`,
      `Against Invoice No: ${invoiceNumber}`,
      'Place of supply: Gujarat (24)',
      `Buyer GSTIN: ${BUYER_GSTIN}`,
      'Order rejected',
      'IGST amt',
      'HSN summary',
      printedRupees(worked.subtotalPaise), // 10,663.07
      printedRupees(worked.igstPaise), // 2,846.72
      'Total credited (Rs.)',
      printedRupees(worked.grandTotalPaise), // 13,509.79
      // Each line as credited: taxable value, IGST, line total.
      ...worked.lines.flatMap((l) => [
        printedRupees(l.taxablePaise),
        printedRupees(l.igstPaise),
        printedRupees(l.totalPaise),
      ]),
    ]) {
      expect(text).toContain(needle);
    }
    const admin = await get(`/api/admin/orders/credit-note/${orderId}`, adminCookie);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('application/pdf');
    expect((await get(`/api/shop/order/credit-note/${orderId}`, (await buyer()).cookie)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/shop/order/credit-note/${orderId}`)).statusCode).toBe(401);

    // Rejecting again issues no second note; reopening a credited order is refused.
    expect((await reject(orderId)).statusCode).toBe(200);
    expect(await notesOf(orderId)).toHaveLength(1);
    const reopen = await reject(orderId, 'inShipping');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(
      `This order's invoice was cancelled by credit note ${note.number}, so it cannot be reopened. Please place a new order.`,
    );
    expect((await orderRow(t.db, orderId)).orderStatus).toBe('rejected');

    // Once the money is given back the order owes nothing more, and keeps its one note.
    const refunded = await refund(orderId);
    expect(refunded.json()).toMatchObject({
      message: 'Order marked refunded; its credit note is issued',
      data: { refundNeeded: false, refundedAt: expect.any(String), creditNote: note },
    });
    expect(await notesOf(orderId)).toHaveLength(1);
  });

  it('an unpaid order has no invoice to credit', async () => {
    const b = await buyer();
    await fillCart(b, [MIXED[1]]);
    const orderId = (await order(b, b.pune)).json().orderId;
    const before = await counts();
    expect((await reject(orderId)).json().data.creditNote).toBeNull();
    expect(await counts()).toEqual(before);
    const pdf = await get(`/api/shop/order/credit-note/${orderId}`, b.cookie);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toBe(
      'This order has no credit note: one is issued when an invoiced order is rejected or refunded',
    );
    const refunded = await refund(orderId);
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json()).toEqual({ success: false, message: 'Only a paid order can be marked refunded' });
    expect((await orderRow(t.db, orderId)).refundedAt).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('marking a paid order refunded issues its credit note once; the series counts on', async () => {
    const b = await buyer();
    const first = await paidOrder(b, b.pune, [MIXED[1]]);
    const second = await paidOrder(b, b.pune, [MIXED[0]]);
    const a = await refund(first);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({
      success: true,
      message: 'Order marked refunded; its credit note is issued',
    });
    expect(a.json().data.refundedAt).toEqual(expect.any(String));
    expect(a.json().data.creditNote.reason).toBe('refunded');
    const [noteA] = await notesOf(first);
    // 7 × ₹123.45 in Pune: taxable 73233, CGST 6591, SGST 6591, total 86415.
    expect(noteA).toMatchObject({
      taxablePaise: 73233,
      cgstPaise: 6591,
      sgstPaise: 6591,
      igstPaise: 0,
      totalPaise: 86415,
    });
    const again = await refund(first);
    expect(again.json().data).toEqual(a.json().data);
    expect(await notesOf(first)).toHaveLength(1);

    await refund(second);
    const [noteB] = await notesOf(second);
    const seq = (n: string) => Number(n.split('/')[2]);
    expect(seq(noteB.number)).toBe(seq(noteA.number) + 1);
    const text = await pdfText((await get(`/api/shop/order/credit-note/${first}`, b.cookie)).rawPayload);
    expect(text).toContain('Payment refunded');
    const [{ orderNumber }] = await t.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, first));
    expect(text).toContain(`Order No: ${orderNumber}`);
    expect(text).toContain('CGST amt');
    expect(text).toContain('864.15');
    // The customer sees the note on the order.
    const listed = (await get(`/api/shop/order/list/${b.user.id}`, b.cookie)).json().data;
    expect(listed.find((o: { _id: string }) => o._id === first).creditNote.number).toBe(noteA.number);
  });
});

/** RFC 4180 lines → cells (quoted cells may hold commas). */
function parseCsv(csv: string): string[][] {
  return csv
    .split('\r\n')
    .slice(0, -1)
    .map((line) => {
      const cells: string[] = [];
      let cur = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quoted && c === '"' && line[i + 1] === '"') {
          cur += '"';
          i++;
        } else if (c === '"') {
          quoted = !quoted;
        } else if (c === ',' && !quoted) {
          cells.push(cur);
          cur = '';
        } else {
          cur += c;
        }
      }
      cells.push(cur);
      return cells;
    });
}

/** Section name → { header, rows (without Total), total }. */
function sections(csv: string) {
  const lines = parseCsv(csv);
  const out: Record<string, { header: string[]; rows: string[][]; total: string[] | undefined }> = {};
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].length === 1 && lines[i][0] !== '' && lines[i - 1]?.length === 1 && lines[i - 1][0] === '') {
      const header = lines[i + 1];
      const body: string[][] = [];
      let j = i + 2;
      while (j < lines.length && !(lines[j].length === 1 && lines[j][0] === '')) body.push(lines[j++]);
      const total = body[body.length - 1]?.[0] === 'Total' ? body.pop() : undefined;
      out[lines[i][0]] = { header, rows: body, total };
    }
  }
  return out;
}

describe('GSTR-1 export', () => {
  const csvFor = (month: string, cookie = adminCookie) => get(`/api/admin/gst/gstr1?month=${month}`, cookie);

  it('exports a month’s invoices and credit notes in GSTR-1’s sections, with totals equal to the invoices’', async () => {
    const b = await buyer();
    const setPaidAt = (id: string, at: string) =>
      t.db
        .update(orders)
        .set({ paidAt: new Date(at), invoicedAt: new Date(at) })
        .where(eq(orders.id, id));
    // July, by a second (23:59:59 IST on 31 July): not in August's return.
    const july = await paidOrder(b, b.pune, [
      { title: 'July Switch', hsn: '8536', salePricePaise: 11800, cgst: 9, sgst: 9, qty: 1 },
    ]);
    await setPaidAt(july, '2025-07-31T18:29:59Z');
    // 1. B2B, Surat: 1 × ₹1,180.00 at 18 % (HSN 8544) → taxable 100000, IGST 18000. Paid 00:00 IST on 1 August.
    const b2b = await paidOrder(
      b,
      b.surat,
      [{ title: 'Copper wire 90 m', hsn: '8544', salePricePaise: 118000, cgst: 9, sgst: 9, qty: 1 }],
      {
        buyerGstin: BUYER_GSTIN,
        contactName: 'Priya Traders',
      },
    );
    await setPaidAt(b2b, '2025-07-31T18:30:00Z');
    // 2. B2C large, Surat: 1 × ₹1,29,800.00 at 18 % (HSN 8504) → taxable 11000000, IGST 1980000; above ₹1,00,000.
    const b2cl = await paidOrder(b, b.surat, [
      { title: 'Solar inverter 5 kVA', hsn: '8504', salePricePaise: 12980000, cgst: 9, sgst: 9, qty: 1 },
    ]);
    await setPaidAt(b2cl, '2025-08-05T06:30:00Z');
    // 3. B2C small, Surat: 2 × ₹118.00 at 18 % (HSN 8536) → taxable 20000, IGST 3600; below ₹499 to another
    //    state: standard delivery ₹49.00, taxed with it: 4900 ÷ 1.18 = 4152.54… → 4153, IGST 747.
    const b2csInter = await paidOrder(b, b.surat, [
      { title: 'Switch 16A', hsn: '8536', salePricePaise: 11800, cgst: 9, sgst: 9, qty: 2 },
    ]);
    await setPaidAt(b2csInter, '2025-08-10T06:30:00Z');
    // 4. B2C small, Pune: 3 × ₹105.00 at 5 % (HSN 3917) → taxable 30000, CGST 750, SGST 750; Pune is the shop's
    //    local area (411): ₹29.00 at 5 %: 2900 ÷ 1.05 = 2761.90… → 2762, tax 138 = 69 + 69.
    const b2csIntra = await paidOrder(b, b.pune, [
      { title: 'PVC pipe 3 m', hsn: '3917', salePricePaise: 10500, cgst: 2.5, sgst: 2.5, qty: 3 },
    ]);
    await setPaidAt(b2csIntra, '2025-08-12T06:30:00Z');
    // 5. B2C small, Pune: 1 × ₹118.00 at 18 % (HSN 8536) → taxable 10000, CGST 900, SGST 900; local delivery
    //    ₹29.00 at 18 %: 2900 ÷ 1.18 = 2457.62… → 2458, tax 442 = 221 + 221; rejected later.
    const credited = await paidOrder(b, b.pune, [
      { title: 'Switch 6A', hsn: '8536', salePricePaise: 11800, cgst: 9, sgst: 9, qty: 1 },
    ]);
    await setPaidAt(credited, '2025-08-14T06:30:00Z');
    // Credit notes in August: one against the B2B invoice (cdnr), one against a B2C small one (netted in b2cs).
    for (const id of [b2b, credited]) {
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/admin/orders/update/${id}`,
            headers: { cookie: adminCookie },
            payload: { orderStatus: 'rejected' },
          })
        ).statusCode,
      ).toBe(200);
      await t.db
        .update(creditNotes)
        .set({ issuedAt: new Date('2025-08-20T06:30:00Z') })
        .where(eq(creditNotes.orderId, id));
    }

    const res = await csvFor('2025-08');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="GSTR-1-2025-08.csv"');
    expect(parseCsv(res.body)[0]).toEqual(['GSTR-1', 'GSTIN', SHOP_GSTIN, 'Period', '2025-08']);
    const s = sections(res.body);
    const inv = async (id: string) => (await orderRow(t.db, id)).invoiceNumber!;
    const noteOf = async (id: string) =>
      (await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, id)))[0].number;

    expect(s.b2b.header.slice(0, 12)).toEqual([
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
    ]);
    expect(s.b2b.rows).toEqual([
      [
        BUYER_GSTIN,
        'Priya Traders',
        await inv(b2b),
        '01-Aug-2025',
        '1180.00',
        '24-Gujarat',
        'N',
        '',
        'Regular B2B',
        '',
        '18.00',
        '1000.00',
        '180.00',
        '0.00',
        '0.00',
        '0.00',
      ],
    ]);
    expect(s.b2cl.rows).toEqual([
      [
        await inv(b2cl),
        '05-Aug-2025',
        '129800.00',
        '24-Gujarat',
        '',
        '18.00',
        '110000.00',
        '19800.00',
        '0.00',
        '0.00',
        '0.00',
        '',
      ],
    ]);
    // b2cs per place of supply and rate, delivery included; Maharashtra 18 % is the rejected invoice less its
    // credit note: 0. Gujarat 18 %: 20000 + 4153 = 24153, IGST 3600 + 747 = 4347. Maharashtra 5 %: 30000 + 2762
    // = 32762, CGST = SGST = 750 + 69 = 819.
    expect(s.b2cs.rows).toEqual([
      ['OE', '24-Gujarat', '', '18.00', '241.53', '43.47', '0.00', '0.00', '0.00', ''],
      ['OE', '27-Maharashtra', '', '5.00', '327.62', '0.00', '8.19', '8.19', '0.00', ''],
      ['OE', '27-Maharashtra', '', '18.00', '0.00', '0.00', '0.00', '0.00', '0.00', ''],
    ]);
    expect(s.cdnr.rows).toEqual([
      [
        BUYER_GSTIN,
        'Priya Traders',
        await noteOf(b2b),
        '20-Aug-2025',
        'C',
        '24-Gujarat',
        'N',
        'Regular B2B',
        '1180.00',
        '',
        '18.00',
        '1000.00',
        '180.00',
        '0.00',
        '0.00',
        '0.00',
        await inv(b2b),
      ],
    ]);
    expect(s.cdnur.rows).toEqual([]);
    // HSN: August's invoices less August's credit notes, each line with its share of the delivery (decision 020).
    //   3917  5 %: 3 pcs, 327.62 + CGST 8.19 + SGST 8.19 = 344.00
    //   8504 18 %: 1 pc, 110000.00 + IGST 19800.00 = 129800.00
    //   8536 18 %: 2 + 1 − 1 = 2 pcs; 241.53 + 124.58 − 124.58 = 241.53; IGST 43.47; CGST/SGST 11.21 − 11.21 = 0 → 285.00
    //   8544 18 %: 1 − 1 = 0 pcs, all 0
    expect(s.hsn.rows).toEqual([
      ['3917', '', 'NOS-NUMBERS', '3', '344.00', '5.00', '327.62', '0.00', '8.19', '8.19', '0.00'],
      ['8504', '', 'NOS-NUMBERS', '1', '129800.00', '18.00', '110000.00', '19800.00', '0.00', '0.00', '0.00'],
      ['8536', '', 'NOS-NUMBERS', '2', '285.00', '18.00', '241.53', '43.47', '0.00', '0.00', '0.00'],
      ['8544', '', 'NOS-NUMBERS', '0', '0.00', '18.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
    ]);
    expect(s.hsn.total).toEqual([
      'Total',
      '',
      '',
      '6',
      '130429.00',
      '',
      '110569.15',
      '19843.47',
      '8.19',
      '8.19',
      '0.00',
    ]);
    // Table 13: five invoices in one unbroken run, two credit notes.
    const invoiceNumbers = [
      await inv(b2b),
      await inv(b2cl),
      await inv(b2csInter),
      await inv(b2csIntra),
      await inv(credited),
    ];
    expect(s.docs.rows).toEqual([
      ['Invoices for outward supply', invoiceNumbers[0], invoiceNumbers[4], '5', '0'],
      ['Credit Note', await noteOf(b2b), await noteOf(credited), '2', '0'],
    ]);

    // The totals equal the invoices': b2b + b2cl + b2cs, with the B2C small credit note added back (it is
    // netted there), is every August invoice. Invoices: taxable 1000 + 110000 + 241.53 + 327.62 + 124.58 =
    // 111693.73, IGST 180 + 19800 + 43.47 = 20023.47, CGST = SGST = 8.19 + 11.21 = 19.40.
    const augustInvoices = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [b2b, b2cl, b2csInter, b2csIntra, credited]));
    const sum = (k: 'subtotalPaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise') =>
      augustInvoices.reduce((n, o) => n + o[k], 0);
    expect([sum('subtotalPaise'), sum('igstPaise'), sum('cgstPaise'), sum('sgstPaise')]).toEqual([
      11169373, 2002347, 1940, 1940,
    ]);
    expect(s.b2b.total!.slice(11, 15)).toEqual(['1000.00', '180.00', '0.00', '0.00']);
    expect(s.b2cl.total!.slice(6, 10)).toEqual(['110000.00', '19800.00', '0.00', '0.00']);
    expect(s.b2cs.total!.slice(4, 8)).toEqual(['569.15', '43.47', '8.19', '8.19']);
    // 1000 + 110000 + 569.15 + 124.58 (the credit note on a B2C small invoice) = 111693.73 ✓; IGST 180 + 19800 +
    // 43.47 = 20023.47 ✓; CGST 0 + 0 + 8.19 + 11.21 = 19.40 ✓.
    // July's invoice, 1 × ₹118.00 to Pune with local delivery: 10000 + 2458 = 12458, CGST = SGST = 900 + 221 = 1121.
    // July's invoice is in July's return only.
    const julyRows = sections((await csvFor('2025-07')).body).b2cs.rows;
    expect(julyRows).toEqual([
      ['OE', '27-Maharashtra', '', '18.00', '124.58', '0.00', '11.21', '11.21', '0.00', ''],
    ]);
  });

  it('a partial refund’s credit note is in cdnr with exactly its own figures, as the note and the order say', async () => {
    const b = await buyer();
    // B2B, Surat: 2 × ₹1,180.00 at 18 % (HSN 8544) → taxable 200000, IGST 36000, free delivery above ₹499.
    const id = await paidOrder(
      b,
      b.surat,
      [
        {
          title: 'Copper wire 90 m, partly refunded',
          hsn: '8544',
          salePricePaise: 118000,
          cgst: 9,
          sgst: 9,
          qty: 2,
        },
      ],
      { buyerGstin: BUYER_GSTIN, contactName: 'Priya Traders' },
    );
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/refund/${id}`,
      headers: { cookie: adminCookie },
      payload: { amount: 590 },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const merchantRefundId = refund.json().data.refunds[0].merchantRefundId;
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/refund/${merchantRefundId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: adminCookie },
      payload: 'action=complete',
    });
    await waitForPaymentWork(t.app);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, id));
    // ₹590.00 of ₹2,360.00: taxable 50000, IGST 9000.
    expect(note).toMatchObject({
      totalPaise: 59000,
      taxablePaise: 50000,
      igstPaise: 9000,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    await t.db
      .update(creditNotes)
      .set({ issuedAt: new Date('2019-05-10T06:30:00Z') })
      .where(eq(creditNotes.id, note.id));
    const s = sections((await csvFor('2019-05')).body);
    expect(s.cdnr.rows).toEqual([
      [
        BUYER_GSTIN,
        'Priya Traders',
        note.number,
        '10-May-2019',
        'C',
        '24-Gujarat',
        'N',
        'Regular B2B',
        '590.00',
        '',
        '18.00',
        '500.00',
        '90.00',
        '0.00',
        '0.00',
        '0.00',
        (await orderRow(t.db, id)).invoiceNumber,
      ],
    ]);
  });

  it('is for the admin only, and refuses a bad month', async () => {
    expect((await csvFor('2025-08', (await buyer()).cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/gst/gstr1?month=2025-08')).statusCode).toBe(401);
    for (const month of ['2025-13', '2025-00', '2025-8', '25-08', 'august', '']) {
      const res = await csvFor(month);
      expect(res.statusCode, month).toBe(400);
      expect(res.json().message).toContain('month must be a month as YYYY-MM, e.g. 2026-11');
    }
    expect((await get('/api/admin/gst/gstr1', adminCookie)).statusCode).toBe(400);
    expect(
      (await get(`/api/admin/gst/gstr1?month=2025-08&x=${crypto.randomUUID()}`, adminCookie)).statusCode,
    ).toBe(400);
  });

  it('an empty month has every section with zero totals', async () => {
    const s = sections((await csvFor('2019-04')).body);
    expect(Object.keys(s)).toEqual(['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'docs']);
    expect(s.b2b.rows).toEqual([]);
    expect(s.b2b.total!.slice(11, 15)).toEqual(['0.00', '0.00', '0.00', '0.00']);
    expect(s.docs.rows).toEqual([]);
  });
});
