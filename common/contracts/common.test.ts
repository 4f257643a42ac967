import { describe, expect, it } from 'vitest';
import { CashCollectedBody } from './admin';
import { BulkPriceBody } from './catalog-io';
import { hasTwoDecimals, MAX_PRICE_RUPEES, RupeeAmount, Rupees } from './common';
import { AdminRefundBody } from './returns';

describe('money in the API: rupees to the paisa', () => {
  it('takes two decimals however floating point writes them, and refuses a third', () => {
    // 4.35 × 100 = 434.99999999999994, 0.29 × 100 = 28.999999999999996: still whole paise.
    for (const n of [0, 92, 92.1, 92.01, 4.35, 1.15, 0.29, -12.3, 9_999_999.99, MAX_PRICE_RUPEES])
      expect(hasTwoDecimals(n), String(n)).toBe(true);
    for (const n of [92.001, 0.001, 353.999, -0.005, 9_999_999.999])
      expect(hasTwoDecimals(n), String(n)).toBe(false);
  });

  it('RupeeAmount says so with the field’s own words; a field adds its range', () => {
    const amount = RupeeAmount({ number: 'Enter the amount', decimals: 'Rupees and paise only' }).positive();
    expect(amount.safeParse(92.01).success).toBe(true);
    expect(amount.safeParse(92.001).error?.issues[0].message).toBe('Rupees and paise only');
    expect(amount.safeParse('92').error?.issues[0].message).toBe('Enter the amount');
    expect(amount.safeParse(Infinity).success).toBe(false);
    expect(amount.safeParse(-1).success).toBe(false);
    expect(RupeeAmount().safeParse(1.001).error?.issues[0].message).toBe('At most 2 decimals');
  });

  it('a price is 0 to ₹1 crore: at the ceiling taken, a paisa past it refused', () => {
    expect(Rupees.safeParse(MAX_PRICE_RUPEES).success).toBe(true);
    expect(Rupees.safeParse(MAX_PRICE_RUPEES + 0.01).success).toBe(false);
    expect(Rupees.safeParse(0).success).toBe(true);
    expect(Rupees.safeParse(-0.01).success).toBe(false);
  });

  it('every money input of the owner takes two decimals and refuses three', () => {
    const day = '2026-11-20';
    expect(CashCollectedBody.safeParse({ amount: 92, collectedOn: day }).success).toBe(true);
    expect(CashCollectedBody.safeParse({ amount: 92.01, collectedOn: day }).success).toBe(true);
    expect(CashCollectedBody.safeParse({ amount: 92.001, collectedOn: day }).error?.issues[0].message).toBe(
      'The cash collected is in rupees and paise: at most 2 decimals',
    );
    expect(AdminRefundBody.safeParse({ amount: 10.01 }).success).toBe(true);
    expect(AdminRefundBody.safeParse({ amount: 10.001 }).error?.issues[0].message).toBe(
      'The amount may have at most 2 decimals',
    );
    const bulk = (change: object) =>
      BulkPriceBody.safeParse({ filter: { category: 'Wires' }, rounding: 'rupee', ...change });
    expect(bulk({ amount: -12.3 }).success).toBe(true);
    expect(bulk({ amount: 12.345 }).success).toBe(false);
    expect(bulk({ percent: 4.35 }).success).toBe(true);
    expect(bulk({ percent: 0.001 }).error?.issues[0].message).toBe(
      'percent may have at most 2 decimals (hundredths of a percent)',
    );
  });
});
