import { describe, expect, it } from 'vitest';
import {
  formatDeliveryDates,
  formatDeliveryDay,
  formatDeliveryMoment,
  orderDeliveryState,
} from './delivery-dates';

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

describe('where an order’s delivery stands', () => {
  const expectedDelivery = { from: '2026-12-03', to: '2026-12-05' };

  it('a live order is expected on the dates told at checkout, whatever its status before delivery', () => {
    for (const orderStatus of ['pending', 'confirmed', 'inProcess', 'inShipping']) {
      expect(orderDeliveryState({ orderStatus, expectedDelivery }), orderStatus).toEqual({
        state: 'expected',
        dates: 'Thu 3 Dec – Sat 5 Dec',
        text: 'Expected Thu 3 Dec – Sat 5 Dec',
      });
    }
    expect(orderDeliveryState({ orderStatus: 'confirmed', expectedDelivery: null })).toBeNull();
  });

  it('a delivered order says when, on India’s calendar, and never its expected dates', () => {
    // 20:00 UTC on 2 December is 01:30 on 3 December in India.
    expect(
      orderDeliveryState({
        orderStatus: 'delivered',
        expectedDelivery,
        deliveredAt: '2026-12-02T20:00:00.000Z',
      }),
    ).toEqual({ state: 'delivered', text: 'Delivered on Thu 3 Dec' });
    expect(orderDeliveryState({ orderStatus: 'delivered', expectedDelivery, deliveredAt: null })).toEqual({
      state: 'delivered',
      text: 'Delivered',
    });
  });

  it('a rejected order is cancelled, on the day the buyer cancelled it when they did', () => {
    expect(
      orderDeliveryState({
        orderStatus: 'rejected',
        expectedDelivery,
        cancelledAt: new Date('2026-11-30T06:00:00Z'),
      }),
    ).toEqual({ state: 'cancelled', text: 'Cancelled on Mon 30 Nov' });
    expect(orderDeliveryState({ orderStatus: 'rejected', expectedDelivery })).toEqual({
      state: 'cancelled',
      text: 'Cancelled',
    });
  });
});

describe('delivery dates on a Hindi page', () => {
  it('gives Hindi day and month names with Latin digits, the English unchanged', () => {
    expect(formatDeliveryDay('2026-12-03', 'hi')).toBe('गुरु 3 दिस॰');
    expect(formatDeliveryDates({ from: '2026-12-03', to: '2026-12-05' }, 'hi')).toBe(
      'गुरु 3 दिस॰ – शनि 5 दिस॰',
    );
    expect(formatDeliveryMoment('2026-12-02T20:00:00.000Z', 'hi')).toBe('गुरु 3 दिस॰');
    expect(formatDeliveryMoment('2026-12-02T20:00:00.000Z')).toBe('Thu 3 Dec');
  });

  it('an expected order gives its dates in Hindi and its English line as before', () => {
    expect(
      orderDeliveryState(
        { orderStatus: 'confirmed', expectedDelivery: { from: '2026-12-03', to: '2026-12-03' } },
        'hi',
      ),
    ).toEqual({ state: 'expected', dates: 'गुरु 3 दिस॰', text: 'Expected Thu 3 Dec' });
  });
});
