import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/fixtures';
import { LOW_STOCK_BELOW, productBadges, productPrices, unitOfTitle } from './product-display';

const labels = (overrides: Parameters<typeof makeProduct>[0]) =>
  productBadges(makeProduct(overrides)).map((b) => b.label);

describe('product badges (SPEC §4)', () => {
  it('says Out Of Stock at 0, and nothing about stock at plenty', () => {
    expect(labels({ totalStock: 0 })).toEqual(['Out Of Stock']);
    expect(labels({ totalStock: 50 })).toEqual([]);
  });

  it("says 'Only N items left' below 10, not at 10", () => {
    expect(LOW_STOCK_BELOW).toBe(10);
    expect(labels({ totalStock: 9 })).toEqual(['Only 9 items left']);
    expect(labels({ totalStock: 1 })).toEqual(['Only 1 items left']);
    expect(labels({ totalStock: 10 })).toEqual([]);
  });

  it('shows Sale and the rounded discount when the sale price is below the list price incl. tax', () => {
    // List ₹100 + 18 % = ₹118.00; sale ₹100.30 → (118 − 100.30) / 118 = 15.0 % → 15 % off.
    expect(labels({ price: 100, salePrice: 100.3 })).toEqual(['Sale', '15% off']);
    // Sale ₹112.10 → 5.0 % off; ₹112.70 → 4.49 % → 4 %; ₹112.69 → 4.5 % → 5 % (half up).
    expect(labels({ price: 100, salePrice: 112.1 })).toEqual(['Sale', '5% off']);
    expect(labels({ price: 100, salePrice: 112.7 })).toEqual(['Sale', '4% off']);
    expect(labels({ price: 100, salePrice: 112.69 })).toEqual(['Sale', '5% off']);
  });

  it('shows no sale when the sale price is the list price (the usual case: price is worked back from it)', () => {
    expect(labels({ price: 100, salePrice: 118 })).toEqual([]);
    expect(labels({ price: 100, salePrice: 0 })).toEqual([]);
  });
});

describe('what a product costs', () => {
  it('is the sale price incl. tax, split into taxable value, CGST and SGST that add up', () => {
    // ₹89.00 at 9 + 9 %: taxable 89 / 1.18 = 75.4237 → ₹75.42; tax ₹13.58 → CGST ₹6.79, SGST ₹6.79.
    const { pay, was, split } = productPrices(makeProduct({ price: 75.42, salePrice: 89 }));
    expect(pay).toBe(89);
    expect(was).toBeNull();
    expect(split).toEqual({ taxablePaise: 7542, cgstPaise: 679, sgstPaise: 679, totalPaise: 8900 });
  });

  it('is the base price plus tax when there is no sale price (SPEC §9)', () => {
    // ₹250 + 5 % (2.5 + 2.5) = ₹262.50.
    expect(
      productPrices(makeProduct({ price: 250, salePrice: 0, cgstPercent: 2.5, sgstPercent: 2.5 })).pay,
    ).toBe(262.5);
  });
});

describe('unitOfTitle (what a product is sold by, as its title says)', () => {
  it('reads "(per …)" from the title', () => {
    expect(unitOfTitle('3-Core Flexible Cable (per metre) 0.75 sq mm')).toBe('per metre');
    expect(unitOfTitle('Aluminium Armoured Cable 2-Core (Per  Metre) 10 sq mm')).toBe('per metre');
    expect(unitOfTitle('Binding Wire (per kg)')).toBe('per kg');
    expect(unitOfTitle('3-कोर फ़्लेक्सिबल केबल (प्रति मीटर) 0.75 sq mm')).toBe('प्रति मीटर');
  });

  it('is null when the title names no unit: nothing is made up', () => {
    expect(unitOfTitle('FR PVC Insulated Copper House Wire (90 m) 1.5 sq mm')).toBeNull();
    expect(unitOfTitle('Cat6 LAN Cable (305 m box)')).toBeNull();
    expect(unitOfTitle('Copper per metre')).toBeNull();
  });
});
