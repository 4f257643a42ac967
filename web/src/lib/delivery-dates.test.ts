import { describe, expect, it } from 'vitest';
import { formatDeliveryDates, formatDeliveryDay } from './delivery-dates';

describe('expected delivery dates', () => {
  it('reads a day as weekday, day and month, without en-IN’s comma', () => {
    expect(formatDeliveryDay('2026-12-03')).toBe('Thu 3 Dec');
    expect(formatDeliveryDay('2027-01-01')).toBe('Fri 1 Jan');
  });

  it('gives a range, or one day when it starts and ends on the same day', () => {
    expect(formatDeliveryDates({ from: '2026-12-03', to: '2026-12-05' })).toBe('Thu 3 Dec – Sat 5 Dec');
    expect(formatDeliveryDates({ from: '2026-12-03', to: '2026-12-03' })).toBe('Thu 3 Dec');
  });
});
