import { describe, expect, it } from 'vitest';
import { MAX_CART_QUANTITY, quantityLimit } from './cart-rules';
import { readQuantity } from './quantity';

describe('readQuantity (a quantity typed into a field)', () => {
  it('takes a whole number from 1 to the limit as it is, with commas or spaces as thousands', () => {
    expect(readQuantity('90', 100)).toEqual({ quantity: 90, message: null });
    expect(readQuantity(' 1 ', 100)).toEqual({ quantity: 1, message: null });
    expect(readQuantity('100', 100)).toEqual({ quantity: 100, message: null });
    expect(readQuantity('1,000', 1000)).toEqual({ quantity: 1000, message: null });
    expect(readQuantity('+7', 100)).toEqual({ quantity: 7, message: null });
    expect(readQuantity('3.0', 100)).toEqual({ quantity: 3, message: null });
  });

  it('pins one past the limit at the limit with SPEC’s message', () => {
    expect(readQuantity('101', 100)).toEqual({
      quantity: 100,
      message: 'Only 100 quantity can be added for this item',
    });
    expect(readQuantity('99999999999999999999', 90)).toEqual({
      quantity: 90,
      message: 'Only 90 quantity can be added for this item',
    });
  });

  it('pins 0 and below at 1, saying a quantity is at least 1', () => {
    for (const text of ['0', '-1', '-90', '-0'])
      expect(readQuantity(text, 100), text).toEqual({ quantity: 1, message: 'Quantity must be at least 1' });
  });

  it('refuses a decimal or anything that is not a number, saying which', () => {
    for (const text of ['1.5', '0.75', '2.25'])
      expect(readQuantity(text, 100), text).toEqual({
        quantity: null,
        message: 'Quantity must be a whole number',
      });
    for (const text of ['abc', '1e3', '0x10', '9O', '½', '1-2', '.', 'Infinity'])
      expect(readQuantity(text, 100), text).toEqual({ quantity: null, message: 'Quantity must be a number' });
  });

  it('gives no answer for a blank field (it goes back to what it held)', () => {
    expect(readQuantity('', 100)).toEqual({ quantity: null, message: null });
    expect(readQuantity('   ', 100)).toEqual({ quantity: null, message: null });
  });
});

describe('quantityLimit', () => {
  it('is the stock, at most the cart’s cap, never below 0', () => {
    expect(quantityLimit(90)).toBe(90);
    expect(quantityLimit(MAX_CART_QUANTITY)).toBe(MAX_CART_QUANTITY);
    expect(quantityLimit(MAX_CART_QUANTITY + 1)).toBe(MAX_CART_QUANTITY);
    expect(quantityLimit(0)).toBe(0);
    expect(quantityLimit(-3)).toBe(0);
  });
});
