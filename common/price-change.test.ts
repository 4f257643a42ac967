import { describe, expect, it } from 'vitest';
import { changedPricePaise } from './price-change';

describe('changedPricePaise', () => {
  it('₹118 + 8 % = ₹127.44: ₹127 to the rupee, ₹127.50 to the half rupee', () => {
    expect(changedPricePaise(11800, { percent: 8, rounding: 'rupee' })).toBe(12700);
    expect(changedPricePaise(11800, { percent: 8, rounding: 'half' })).toBe(12750);
  });

  it('rounds halves up, to the rupee and to ₹0.50', () => {
    // ₹100 + 0.5 % = ₹100.50: exactly half a rupee goes up.
    expect(changedPricePaise(10000, { percent: 0.5, rounding: 'rupee' })).toBe(10100);
    // ₹100.49 stays at ₹100 / ₹100.50.
    expect(changedPricePaise(10049, { amount: 0, rounding: 'rupee' })).toBe(10000);
    expect(changedPricePaise(10049, { amount: 0, rounding: 'half' })).toBe(10050);
    // ₹100.25 is half of a ₹0.50 step: up to ₹100.50; ₹100.24 down to ₹100.
    expect(changedPricePaise(10025, { amount: 0, rounding: 'half' })).toBe(10050);
    expect(changedPricePaise(10024, { amount: 0, rounding: 'half' })).toBe(10000);
    // ₹100.75 → ₹101 (half), ₹100.74 → ₹100.50.
    expect(changedPricePaise(10075, { amount: 0, rounding: 'half' })).toBe(10100);
    expect(changedPricePaise(10074, { amount: 0, rounding: 'half' })).toBe(10050);
  });

  it('cuts by percent', () => {
    // ₹250 − 5.5 % = ₹236.25 → ₹236 / ₹236.50.
    expect(changedPricePaise(25000, { percent: -5.5, rounding: 'rupee' })).toBe(23600);
    expect(changedPricePaise(25000, { percent: -5.5, rounding: 'half' })).toBe(23650);
    // −90 %, the deepest cut allowed: ₹10 → ₹1.
    expect(changedPricePaise(1000, { percent: -90, rounding: 'rupee' })).toBe(100);
  });

  it('moves by an amount in rupees', () => {
    expect(changedPricePaise(11800, { amount: 12.3, rounding: 'rupee' })).toBe(13000);
    expect(changedPricePaise(11800, { amount: 12.3, rounding: 'half' })).toBe(13050);
    expect(changedPricePaise(11800, { amount: 12.2, rounding: 'half' })).toBe(13000);
    expect(changedPricePaise(11800, { amount: 12.24, rounding: 'half' })).toBe(13000);
    expect(changedPricePaise(11800, { amount: 12.26, rounding: 'half' })).toBe(13050);
    expect(changedPricePaise(11800, { amount: -18, rounding: 'rupee' })).toBe(10000);
  });

  it('answers 0 or less for a cut too deep, rounding negative amounts half up too', () => {
    expect(changedPricePaise(500, { amount: -5, rounding: 'rupee' })).toBe(0);
    expect(changedPricePaise(500, { amount: -6, rounding: 'rupee' })).toBe(-100);
    // ₹0.40 − 10 % = ₹0.36 → ₹0 to the rupee, ₹0.50 to the half.
    expect(changedPricePaise(40, { percent: -10, rounding: 'rupee' })).toBe(0);
    expect(changedPricePaise(40, { percent: -10, rounding: 'half' })).toBe(50);
    // −₹1.50 is half way between −₹2 and −₹1: up to −₹1.
    expect(changedPricePaise(100, { amount: -2.5, rounding: 'rupee' })).toBe(-100);
  });

  it('leaves a price already on the step unchanged by a zero change', () => {
    expect(changedPricePaise(11800, { percent: 0, rounding: 'rupee' })).toBe(11800);
    expect(changedPricePaise(11850, { amount: 0, rounding: 'half' })).toBe(11850);
  });

  it('is exact for the largest prices', () => {
    // ₹1,00,00,000 + 500 % = ₹6,00,00,000.
    expect(changedPricePaise(1_000_000_000, { percent: 500, rounding: 'rupee' })).toBe(6_000_000_000);
  });
});
