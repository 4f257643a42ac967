import { describe, expect, it } from 'vitest';
import {
  creditLines,
  creditTotals,
  openLines,
  openTotal,
  refundableLeftPaise,
  returnPart,
  splitCredit,
  spreadParts,
  unitsValuePaise,
  wholeParts,
  type CreditedLine,
  type InvoicedLine,
} from './refunds';
import { REFUND_CASES } from '../tests/fixtures/money-cases';

// Hand-worked lines (intra-state). A: 3 × ₹118 at 18 % (₹300 + ₹27 + ₹27 each) with ₹49 of delivery;
// B: 1 × ₹112 at 12 % with ₹10 of the charges.
const A: InvoicedLine = {
  id: 'a',
  quantity: 3,
  taxablePaise: 30000,
  cgstPaise: 2700,
  sgstPaise: 2700,
  igstPaise: 0,
  lineTotalPaise: 35400,
  chargeTaxablePaise: 4153,
  chargeCgstPaise: 374,
  chargeSgstPaise: 373,
  chargeIgstPaise: 0,
  chargePaise: 4900,
};
const B: InvoicedLine = {
  id: 'b',
  quantity: 1,
  taxablePaise: 10000,
  cgstPaise: 600,
  sgstPaise: 600,
  igstPaise: 0,
  lineTotalPaise: 11200,
  chargeTaxablePaise: 893,
  chargeCgstPaise: 54,
  chargeSgstPaise: 53,
  chargeIgstPaise: 0,
  chargePaise: 1000,
};
const noCharge = {
  chargeTaxablePaise: 0,
  chargeCgstPaise: 0,
  chargeSgstPaise: 0,
  chargeIgstPaise: 0,
  chargePaise: 0,
};

describe('openLines', () => {
  it('is the invoice while nothing is credited', () => {
    const [a] = openLines([A], []);
    expect(a).toEqual({
      orderItemId: 'a',
      invoicedQuantity: 3,
      invoicedGoodsPaise: 35400,
      quantity: 3,
      goods: { taxablePaise: 30000, cgstPaise: 2700, sgstPaise: 2700, igstPaise: 0, totalPaise: 35400 },
      charge: { taxablePaise: 4153, cgstPaise: 374, sgstPaise: 373, igstPaise: 0, totalPaise: 4900 },
    });
    expect(openTotal(openLines([A, B], []))).toBe(35400 + 4900 + 11200 + 1000);
  });

  it('takes off what earlier notes credited of the same line only', () => {
    const credited: CreditedLine = {
      orderItemId: 'a',
      quantity: 1,
      taxablePaise: 8500,
      cgstPaise: 765,
      sgstPaise: 765,
      igstPaise: 0,
      lineTotalPaise: 10030,
      chargeTaxablePaise: 100,
      chargeCgstPaise: 9,
      chargeSgstPaise: 9,
      chargeIgstPaise: 0,
      chargePaise: 118,
    };
    const [a, b] = openLines([A, B], [credited, { ...credited, orderItemId: 'z' }]);
    expect(a.quantity).toBe(2);
    expect(a.goods).toEqual({
      taxablePaise: 21500,
      cgstPaise: 1935,
      sgstPaise: 1935,
      igstPaise: 0,
      totalPaise: 25370,
    });
    expect(a.charge).toEqual({
      taxablePaise: 4053,
      cgstPaise: 365,
      sgstPaise: 364,
      igstPaise: 0,
      totalPaise: 4782,
    });
    expect(b.quantity).toBe(1);
    expect(b.goods.totalPaise).toBe(11200);
  });
});

describe('splitCredit', () => {
  const left = { taxablePaise: 30000, cgstPaise: 2700, sgstPaise: 2700, igstPaise: 0, totalPaise: 35400 };
  it('gives all that is left for all of it, or more', () => {
    expect(splitCredit(left, 35400)).toEqual(left);
    expect(splitCredit(left, 40000)).toEqual(left);
  });
  it('splits a part in the proportions left, taxes half up, the taxable value the rest', () => {
    expect(splitCredit(left, 10030)).toEqual({
      taxablePaise: 8500,
      cgstPaise: 765,
      sgstPaise: 765,
      igstPaise: 0,
      totalPaise: 10030,
    });
    // 2700 × 1001 / 35400 = 76.35 → 76 each; 1001 − 152 = 849.
    expect(splitCredit(left, 1001)).toEqual({
      taxablePaise: 849,
      cgstPaise: 76,
      sgstPaise: 76,
      igstPaise: 0,
      totalPaise: 1001,
    });
    // 2700 × 59 / 35400 = 4.5 → 5 (half up).
    expect(splitCredit(left, 59)).toEqual({
      taxablePaise: 49,
      cgstPaise: 5,
      sgstPaise: 5,
      igstPaise: 0,
      totalPaise: 59,
    });
  });
  it('splits IGST the same way', () => {
    const inter = { taxablePaise: 30000, cgstPaise: 0, sgstPaise: 0, igstPaise: 5400, totalPaise: 35400 };
    expect(splitCredit(inter, 11800)).toEqual({
      taxablePaise: 10000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1800,
      totalPaise: 11800,
    });
  });
});

describe('unitsValuePaise and returnPart', () => {
  it('values units as invoiced, the last ones taking what rounding left', () => {
    const line = {
      ...A,
      ...noCharge,
      id: 't',
      quantity: 3,
      lineTotalPaise: 10000,
      taxablePaise: 10000,
      cgstPaise: 0,
      sgstPaise: 0,
    };
    const open = openLines([line], [])[0];
    expect(unitsValuePaise(open, 1)).toBe(3333);
    const after1 = { ...open, quantity: 2 };
    expect(unitsValuePaise(after1, 1)).toBe(3334);
    const after2 = { ...open, quantity: 1 };
    expect(unitsValuePaise(after2, 1)).toBe(3333);
    expect(unitsValuePaise(open, 3)).toBe(10000);
    expect(unitsValuePaise(after1, 5)).toBe(6667);
  });

  it('keeps the restocking fee of the units returned (15 % opened: ₹118 → ₹100.30 back)', () => {
    const open = openLines([A], [])[0];
    expect(returnPart(open, 1, 15)).toEqual({
      orderItemId: 'a',
      quantity: 1,
      goodsPaise: 10030,
      chargePaise: 0,
      feePaise: 1770,
    });
    expect(returnPart(open, 3, 0)).toEqual({
      orderItemId: 'a',
      quantity: 3,
      goodsPaise: 35400,
      chargePaise: 0,
      feePaise: 0,
    });
    // 20 % of 11800 = 2360; 10 % = 1180.
    expect(returnPart(open, 1, 20).feePaise).toBe(2360);
    expect(returnPart(open, 1, 10).goodsPaise).toBe(10620);
  });

  it('a later return of the other units is valued as invoiced, not from what the fee left', () => {
    const first = creditLines(openLines([A], []), [returnPart(openLines([A], [])[0], 1, 15)]);
    expect(first).toEqual([
      {
        orderItemId: 'a',
        quantity: 1,
        taxablePaise: 8500,
        cgstPaise: 765,
        sgstPaise: 765,
        igstPaise: 0,
        lineTotalPaise: 10030,
        ...noCharge,
      },
    ]);
    const open = openLines([A], first)[0];
    expect(returnPart(open, 2, 0).goodsPaise).toBe(23600);
    const second = creditLines([open], [returnPart(open, 2, 0)]);
    expect(second[0]).toMatchObject({
      quantity: 2,
      taxablePaise: 20000,
      cgstPaise: 1800,
      sgstPaise: 1800,
      lineTotalPaise: 23600,
    });
  });
});

describe('wholeParts', () => {
  it('gives back every line goods and charges that is left, and skips lines credited in full', () => {
    const credited: CreditedLine = {
      orderItemId: 'b',
      ...B,
      ...{ id: undefined },
    } as unknown as CreditedLine;
    const parts = wholeParts(openLines([A, B], [credited]));
    expect(parts).toEqual([{ orderItemId: 'a', quantity: 3, goodsPaise: 35400, chargePaise: 4900 }]);
    const lines = creditLines(openLines([A, B], []), wholeParts(openLines([A, B], [])));
    expect(creditTotals(lines)).toEqual({
      taxablePaise: 30000 + 4153 + 10000 + 893,
      cgstPaise: 2700 + 374 + 600 + 54,
      sgstPaise: 2700 + 373 + 600 + 53,
      igstPaise: 0,
      totalPaise: 52500,
    });
  });
});

describe('spreadParts', () => {
  const open = openLines([A, B], []);
  it('spreads an amount over goods and charges in proportion, largest remainders first', () => {
    // 52,500 in all: 35400 → 6742.86, 4900 → 933.33, 11200 → 2133.33, 1000 → 190.48; two paise to A goods and B charges.
    expect(spreadParts(open, 10000)).toEqual([
      { orderItemId: 'a', quantity: 0, goodsPaise: 6743, chargePaise: 933 },
      { orderItemId: 'b', quantity: 0, goodsPaise: 2133, chargePaise: 191 },
    ]);
    const sum = (amount: number) =>
      spreadParts(open, amount).reduce((t, p) => t + p.goodsPaise + p.chargePaise, 0);
    for (const amount of [1, 99, 100, 5250, 52499, 52500]) expect(sum(amount)).toBe(amount);
  });
  it('gives ties to the earlier part and never more than a part has', () => {
    const two = openLines(
      [
        { ...A, ...noCharge, id: 'x', lineTotalPaise: 1, taxablePaise: 1, cgstPaise: 0, sgstPaise: 0 },
        { ...A, ...noCharge, id: 'y', lineTotalPaise: 1, taxablePaise: 1, cgstPaise: 0, sgstPaise: 0 },
      ],
      [],
    );
    expect(spreadParts(two, 1)).toEqual([{ orderItemId: 'x', quantity: 0, goodsPaise: 1, chargePaise: 0 }]);
    expect(spreadParts(two, 5)).toEqual([
      { orderItemId: 'x', quantity: 0, goodsPaise: 1, chargePaise: 0 },
      { orderItemId: 'y', quantity: 0, goodsPaise: 1, chargePaise: 0 },
    ]);
  });
  it('gives nothing for nothing, or when nothing is left', () => {
    expect(spreadParts(open, 0)).toEqual([]);
    expect(
      spreadParts(
        openLines(
          [{ ...A, ...noCharge, lineTotalPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 }],
          [],
        ),
        100,
      ),
    ).toEqual([]);
  });
});

describe('creditLines', () => {
  it('credits no more than is left, and leaves out lines that credit nothing or are unknown', () => {
    const open = openLines([A, B], []);
    const lines = creditLines(open, [
      { orderItemId: 'a', quantity: 5, goodsPaise: 99999, chargePaise: 0 },
      { orderItemId: 'b', quantity: 0, goodsPaise: 0, chargePaise: 0 },
      { orderItemId: 'zz', quantity: 1, goodsPaise: 100, chargePaise: 0 },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ orderItemId: 'a', quantity: 3, lineTotalPaise: 35400, chargePaise: 0 });
    const charge = creditLines(open, [{ orderItemId: 'b', quantity: 0, goodsPaise: 0, chargePaise: 500 }]);
    expect(charge[0]).toMatchObject({
      lineTotalPaise: 0,
      chargePaise: 500,
      chargeCgstPaise: 27,
      chargeSgstPaise: 27,
      chargeTaxablePaise: 446,
    });
  });
});

describe('an inter-state order (IGST)', () => {
  const I: InvoicedLine = {
    ...A,
    id: 'i',
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 5400,
    chargeCgstPaise: 0,
    chargeSgstPaise: 0,
    chargeIgstPaise: 747,
  };
  it('takes credited IGST off what is left, and totals it', () => {
    const first = creditLines(openLines([I], []), [
      { orderItemId: 'i', quantity: 1, goodsPaise: 11800, chargePaise: 0 },
    ]);
    expect(first[0]).toMatchObject({ taxablePaise: 10000, igstPaise: 1800, lineTotalPaise: 11800 });
    const [open] = openLines([I], first);
    expect(open.goods).toEqual({
      taxablePaise: 20000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3600,
      totalPaise: 23600,
    });
    const all = creditLines([open], wholeParts([open]));
    expect(creditTotals(all)).toEqual({
      taxablePaise: 20000 + 4153,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3600 + 747,
      totalPaise: 23600 + 4900,
    });
  });
});

describe('charges left after the goods', () => {
  it('a line whose goods are all credited still gives back its charges on a cancel', () => {
    const goodsBack: CreditedLine = {
      orderItemId: 'a',
      ...A,
      ...noCharge,
      ...{ id: undefined },
    } as unknown as CreditedLine;
    const open = openLines([A], [goodsBack]);
    expect(wholeParts(open)).toEqual([{ orderItemId: 'a', quantity: 0, goodsPaise: 0, chargePaise: 4900 }]);
  });
  it('a part of equal goods and charges is credited', () => {
    const lines = creditLines(openLines([A], []), [
      { orderItemId: 'a', quantity: 0, goodsPaise: 500, chargePaise: 500 },
    ]);
    expect(lines).toHaveLength(1);
    expect(creditTotals(lines).totalPaise).toBe(1000);
  });
});

describe('refundableLeftPaise', () => {
  it('is what was paid less every refund not failed, never below nothing', () => {
    const refunds = [
      { amountPaise: 5000, state: 'completed' },
      { amountPaise: 2000, state: 'failed' },
      { amountPaise: 1000, state: 'pending' },
      { amountPaise: 500, state: 'requested' },
    ];
    const paid = (totalAmountPaise: number) => ({ totalAmountPaise });
    expect(refundableLeftPaise(paid(10000), refunds)).toBe(3500);
    expect(refundableLeftPaise(paid(1000), refunds)).toBe(0);
    expect(refundableLeftPaise(paid(10000), [])).toBe(10000);
  });

  it('counts what was given back outside the shop like any refund: nothing is left once it covers the rest', () => {
    const order = { totalAmountPaise: 10000 };
    const viaProvider = { amountPaise: 4000, state: 'completed' };
    // Mark refunded records the rest as a refund of its own (method outside, completed at once).
    const outside = { amountPaise: 6000, state: 'completed' };
    expect(refundableLeftPaise(order, [viaProvider])).toBe(6000);
    expect(refundableLeftPaise(order, [viaProvider, outside])).toBe(0);
    expect(refundableLeftPaise(order, [outside])).toBe(4000);
  });
});

describe('the money table’s refunds (tests/fixtures/money-cases.ts)', () => {
  for (const c of REFUND_CASES) {
    it(c.name, () => {
      const invoice: InvoicedLine[] = c.lines.map((l, i) => ({
        id: `line-${i}`,
        quantity: l.quantity,
        taxablePaise: l.taxablePaise,
        cgstPaise: l.cgstPaise,
        sgstPaise: l.sgstPaise,
        igstPaise: l.igstPaise,
        lineTotalPaise: l.grossPaise,
        ...noCharge,
      }));
      const open = openLines(invoice, []);
      const parts =
        'amountPaise' in c.refund
          ? spreadParts(open, c.refund.amountPaise)
          : [returnPart(open[c.refund.line], c.refund.units, c.refund.feePercent)];
      expect(parts.map((p) => p.goodsPaise + p.chargePaise)).toEqual(c.expected.refundPaise);
      expect(creditTotals(creditLines(open, parts))).toEqual(c.expected.credit);
    });
  }
});
