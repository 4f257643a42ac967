import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-key';

const ID = '0b6a3c1e-5f7d-4e2a-9c8b-1d2e3f4a5b6c';

describe('pageCacheKey (the server page cache keeps a visitor page under it)', () => {
  it('is the path for a page without parameters', () => {
    expect(pageCacheKey('/shop/home')).toBe('/shop/home');
    expect(pageCacheKey('/shop/home?')).toBe('/shop/home');
    expect(pageCacheKey(`/shop/product/${ID}`)).toBe(`/shop/product/${ID}`);
  });

  it('puts the parameters a page reads in one order, keeping each one’s values in the order sent', () => {
    const a = pageCacheKey('/shop/listing?sortBy=title-atoz&category=Fans&brand=Kiran');
    const b = pageCacheKey('/shop/listing?brand=Kiran&category=Fans&sortBy=title-atoz');
    expect(a).toBe('/shop/listing?brand=Kiran&category=Fans&sortBy=title-atoz');
    expect(b).toBe(a);
    expect(pageCacheKey('/shop/listing?category=B&page=2&category=A')).toBe(
      '/shop/listing?category=B&category=A&page=2',
    );
    expect(pageCacheKey('/shop/search?keyword=pvc%20pipe')).toBe('/shop/search?keyword=pvc+pipe');
    expect(pageCacheKey('/shop/estimator?subcategory=x&category=y')).toBe(
      '/shop/estimator?category=y&subcategory=x',
    );
    expect(pageCacheKey('/auth/login?r=%2Fshop%2Fcheckout')).toBe('/auth/login?r=%2Fshop%2Fcheckout');
    // The listing's price range and In stock only are views of their own, kept like the other filters.
    expect(pageCacheKey('/shop/listing?minPrice=100&inStock=true&maxPrice=500')).toBe(
      '/shop/listing?inStock=true&maxPrice=500&minPrice=100',
    );
  });

  it.each([
    '/shop/listing?z=12345',
    '/shop/listing?category=Fans&utm_source=whatsapp',
    '/shop/home?keyword=fan',
    '/shop/product/' + ID + '?x=1',
    // The reset link's email and code are not what a shared page is kept by.
    '/auth/reset-password?email=a%40b.in&code=123456',
  ])('is null (not kept) for %s: a parameter the page does not read', (url) => {
    expect(pageCacheKey(url)).toBeNull();
  });

  it.each([
    '/shop/LISTING',
    '/shop/listing/',
    '/shop/%6Cisting',
    `/shop/product/${ID.toUpperCase()}`,
    '/shop/product/not-an-id',
    '/nowhere',
    '*',
  ])('is null for %s: another spelling of a page, or no page', (url) => {
    expect(pageCacheKey(url)).toBeNull();
  });
});

describe('pageCacheKey in both languages (issue 50)', () => {
  it('keeps a Hindi page under its own /hi key, apart from its English twin', () => {
    expect(pageCacheKey('/hi/shop/home')).toBe('/hi/shop/home');
    expect(pageCacheKey('/hi/shop/listing?sortBy=price-asc&category=Fans')).toBe(
      '/hi/shop/listing?category=Fans&sortBy=price-asc',
    );
    expect(pageCacheKey(`/hi/shop/product/${ID}`)).toBe(`/hi/shop/product/${ID}`);
    expect(pageCacheKey('/hi/shop/home')).not.toBe(pageCacheKey('/shop/home'));
  });

  it.each([
    '/hi/admin/dashboard',
    '/hi/unauth-page',
    '/hi/shop/listing?x=1',
    '/hi/shop/nowhere',
    '/HI/shop/home',
  ])('is null for %s: no Hindi twin, or not a page as spelled', (url) => {
    expect(pageCacheKey(url)).toBeNull();
  });
});
