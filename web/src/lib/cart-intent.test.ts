import { afterEach, describe, expect, it } from 'vitest';
import {
  CART_INTENT_KEY,
  CART_INTENT_TTL_MS,
  pendingCartIntent,
  rememberCartIntent,
  takeCartIntent,
  withCartIntent,
  withoutCartIntent,
} from './cart-intent';

afterEach(() => sessionStorage.clear());

const PRODUCT = '0b6a3c1e-5f7d-4e2a-9c8b-1d2e3f4a5b6c';
const NOW = 1_800_000_000_000;

describe('a visitor’s cart request kept across login', () => {
  it('is given back once, to the marker that names it, within 30 minutes', () => {
    const id = rememberCartIntent({ action: 'add', productId: PRODUCT, quantity: 90 }, NOW)!;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(takeCartIntent('another-marker', NOW)).toBeNull();
    expect(takeCartIntent(id, NOW + CART_INTENT_TTL_MS)).toEqual({
      action: 'add',
      productId: PRODUCT,
      quantity: 90,
    });
    // Once: a reload or Back does not add it again.
    expect(takeCartIntent(id, NOW)).toBeNull();
  });

  it('can be looked at through the way back without being taken, while it is valid', () => {
    const id = rememberCartIntent({ action: 'buy', productId: PRODUCT, quantity: 3 }, NOW)!;
    const back = withCartIntent(`/shop/product/${PRODUCT}`, id);
    expect(pendingCartIntent(back, NOW + CART_INTENT_TTL_MS)).toEqual({
      action: 'buy',
      productId: PRODUCT,
      quantity: 3,
    });
    expect(pendingCartIntent(back, NOW + CART_INTENT_TTL_MS + 1)).toBeNull();
    expect(pendingCartIntent(withCartIntent(`/shop/product/${PRODUCT}`, 'another-marker'), NOW)).toBeNull();
    expect(pendingCartIntent(`/shop/product/${PRODUCT}`, NOW)).toBeNull();
    expect(pendingCartIntent(null, NOW)).toBeNull();
    // Still there for the page it leads back to.
    expect(takeCartIntent(id, NOW)).not.toBeNull();
  });

  it('is forgotten once it is a moment past 30 minutes old', () => {
    const id = rememberCartIntent({ action: 'buy', productId: PRODUCT, quantity: 1 }, NOW)!;
    expect(takeCartIntent(id, NOW + CART_INTENT_TTL_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(CART_INTENT_KEY)).toBeNull();
  });

  it('keeps one request: a later tap replaces the earlier one', () => {
    const first = rememberCartIntent({ action: 'add', productId: PRODUCT, quantity: 1 }, NOW)!;
    const second = rememberCartIntent({ action: 'add', productId: PRODUCT, quantity: 2 }, NOW)!;
    expect(first).not.toBe(second);
    expect(takeCartIntent(first, NOW)).toBeNull();
  });

  it('acts on nothing a page could not have asked: a changed quantity, product or action is dropped', () => {
    for (const change of [
      { quantity: 0 },
      { quantity: 1001 },
      { quantity: 2.5 },
      { quantity: '90' },
      { productId: 'abc' },
      { action: 'delete' },
      { expires: 'never' },
    ]) {
      const id = rememberCartIntent({ action: 'add', productId: PRODUCT, quantity: 1 }, NOW)!;
      const stored = JSON.parse(sessionStorage.getItem(CART_INTENT_KEY)!);
      sessionStorage.setItem(CART_INTENT_KEY, JSON.stringify({ ...stored, ...change }));
      expect(takeCartIntent(id, NOW), JSON.stringify(change)).toBeNull();
    }
    sessionStorage.setItem(CART_INTENT_KEY, '{not json');
    expect(takeCartIntent('x', NOW)).toBeNull();
  });

  it('asks for nothing past the cart’s cap in the first place', () => {
    expect(rememberCartIntent({ action: 'add', productId: PRODUCT, quantity: 1001 }, NOW)).toBeNull();
    expect(rememberCartIntent({ action: 'add', productId: PRODUCT, quantity: 1000 }, NOW)).not.toBeNull();
  });

  it('puts the marker in the way back and takes it out again, keeping the page’s own query', () => {
    expect(withCartIntent('/shop/listing?category=Fans', 'abc')).toBe(
      '/shop/listing?category=Fans&cartIntent=abc',
    );
    expect(withCartIntent('/shop/home', 'abc')).toBe('/shop/home?cartIntent=abc');
    expect(withoutCartIntent('?category=Fans&cartIntent=abc')).toBe('?category=Fans');
    expect(withoutCartIntent('?cartIntent=abc')).toBe('');
  });
});
