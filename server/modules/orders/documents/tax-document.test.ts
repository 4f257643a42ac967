import { describe, expect, it } from 'vitest';
import {
  CHARGE_CASES,
  DISCOUNT_CASES,
  GIFT_CARD_CASES,
  moneyCase,
  printedRupees,
  type ChargeCase,
  type MoneyCase,
} from '../../../../tests/fixtures/money-cases';
import type { SiteSettings } from '../../settings/settings.service';
import type { CreditNoteRow, OrderItemRow, OrderRow } from '../core/orders.repository';
import { splitPayment } from '../../../../common/giftcards';
import { invoiceDate, lineDiscountTaxablePaise, paidByRows, ratePercent, taxDocument } from './tax-document';

/**
 * Every word and figure of the tax invoice and the credit note, checked against the hand-worked cases in
 * tests/fixtures/money-cases.ts and against literal texts; the PDF tests (tests/api/gst.test.ts) check that
 * they reach the page.
 */

const SETTINGS: SiteSettings = {
  companyName: 'Sharma Hardware',
  companyAddress: '12 MG Road, Bengaluru 560001',
  gstNumber: '29AAGCB7383J1Z4',
  invoiceNote: 'Goods once sold are exchanged within 7 days.',
  phone: '+91 98450 12345',
  email: 'shop@example.com',
} as SiteSettings;

const ORDER_ID = '11111111-2222-4333-8444-555555555555';
// 10:00 IST on 23 November 2026; paid the next day at 00:30 IST (the previous evening in UTC).
const ORDER_DATE = new Date('2026-11-23T04:30:00Z');
const PAID_AT = new Date('2026-11-23T19:00:00Z');

const HSNS = ['8536', '8544', ''];

/** The order a case gives, as it is stored: same state (CGST + SGST) or another (IGST). */
function orderOf(
  c: MoneyCase,
  inter: boolean,
  over: Partial<OrderRow> = {},
): { order: OrderRow; items: OrderItemRow[] } {
  const e = c.expected;
  const order = {
    id: ORDER_ID,
    orderNumber: 'HEP-10482',
    contactName: 'Asha Rao',
    contactEmail: 'asha@example.com',
    addressInfo: {
      addressId: 'a1',
      address: '4 Lake View',
      city: inter ? 'Chennai' : 'Mysuru',
      pincode: inter ? '600001' : '570001',
      phone: '9876543210',
      notes: '',
    },
    subtotalPaise: e.subtotalPaise,
    cgstPaise: inter ? 0 : e.cgstPaise,
    sgstPaise: inter ? 0 : e.sgstPaise,
    igstPaise: inter ? e.igstPaise : 0,
    totalAmountPaise: e.grandTotalPaise,
    placeOfSupplyCode: inter ? '33' : '29',
    placeOfSupplyState: inter ? 'Tamil Nadu' : 'Karnataka',
    taxType: inter ? 'inter' : 'intra',
    sellerGstin: '29AAGCB7383J1Z4',
    buyerGstin: null,
    paymentId: 'TXN-42',
    invoiceNumber: 'INV/2026-27/000042',
    paidAt: PAID_AT,
    invoicedAt: PAID_AT,
    orderDate: ORDER_DATE,
    deliveryMethod: 'standard',
    deliveryFeePaise: 0,
    codFeePaise: 0,
    fragileFeePaise: 0,
    discountCode: null,
    discountPaise: 0,
    deliveryDiscountPaise: 0,
    ...over,
  } as OrderRow;
  const items = c.lines.map(
    (l, i) =>
      ({
        title: `Item ${i + 1}`,
        hsn: HSNS[i % HSNS.length],
        quantity: l.quantity,
        unitPricePaise: e.lines[i].unitGrossPaise,
        cgstPercent: inter ? 0 : l.cgstPercent,
        sgstPercent: inter ? 0 : l.sgstPercent,
        igstPercent: inter ? l.cgstPercent + l.sgstPercent : 0,
        taxablePaise: e.lines[i].taxablePaise,
        cgstPaise: inter ? 0 : e.lines[i].cgstPaise,
        sgstPaise: inter ? 0 : e.lines[i].sgstPaise,
        igstPaise: inter ? e.lines[i].igstPaise : 0,
        lineTotalPaise: e.lines[i].totalPaise,
        chargePaise: 0,
        chargeTaxablePaise: 0,
        chargeCgstPaise: 0,
        chargeSgstPaise: 0,
        chargeIgstPaise: 0,
        discountPaise: 0,
      }) as OrderItemRow,
  );
  return { order, items };
}

/**
 * A case's order with charges: the goods of its cart, each line with its hand-worked share of
 * the charges, and the order's totals covering both. `fees` name what the charges are (they add up to them).
 */
function orderWithCharges(cc: ChargeCase, inter: boolean, fees: Partial<OrderRow>) {
  const { order, items } = orderOf(moneyCase(cc.cart), inter, {
    subtotalPaise: cc.subtotalPaise,
    cgstPaise: inter ? 0 : cc.cgstPaise,
    sgstPaise: inter ? 0 : cc.sgstPaise,
    igstPaise: inter ? cc.igstPaise : 0,
    totalAmountPaise: cc.grandTotalPaise,
    ...fees,
  });
  return {
    order,
    items: items.map((item, i) => ({
      ...item,
      chargePaise: cc.shares[i].totalPaise,
      chargeTaxablePaise: cc.shares[i].taxablePaise,
      chargeCgstPaise: inter ? 0 : cc.shares[i].cgstPaise,
      chargeSgstPaise: inter ? 0 : cc.shares[i].sgstPaise,
      chargeIgstPaise: inter ? cc.shares[i].igstPaise : 0,
    })),
  };
}

const THREE_RATES = moneyCase(
  'a cart of three rates: 3 × ₹99.99 at 5 %, 7 × ₹123.45 at 18 %, 1 × ₹12,345.67 at 28 %',
);

describe('the tax invoice, same state (CGST + SGST)', () => {
  const { order, items } = orderOf(THREE_RATES, false);
  const doc = () => taxDocument(order, items, SETTINGS, null);
  const e = THREE_RATES.expected;

  it('names the seller with its address, GSTIN, state and contacts', () => {
    const d = doc();
    expect(d.title).toBe('TAX INVOICE');
    expect(d.info).toEqual({ title: 'Tax invoice INV/2026-27/000042', author: 'Sharma Hardware' });
    expect(d.seller).toEqual({
      name: 'Sharma Hardware',
      lines: [
        '12 MG Road, Bengaluru 560001',
        'GSTIN: 29AAGCB7383J1Z4',
        'State: Karnataka, code 29',
        '+91 98450 12345 · shop@example.com',
      ],
    });
  });

  it('gives the number, dates in IST, order, payment, place of supply and reverse charge', () => {
    const d = doc();
    expect(d.facts).toEqual([
      'Invoice No: INV/2026-27/000042',
      'Invoice Date: 24/11/2026',
      'Order No: HEP-10482',
      'Order Date: 23/11/2026',
      'Payment ID: TXN-42',
      'Place of supply: Karnataka (29)',
      'Supply: Intra-state (CGST + SGST) · Reverse charge: No',
    ]);
  });

  it('says a cash-on-delivery order is paid in cash, invoiced on dispatch before any payment id', () => {
    const { order, items } = orderOf(moneyCase('18 % GST: 7 × ₹118.00'), false, {
      paymentMethod: 'cod',
      paymentId: null,
      paidAt: null,
    });
    expect(taxDocument(order, items, SETTINGS, null).facts).toContain('Payment: cash on delivery');
    expect(taxDocument(order, items, SETTINGS, null).facts).not.toContain('Payment ID: ');
  });

  it('bills an unregistered buyer at the delivery address with its state', () => {
    const d = doc();
    expect(d.buyer).toEqual([
      'Asha Rao',
      '4 Lake View, Mysuru - 570001',
      'State: Karnataka, code 29',
      'Buyer: unregistered (B2C)',
      'Phone: 9876543210   Email: asha@example.com',
    ]);
    expect(d.reason).toBeNull();
  });

  it('prints each line with the hand-worked figures and the CGST and SGST rates', () => {
    const d = doc();
    expect(d.inter).toBe(false);
    expect(d.lines).toEqual([
      {
        n: '1',
        title: 'Item 1',
        hsn: '8536',
        qty: '3',
        unit: '99.99',
        discount: '0.00',
        taxable: '285.69',
        cgstRate: '2.5%',
        cgst: '7.14',
        sgstRate: '2.5%',
        sgst: '7.14',
        igstRate: '0%',
        igst: '0.00',
        total: '299.97',
      },
      {
        n: '2',
        title: 'Item 2',
        hsn: '8544',
        qty: '7',
        unit: '123.45',
        discount: '0.00',
        taxable: '732.33',
        cgstRate: '9%',
        cgst: '65.91',
        sgstRate: '9%',
        sgst: '65.91',
        igstRate: '0%',
        igst: '0.00',
        total: '864.15',
      },
      {
        n: '3',
        title: 'Item 3',
        hsn: '-',
        qty: '1',
        unit: '12,345.67',
        discount: '0.00',
        taxable: '9,645.05',
        cgstRate: '14%',
        cgst: '1,350.31',
        sgstRate: '14%',
        sgst: '1,350.31',
        igstRate: '0%',
        igst: '0.00',
        total: '12,345.67',
      },
    ]);
    // The same figures, from the table rather than typed twice.
    d.lines.forEach((cells, i) => {
      expect(cells.taxable).toBe(printedRupees(e.lines[i].taxablePaise));
      expect(cells.cgst).toBe(printedRupees(e.lines[i].cgstPaise));
      expect(cells.total).toBe(printedRupees(e.lines[i].totalPaise));
    });
  });

  it('totals taxable value, CGST, SGST and the grand total, in figures and in words', () => {
    const d = doc();
    expect(d.totals).toEqual([
      { label: 'Taxable value', amount: printedRupees(e.subtotalPaise), bold: false },
      { label: 'CGST', amount: printedRupees(e.cgstPaise), bold: false },
      { label: 'SGST', amount: printedRupees(e.sgstPaise), bold: false },
      { label: 'Grand total (Rs.)', amount: '13,509.79', bold: true },
    ]);
    expect(d.amountInWords).toBe(
      'Amount in words: Rupees Thirteen Thousand Five Hundred Nine and Seventy-Nine Paise Only',
    );
  });

  it('summarises tax by HSN and rate, blank HSN first, and totals the summary', () => {
    const d = doc();
    expect(d.hsnRows).toEqual([
      {
        hsn: '-',
        taxable: '9,645.05',
        rate: '28%',
        cgst: '1,350.31',
        sgst: '1,350.31',
        igst: '0.00',
        tax: '2,700.62',
      },
      { hsn: '8536', taxable: '285.69', rate: '5%', cgst: '7.14', sgst: '7.14', igst: '0.00', tax: '14.28' },
      {
        hsn: '8544',
        taxable: '732.33',
        rate: '18%',
        cgst: '65.91',
        sgst: '65.91',
        igst: '0.00',
        tax: '131.82',
      },
    ]);
    expect(d.hsnTotal).toEqual({
      hsn: 'Total',
      taxable: printedRupees(e.subtotalPaise),
      rate: '',
      cgst: printedRupees(e.cgstPaise),
      sgst: printedRupees(e.sgstPaise),
      igst: '0.00',
      tax: printedRupees(e.cgstPaise + e.sgstPaise), // 2,846.72
    });
  });

  it('carries the shop’s invoice note and the footer', () => {
    const d = doc();
    expect(d.note).toBe('Goods once sold are exchanged within 7 days.');
    expect(d.footer).toBe('This is a computer-generated invoice and needs no signature.');
  });
});

describe('the tax invoice, another state (IGST)', () => {
  const { order, items } = orderOf(THREE_RATES, true, { buyerGstin: '33AAACB1234C1Z9' });
  const doc = () => taxDocument(order, items, SETTINGS, null);
  const e = THREE_RATES.expected;

  it('says inter-state, with the place of supply and the buyer’s GSTIN', () => {
    const d = doc();
    expect(d.inter).toBe(true);
    expect(d.facts).toContain('Place of supply: Tamil Nadu (33)');
    expect(d.facts).toContain('Supply: Inter-state (IGST) · Reverse charge: No');
    expect(d.buyer).toEqual([
      'Asha Rao',
      '4 Lake View, Chennai - 600001',
      'State: Tamil Nadu, code 33',
      'Buyer GSTIN: 33AAACB1234C1Z9',
      'Phone: 9876543210   Email: asha@example.com',
    ]);
  });

  it('prints IGST at the whole rate, with the same taxable values and total', () => {
    const d = doc();
    expect(d.lines.map((l) => [l.igstRate, l.igst, l.cgst, l.sgst])).toEqual([
      ['5%', '14.28', '0.00', '0.00'],
      ['18%', '131.82', '0.00', '0.00'],
      ['28%', '2,700.62', '0.00', '0.00'],
    ]);
    expect(d.totals).toEqual([
      { label: 'Taxable value', amount: '10,663.07', bold: false },
      { label: 'IGST', amount: printedRupees(e.igstPaise), bold: false },
      { label: 'Grand total (Rs.)', amount: '13,509.79', bold: true },
    ]);
    expect(d.hsnRows).toEqual([
      {
        hsn: '-',
        taxable: '9,645.05',
        rate: '28%',
        cgst: '0.00',
        sgst: '0.00',
        igst: '2,700.62',
        tax: '2,700.62',
      },
      { hsn: '8536', taxable: '285.69', rate: '5%', cgst: '0.00', sgst: '0.00', igst: '14.28', tax: '14.28' },
      {
        hsn: '8544',
        taxable: '732.33',
        rate: '18%',
        cgst: '0.00',
        sgst: '0.00',
        igst: '131.82',
        tax: '131.82',
      },
    ]);
    expect(d.hsnTotal).toEqual({
      hsn: 'Total',
      taxable: '10,663.07',
      rate: '',
      igst: '2,846.72',
      cgst: '0.00',
      sgst: '0.00',
      tax: '2,846.72',
    });
  });
});

describe('the HSN summary', () => {
  it('adds up lines of one HSN and rate into one row', () => {
    // Two lines of 7 × ₹118.00 at 18 %, both HSN 8536: taxable 70000 + 70000 = 140000, CGST 6300 + 6300 = 12600.
    const c = moneyCase('18 % GST: 7 × ₹118.00');
    const { order, items } = orderOf(c, false);
    const twice = [items[0], { ...items[0], title: 'Item 2' }];
    const d = taxDocument(
      { ...order, subtotalPaise: 140000, cgstPaise: 12600, sgstPaise: 12600, totalAmountPaise: 165200 },
      twice,
      SETTINGS,
      null,
    );
    expect(d.hsnRows).toEqual([
      {
        hsn: '8536',
        taxable: '1,400.00',
        rate: '18%',
        cgst: '126.00',
        sgst: '126.00',
        igst: '0.00',
        tax: '252.00',
      },
    ]);
    expect(d.hsnTotal).toEqual({
      hsn: 'Total',
      taxable: '1,400.00',
      rate: '',
      cgst: '126.00',
      sgst: '126.00',
      igst: '0.00',
      tax: '252.00',
    });
    expect(d.amountInWords).toBe('Amount in words: Rupees One Thousand Six Hundred Fifty-Two Only');
  });

  it('prints the crore of the order limit with Indian grouping', () => {
    const c = moneyCase('the order limit: 100 × ₹1,00,000.00 = ₹1 crore at 18 %');
    const d = taxDocument(orderOf(c, false).order, orderOf(c, false).items, SETTINGS, null);
    expect(d.lines[0]).toMatchObject({
      qty: '100',
      unit: '1,00,000.00',
      taxable: '84,74,576.27',
      cgst: '7,62,711.87',
      sgst: '7,62,711.86',
      total: '1,00,00,000.00',
    });
    expect(d.totals.at(-1)).toEqual({ label: 'Grand total (Rs.)', amount: '1,00,00,000.00', bold: true });
    expect(d.amountInWords).toBe('Amount in words: Rupees One Crore Only');
  });
});

describe('an invoice with delivery and packing charges', () => {
  const [oneLine, twoRates, threeRates] = CHARGE_CASES;

  it('prints one charge row for a one-rate order, taxed at the goods’ rate, and totals goods and charges', () => {
    const { order, items } = orderWithCharges(oneLine, false, { deliveryFeePaise: 4900 });
    const d = taxDocument(order, items, SETTINGS, null);
    expect(d.lines).toHaveLength(2);
    // 4900 at 18 %: taxable 4153, CGST 374, SGST 373 (tests/fixtures/money-cases.ts).
    // Its HSN cell names the goods' code it is shared over, and it says it is part of the goods' value.
    expect(d.lines[1]).toEqual({
      n: '2',
      title: "Standard delivery (part of the goods' value, CGST s.15(2)(c))",
      hsn: '8536',
      qty: '1',
      unit: '41.53',
      discount: '',
      taxable: '41.53',
      cgstRate: '9%',
      cgst: '3.74',
      sgstRate: '9%',
      sgst: '3.73',
      igstRate: '0%',
      igst: '0.00',
      total: '49.00',
    });
    expect(d.totals).toEqual([
      { label: 'Taxable value', amount: '141.53', bold: false },
      { label: 'CGST', amount: '12.74', bold: false },
      { label: 'SGST', amount: '12.73', bold: false },
      { label: 'Grand total (Rs.)', amount: '167.00', bold: true },
    ]);
    expect(d.amountInWords).toBe('Amount in words: Rupees One Hundred Sixty-Seven Only');
    // The HSN summary carries the goods with their charge: 10000 + 4153, tax 1800 + 747.
    expect(d.hsnRows).toEqual([
      {
        hsn: '8536',
        taxable: '141.53',
        rate: '18%',
        cgst: '12.74',
        sgst: '12.73',
        igst: '0.00',
        tax: '25.47',
      },
    ]);
    expect(d.hsnTotal.taxable).toBe(d.totals[0].amount);
  });

  it('splits the charges of a mixed cart by rate, naming each charge, and the HSN summary adds up to the totals', () => {
    const { order, items } = orderWithCharges(twoRates, false, {
      deliveryMethod: 'express',
      deliveryFeePaise: 14900,
      fragileFeePaise: 5000,
    });
    const d = taxDocument(order, items, SETTINGS, null);
    expect(
      d.lines.slice(2).map((l) => [l.n, l.title, l.taxable, l.cgstRate, l.cgst, l.sgst, l.total]),
    ).toEqual([
      [
        '3',
        "Express delivery, fragile packaging (share at 5%, part of the goods' value, CGST s.15(2)(c))",
        '54.93',
        '2.5%',
        '1.38',
        '1.37',
        '57.68',
      ],
      [
        '4',
        "Express delivery, fragile packaging (share at 18%, part of the goods' value, CGST s.15(2)(c))",
        '119.76',
        '9%',
        '10.78',
        '10.78',
        '141.32',
      ],
    ]);
    expect(d.totals.map((t) => t.amount)).toEqual([
      printedRupees(twoRates.subtotalPaise),
      printedRupees(twoRates.cgstPaise),
      printedRupees(twoRates.sgstPaise),
      printedRupees(twoRates.grandTotalPaise),
    ]);
    expect(d.hsnTotal).toMatchObject({
      taxable: printedRupees(twoRates.subtotalPaise),
      cgst: printedRupees(twoRates.cgstPaise),
      sgst: printedRupees(twoRates.sgstPaise),
      tax: printedRupees(twoRates.cgstPaise + twoRates.sgstPaise),
    });
  });

  it('charges IGST on the charges of an order to another state, with the cash-on-delivery fee named', () => {
    const { order, items } = orderWithCharges(threeRates, true, {
      deliveryMethod: 'express',
      deliveryFeePaise: 17400,
      fragileFeePaise: 5000,
      codFeePaise: 2500,
    });
    const d = taxDocument(order, items, SETTINGS, null);
    expect(d.lines.slice(3).map((l) => [l.title, l.taxable, l.igstRate, l.igst, l.cgst, l.total])).toEqual([
      [
        "Express delivery, fragile packaging, cash-on-delivery fee (share at 5%, part of the goods' value, CGST s.15(2)(c))",
        '6.35',
        '5%',
        '0.32',
        '0.00',
        '6.67',
      ],
      [
        "Express delivery, fragile packaging, cash-on-delivery fee (share at 18%, part of the goods' value, CGST s.15(2)(c))",
        '14.49',
        '18%',
        '2.61',
        '0.00',
        '17.10',
      ],
      [
        "Express delivery, fragile packaging, cash-on-delivery fee (share at 28%, part of the goods' value, CGST s.15(2)(c))",
        '175.96',
        '28%',
        '49.27',
        '0.00',
        '225.23',
      ],
    ]);
    // Each row's HSN is its goods' (the 28 % line has none: the row says the charge is with the goods).
    expect(d.lines.slice(3).map((l) => l.hsn)).toEqual(['8536', '8544', 'With goods']);
    expect(d.totals).toEqual([
      { label: 'Taxable value', amount: '10,859.87', bold: false },
      { label: 'IGST', amount: '2,898.92', bold: false },
      { label: 'Grand total (Rs.)', amount: '13,758.79', bold: true },
    ]);
    expect(d.hsnTotal).toMatchObject({ taxable: '10,859.87', igst: '2,898.92', tax: '2,898.92' });
  });

  it('names every goods HSN a rate’s charge is shared over, once each', () => {
    const { order, items } = orderWithCharges(oneLine, false, { deliveryFeePaise: 4900 });
    const [first] = items;
    const lines = [first, { ...first, hsn: '8544' }, { ...first, hsn: '8536' }];
    expect(taxDocument(order, lines, SETTINGS, null).lines.at(-1)!.hsn).toBe('8536, 8544');
  });

  it('names only the charges the order has: packing alone when delivery is free, the cash-on-delivery fee alone', () => {
    const packing = orderWithCharges(oneLine, false, { deliveryFeePaise: 0, fragileFeePaise: 4900 });
    expect(taxDocument(packing.order, packing.items, SETTINGS, null).lines[1].title).toBe(
      "Fragile packaging (part of the goods' value, CGST s.15(2)(c))",
    );
    const cod = orderWithCharges(oneLine, false, {
      deliveryMethod: 'express',
      deliveryFeePaise: 0,
      codFeePaise: 4900,
    });
    expect(taxDocument(cod.order, cod.items, SETTINGS, null).lines[1].title).toBe(
      "Cash-on-delivery fee (part of the goods' value, CGST s.15(2)(c))",
    );
    const delivery = orderWithCharges(oneLine, false, { deliveryMethod: 'express', deliveryFeePaise: 4900 });
    expect(taxDocument(delivery.order, delivery.items, SETTINGS, null).lines[1].title).toBe(
      "Express delivery (part of the goods' value, CGST s.15(2)(c))",
    );
  });

  it('puts the same charge rows on the credit note that reverses the invoice', () => {
    const { order, items } = orderWithCharges(oneLine, false, { deliveryFeePaise: 4900 });
    const note = {
      number: 'CN/2026-27/000001',
      issuedAt: PAID_AT,
      reason: 'rejected',
      taxablePaise: order.subtotalPaise,
      cgstPaise: order.cgstPaise,
      sgstPaise: order.sgstPaise,
      igstPaise: order.igstPaise,
      totalPaise: order.totalAmountPaise,
    } as CreditNoteRow;
    const d = taxDocument(order, items, SETTINGS, note);
    expect(d.lines.map((l) => [l.title, l.total])).toEqual([
      ['Item 1', '118.00'],
      ["Standard delivery (part of the goods' value, CGST s.15(2)(c))", '49.00'],
    ]);
    expect(d.totals.at(-1)).toEqual({ label: 'Total credited (Rs.)', amount: '167.00', bold: true });
  });
});

describe('the credit note', () => {
  const note: CreditNoteRow = {
    id: 'n1',
    orderId: ORDER_ID,
    number: 'CN/2026-27/000007',
    reason: 'rejected',
    issuedAt: new Date('2026-11-30T20:00:00Z'), // 01:30 IST on 1 December
    taxablePaise: THREE_RATES.expected.subtotalPaise,
    cgstPaise: THREE_RATES.expected.cgstPaise,
    sgstPaise: THREE_RATES.expected.sgstPaise,
    igstPaise: 0,
    totalPaise: THREE_RATES.expected.grandTotalPaise,
  };
  const { order, items } = orderOf(THREE_RATES, false);

  it('names itself, its date and the invoice it reverses, with the reason', () => {
    const d = taxDocument(order, items, SETTINGS, note);
    expect(d.title).toBe('CREDIT NOTE');
    expect(d.info.title).toBe('Credit note CN/2026-27/000007');
    expect(d.facts).toEqual([
      'Credit Note No: CN/2026-27/000007',
      'Credit Note Date: 01/12/2026',
      'Against Invoice No: INV/2026-27/000042',
      'Invoice Date: 24/11/2026',
      'Order No: HEP-10482',
      'Place of supply: Karnataka (29)',
    ]);
    expect(d.reason).toBe(
      'Reason: Order rejected: the invoice is cancelled in full. The amounts below are credited to the buyer.',
    );
    expect(d.totals.at(-1)).toEqual({ label: 'Total credited (Rs.)', amount: '13,509.79', bold: true });
    expect(d.note).toBeNull();
    expect(d.footer).toBe('This is a computer-generated credit note and needs no signature.');
  });

  it('says why for a refund', () => {
    expect(taxDocument(order, items, SETTINGS, { ...note, reason: 'refunded' }).reason).toBe(
      'Reason: Payment refunded: the invoice is cancelled in full. The amounts below are credited to the buyer.',
    );
  });

  it('a return credits its own figures, not the invoice’s, and says it credits part of it', () => {
    // One unit of ₹118 at 18 % returned opened (15 % kept): ₹100.30 credited, ₹85 + ₹7.65 + ₹7.65.
    const part = {
      ...note,
      reason: 'returned' as const,
      taxablePaise: 8500,
      cgstPaise: 765,
      sgstPaise: 765,
      totalPaise: 10030,
    };
    const d = taxDocument(order, items.slice(0, 1), SETTINGS, part);
    expect(d.reason).toBe(
      'Reason: Goods returned (less any restocking fee): part of the invoice is credited. The amounts below are credited to the buyer.',
    );
    expect(d.totals).toEqual([
      { label: 'Taxable value', amount: '85.00', bold: false },
      { label: 'CGST', amount: '7.65', bold: false },
      { label: 'SGST', amount: '7.65', bold: false },
      { label: 'Total credited (Rs.)', amount: '100.30', bold: true },
    ]);
    expect(d.amountInWords).toBe('Amount in words: Rupees One Hundred and Thirty Paise Only');
    expect(taxDocument(order, items, SETTINGS, { ...part, reason: 'cancelled' }).reason).toMatch(
      /^Reason: Order cancelled by the buyer: part/,
    );
  });
});

describe('a shop with little filled in', () => {
  it('falls back to the shop’s default name, says not registered, and leaves out what is missing', () => {
    const bare = {
      ...SETTINGS,
      companyName: '',
      companyAddress: '',
      phone: '',
      email: '',
      invoiceNote: '  ',
    };
    const { order, items } = orderOf(moneyCase('0 % GST: 4 × ₹250.00'), false, {
      sellerGstin: '',
      placeOfSupplyCode: null,
      placeOfSupplyState: null,
      paymentId: null,
      invoiceNumber: null,
      paidAt: null,
      invoicedAt: null,
    });
    const d = taxDocument(order, items, bare, null);
    expect(d.seller).toEqual({ name: 'Hardware & Electrics Point', lines: ['GSTIN: Not registered'] });
    expect(d.info).toEqual({ title: 'Tax invoice ', author: 'Shop' });
    expect(d.facts).toEqual([
      'Invoice No: ',
      'Invoice Date: 23/11/2026',
      'Order No: HEP-10482',
      'Order Date: 23/11/2026',
      'Payment ID: ',
      'Place of supply: Not recorded',
      'Supply: Intra-state (CGST + SGST) · Reverse charge: No',
    ]);
    expect(d.buyer).toEqual([
      'Asha Rao',
      '4 Lake View, Mysuru - 570001',
      'Buyer: unregistered (B2C)',
      'Phone: 9876543210   Email: asha@example.com',
    ]);
    expect(d.note).toBeNull();
    expect(d.lines[0]).toMatchObject({ cgstRate: '0%', total: '1,000.00' });
  });

  it('shows only the phone or only the email when one is missing', () => {
    const { order, items } = orderOf(moneyCase('0 % GST: 4 × ₹250.00'), false);
    expect(taxDocument(order, items, { ...SETTINGS, email: '' }, null).seller.lines.at(-1)).toBe(
      '+91 98450 12345',
    );
    expect(taxDocument(order, items, { ...SETTINGS, phone: '' }, null).seller.lines.at(-1)).toBe(
      'shop@example.com',
    );
  });
});

describe('printed dates and rates', () => {
  it('dates in IST: 18:30 UTC on 31 March is 1 April', () => {
    expect(invoiceDate(new Date('2026-03-31T18:30:00Z'))).toBe('01/04/2026');
    expect(invoiceDate(new Date('2026-03-31T18:29:59Z'))).toBe('31/03/2026');
  });

  it('prints rates without needless zeros', () => {
    expect([0, 2.5, 5, 9, 12.25, 14, 28].map(ratePercent)).toEqual([
      '0%',
      '2.5%',
      '5%',
      '9%',
      '12.25%',
      '14%',
      '28%',
    ]);
  });
});

describe('an invoice with a discount code (DISCOUNT_CASES)', () => {
  /** A discount case's order as stored: each line after its share, the order's totals after the discount. */
  function discountedOrder(index: number, inter: boolean, over: Partial<OrderRow> = {}) {
    const c = DISCOUNT_CASES[index]!;
    const e = c.expected;
    const asCase = {
      name: c.name,
      lines: c.lines,
      expected: { ...e, igstPaise: e.cgstPaise + e.sgstPaise },
    } as MoneyCase;
    const { order, items } = orderOf(asCase, inter, {
      discountCode: 'TENOFF',
      discountPaise: c.discountPaise,
      ...over,
    });
    return {
      order,
      items: items.map((item, i) => ({
        ...item,
        salePricePaise: c.lines[i]!.salePricePaise,
        discountPaise: c.shares[i]!,
      })),
    };
  }

  it('the worked case: each line’s discount before tax, the total discount, the value after it', () => {
    const { order, items } = discountedOrder(0, false);
    const d = taxDocument(order, items, SETTINGS, null);
    expect(d.discounted).toBe(true);
    expect(d.facts).toContain('Discount code: TENOFF');
    // 3 × ₹236.00 = ₹708.00: taxable ₹600.00 without the code, ₹540.00 with it: ₹60.00 off before tax.
    expect(d.lines[0]).toMatchObject({
      qty: '3',
      discount: '60.00',
      taxable: '540.00',
      cgst: '48.60',
      total: '637.20',
    });
    expect(d.totals).toEqual([
      { label: 'Value before discount', amount: '600.00', bold: false },
      { label: 'Discount (TENOFF)', amount: '-60.00', bold: false },
      { label: 'Taxable value', amount: '540.00', bold: false },
      { label: 'CGST', amount: '48.60', bold: false },
      { label: 'SGST', amount: '48.60', bold: false },
      { label: 'Grand total (Rs.)', amount: '637.20', bold: true },
    ]);
    // The HSN summary counts the value after the discount.
    expect(d.hsnTotal).toMatchObject({ taxable: '540.00', cgst: '48.60', sgst: '48.60', tax: '97.20' });
  });

  it('two rates: each line’s own discount before tax', () => {
    const { order, items } = discountedOrder(1, false);
    const d = taxDocument(order, items, SETTINGS, null);
    // 10000 − 9552 = 448 and 10000 − 9551 = 449: 897 in all.
    expect(d.lines.map((l) => l.discount)).toEqual(['4.48', '4.49']);
    expect(d.totals[1]).toEqual({ label: 'Discount (TENOFF)', amount: '-8.97', bold: false });
    expect(items.map(lineDiscountTaxablePaise)).toEqual([448, 449]);
  });

  it('in another state the rate is the IGST one: the same discount before tax', () => {
    const { order, items } = discountedOrder(0, true);
    const d = taxDocument(order, items, SETTINGS, null);
    expect(d.lines[0]).toMatchObject({ discount: '60.00', taxable: '540.00', igst: '97.20' });
  });

  it('a line without a share shows no discount; an order without one has no discount rows', () => {
    const { order, items } = discountedOrder(0, false, { discountCode: null, discountPaise: 0 });
    const plain = items.map((i) => ({ ...i, discountPaise: 0 }));
    expect(lineDiscountTaxablePaise(plain[0]!)).toBe(0);
    const d = taxDocument(order, plain, SETTINGS, null);
    expect(d.discounted).toBe(false);
    expect(d.totals[0]!.label).toBe('Taxable value');
    expect(d.facts.some((f) => f.startsWith('Discount code'))).toBe(false);
  });

  it('a credit note credits the values after the discount and prints no discount rows', () => {
    const { order, items } = discountedOrder(0, false);
    const note = {
      number: 'CN/2026-27/000009',
      issuedAt: PAID_AT,
      reason: 'returned',
      taxablePaise: 18_000,
      cgstPaise: 1_620,
      sgstPaise: 1_620,
      igstPaise: 0,
      totalPaise: 21_240,
    } as CreditNoteRow;
    const d = taxDocument(order, items, SETTINGS, note);
    expect(d.discounted).toBe(false);
    expect(d.totals.map((t) => t.label)).toEqual(['Taxable value', 'CGST', 'SGST', 'Total credited (Rs.)']);
    expect(d.totals.at(-1)!.amount).toBe('212.40');
  });
});

describe('an invoice of an order paid with a gift card (GIFT_CARD_CASES)', () => {
  /** DISCOUNT_CASES[index]'s order as stored, with or without the card's part. */
  function cardOrder(index: number, over: Partial<OrderRow>) {
    const c = DISCOUNT_CASES[index]!;
    const e = c.expected;
    const asCase = {
      name: c.name,
      lines: c.lines,
      expected: { ...e, igstPaise: e.cgstPaise + e.sgstPaise },
    } as MoneyCase;
    const { order, items } = orderOf(asCase, false, {
      discountCode: 'TENOFF',
      discountPaise: c.discountPaise,
      ...over,
    });
    return {
      order,
      items: items.map((item, i) => ({
        ...item,
        salePricePaise: c.lines[i]!.salePricePaise,
        discountPaise: c.shares[i]!,
      })),
    };
  }

  for (const g of GIFT_CARD_CASES) {
    it(`${g.name}: the same figures as without the card, then how it was paid`, () => {
      const e = g.expected;
      const split = splitPayment(e.grandTotalPaise, g.cardBalancePaise);
      expect(split).toEqual({ giftCardPaise: e.giftCardPaise, amountDuePaise: e.amountDuePaise });
      const plain = cardOrder(g.discountCase!, { giftCardPaise: 0 });
      const withCard = cardOrder(g.discountCase!, {
        giftCardPaise: e.giftCardPaise,
        paymentMethod: e.amountDuePaise === 0 ? 'giftCard' : 'phonepe',
      });
      const before = taxDocument(plain.order, plain.items, SETTINGS, null);
      const after = taxDocument(withCard.order, withCard.items, SETTINGS, null);
      expect(after.lines).toEqual(before.lines);
      expect(after.hsnRows).toEqual(before.hsnRows);
      expect(after.hsnTotal).toEqual(before.hsnTotal);
      expect(after.amountInWords).toEqual(before.amountInWords);
      const p = e.printed;
      expect(after.totals).toEqual([
        ...before.totals,
        { label: 'Paid by gift card (Rs.)', amount: p.card, bold: false },
        ...(p.due ? [{ label: 'Paid by PhonePe (Rs.)', amount: p.due, bold: false }] : []),
      ]);
      // The order's own figures, worked by hand.
      expect(before.totals.slice(-3)).toEqual([
        { label: 'CGST', amount: p.cgst, bold: false },
        { label: 'SGST', amount: p.sgst, bold: false },
        { label: 'Grand total (Rs.)', amount: p.total, bold: true },
      ]);
      expect(after.totals).toContainEqual({ label: 'Taxable value', amount: p.taxable, bold: false });
      if (e.amountDuePaise === 0) expect(after.facts).toContain('Payment: gift card');
    });
  }

  it('cash on delivery: the card’s part and the cash beside it; a credit note names neither', () => {
    const { order, items } = cardOrder(0, { giftCardPaise: 50000, paymentMethod: 'cod' });
    expect(paidByRows(order)).toEqual([
      { label: 'Paid by gift card (Rs.)', amount: '500.00', bold: false },
      { label: 'Cash on delivery (Rs.)', amount: '137.20', bold: false },
    ]);
    const note = {
      number: 'CN/2026-27/000001',
      issuedAt: PAID_AT,
      reason: 'cancelled',
      taxablePaise: 54000,
      cgstPaise: 4860,
      sgstPaise: 4860,
      igstPaise: 0,
      totalPaise: 63720,
    } as CreditNoteRow;
    const d = taxDocument(order, items, SETTINGS, note);
    expect(d.totals.map((r) => r.label)).not.toContain('Paid by gift card (Rs.)');
    // One paisa by card is still a line; none is none.
    expect(paidByRows({ ...order, giftCardPaise: 1 })[0]!.amount).toBe('0.01');
    expect(paidByRows({ ...order, giftCardPaise: 0 })).toEqual([]);
    expect(paidByRows({ ...order, paymentMethod: 'giftCard', giftCardPaise: 63720 })).toHaveLength(1);
  });
});

describe('the Hindi product name beside the English (issue 50)', () => {
  const built = orderOf(THREE_RATES, false);
  const order = built.order;
  const items = built.items.map((item, i) => ({ ...item, productId: `product-${i + 1}` }));
  const [first, second, third] = items;

  it('puts a product’s Hindi title, trimmed, on its line; a product without one keeps the line as it was', () => {
    const names = new Map([
      [first.productId, { hi: { title: '  मॉड्यूलर स्विच 16A  ' } }],
      // A Hindi description alone, or no Hindi at all, or only spaces: no Hindi name.
      [second.productId, { hi: { description: 'सफ़ेद' } }],
      [third.productId, { hi: { title: '   ' } }],
    ]);
    const lines = taxDocument(order, items, SETTINGS, null, names).lines;
    expect(lines[0]).toHaveProperty('titleHi', 'मॉड्यूलर स्विच 16A');
    expect(lines[1]).not.toHaveProperty('titleHi');
    expect(lines[2]).not.toHaveProperty('titleHi');
    // The figures are the same with and without the names.
    const plain = taxDocument(order, items, SETTINGS, null).lines;
    expect(lines.map(({ titleHi: _, ...rest }) => rest)).toEqual(plain);
  });

  it('reads nothing of a product missing from the map, or with translations of another shape', () => {
    const names = new Map([[first.productId, {}]]);
    for (const line of taxDocument(order, items, SETTINGS, null, names).lines)
      expect(line).not.toHaveProperty('titleHi');
  });
});
