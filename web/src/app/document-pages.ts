import type { ComponentType } from 'react';
import type { BuyerPageFile } from './buyer-pages';
import HomePage from '../routes/shop/home';
import ListingPage from '../routes/shop/listing';
import ProductPage from '../routes/shop/product';

type PageModule = () => Promise<{ default: ComponentType }>;

/** A page that is part of the shop's first load already (its chunk, decision 026). */
const loaded =
  (Page: ComponentType): PageModule =>
  () =>
    Promise.resolve({ default: Page });

/**
 * The shop's browsing pages: rendered by the server and hydrated without the router (decision 026), so
 * their first load carries React, the data cache and the page, and no router. Links between them are
 * page loads from the page cache. Each key is the module's path under src/routes; the router's route
 * table (app/routes) uses the same, for client-side navigations from the app's other pages.
 *
 * Home, the listing and the product page are imported here, so their code travels in one chunk rather than
 * a chunk per combination of pages (every file is a round trip on slow 4G); a search and the policy pages
 * (mostly text) add their own.
 */
export const documentPages = {
  'shop/home': loaded(HomePage),
  'shop/listing': loaded(ListingPage),
  'shop/search': () => import('../routes/shop/search'),
  'shop/product': loaded(ProductPage),
  'shop/static/terms': () => import('../routes/shop/static/terms'),
  'shop/static/about': () => import('../routes/shop/static/about'),
  'shop/static/contact': () => import('../routes/shop/static/contact'),
  'shop/static/privacy': () => import('../routes/shop/static/privacy'),
  'shop/static/return': () => import('../routes/shop/static/return'),
  'shop/static/warranty': () => import('../routes/shop/static/warranty'),
  'shop/static/shipping': () => import('../routes/shop/static/shipping'),
  'shop/static/store-locator': () => import('../routes/shop/static/store-locator'),
  'shop/static/refund-cancellation': () => import('../routes/shop/static/refund-cancellation'),
} satisfies Record<string, PageModule>;

export type DocumentPageFile = keyof typeof documentPages;

export const isDocumentPage = (file: string): file is DocumentPageFile => file in documentPages;

/**
 * What the server tells the browser about a page it hydrates without the router: which page, with the
 * route's parameters. A browsing page's, or a buyer page's (app/buyer-pages.ts, decision 035).
 */
export interface DocumentPageRef {
  file: DocumentPageFile | BuyerPageFile;
  params: Record<string, string | undefined>;
}
