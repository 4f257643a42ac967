import type { Messages } from './i18n';

/**
 * Where each page's Hindi comes from (issue 50, decision 036): one catalogue per area (i18n/hi/<area>.ts), and
 * for each page the areas it shows. The server loads a Hindi page's areas and sends them with the page (its
 * payload); the router's app loads the next page's areas before it shows it. English pages load none.
 */
export const AREAS = [
  'frame',
  'browse',
  'policies',
  'auth',
  'checkout',
  'addresses',
  'account',
  'estimator',
] as const;
export type Area = (typeof AREAS)[number];

/** Each area's catalogue, a chunk of its own: only the words a page uses travel with it. */
const catalogues: Record<Area, () => Promise<{ default: Messages }>> = {
  frame: () => import('./hi/frame'),
  browse: () => import('./hi/browse'),
  policies: () => import('./hi/policies'),
  auth: () => import('./hi/auth'),
  checkout: () => import('./hi/checkout'),
  addresses: () => import('./hi/addresses'),
  account: () => import('./hi/account'),
  estimator: () => import('./hi/estimator'),
};

/**
 * The areas of each page, by its module under src/routes (as app/routes names it), besides the frame's
 * (header, footer, cart sheet, 404, shared components), which every page has. A page not listed has the
 * frame's only (the 404).
 */
export const PAGE_AREAS: Record<string, readonly Area[]> = {
  'shop/home': ['browse'],
  'shop/listing': ['browse'],
  'shop/search': ['browse'],
  'shop/product': ['browse'],
  'shop/static/terms': ['policies'],
  'shop/static/about': ['policies'],
  'shop/static/contact': ['policies'],
  'shop/static/privacy': ['policies'],
  'shop/static/return': ['policies'],
  'shop/static/warranty': ['policies'],
  'shop/static/shipping': ['policies'],
  'shop/static/store-locator': ['policies'],
  'shop/static/refund-cancellation': ['policies'],
  'shop/estimator': ['estimator'],
  'shop/checkout': ['checkout', 'addresses'],
  'shop/phonepe-return': ['checkout', 'addresses'],
  'shop/payment-success': ['checkout', 'addresses'],
  'shop/payment-failed': ['checkout', 'addresses'],
  'shop/order-placed': ['checkout', 'addresses'],
  // The address book, its form and an order's address are shown at checkout and in the account alike.
  'shop/account': ['account', 'addresses'],
  // The wishlist shows the product cards of the browsing pages.
  'shop/wishlist': ['account', 'browse'],
  'auth/login': ['auth'],
  'auth/register': ['auth'],
  'auth/forgot-password': ['auth'],
  'auth/reset-password': ['auth'],
};

/** The areas a page's Hindi needs: the frame's and the page's own. */
export function areasOf(page: string | undefined): Area[] {
  return ['frame', ...((page && PAGE_AREAS[page]) || [])];
}

/** The Hindi of these areas as one catalogue. */
export async function loadCatalogue(areas: readonly Area[]): Promise<Messages> {
  const loaded = await Promise.all([...new Set(areas)].map((area) => catalogues[area]()));
  return Object.assign({}, ...loaded.map((m) => m.default)) as Messages;
}

/**
 * The Hindi the router's app has so far (the first page's, from the server, then each next page's areas as
 * the router loads that page), for I18nProvider through useSyncExternalStore.
 */
export class LiveCatalogue {
  private messages: Messages;
  private readonly loaded = new Set<Area>();
  private readonly listeners = new Set<() => void>();

  constructor(first: Messages, firstAreas: readonly Area[]) {
    this.messages = first;
    for (const area of firstAreas) this.loaded.add(area);
  }

  readonly current = (): Messages => this.messages;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Loads the areas of a page it does not have yet, before the router shows that page. */
  async ensure(page: string): Promise<void> {
    const missing = areasOf(page).filter((area) => !this.loaded.has(area));
    if (missing.length === 0) return;
    const more = await loadCatalogue(missing);
    for (const area of missing) this.loaded.add(area);
    this.messages = { ...this.messages, ...more };
    for (const listener of this.listeners) listener();
  }
}
