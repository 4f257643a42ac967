import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  apportion,
  basePriceFromSale,
  cartTotals,
  clampPercent,
  discountPercent,
  formatINR,
  formatINRFallback,
  formatPaise,
  fromPaise,
  gstTotalsInRupees,
  grossFromBase,
  igstPercent,
  lineAmounts,
  orderTotals,
  priceFromSalePrice,
  rateBp,
  resolveRates,
  splitGross,
  splitGrossBySupply,
  supplyType,
  toNumber,
  toPaise,
  totalsInRupees,
  unitGrossPaise,
} from './money';
import { CHARGE_CASES, DISCOUNT_CASES, MONEY_CASES, moneyCase } from '../tests/fixtures/money-cases';

describe('hand-worked cases (tests/fixtures/money-cases.ts)', () => {
  it.each(MONEY_CASES.map((c) => [c.name, c] as const))('%s: same state, CGST + SGST', (_name, c) => {
    const t = cartTotals(c.lines, 'intra');
    expect(t.lines).toEqual(
      c.expected.lines.map((l, i) => ({
        unitGrossPaise: l.unitGrossPaise,
        quantity: c.lines[i].quantity,
        taxablePaise: l.taxablePaise,
        cgstPaise: l.cgstPaise,
        sgstPaise: l.sgstPaise,
        igstPaise: 0,
        totalPaise: l.totalPaise,
        discountPaise: 0,
      })),
    );
    expect({ ...t, lines: undefined }).toEqual({
      lines: undefined,
      subtotalPaise: c.expected.subtotalPaise,
      cgstPaise: c.expected.cgstPaise,
      sgstPaise: c.expected.sgstPaise,
      igstPaise: 0,
      grandTotalPaise: c.expected.grandTotalPaise,
      discountPaise: 0,
    });
  });
  it.each(MONEY_CASES.map((c) => [c.name, c] as const))('%s: another state, IGST', (_name, c) => {
    const t = cartTotals(c.lines, 'inter');
    expect(t.lines).toEqual(
      c.expected.lines.map((l, i) => ({
        unitGrossPaise: l.unitGrossPaise,
        quantity: c.lines[i].quantity,
        taxablePaise: l.taxablePaise,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: l.igstPaise,
        totalPaise: l.totalPaise,
        discountPaise: 0,
      })),
    );
    expect({ ...t, lines: undefined }).toEqual({
      lines: undefined,
      subtotalPaise: c.expected.subtotalPaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: c.expected.igstPaise,
      grandTotalPaise: c.expected.grandTotalPaise,
      discountPaise: 0,
    });
  });
  it.each(MONEY_CASES.map((c) => [c.name, c] as const))(
    '%s: one line alone is intra-state by default',
    (_name, c) => {
      c.lines.forEach((line, i) => {
        expect(lineAmounts(line)).toMatchObject({
          cgstPaise: c.expected.lines[i].cgstPaise,
          sgstPaise: c.expected.lines[i].sgstPaise,
          igstPaise: 0,
          totalPaise: c.expected.lines[i].totalPaise,
        });
      });
    },
  );
});

describe('toPaise / fromPaise', () => {
  it('converts rupees to integer paise, rounding half-paise up', () => {
    expect(toPaise(123.45)).toBe(12345);
    expect(toPaise('99.99')).toBe(9999);
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(0.015)).toBe(2);
    expect(toPaise(-1.005)).toBe(-101);
    expect(fromPaise(12345)).toBe(123.45);
  });
  it('counts non-numeric input as 0', () => {
    for (const v of [NaN, 'abc', '', '  ', null, undefined, {}, [], [5], true, Infinity, -Infinity]) {
      expect(toNumber(v), String(v)).toBe(0);
      expect(toPaise(v), String(v)).toBe(0);
    }
    expect(toNumber(' 12.5 ')).toBe(12.5);
  });
  it('converts amounts too large for the decimal-shift form (1e21 rupees and up) by multiplying', () => {
    // `${1e21}` is '1e+21', so '1e+21e2' is no number; the plain product 1e21 × 100 = 1e23 is exact enough here.
    expect(toPaise(1e21)).toBe(1e23);
    expect(toPaise(-1e21)).toBe(-1e23);
  });
});

describe('rates', () => {
  it('clamps to 0–100 and treats empty as 0', () => {
    expect(rateBp(9)).toBe(900);
    expect(rateBp(2.5)).toBe(250);
    expect(rateBp(-4)).toBe(0);
    expect(rateBp(150)).toBe(10000);
    expect(rateBp('')).toBe(0);
    expect(clampPercent('14')).toBe(14);
  });
  it('takes the product rates, else the site defaults', () => {
    expect(resolveRates({ cgstPercent: 6, sgstPercent: 6 }, { cgstPercent: 9, sgstPercent: 9 })).toEqual({
      cgstPercent: 6,
      sgstPercent: 6,
    });
    expect(resolveRates({}, { cgstPercent: 9, sgstPercent: 9 })).toEqual({ cgstPercent: 9, sgstPercent: 9 });
    expect(resolveRates({ cgstPercent: 0, sgstPercent: null }, { cgstPercent: 9, sgstPercent: 9 })).toEqual({
      cgstPercent: 0,
      sgstPercent: 9,
    });
    // A blank or non-numeric rate is no rate: the defaults apply (not 0 %).
    expect(
      resolveRates({ cgstPercent: '', sgstPercent: 'abc' }, { cgstPercent: 2.5, sgstPercent: 2.5 }),
    ).toEqual({
      cgstPercent: 2.5,
      sgstPercent: 2.5,
    });
    expect(
      resolveRates({ cgstPercent: '6', sgstPercent: undefined }, { cgstPercent: '9', sgstPercent: '' }),
    ).toEqual({
      cgstPercent: 6,
      sgstPercent: 0,
    });
  });
});

describe('base price from sale price (SPEC §5)', () => {
  it('divides by 1 + total rate, to 2 decimals', () => {
    expect(priceFromSalePrice(118, 9, 9)).toBe(100);
    expect(priceFromSalePrice(100, 9, 9)).toBe(84.75); // 84.7457…
    expect(priceFromSalePrice(128, 14, 14)).toBe(100); // 28 % GST
    expect(priceFromSalePrice(105, 2.5, 2.5)).toBe(100); // 5 % GST
  });
  it('equals the sale price with no tax, and 0 for no sale price', () => {
    expect(priceFromSalePrice(250.5, 0, 0)).toBe(250.5);
    expect(basePriceFromSale(0, 9, 9)).toBe(0);
    expect(priceFromSalePrice('abc', 9, 9)).toBe(0);
  });
  it('is 0 for a negative price, never a negative base', () => {
    expect(basePriceFromSale(-11800, 9, 9)).toBe(0);
    expect(grossFromBase(-10000, 9, 9)).toBe(0);
    expect(grossFromBase(0, 9, 9)).toBe(0);
  });
  it('rounds half a paisa up', () => {
    // 1.18 * 50 = 59 exactly; 59.01/1.18 = 50.0084… → 50.01
    expect(basePriceFromSale(5901, 9, 9)).toBe(5001);
    // 5 paise at 100 % tax is 2.5 paise of base: half a paisa rounds up to 3.
    expect(basePriceFromSale(5, 50, 50)).toBe(3);
  });
});

describe('unit gross price (SPEC §9)', () => {
  it('uses the tax-inclusive sale price when there is one', () => {
    expect(unitGrossPaise({ pricePaise: 10000, salePricePaise: 11500, cgstPercent: 9, sgstPercent: 9 })).toBe(
      11500,
    );
  });
  it('else adds tax to the base price', () => {
    expect(unitGrossPaise({ pricePaise: 10000, salePricePaise: 0, cgstPercent: 9, sgstPercent: 9 })).toBe(
      11800,
    );
    expect(grossFromBase(10000, 14, 14)).toBe(12800);
    expect(grossFromBase(333, 9, 9)).toBe(393); // 392.94
  });
});

describe('splitGross', () => {
  it('splits 18 % GST into equal halves', () => {
    expect(splitGross(11800, 9, 9)).toEqual({
      taxablePaise: 10000,
      cgstPaise: 900,
      sgstPaise: 900,
      totalPaise: 11800,
    });
  });
  it('puts the odd paisa on SGST and keeps the total', () => {
    const s = splitGross(10001, 9, 9);
    expect(s.taxablePaise + s.cgstPaise + s.sgstPaise).toBe(10001);
    expect(Math.abs(s.cgstPaise - s.sgstPaise)).toBeLessThanOrEqual(1);
  });
  it('handles no tax and 28 %', () => {
    expect(splitGross(5000, 0, 0)).toEqual({
      taxablePaise: 5000,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: 5000,
    });
    expect(splitGross(12800, 14, 14)).toEqual({
      taxablePaise: 10000,
      cgstPaise: 1400,
      sgstPaise: 1400,
      totalPaise: 12800,
    });
  });
  it('handles unequal rates', () => {
    const s = splitGross(11500, 6, 9);
    expect(s).toEqual({ taxablePaise: 10000, cgstPaise: 600, sgstPaise: 900, totalPaise: 11500 });
  });
});

describe('cartTotals', () => {
  it('sums lines, with large quantities exactly', () => {
    const t = cartTotals([
      { pricePaise: 0, salePricePaise: 11800, cgstPercent: 9, sgstPercent: 9, quantity: 3 },
      { pricePaise: 0, salePricePaise: 99999999, cgstPercent: 14, sgstPercent: 14, quantity: 100000 },
    ]);
    expect(t.grandTotalPaise).toBe(35400 + 9999999900000);
    expect(t.subtotalPaise + t.cgstPaise + t.sgstPaise).toBe(t.grandTotalPaise);
    expect(t.lines[0]).toMatchObject({ taxablePaise: 30000, cgstPaise: 2700, sgstPaise: 2700 });
  });
  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toMatchObject({
      subtotalPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      grandTotalPaise: 0,
    });
  });
  it('treats a non-numeric quantity as 0', () => {
    expect(
      cartTotals([{ pricePaise: 1, salePricePaise: 100, cgstPercent: 0, sgstPercent: 0, quantity: NaN }])
        .grandTotalPaise,
    ).toBe(0);
  });
});

describe('place of supply: CGST + SGST in the shop’s state, IGST in another', () => {
  it('is intra-state in the shop’s own state, inter-state elsewhere, intra-state for a shop without a GSTIN', () => {
    expect(supplyType('27', '27')).toBe('intra'); // Pune shop, Pune buyer
    expect(supplyType('27', '24')).toBe('inter'); // Pune shop, Surat buyer
    expect(supplyType('36', '37')).toBe('inter'); // Telangana → Andhra Pradesh
    expect(supplyType('', '24')).toBe('intra');
    expect(supplyType(null, '24')).toBe('intra');
    expect(supplyType('27', null)).toBe('intra');
  });

  it('charges IGST at the sum of the two rates', () => {
    expect(igstPercent(9, 9)).toBe(18);
    expect(igstPercent(2.5, 2.5)).toBe(5);
    expect(igstPercent(6, 9)).toBe(15);
    expect(igstPercent('', 14)).toBe(14);
  });

  // ₹1,000.00 tax-inclusive at each GST slab, worked by hand:
  //   taxable = 100000 / (1 + rate), rounded half up; tax = 100000 − taxable;
  //   same state: CGST = tax × cgst / (cgst + sgst) rounded half up, SGST = the rest; other state: IGST = tax.
  const slabs: [rate: number, taxable: number, cgst: number, sgst: number, igst: number][] = [
    [0, 100000, 0, 0, 0], //       100000 / 1.00 = 100000
    [5, 95238, 2381, 2381, 4762], // 100000 / 1.05 = 95238.095… → 95238; tax 4762 = 2381 + 2381
    [12, 89286, 5357, 5357, 10714], // 100000 / 1.12 = 89285.714… → 89286; tax 10714 = 5357 + 5357
    [18, 84746, 7627, 7627, 15254], // 100000 / 1.18 = 84745.762… → 84746; tax 15254 = 7627 + 7627
    [28, 78125, 10938, 10937, 21875], // 100000 / 1.28 = 78125; tax 21875: half is 10937.5 → CGST 10938, SGST 10937
  ];
  it.each(slabs)(
    '%i %%: same state splits CGST/SGST, another state charges IGST, same total',
    (rate, taxable, cgst, sgst, igst) => {
      const half = rate / 2;
      expect(splitGrossBySupply(100000, half, half, 'intra')).toEqual({
        taxablePaise: taxable,
        cgstPaise: cgst,
        sgstPaise: sgst,
        igstPaise: 0,
        totalPaise: 100000,
      });
      expect(splitGrossBySupply(100000, half, half, 'inter')).toEqual({
        taxablePaise: taxable,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: igst,
        totalPaise: 100000,
      });
    },
  );

  it('rounds to the paisa, half a paisa up', () => {
    // 16 paise at 28 %: 16 / 1.28 = 12.5 → 13 taxable, 3 tax; same state 1.5 → CGST 2, SGST 1; other state IGST 3.
    expect(splitGrossBySupply(16, 14, 14, 'intra')).toEqual({
      taxablePaise: 13,
      cgstPaise: 2,
      sgstPaise: 1,
      igstPaise: 0,
      totalPaise: 16,
    });
    expect(splitGrossBySupply(16, 14, 14, 'inter')).toEqual({
      taxablePaise: 13,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3,
      totalPaise: 16,
    });
    // ₹118.01 at 18 %: 11801 / 1.18 = 10000.847… → 10001; tax 1800 = 900 + 900, or IGST 1800.
    expect(splitGrossBySupply(11801, 9, 9, 'inter')).toMatchObject({ taxablePaise: 10001, igstPaise: 1800 });
    expect(splitGrossBySupply(11801, 9, 9, 'intra')).toMatchObject({
      taxablePaise: 10001,
      cgstPaise: 900,
      sgstPaise: 900,
    });
  });

  it('keeps the same-state split exactly as splitGross gives it', () => {
    expect(splitGrossBySupply(10001, 9, 9, 'intra')).toEqual({ ...splitGross(10001, 9, 9), igstPaise: 0 });
  });

  it('prices a cart for another state: the same total, the tax as IGST', () => {
    // Surat buyer from a Pune shop: 3 × ₹118.00 at 18 % and 2 × ₹105.00 at 5 %.
    //   line 1: 35400 → taxable 30000, tax 5400; line 2: 21000 → taxable 20000, tax 1000.
    const lines = [
      { pricePaise: 0, salePricePaise: 11800, cgstPercent: 9, sgstPercent: 9, quantity: 3 },
      { pricePaise: 0, salePricePaise: 10500, cgstPercent: 2.5, sgstPercent: 2.5, quantity: 2 },
    ];
    const inter = cartTotals(lines, 'inter');
    expect(inter).toMatchObject({
      subtotalPaise: 50000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 6400,
      grandTotalPaise: 56400,
    });
    expect(inter.lines.map((l) => l.igstPaise)).toEqual([5400, 1000]);
    const intra = cartTotals(lines);
    expect(intra).toMatchObject({
      subtotalPaise: 50000,
      cgstPaise: 3200,
      sgstPaise: 3200,
      igstPaise: 0,
      grandTotalPaise: 56400,
    });
    expect(gstTotalsInRupees(inter)).toEqual({ subtotal: 500, cgst: 0, sgst: 0, igst: 64, grandTotal: 564 });
    expect(totalsInRupees(intra)).toEqual({ subtotal: 500, cgst: 32, sgst: 32, grandTotal: 564 });
  });
});

describe('discountPercent (SPEC §4)', () => {
  it('rounds (price − salePrice) / price', () => {
    expect(discountPercent(100, 75)).toBe(25);
    expect(discountPercent(300, 199)).toBe(34);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
    expect(discountPercent('x', 5)).toBe(0);
    expect(discountPercent(100, 150)).toBe(0); // a "sale" dearer than the price is no discount
    expect(discountPercent(0, 5)).toBe(0);
    expect(discountPercent(-100, -150)).toBe(0);
  });
});

describe('formatINR (SPEC §9)', () => {
  it('formats en-IN with two decimals and lakh grouping', () => {
    expect(formatINR(123456)).toBe('₹1,23,456.00');
    expect(formatINR(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatINR('45.5')).toBe('₹45.50');
    expect(formatINR(0.005)).toBe('₹0.01');
  });
  it('counts non-numeric as 0', () => {
    expect(formatINR('abc')).toBe('₹0.00');
    expect(formatINR(undefined)).toBe('₹0.00');
  });
  it('has a plain fallback', () => {
    expect(formatINRFallback(12.3)).toBe('₹12.30');
    expect(formatINRFallback(null)).toBe('₹0.00');
  });
  it('formats paise', () => {
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
    expect(formatPaise(5)).toBe('₹0.05');
  });

  it('writes what Intl’s en-IN currency format writes, for any amount under ₹1 lakh crore', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const n of [
      0,
      -0,
      -0.001,
      0.004,
      0.005,
      1.005,
      0.125,
      -0.125,
      999.995,
      99999.999,
      1e5,
      1e7,
      1e12 - 0.01,
    ]) {
      expect(formatINR(n), String(n)).toBe(intl.format(n));
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e14 + 1, max: 1e14 - 1 }).map((p) => p / 100),
          fc.integer({ min: -1e12, max: 1e12 }).map((m) => m / 1000),
          fc.double({ min: -1e12, max: 1e12, noNaN: true, maxExcluded: true, minExcluded: true }),
        ),
        (n) => formatINR(n) === intl.format(n),
      ),
      { numRuns: 5000 },
    );
  });

  describe('Intl is used only past what paise hold exactly; without it the fallback is used', () => {
    // Only this spy is restored: the test setup has its own on console.error.
    let spy: { mockRestore(): void } | undefined;
    afterEach(() => {
      spy?.mockRestore();
      spy = undefined;
      vi.resetModules();
    });
    it('makes no Intl.NumberFormat under ₹1 lakh crore, and one for every amount from it', async () => {
      vi.resetModules();
      const Real = Intl.NumberFormat;
      const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales, options) {
        return new Real(locales, options);
      });
      spy = made;
      const fresh = await import('./money');
      expect(fresh.INR_WRITTEN_OUT).toBe(1e12);
      expect(fresh.formatINR(1)).toBe('₹1.00');
      expect(fresh.formatINR(1e12 - 0.01)).toBe('₹9,99,99,99,99,999.99');
      expect(fresh.formatINR(-(1e12 - 0.01))).toBe('-₹9,99,99,99,99,999.99');
      expect(made).toHaveBeenCalledTimes(0);
      expect(fresh.formatINR(1e12)).toBe('₹10,00,00,00,00,000.00');
      expect(fresh.formatINR(-1e12)).toBe('-₹10,00,00,00,00,000.00');
      expect(fresh.formatINR(1e16)).toBe('₹10,00,00,00,00,00,00,000.00');
      expect(made).toHaveBeenCalledTimes(1);
    });
    it('falls back to ₹ + two decimals when Intl cannot format, and does not try again', async () => {
      vi.resetModules();
      const failing = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function () {
        throw new RangeError('no en-IN');
      });
      spy = failing;
      const fresh = await import('./money');
      expect(fresh.formatINR(123456)).toBe('₹1,23,456.00');
      expect(fresh.formatINR(1e12)).toBe('₹1000000000000.00');
      expect(fresh.formatINR(2e12)).toBe('₹2000000000000.00');
      expect(failing).toHaveBeenCalledTimes(1);
    });
  });
});

describe('invariants (property tests)', () => {
  const rate = fc.integer({ min: 0, max: 5000 }).map((bp) => bp / 100);
  it('a split always adds up to the gross, with non-negative parts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), rate, rate, (gross, c, s) => {
        const r = splitGross(gross, c, s);
        return (
          r.taxablePaise + r.cgstPaise + r.sgstPaise === gross &&
          r.taxablePaise >= 0 &&
          r.cgstPaise >= 0 &&
          r.sgstPaise >= 0 &&
          r.taxablePaise <= gross
        );
      }),
    );
  });
  it('equal rates split the tax within one paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), rate, (gross, c) => {
        const r = splitGross(gross, c, c);
        return Math.abs(r.cgstPaise - r.sgstPaise) <= 1;
      }),
    );
  });
  it('base → gross → base round-trips within one paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e10 }), rate, rate, (base, c, s) => {
        const back = basePriceFromSale(grossFromBase(base, c, s), c, s);
        return Math.abs(back - base) <= 1;
      }),
    );
  });
  it('cart totals equal the sum of their parts', () => {
    const line = fc.record({
      pricePaise: fc.integer({ min: 0, max: 1e7 }),
      salePricePaise: fc.integer({ min: 0, max: 1e7 }),
      cgstPercent: rate,
      sgstPercent: rate,
      quantity: fc.integer({ min: 1, max: 10000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const t = cartTotals(lines);
        return t.subtotalPaise + t.cgstPaise + t.sgstPaise === t.grandTotalPaise;
      }),
    );
  });
  const supply = fc.constantFrom<'intra' | 'inter'>('intra', 'inter');
  it('every split by supply type adds up to the gross, with non-negative parts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), rate, rate, supply, (gross, c, s, type) => {
        const r = splitGrossBySupply(gross, c, s, type);
        return (
          r.taxablePaise + r.cgstPaise + r.sgstPaise + r.igstPaise === gross &&
          r.totalPaise === gross &&
          [r.taxablePaise, r.cgstPaise, r.sgstPaise, r.igstPaise].every((p) => p >= 0 && Number.isInteger(p))
        );
      }),
    );
  });
  it('another state changes only the split: same taxable value and total, IGST = CGST + SGST', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), rate, rate, (gross, c, s) => {
        const intra = splitGrossBySupply(gross, c, s, 'intra');
        const inter = splitGrossBySupply(gross, c, s, 'inter');
        return (
          inter.taxablePaise === intra.taxablePaise &&
          inter.totalPaise === intra.totalPaise &&
          inter.igstPaise === intra.cgstPaise + intra.sgstPaise &&
          inter.cgstPaise === 0 &&
          inter.sgstPaise === 0 &&
          intra.igstPaise === 0
        );
      }),
    );
  });
  it('a cart costs the same in any state, and its totals add up to the paisa', () => {
    const line = fc.record({
      pricePaise: fc.integer({ min: 0, max: 1e7 }),
      salePricePaise: fc.integer({ min: 0, max: 1e7 }),
      cgstPercent: rate,
      sgstPercent: rate,
      quantity: fc.integer({ min: 1, max: 10000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const intra = cartTotals(lines, 'intra');
        const inter = cartTotals(lines, 'inter');
        return (
          intra.grandTotalPaise === inter.grandTotalPaise &&
          intra.subtotalPaise === inter.subtotalPaise &&
          inter.subtotalPaise + inter.igstPaise === inter.grandTotalPaise &&
          intra.subtotalPaise + intra.cgstPaise + intra.sgstPaise === intra.grandTotalPaise &&
          inter.lines.every((l, i) => l.igstPaise === intra.lines[i].cgstPaise + intra.lines[i].sgstPaise)
        );
      }),
    );
  });
  it('toPaise of a 2-decimal amount is exact', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e11 }), (p) => toPaise(p / 100) === p));
  });
});

describe('charges taxed with the goods (decision 020)', () => {
  it.each(CHARGE_CASES.map((c) => [c.cart, c] as const))(
    '%s: the hand-worked shares and totals',
    (_name, c) => {
      const lines = moneyCase(c.cart).lines;
      const intra = orderTotals(lines, c.chargesPaise, 'intra');
      expect(intra.charges).toEqual(
        c.shares.map((s) => ({
          taxablePaise: s.taxablePaise,
          cgstPaise: s.cgstPaise,
          sgstPaise: s.sgstPaise,
          igstPaise: 0,
          totalPaise: s.totalPaise,
        })),
      );
      expect([
        intra.subtotalPaise,
        intra.cgstPaise,
        intra.sgstPaise,
        intra.igstPaise,
        intra.grandTotalPaise,
      ]).toEqual([c.subtotalPaise, c.cgstPaise, c.sgstPaise, 0, c.grandTotalPaise]);
      expect(intra.chargesPaise).toBe(c.chargesPaise);
      expect(intra.goodsPaise).toBe(c.grandTotalPaise - c.chargesPaise);

      const inter = orderTotals(lines, c.chargesPaise, 'inter');
      expect(inter.charges).toEqual(
        c.shares.map((s) => ({
          taxablePaise: s.taxablePaise,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: s.igstPaise,
          totalPaise: s.totalPaise,
        })),
      );
      expect([
        inter.subtotalPaise,
        inter.cgstPaise,
        inter.sgstPaise,
        inter.igstPaise,
        inter.grandTotalPaise,
      ]).toEqual([c.subtotalPaise, 0, 0, c.igstPaise, c.grandTotalPaise]);
      // The goods' own figures are the cart's, untouched by the charges.
      expect(intra.lines).toEqual(cartTotals(lines, 'intra').lines);
    },
  );

  it('is the cart itself with no charges', () => {
    const lines = moneyCase('a cart of two rates: 3 × ₹99.99 at 5 % and 7 × ₹118.00 at 18 %').lines;
    const t = orderTotals(lines, 0);
    const { lines: goodsLines, ...goods } = cartTotals(lines);
    expect(t).toMatchObject(goods);
    expect(t.lines).toEqual(goodsLines);
    expect(t.charges.every((c) => c.totalPaise === 0 && c.taxablePaise === 0)).toBe(true);
    expect(t.chargesPaise).toBe(0);
  });
});

describe('apportion', () => {
  it('shares in proportion, the paise left over to the largest remainders, adding up exactly', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]); // 33.33 each: the earlier line on a tie
    expect(apportion(100, [1, 2])).toEqual([33, 67]); // 33.33 and 66.67: the larger remainder takes it
    expect(apportion(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(apportion(5, [0, 7])).toEqual([0, 5]);
    expect(apportion(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(apportion(3, [1, 1, 1, 1, 1])).toEqual([1, 1, 1, 0, 0]);
    // Remainders 2, 5, 5 of 12: the one paisa left goes to the larger, and of the two, to the earlier.
    expect(apportion(1, [2, 5, 5])).toEqual([0, 1, 0]);
    expect(apportion(1, [5, 2, 5])).toEqual([1, 0, 0]);
  });

  it('gives everything to the first part when no part weighs anything, and nothing to no parts', () => {
    expect(apportion(4900, [0, 0])).toEqual([4900, 0]);
    expect(apportion(4900, [])).toEqual([]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
  });

  it('is exact for a crore over large weights', () => {
    const parts = apportion(1_000_000_000, [847_457_627, 1, 999_999_999]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1_000_000_000);
    expect(parts).toEqual([458_715_596, 1, 541_284_403]); // 1e9 × w ÷ 1847457627, rounded down, then the leftover paisa
  });
});

describe('a discount code’s shares (tests/fixtures/money-cases.ts DISCOUNT_CASES)', () => {
  it.each(DISCOUNT_CASES.map((c) => [c.name, c] as const))(
    '%s: each line taxed on its value after its share, the charges shared after it',
    (_name, c) => {
      const t = orderTotals(c.lines, c.chargesPaise, 'intra', c.shares);
      expect(t.lines).toEqual(
        c.expected.lines.map((l, i) => ({
          unitGrossPaise: l.unitGrossPaise,
          quantity: c.lines[i]!.quantity,
          discountPaise: c.shares[i],
          taxablePaise: l.taxablePaise,
          cgstPaise: l.cgstPaise,
          sgstPaise: l.sgstPaise,
          igstPaise: 0,
          totalPaise: l.totalPaise,
        })),
      );
      expect(t.charges).toEqual(c.expected.charges.map((ch) => ({ ...ch, igstPaise: 0 })));
      expect({ ...t, lines: undefined, charges: undefined }).toEqual({
        lines: undefined,
        charges: undefined,
        discountPaise: c.discountPaise,
        goodsPaise: c.expected.lines.reduce((a, l) => a + l.totalPaise, 0),
        chargesPaise: c.chargesPaise,
        subtotalPaise: c.expected.subtotalPaise,
        cgstPaise: c.expected.cgstPaise,
        sgstPaise: c.expected.sgstPaise,
        igstPaise: 0,
        grandTotalPaise: c.expected.grandTotalPaise,
      });
    },
  );
  it.each(DISCOUNT_CASES.map((c) => [c.name, c] as const))('%s: in another state, IGST', (_name, c) => {
    const t = cartTotals(c.lines, 'inter', c.shares);
    expect(t.lines.map((l) => [l.taxablePaise, l.igstPaise, l.cgstPaise, l.sgstPaise, l.totalPaise])).toEqual(
      c.expected.lines.map((l) => [l.taxablePaise, l.igstPaise, 0, 0, l.totalPaise]),
    );
    expect(t.discountPaise).toBe(c.discountPaise);
  });
  it('without shares, lines have no discount (and a missing share counts as none)', () => {
    const c = DISCOUNT_CASES[1]!;
    expect(cartTotals(c.lines, 'intra', [529]).lines.map((l) => l.discountPaise)).toEqual([529, 0]);
    expect(lineAmounts(c.lines[0]!).discountPaise).toBe(0);
  });
});
