import { describe, expect, it } from 'vitest';
import { addRefusal, cartLineCount, onlyAvailableMessage, quantityInCart } from './cart-rules';
import { linePrices, overStock, previewCart } from './cart-prices';
import type { ApiCart, ApiCartItem } from '../../../common/contracts/cart';

const cart = (items: { productId: string; quantity: number }[]): ApiCart => ({
  _id: 'c1',
  userId: 'u1',
  items: items.map((i) => ({
    ...i,
    title: 'x',
    image: '',
    price: 1,
    salePrice: 1.18,
    cgstPercent: 9,
    sgstPercent: 9,
    totalStock: 5,
  })),
  totals: { subtotal: 0, cgst: 0, sgst: 0, grandTotal: 0 },
});

describe('Add to Cart stock rule (SPEC §5)', () => {
  it('lets the cart reach the stock on listing and search, and refuses one more', () => {
    expect(addRefusal(5, 4, 'listing')).toBeNull();
    expect(addRefusal(5, 5, 'listing')).toBe('Only 5 quantity can be added for this item');
    expect(addRefusal(5, 5, 'search')).toBe('Only 5 quantity can be added for this item');
    expect(addRefusal(0, 0, 'search')).toBe('Only 0 quantity can be added for this item');
  });

  it('counts the quantity a field asks for: up to the stock with what the cart holds, and no more', () => {
    expect(addRefusal(90, 0, 'product', 90)).toBeNull();
    expect(addRefusal(90, 0, 'product', 91)).toBe('Only 90 quantity can be added for this item');
    expect(addRefusal(90, 10, 'product', 80)).toBeNull();
    expect(addRefusal(90, 10, 'product', 81)).toBe('Only 90 quantity can be added for this item');
  });

  it('does not check on the home page (the server still does)', () => {
    expect(addRefusal(5, 5, 'home')).toBeNull();
  });

  it('counts what the cart holds of a product, and the cart’s lines for the badge', () => {
    const c = cart([
      { productId: 'a', quantity: 3 },
      { productId: 'b', quantity: 7 },
    ]);
    expect(quantityInCart(c, 'a')).toBe(3);
    expect(quantityInCart(c, 'z')).toBe(0);
    expect(quantityInCart(undefined, 'a')).toBe(0);
    expect(cartLineCount(c)).toBe(2);
    expect(cartLineCount(undefined)).toBe(0);
  });

  it('words Buy Now’s stock message as SPEC §8 does', () => {
    expect(onlyAvailableMessage(2)).toBe('Only 2 quantity available for this item');
  });
});

const item = (over: Partial<ApiCartItem> = {}): ApiCartItem => ({
  productId: 'p1',
  title: 'Copper Wire 1.5 sq mm, 90 m',
  image: '',
  price: 100,
  salePrice: 118,
  cgstPercent: 9,
  sgstPercent: 9,
  quantity: 1,
  totalStock: 5,
  ...over,
});

describe('SPEC §5 quantity rules in the cart', () => {
  it('flags a line holding more than is left', () => {
    expect(overStock(item({ quantity: 3, totalStock: 3 }))).toBe(false);
    expect(overStock(item({ quantity: 4, totalStock: 3 }))).toBe(true);
  });
});

describe('previewCart: what the cart shows before the server answers', () => {
  const cart: ApiCart = {
    _id: 'c1',
    userId: 'u1',
    items: [
      item(),
      item({ productId: 'p2', title: 'MCB 32A', salePrice: 0, price: 250, cgstPercent: 6, sgstPercent: 6 }),
    ],
    totals: { subtotal: 350, cgst: 24, sgst: 24, grandTotal: 398 },
  };

  it('changes one line and prices the totals as the server does (common/money.ts)', () => {
    const next = previewCart(cart, { productId: 'p1', quantity: 3 });
    expect(next.items.map((i) => i.quantity)).toEqual([3, 1]);
    // 3 × ₹118.00 (₹300 + 9 % + 9 %) and 1 × ₹250 base + 12 % = ₹280.
    expect(next.totals).toEqual({ subtotal: 550, cgst: 42, sgst: 42, grandTotal: 634 });
    expect(cart.items[0].quantity).toBe(1);
  });

  it('removes a line', () => {
    const next = previewCart(cart, { productId: 'p2', quantity: null });
    expect(next.items.map((i) => i.productId)).toEqual(['p1']);
    expect(next.totals).toEqual({ subtotal: 100, cgst: 9, sgst: 9, grandTotal: 118 });
  });

  it('gives each line its unit price and total with GST', () => {
    expect(linePrices(item({ quantity: 3 }))).toEqual({ unit: 118, total: 354 });
    expect(
      linePrices(item({ salePrice: 0, price: 250, cgstPercent: 6, sgstPercent: 6, quantity: 2 })),
    ).toEqual({ unit: 280, total: 560 });
  });
});
