import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { ALL_ADMIN_PATHS, ALL_SHOP_PATHS, PUBLIC_SHOP_PATHS } from '../lib/path-rules';
import { decide, homeFor, isAdminUser, safeReturnTo, type GuardUser } from './guard';

const visitor = { user: null };
const customer = { user: { role: 'customer', isAdmin: false } satisfies GuardUser };
const admin = { user: { role: 'admin', isAdmin: false } satisfies GuardUser };
const flaggedAdmin = { user: { role: 'customer', isAdmin: true } satisfies GuardUser };

const DASHBOARD = '/admin/dashboard';
const SHOP_HOME = '/shop/home';
const LOGIN = '/auth/login';

describe('the path lists are SPEC §2 exactly', () => {
  it('has every shop route, and the product, order-placed and wishlist pages beyond SPEC', () => {
    expect([...ALL_SHOP_PATHS].sort()).toEqual(
      [
        'product/:id',
        'home',
        'listing',
        'checkout',
        'account',
        'phonepe-return',
        'payment-success',
        'payment-failed',
        'order-placed',
        'search',
        'estimator',
        'terms',
        'about',
        'contact',
        'privacy',
        'return',
        'warranty',
        'shipping',
        'store-locator',
        'refund-cancellation',
        'wishlist',
      ]
        .map((s) => `/shop/${s}`)
        .sort(),
    );
  });
  it('has every admin route', () => {
    expect([...ALL_ADMIN_PATHS].sort()).toEqual(
      [
        'dashboard',
        'products',
        'orders',
        'returns',
        'features',
        'categories',
        'images',
        'settings',
        'estimator',
      ]
        .map((s) => `/admin/${s}`)
        .sort(),
    );
  });
  it('keeps only checkout, account, a placed order and the wishlist behind login on the shop (estimator public per DESIGN)', () => {
    expect(ALL_SHOP_PATHS.filter((p) => !PUBLIC_SHOP_PATHS.includes(p)).sort()).toEqual([
      '/shop/account',
      '/shop/checkout',
      '/shop/order-placed',
      '/shop/wishlist',
    ]);
  });
});

describe('who is an admin, and where is home', () => {
  it.each([
    [visitor.user, false, SHOP_HOME],
    [customer.user, false, SHOP_HOME],
    [admin.user, true, DASHBOARD],
    [flaggedAdmin.user, true, DASHBOARD],
  ])('%o → admin %s, home %s', (user, isAdmin, home) => {
    expect(isAdminUser(user)).toBe(isAdmin);
    expect(homeFor(user)).toBe(home);
  });
});

describe("'/' goes to the user's home", () => {
  it.each([
    ['visitor', visitor, SHOP_HOME],
    ['customer', customer, SHOP_HOME],
    ['admin', admin, DASHBOARD],
    ['isAdmin-flag admin', flaggedAdmin, DASHBOARD],
  ])('%s → %s', (_who, auth, target) => {
    expect(decide('/', auth)).toEqual({ redirect: target });
  });
});

describe('section index paths lead to their first page, with that page’s rules', () => {
  it.each([
    ['/shop', visitor, { redirect: SHOP_HOME }],
    ['/shop/', customer, { redirect: SHOP_HOME }],
    ['/shop', admin, { redirect: DASHBOARD }],
    ['/admin', admin, { redirect: DASHBOARD }],
    ['/admin', customer, { redirect: '/unauth-page' }],
    ['/admin', visitor, { redirect: LOGIN, from: DASHBOARD }],
    ['/auth', visitor, { redirect: LOGIN }],
    ['/auth', customer, { redirect: SHOP_HOME }],
    ['/auth', admin, { redirect: DASHBOARD }],
  ])('%s as %o → %o', (path, auth, expected) => {
    expect(decide(path, auth)).toEqual(expected);
  });
});

describe('shop paths', () => {
  it.each(ALL_SHOP_PATHS.map((p) => [p]))('an admin on %s goes to the dashboard', (path) => {
    expect(decide(path, admin)).toEqual({ redirect: DASHBOARD });
    expect(decide(path, flaggedAdmin)).toEqual({ redirect: DASHBOARD });
  });
  it.each(ALL_SHOP_PATHS.map((p) => [p]))('a customer may open %s', (path) => {
    expect(decide(path, customer)).toEqual({});
  });
  it.each(PUBLIC_SHOP_PATHS.map((p) => [p]))('a visitor may open the public %s', (path) => {
    expect(decide(path, visitor)).toEqual({});
  });
  it.each([['/shop/checkout'], ['/shop/account']])(
    'a visitor on %s goes to login with the origin remembered',
    (path) => {
      expect(decide(path, visitor)).toEqual({ redirect: LOGIN, from: path });
    },
  );
  it('remembers the query string with the origin', () => {
    expect(decide('/shop/account', visitor, { search: '?tab=address' })).toEqual({
      redirect: LOGIN,
      from: '/shop/account?tab=address',
    });
  });
  it('treats a trailing slash like the path itself', () => {
    expect(decide('/shop/checkout/', visitor)).toEqual({ redirect: LOGIN, from: '/shop/checkout' });
    expect(decide('/shop/home/', admin)).toEqual({ redirect: DASHBOARD });
  });
  it('applies the rules to the spellings the router also matches (any case, percent-encoded letters)', () => {
    expect(decide('/Shop/Checkout', visitor)).toEqual({ redirect: LOGIN, from: '/shop/checkout' });
    expect(decide('/shop/%63heckout', visitor)).toEqual({ redirect: LOGIN, from: '/shop/checkout' });
    expect(decide('/SHOP/HOME', admin)).toEqual({ redirect: DASHBOARD });
    expect(decide('/shop/%ZZ', admin)).toEqual({});
  });
  it('lets the estimator be public (DESIGN product decision)', () => {
    expect(decide('/shop/estimator', visitor)).toEqual({});
    expect(decide('/shop/estimator?category=Fans', visitor)).toEqual({});
  });
  it('keeps an admin off the shop’s estimator too; theirs is /admin/estimator (decision 010)', () => {
    expect(decide('/shop/estimator', admin)).toEqual({ redirect: DASHBOARD });
    expect(decide('/admin/estimator', admin)).toEqual({});
    expect(decide('/admin/estimator', customer)).toEqual({ redirect: '/unauth-page' });
    expect(decide('/admin/estimator', visitor)).toEqual({ redirect: LOGIN, from: '/admin/estimator' });
  });
});

describe('admin paths', () => {
  it.each(ALL_ADMIN_PATHS.map((p) => [p]))(
    '%s: admin stays, customer to /unauth-page, visitor to login',
    (path) => {
      expect(decide(path, admin)).toEqual({});
      expect(decide(path, flaggedAdmin)).toEqual({});
      expect(decide(path, customer)).toEqual({ redirect: '/unauth-page' });
      expect(decide(path, visitor)).toEqual({ redirect: LOGIN, from: path });
    },
  );
  it.each(ALL_ADMIN_PATHS.map((p) => [p]))(
    '%s in capitals or percent-encoded is still an admin path',
    (path) => {
      const encoded = `/admin/%${path.charCodeAt(7).toString(16)}${path.slice(8)}`;
      for (const spelling of [path.toUpperCase(), encoded]) {
        expect(decide(spelling, customer)).toEqual({ redirect: '/unauth-page' });
        expect(decide(spelling, visitor)).toEqual({ redirect: LOGIN, from: path });
      }
    },
  );
});

describe('login and register', () => {
  it.each([[LOGIN], ['/auth/register']])('%s: a visitor stays', (path) => {
    expect(decide(path, visitor)).toEqual({});
    expect(decide(path, visitor, { returnTo: '/shop/account' })).toEqual({});
  });
  it.each([[LOGIN], ['/auth/register']])('%s: a logged-in user goes home', (path) => {
    expect(decide(path, customer)).toEqual({ redirect: SHOP_HOME });
    expect(decide(path.toUpperCase(), customer)).toEqual({ redirect: SHOP_HOME });
    expect(decide(path, admin)).toEqual({ redirect: DASHBOARD });
  });
  it('a fresh login goes back to the remembered origin or ?r=', () => {
    expect(decide(LOGIN, customer, { returnTo: '/shop/account' })).toEqual({ redirect: '/shop/account' });
    expect(decide(LOGIN, customer, { returnTo: '/shop/search?keyword=wire' })).toEqual({
      redirect: '/shop/search?keyword=wire',
    });
    // The admin's origin on a shop page is then sent on to the dashboard by the shop rule.
    expect(decide(LOGIN, admin, { returnTo: '/admin/orders' })).toEqual({ redirect: '/admin/orders' });
  });
  it.each([
    ['https://evil.example/'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['shop/account'],
    ['/auth/login'],
    ['/auth/register?r=/x'],
    [''],
    [null],
  ])('refuses the unsafe or looping return target %o and goes home instead', (returnTo) => {
    expect(decide(LOGIN, customer, { returnTo })).toEqual({ redirect: SHOP_HOME });
  });
});

describe('pages open to everyone', () => {
  it.each([
    ['/auth/forgot-password'],
    ['/auth/reset-password'],
    ['/unauth-page'],
    ['/no/such/page'],
    ['/shop/no-such-page'],
    ['/admin/no-such-page'],
  ])('%s is never redirected', (path) => {
    for (const auth of [visitor, customer, admin]) expect(decide(path, auth)).toEqual({});
  });
});

describe('safeReturnTo', () => {
  it('refuses the Hindi login and register as a way back too (issue 50), and keeps a Hindi page', () => {
    expect(safeReturnTo('/hi/auth/login')).toBeNull();
    expect(safeReturnTo('/hi/auth/register?r=%2Fshop')).toBeNull();
    expect(safeReturnTo('/hi/shop/checkout')).toBe('/hi/shop/checkout');
  });
  it('keeps same-site paths with their query', () => {
    expect(safeReturnTo('/shop/checkout')).toBe('/shop/checkout');
    expect(safeReturnTo('/shop/search?keyword=pvc%20pipe')).toBe('/shop/search?keyword=pvc%20pipe');
  });
  it('drops control characters', () => {
    expect(safeReturnTo('/shop/home\n')).toBeNull();
  });
  // Security review: '/你' went into the Location header as it was, and the server answered 500.
  it('answers plain ASCII: letters beyond it come back percent-encoded as UTF-8', () => {
    expect(safeReturnTo('/你')).toBe('/%E4%BD%A0');
    expect(safeReturnTo('/shop/search?keyword=पाइप फिटिंग')).toBe(
      '/shop/search?keyword=%E0%A4%AA%E0%A4%BE%E0%A4%87%E0%A4%AA%20%E0%A4%AB%E0%A4%BF%E0%A4%9F%E0%A4%BF%E0%A4%82%E0%A4%97',
    );
    // Already encoded: left as it is, not encoded twice.
    expect(safeReturnTo('/%E4%BD%A0')).toBe('/%E4%BD%A0');
    expect(safeReturnTo('/shop/listing?category=Pipes%20%26%20Fittings')).toBe(
      '/shop/listing?category=Pipes%20%26%20Fittings',
    );
  });
  it.each([
    '/shop/home\u2028',
    '/shop/home\u2029x',
    '/shop\u0085home',
    '/shop/home\u007f',
    '/shop/home%0d%0aSet-Cookie:%20x=1',
    '/shop/home%00',
    '/shop/home%E2%80%A8',
    '/\ud800',
  ])('refuses %j: line separators, controls written or encoded, lone surrogates', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
  it('refuses encoded login and register pages as much as written ones', () => {
    expect(safeReturnTo('/auth/%6Cogin')).toBeNull();
    expect(safeReturnTo('/AUTH/register?r=/x')).toBeNull();
  });
  it('every registry path builds a same-site href', () => {
    expect(paths.shop.search.href({ keyword: 'pvc pipe' })).toBe('/shop/search?keyword=pvc+pipe');
    expect(paths.auth.login.href({ r: '/shop/account' })).toBe('/auth/login?r=%2Fshop%2Faccount');
    expect(paths.shop.home.href({ empty: '' })).toBe('/shop/home');
  });
});
