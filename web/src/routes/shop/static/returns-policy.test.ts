import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURNS_POLICY, type ReturnsPolicy } from '../../../../../common/returns';
import {
  acceptsReturns,
  cancellable,
  cancelText,
  daysCountText,
  hoursText,
  percentText,
  refundDaysText,
  refundWithinText,
  restockingLines,
  returnWindowText,
} from './returns-policy';

const D = DEFAULT_RETURNS_POLICY;
const withPolicy = (change: Partial<ReturnsPolicy>): ReturnsPolicy => ({ ...D, ...change });

describe('return policy words', () => {
  it('say SPEC §9’s figures with the defaults', () => {
    expect(cancelText(D)).toBe(
      'You can cancel an order within 2 hours of placing it, as long as it has not been dispatched.',
    );
    expect(returnWindowText(D)).toBe('Items can be returned within 7 days of delivery.');
    expect(restockingLines(D)).toEqual([
      { fee: '10%', condition: 'unopened items in sealed packaging' },
      { fee: '15%', condition: 'opened but unused items' },
      { fee: '20%', condition: 'items with damaged or missing packaging' },
    ]);
    expect(refundDaysText(D.refundDays)).toBe('7-10 business days');
    expect(refundWithinText(D)).toBe('within 7-10 business days');
  });

  it('say that orders cannot be cancelled when the window is 0 hours', () => {
    const p = withPolicy({ cancelWithinHours: 0 });
    expect(cancellable(p)).toBe(false);
    expect(cancelText(p)).toBe('Orders cannot be cancelled once they are placed.');
    expect(cancelText(p)).not.toContain('0 hours');
    expect(cancelText(withPolicy({ cancelWithinHours: 1 }))).toContain('within 1 hour of placing it');
  });

  it('say that the shop does not accept returns when the window is 0 days', () => {
    const p = withPolicy({ returnWithinDays: 0 });
    expect(acceptsReturns(p)).toBe(false);
    expect(returnWindowText(p)).toBe('We do not accept returns.');
    expect(returnWindowText(withPolicy({ returnWithinDays: 1 }))).toBe(
      'Items can be returned within 1 day of delivery.',
    );
    expect(returnWindowText(withPolicy({ returnWithinDays: 30 }))).toContain('within 30 days');
  });

  it('say one number when the refund’s earliest and latest days are equal', () => {
    expect(refundDaysText({ min: 7, max: 7 })).toBe('7 business days');
    expect(refundDaysText({ min: 1, max: 1 })).toBe('1 business day');
    expect(refundDaysText({ min: 1, max: 30 })).toBe('1-30 business days');
  });

  it('write a decimal fee as people do, and a fee of 0 as no fee', () => {
    expect(percentText(12.5)).toBe('12.5%');
    expect(percentText(12.25)).toBe('12.25%');
    expect(percentText(10)).toBe('10%');
    expect(percentText(0.1 + 0.2)).toBe('0.3%');
    const lines = restockingLines(
      withPolicy({ restockingPercent: { unopened: 0, opened: 12.5, damagedPackaging: 50 } }),
    );
    expect(lines.map((l) => l.fee)).toEqual(['No fee', '12.5%', '50%']);
  });

  it('count hours and days in the singular and the plural', () => {
    expect(hoursText(1)).toBe('1 hour');
    expect(hoursText(72)).toBe('72 hours');
    expect(daysCountText(1)).toBe('1 day');
    expect(daysCountText(90)).toBe('90 days');
  });
});
