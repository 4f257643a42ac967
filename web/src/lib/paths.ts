/**
 * Every path of the web app (SPEC §2), in one place. Components link with `paths.x.href()`
 * and routes are declared with `paths.x.path`, so a path is spelled exactly once.
 */
import { langPath, type Lang } from '../../../common/lang';

type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A page, and the query parameters it reads (`query`): what its first HTML may depend on besides the path.
 * The server's page cache keeps a visitor's page only when its URL holds no other parameter (page-key.ts).
 */
const page = (path: string, query: readonly string[] = []) => ({
  path,
  query,
  href: (q?: Query) => withQuery(path, q),
});

/** A page with one `:id` segment: href(id) fills it in. */
const pageWithId = (path: string, query: readonly string[] = []) => ({
  path,
  query,
  href: (id: string, query?: Query) => withQuery(path.replace(':id', encodeURIComponent(id)), query),
});

export const paths = {
  root: page('/'),
  auth: {
    root: page('/auth'),
    // r: where a login leads (SPEC §2); the register and forgot-password links carry it along.
    login: page('/auth/login', ['r']),
    register: page('/auth/register', ['r']),
    forgotPassword: page('/auth/forgot-password', ['r']),
    resetPassword: page('/auth/reset-password'),
  },
  shop: {
    root: page('/shop'),
    home: page('/shop/home'),
    listing: page('/shop/listing', [
      'category',
      'brand',
      'subcategory',
      'minPrice',
      'maxPrice',
      'inStock',
      'sortBy',
      'page',
    ]),
    checkout: page('/shop/checkout'),
    account: page('/shop/account'),
    /** Beyond SPEC: the header's Wishlist (issue 48), signed-in only. */
    wishlist: page('/shop/wishlist'),
    /** Reads ?orderId= (the order the provider brings the buyer back with) in the browser. */
    phonepeReturn: page('/shop/phonepe-return'),
    /** Reads ?orderId= in the browser: the paid order, named with its number, amount and delivery. */
    paymentSuccess: page('/shop/payment-success'),
    paymentFailed: page('/shop/payment-failed'),
    /** Beyond SPEC: a cash-on-delivery order placed; it reads ?orderId= in the browser. */
    orderPlaced: page('/shop/order-placed'),
    search: page('/shop/search', ['keyword', 'page']),
    /** Beyond SPEC: a product's own page, to share or bookmark (the quick view links to it). */
    product: pageWithId('/shop/product/:id'),
    estimator: page('/shop/estimator', ['category', 'brand', 'subcategory']),
    terms: page('/shop/terms'),
    about: page('/shop/about'),
    contact: page('/shop/contact'),
    privacy: page('/shop/privacy'),
    return: page('/shop/return'),
    warranty: page('/shop/warranty'),
    shipping: page('/shop/shipping'),
    storeLocator: page('/shop/store-locator'),
    refundCancellation: page('/shop/refund-cancellation'),
  },
  admin: {
    root: page('/admin'),
    dashboard: page('/admin/dashboard'),
    products: page('/admin/products'),
    orders: page('/admin/orders'),
    /** Beyond SPEC: the customers' return requests, by status (?status=, ?page=). */
    returns: page('/admin/returns'),
    features: page('/admin/features'),
    categories: page('/admin/categories'),
    images: page('/admin/images'),
    settings: page('/admin/settings'),
    /** The estimator with the admin's controls (decision 010): the shop's page, inside the admin panel. */
    estimator: page('/admin/estimator', ['category', 'brand', 'subcategory']),
  },
  unauth: page('/unauth-page'),
} as const;

/** The last segment of a path, for nested route declarations ('/shop/home' → 'home'). */
export const segment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Whether a page at this path (without a language prefix) has a Hindi twin under /hi (issue 50): the
 * storefront's and sign-in pages. The admin panel, the API and the rest stay English only.
 */
export const hasLangTwin = (path: string): boolean => path === '/' || /^\/(shop|auth)(\/|[?#]|$)/.test(path);

/**
 * A link's address on a page in `lang`: a site path with a Hindi twin moves under /hi on a Hindi page; an
 * English page's links and any other address (the admin, another site, `#top`) are left as they are. The one
 * place links and navigations get their language (lib/navigation, the guard's redirects).
 */
export function hrefIn(href: string, lang: Lang): string {
  if (lang === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  return hasLangTwin(href) ? langPath(href, lang) : href;
}
