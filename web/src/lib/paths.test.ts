import { describe, expect, it } from 'vitest';
import { hasLangTwin, hrefIn } from './paths';

describe('a link’s address in the page’s language (issue 50)', () => {
  it('moves a storefront or sign-in path under /hi on a Hindi page, query and all', () => {
    expect(hrefIn('/shop/home', 'hi')).toBe('/hi/shop/home');
    expect(hrefIn('/shop/search?keyword=pipe', 'hi')).toBe('/hi/shop/search?keyword=pipe');
    expect(hrefIn('/auth/login?r=%2Fshop%2Fcheckout', 'hi')).toBe('/hi/auth/login?r=%2Fshop%2Fcheckout');
    expect(hrefIn('/', 'hi')).toBe('/hi');
    // Already in Hindi: not prefixed twice.
    expect(hrefIn('/hi/shop/home', 'hi')).toBe('/hi/shop/home');
  });

  it('leaves the admin panel, other sites, fragments and every English page’s link as they are', () => {
    expect(hrefIn('/admin/dashboard', 'hi')).toBe('/admin/dashboard');
    expect(hrefIn('/unauth-page', 'hi')).toBe('/unauth-page');
    expect(hrefIn('/shopping', 'hi')).toBe('/shopping');
    expect(hrefIn('//evil.test/shop', 'hi')).toBe('//evil.test/shop');
    expect(hrefIn('https://wa.me/91', 'hi')).toBe('https://wa.me/91');
    expect(hrefIn('#main', 'hi')).toBe('#main');
    expect(hrefIn('/shop/home', 'en')).toBe('/shop/home');
  });

  it('knows which paths have a Hindi twin', () => {
    expect(['/', '/shop', '/shop/home', '/auth/login', '/shop?x=1'].map(hasLangTwin)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/admin', '/admin/orders', '/unauth-page', '/api/products', '/shops'].map(hasLangTwin)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
