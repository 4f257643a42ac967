import { describe, expect, it } from 'vitest';
import {
  canCancel,
  cancelDeadline,
  canReturn,
  DEFAULT_RETURNS_POLICY as P,
  RETURN_CONDITIONS,
  restockingFeePaise,
  restockingPercent,
  returnDeadline,
} from './returns';

// Every expected value is worked by hand from SPEC §9: cancel within 2 hours, return within 7 days (the
// setting's default), restocking 10 / 15 / 20 percent, refunds in 7–10 business days.

const PLACED = new Date('2026-11-26T10:00:00.000Z');
const at = (ms: number) => new Date(PLACED.getTime() + ms);
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

describe('the defaults (SPEC §9)', () => {
  it('are 2 hours, 7 days, 10 / 15 / 20 percent and 7–10 business days', () => {
    expect(P).toEqual({
      cancelWithinHours: 2,
      returnWithinDays: 7,
      restockingPercent: { unopened: 10, opened: 15, damagedPackaging: 20 },
      refundDays: { min: 7, max: 10 },
    });
    expect(RETURN_CONDITIONS).toEqual(['unopened', 'opened', 'damagedPackaging', 'faulty']);
  });
});

describe('cancelling', () => {
  const order = (orderStatus: string) => ({ orderDate: PLACED, orderStatus });

  it('2 hours less a second after ordering can cancel; 2 hours cannot', () => {
    expect(cancelDeadline(PLACED, P)).toEqual(new Date('2026-11-26T12:00:00.000Z'));
    expect(canCancel(order('pending'), at(2 * HOUR - SECOND), P)).toBe(true);
    expect(canCancel(order('pending'), at(2 * HOUR - 1), P)).toBe(true);
    expect(canCancel(order('pending'), at(2 * HOUR), P)).toBe(false);
    expect(canCancel(order('pending'), at(0), P)).toBe(true);
  });

  it('only before the goods are dispatched', () => {
    for (const status of ['pending', 'confirmed', 'inProcess']) {
      expect(canCancel(order(status), at(HOUR), P), status).toBe(true);
    }
    for (const status of ['inShipping', 'delivered', 'rejected']) {
      expect(canCancel(order(status), at(HOUR), P), status).toBe(false);
    }
  });

  it('follows the owner’s window: 0 hours is no cancelling at all, 24 hours a day', () => {
    expect(canCancel(order('pending'), at(0), { ...P, cancelWithinHours: 0 })).toBe(false);
    const day = { ...P, cancelWithinHours: 24 };
    expect(canCancel(order('confirmed'), at(DAY - SECOND), day)).toBe(true);
    expect(canCancel(order('confirmed'), at(DAY), day)).toBe(false);
  });
});

describe('returning', () => {
  const delivered = (deliveredAt: Date | null, orderStatus = 'delivered') => ({ orderStatus, deliveredAt });

  it('7 days less a second after delivery can ask; 7 days cannot', () => {
    expect(returnDeadline(PLACED, P)).toEqual(new Date('2026-12-03T10:00:00.000Z'));
    expect(canReturn(delivered(PLACED), at(7 * DAY - SECOND), P)).toBe(true);
    expect(canReturn(delivered(PLACED), at(7 * DAY), P)).toBe(false);
    expect(canReturn(delivered(PLACED), at(0), P)).toBe(true);
  });

  it('only a delivered order with its delivery date', () => {
    expect(canReturn(delivered(null), at(HOUR), P)).toBe(false);
    for (const status of ['pending', 'confirmed', 'inProcess', 'inShipping', 'rejected']) {
      expect(canReturn(delivered(PLACED, status), at(HOUR), P), status).toBe(false);
    }
  });

  it('follows the owner’s window: 30 days', () => {
    const month = { ...P, returnWithinDays: 30 };
    expect(canReturn(delivered(PLACED), at(30 * DAY - SECOND), month)).toBe(true);
    expect(canReturn(delivered(PLACED), at(30 * DAY), month)).toBe(false);
  });
});

describe('restocking fees', () => {
  it('10 % unopened, 15 % opened, 20 % damaged packaging, nothing for a faulty or wrong item', () => {
    expect(restockingPercent('unopened', P)).toBe(10);
    expect(restockingPercent('opened', P)).toBe(15);
    expect(restockingPercent('damagedPackaging', P)).toBe(20);
    expect(restockingPercent('faulty', P)).toBe(0);
    // ₹1,180.00: 118.00, 177.00, 236.00, 0.
    expect(restockingFeePaise(118_000, 'unopened', P)).toBe(11_800);
    expect(restockingFeePaise(118_000, 'opened', P)).toBe(17_700);
    expect(restockingFeePaise(118_000, 'damagedPackaging', P)).toBe(23_600);
    expect(restockingFeePaise(118_000, 'faulty', P)).toBe(0);
  });

  it('rounds to the nearest paisa, a half paisa up', () => {
    // ₹3.33 opened: 15 % of 333 = 49.95 → 50; ₹0.03 unopened: 0.3 → 0; ₹0.05 unopened: 0.5 → 1.
    expect(restockingFeePaise(333, 'opened', P)).toBe(50);
    expect(restockingFeePaise(3, 'unopened', P)).toBe(0);
    expect(restockingFeePaise(5, 'unopened', P)).toBe(1);
    // ₹3.37 opened: 50.55 → 51 (the owner's 12.5 % on ₹2.00: 25).
    expect(restockingFeePaise(337, 'opened', P)).toBe(51);
    expect(
      restockingFeePaise(200, 'opened', {
        ...P,
        restockingPercent: { ...P.restockingPercent, opened: 12.5 },
      }),
    ).toBe(25);
  });
});
