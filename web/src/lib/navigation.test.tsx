import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  documentNavigation,
  hrefOf,
  isActivePath,
  Link,
  NavigationProvider,
  NavLink,
  useLocation,
  useNavigate,
  useSearchParams,
  type DocumentHistory,
  type NavigateFn,
  type SetSearchParams,
} from './navigation';

/** A history that records what it was asked to do, standing in for the window's. */
function fakeHistory(start: string) {
  let url = new URL(start, 'http://shop.test');
  let onPop: (() => void) | undefined;
  const calls: string[] = [];
  const history: DocumentHistory = {
    current: () => ({ pathname: url.pathname, search: url.search, hash: url.hash }),
    load: (href, replace) => void calls.push(`load ${href}${replace ? ' (replace)' : ''}`),
    change: (href, replace) => {
      calls.push(`change ${href}${replace ? ' (replace)' : ''}`);
      url = new URL(href, url);
    },
    back: (delta) => void calls.push(`back ${delta}`),
    listen: (onChange) => void (onPop = onChange),
  };
  return {
    history,
    calls,
    /** Back to an earlier query of the page, as the browser's Back button does. */
    popTo: (href: string) => {
      url = new URL(href, url);
      onPop?.();
    },
  };
}

/** What the probe was given, for the test to call. */
const given: { navigate?: NavigateFn; setParams?: SetSearchParams } = {};
const navigate: NavigateFn = (to, options) => given.navigate!(to, options);
const setParams: SetSearchParams = (next, options) => given.setParams!(next, options);

function Probe() {
  const location = useLocation();
  const [params, set] = useSearchParams();
  const go = useNavigate();
  useEffect(() => {
    given.navigate = go;
    given.setParams = set;
  });
  return (
    <p>
      at {location.pathname}
      {location.search} page {params.get('page') ?? '1'}
    </p>
  );
}

function renderPage(start: string, params: Record<string, string> = {}) {
  const fake = fakeHistory(start);
  const url = new URL(start, 'http://shop.test');
  const navigation = documentNavigation(url, params, fake.history);
  render(
    <NavigationProvider value={navigation}>
      <Probe />
      <Link to="/shop/listing?page=2">Next page</Link>
      <Link to="/shop/product/p1">A product</Link>
      <NavLink to="/shop/listing" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Products
      </NavLink>
      <NavLink to="/shop/home">Home</NavLink>
    </NavigationProvider>,
  );
  return fake;
}

describe('a browsing page’s navigation (decision 026)', () => {
  it('loads another page, and leaves the promise open while it goes', async () => {
    const fake = renderPage('/shop/listing');
    let settled = false;
    void Promise.resolve(navigate('/shop/home')).then(() => (settled = true));
    navigate('/shop/checkout', { replace: true });
    await Promise.resolve();
    expect(fake.calls).toEqual(['load /shop/home', 'load /shop/checkout (replace)']);
    expect(settled).toBe(false);
    expect(screen.getByText(/^at/)).toHaveTextContent('at /shop/listing page 1');
  });

  it('changes the query of the page shown in place, re-rendering it, and follows Back', () => {
    const fake = renderPage('/shop/listing?category=Fans');
    act(() => void navigate({ search: '?category=Fans&page=3' }));
    expect(fake.calls).toEqual(['change /shop/listing?category=Fans&page=3']);
    expect(screen.getByText(/^at/)).toHaveTextContent('at /shop/listing?category=Fans&page=3 page 3');

    act(() =>
      setParams((prev) => new URLSearchParams({ ...Object.fromEntries(prev), page: '4' }), { replace: true }),
    );
    expect(fake.calls.at(-1)).toBe('change /shop/listing?category=Fans&page=4 (replace)');
    expect(screen.getByText(/^at/)).toHaveTextContent('page 4');

    act(() => fake.popTo('/shop/listing?category=Fans'));
    expect(screen.getByText(/^at/)).toHaveTextContent('at /shop/listing?category=Fans page 1');
  });

  it('follows a link to another query of the page in place, and leaves a link to another page to the browser', () => {
    const fake = renderPage('/shop/listing');
    // Whether the page left each click to the browser (then stopped here: jsdom loads no other document).
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/shop/listing?page=2');
    fireEvent.click(next);
    expect(fake.calls).toEqual(['change /shop/listing?page=2']);

    fireEvent.click(screen.getByRole('link', { name: 'A product' }));
    // A click the browser should handle (a new tab) is left to it, even for this page.
    fireEvent.click(next, { ctrlKey: true });
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([false, true, true]);
    expect(fake.calls).toEqual(['change /shop/listing?page=2']);
  });

  it('on a Hindi page (/hi/…): sees the path without the prefix, and links and navigations keep it', () => {
    const fake = renderPage('/hi/shop/listing');
    expect(screen.getByText(/^at/)).toHaveTextContent('at /shop/listing page 1');
    expect(screen.getByRole('link', { name: 'A product' })).toHaveAttribute('href', '/hi/shop/product/p1');
    expect(screen.getByRole('link', { name: 'Products' })).toHaveClass('on');
    act(() => void navigate({ search: '?page=2' }));
    void navigate('/shop/checkout');
    void navigate('/admin/dashboard');
    expect(fake.calls).toEqual([
      'change /hi/shop/listing?page=2',
      'load /hi/shop/checkout',
      'load /admin/dashboard',
    ]);
    expect(screen.getByText(/^at/)).toHaveTextContent('at /shop/listing?page=2 page 2');
  });

  it('marks the nav link of the page shown, as the router’s NavLink does', () => {
    renderPage('/shop/listing?brand=Kiran');
    const products = screen.getByRole('link', { name: 'Products' });
    expect(products).toHaveAttribute('aria-current', 'page');
    expect(products).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(isActivePath('/shop/listing', '/shop/listing/')).toBe(true);
    expect(isActivePath('/shop', '/shop/product/p1')).toBe(true);
    expect(isActivePath('/shop/home', '/shop/homely')).toBe(false);
  });

  it('renders on the server from the request’s address, where a navigation does nothing', () => {
    const navigation = documentNavigation(
      new URL('http://shop.test/shop/search?keyword=fan&page=2'),
      {},
      null,
    );
    const html = renderToString(
      <NavigationProvider value={navigation}>
        <Probe />
        <Link to="/shop/home">Home</Link>
      </NavigationProvider>,
    );
    expect(html).toContain('at <!-- -->/shop/search<!-- -->?keyword=fan&amp;page=2<!-- --> page <!-- -->2');
    expect(html).toContain('<a href="/shop/home">Home</a>');
    // Nothing to navigate on the server: the function does nothing (it is not a hook there).
    const serverNavigate = navigation.useNavigate;
    expect(serverNavigate()('/shop/home')).toBeUndefined();
  });

  it('makes an address of a path or of another query of the page', () => {
    expect(hrefOf('/shop/home', { pathname: '/shop/listing' })).toBe('/shop/home');
    expect(hrefOf({ search: 'page=2' }, { pathname: '/shop/listing' })).toBe('/shop/listing?page=2');
    expect(hrefOf({ search: '' }, { pathname: '/shop/listing' })).toBe('/shop/listing');
  });
});
