import { describe, expect, it } from 'vitest';
import { isPayable } from './payment-rules';

describe('isPayable: may a completed payment confirm the order?', () => {
  // Every payment status against every order status, by hand: only a pending payment on an order the shop
  // has not rejected.
  it.each([
    ['pending', 'pending', true],
    ['pending', 'confirmed', true],
    ['pending', 'inProcess', true],
    ['pending', 'inShipping', true],
    ['pending', 'delivered', true],
    ['pending', 'rejected', false],
    ['paid', 'pending', false],
    ['paid', 'confirmed', false],
    ['paid', 'rejected', false],
    ['failed', 'pending', false],
    ['failed', 'confirmed', false],
    ['failed', 'rejected', false],
  ] as const)('payment %s, order %s → %s', (paymentStatus, orderStatus, payable) => {
    expect(isPayable({ paymentStatus, orderStatus })).toBe(payable);
  });
});
