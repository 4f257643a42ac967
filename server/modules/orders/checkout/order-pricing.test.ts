import { describe, expect, it } from 'vitest';
import type { OrderTotals, SupplyType } from '../../../../common/money';
import type { CartLine } from '../../cart/cart.service';
import { CHARGE_CASES, moneyCase, type MoneyCase } from '../../../../tests/fixtures/money-cases';
import { appliedRates, orderItemsFor } from './order-pricing';

/**
 * The order's item rows against the hand-worked cases (tests/fixtures/money-cases.ts). The totals handed in
 * are the fixture's own figures, not computed by the code; the price before tax of a sale-priced unit is
 * worked here by hand: sale ÷ (1 + rate), to the paisa.
 */
const BASE_PRICE: Record<string, number[]> = {
  '0 % GST: 4 × ₹250.00': [25000], // no tax: the sale price itself
  '5 % GST: 3 × ₹99.99': [9523], // 9999 ÷ 1.05 = 9522.857… → 9523
  '12 % GST: 2 × ₹560.00': [50000], // 56000 ÷ 1.12 = 50000
  'unequal rates 6 % + 12 %: 1 × ₹118.00': [10000], // 11800 ÷ 1.18 = 10000
  'list price ₹333.33 + 18 %, no sale price: 2 units': [33333], // the list price as it is
  'sale price ₹499.00 over list price ₹500.00 at 18 %': [42288], // 49900 ÷ 1.18 = 42288.135… → 42288
  'half a paisa: list price 25 paise + 18 %': [25], // the list price as it is
};

function cartLines(c: MoneyCase): CartLine[] {
  return c.lines.map((l, i) => ({
    ...l,
    productId: `p${i}`,
    title: `Item ${i}`,
    image: `/img/${i}.jpg`,
    hsn: `85${i}`,
    totalStock: 1000,
    fragile: false,
    category: 'Switches',
    brand: 'Anchor',
  }));
}

const NO_CHARGE = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
const NO_CHARGE_ROW = {
  chargePaise: 0,
  chargeTaxablePaise: 0,
  chargeCgstPaise: 0,
  chargeSgstPaise: 0,
  chargeIgstPaise: 0,
  discountPaise: 0,
};

/** The fixture's expected figures in the shape orderTotals returns, with no charges. */
function fixtureTotals(c: MoneyCase, type: SupplyType): OrderTotals {
  const intra = type === 'intra';
  return {
    goodsPaise: c.expected.grandTotalPaise,
    chargesPaise: 0,
    charges: c.lines.map(() => NO_CHARGE),
    lines: c.expected.lines.map((l, i) => ({
      unitGrossPaise: l.unitGrossPaise,
      quantity: c.lines[i].quantity,
      taxablePaise: l.taxablePaise,
      cgstPaise: intra ? l.cgstPaise : 0,
      sgstPaise: intra ? l.sgstPaise : 0,
      igstPaise: intra ? 0 : l.igstPaise,
      totalPaise: l.totalPaise,
      discountPaise: 0,
    })),
    subtotalPaise: c.expected.subtotalPaise,
    cgstPaise: intra ? c.expected.cgstPaise : 0,
    sgstPaise: intra ? c.expected.sgstPaise : 0,
    igstPaise: intra ? 0 : c.expected.igstPaise,
    grandTotalPaise: c.expected.grandTotalPaise,
    discountPaise: 0,
  };
}

describe('order item rows (order-pricing.ts)', () => {
  it.each(Object.entries(BASE_PRICE))('%s: same state, CGST + SGST at the product rates', (name, base) => {
    const c = moneyCase(name);
    const items = orderItemsFor(cartLines(c), fixtureTotals(c, 'intra'), 'intra');
    expect(items).toEqual(
      c.expected.lines.map((l, i) => ({
        orderId: '',
        productId: `p${i}`,
        title: `Item ${i}`,
        image: `/img/${i}.jpg`,
        hsn: `85${i}`,
        quantity: c.lines[i].quantity,
        unitPricePaise: base[i],
        salePricePaise: l.unitGrossPaise,
        cgstPercent: c.lines[i].cgstPercent,
        sgstPercent: c.lines[i].sgstPercent,
        igstPercent: 0,
        taxablePaise: l.taxablePaise,
        cgstPaise: l.cgstPaise,
        sgstPaise: l.sgstPaise,
        igstPaise: 0,
        lineTotalPaise: l.totalPaise,
        ...NO_CHARGE_ROW,
      })),
    );
  });

  it.each(Object.entries(BASE_PRICE))('%s: another state, IGST at the sum of the rates', (name, base) => {
    const c = moneyCase(name);
    const items = orderItemsFor(cartLines(c), fixtureTotals(c, 'inter'), 'inter');
    expect(items).toEqual(
      c.expected.lines.map((l, i) => ({
        orderId: '',
        productId: `p${i}`,
        title: `Item ${i}`,
        image: `/img/${i}.jpg`,
        hsn: `85${i}`,
        quantity: c.lines[i].quantity,
        unitPricePaise: base[i],
        salePricePaise: l.unitGrossPaise,
        cgstPercent: 0,
        sgstPercent: 0,
        igstPercent: c.lines[i].cgstPercent + c.lines[i].sgstPercent,
        taxablePaise: l.taxablePaise,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: l.igstPaise,
        lineTotalPaise: l.totalPaise,
        ...NO_CHARGE_ROW,
      })),
    );
  });

  it.each(CHARGE_CASES.map((c) => [c.cart, c] as const))(
    '%s with charges: each row holds its share and its tax',
    (_name, cc) => {
      const c = moneyCase(cc.cart);
      for (const type of ['intra', 'inter'] as const) {
        const totals = { ...fixtureTotals(c, type), chargesPaise: cc.chargesPaise };
        totals.charges = cc.shares.map((sh) => ({
          taxablePaise: sh.taxablePaise,
          cgstPaise: type === 'intra' ? sh.cgstPaise : 0,
          sgstPaise: type === 'intra' ? sh.sgstPaise : 0,
          igstPaise: type === 'intra' ? 0 : sh.igstPaise,
          totalPaise: sh.totalPaise,
        }));
        const items = orderItemsFor(cartLines(c), totals, type);
        expect(
          items.map((i) => [
            i.chargePaise,
            i.chargeTaxablePaise,
            i.chargeCgstPaise,
            i.chargeSgstPaise,
            i.chargeIgstPaise,
          ]),
        ).toEqual(
          cc.shares.map((sh) =>
            type === 'intra'
              ? [sh.totalPaise, sh.taxablePaise, sh.cgstPaise, sh.sgstPaise, 0]
              : [sh.totalPaise, sh.taxablePaise, 0, 0, sh.igstPaise],
          ),
        );
        // The goods' own amounts stay the line's: the charges are not in lineTotal.
        expect(items.map((i) => i.lineTotalPaise)).toEqual(c.expected.lines.map((l) => l.totalPaise));
      }
    },
  );

  it('keeps each line with its own figures in a cart of three rates', () => {
    const c = moneyCase(
      'a cart of three rates: 3 × ₹99.99 at 5 %, 7 × ₹123.45 at 18 %, 1 × ₹12,345.67 at 28 %',
    );
    const items = orderItemsFor(cartLines(c), fixtureTotals(c, 'intra'), 'intra');
    // 9999 ÷ 1.05 = 9522.857… → 9523; 12345 ÷ 1.18 = 10461.864… → 10462; 1234567 ÷ 1.28 = 964505.46… → 964505
    expect(items.map((i) => [i.productId, i.quantity, i.unitPricePaise, i.lineTotalPaise])).toEqual([
      ['p0', 3, 9523, 29997],
      ['p1', 7, 10462, 86415],
      ['p2', 1, 964505, 1234567],
    ]);
  });

  it('applies 6 % + 12 % as they are in the same state and as 18 % IGST in another', () => {
    expect(appliedRates({ cgstPercent: 6, sgstPercent: 12 }, 'intra')).toEqual({
      cgstPercent: 6,
      sgstPercent: 12,
      igstPercent: 0,
    });
    expect(appliedRates({ cgstPercent: 6, sgstPercent: 12 }, 'inter')).toEqual({
      cgstPercent: 0,
      sgstPercent: 0,
      igstPercent: 18,
    });
    expect(appliedRates({ cgstPercent: 2.5, sgstPercent: 2.5 }, 'inter')).toEqual({
      cgstPercent: 0,
      sgstPercent: 0,
      igstPercent: 5,
    });
  });
});
