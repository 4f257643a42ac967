import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { MIN_SEARCH_LENGTH } from '../../../common/catalog-rules';
import { isUuid } from '../../../common/text';
import type { AuthUser } from '../../../common/contracts/auth';
import { addressesQuery } from '../features/addresses/api/get-addresses';
import { authQueryOptions } from '../features/auth/api/check-auth';
import { cartQuery } from '../features/cart/api/get-cart';
import { categoriesQuery } from '../features/catalog/api/get-categories';
import { productQuery } from '../features/catalog/api/get-product';
import { productsQuery } from '../features/catalog/api/get-products';
import { searchQuery } from '../features/catalog/api/search-products';
import { sliderQuery } from '../features/catalog/api/get-slider';
import { subcategoriesQuery } from '../features/catalog/api/get-subcategories';
import {
  featuredProductsQuery,
  listingQuery,
  listingViewFromSearch,
} from '../features/catalog/listing-params';
import { estimatorProductsQuery } from '../features/estimator/api/get-estimator-products';
import { estimatorListQuery, filtersFromSearch } from '../features/estimator/estimator-params';
import { ordersQuery } from '../features/orders/api/get-orders';
import { reviewsQuery } from '../features/reviews/api/get-reviews';
import { publicSettingsQueryOptions } from '../features/settings/api/get-public-settings';
import { queryKeys } from '../lib/query-keys';
import { errorStatus } from '../lib/storefront';

/**
 * What each page needs before it is shown, as route loaders over the one QueryClient. On the server they
 * fill the cache the page is rendered from (and which the browser hydrates); in the browser they run on
 * navigation, so the next page arrives with its data. Loaders return nothing: the data lives in the cache.
 * `prefetchQuery` never throws (a failed part shows its own error state); `ensureQueryData` is used where
 * the answer decides the page's status (a missing product is a 404).
 */

type Loader = (args: LoaderFunctionArgs) => Promise<null>;

const searchOf = (request: Request) => new URL(request.url).searchParams;

export const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** Every page: the session and the site settings (SPEC §4: checked and loaded at start). */
export const rootLoader =
  (qc: QueryClient): Loader =>
  async () => {
    await Promise.all([qc.prefetchQuery(authQueryOptions()), qc.prefetchQuery(publicSettingsQueryOptions())]);
    return null;
  };

/** The shop frame: the signed-in customer's cart, for the header's count. */
export const shopLoader =
  (qc: QueryClient): Loader =>
  async () => {
    const user = qc.getQueryData<AuthUser | null>(queryKeys.auth.me());
    if (user) await qc.prefetchQuery(cartQuery(user.id));
    return null;
  };

/** Home: what the first screens show. The rows per category load as they scroll into view (SPEC: skeletons). */
export const homeLoader =
  (qc: QueryClient): Loader =>
  async () => {
    await Promise.all([
      qc.prefetchQuery(sliderQuery()),
      qc.prefetchQuery(categoriesQuery('category')),
      qc.prefetchQuery(categoriesQuery('brand')),
      qc.prefetchQuery(productsQuery(featuredProductsQuery())),
    ]);
    return null;
  };

export const listingLoader =
  (qc: QueryClient): Loader =>
  async ({ request }) => {
    const view = listingViewFromSearch(searchOf(request));
    await Promise.all([
      qc.prefetchQuery(productsQuery(listingQuery(view))),
      qc.prefetchQuery(categoriesQuery('category')),
      qc.prefetchQuery(categoriesQuery('brand')),
      view.category.length ? qc.prefetchQuery(subcategoriesQuery(view.category)) : null,
    ]);
    return null;
  };

/**
 * The estimator: the filter lists and the products of the filters in the URL. The saved lines live in the
 * browser's storage, so they (and their products) are loaded after the page starts.
 */
export const estimatorLoader =
  (qc: QueryClient): Loader =>
  async ({ request }) => {
    const filters = filtersFromSearch(searchOf(request));
    await Promise.all([
      qc.prefetchQuery(estimatorProductsQuery(estimatorListQuery(filters))),
      qc.prefetchQuery(categoriesQuery('category')),
      qc.prefetchQuery(categoriesQuery('brand')),
    ]);
    return null;
  };

/** The keyword as the search page uses it: trimmed; searched only from SPEC's 2 characters. */
export function searchKeyword(search: URLSearchParams): string {
  return (search.get('keyword') ?? '').trim();
}

export const searchLoader =
  (qc: QueryClient): Loader =>
  async ({ request }) => {
    const search = searchOf(request);
    const keyword = searchKeyword(search);
    const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
    if ([...keyword].length >= MIN_SEARCH_LENGTH) await qc.prefetchQuery(searchQuery(keyword, page));
    return null;
  };

export const productLoader =
  (qc: QueryClient): Loader =>
  async ({ params }) => {
    const id = params.id ?? '';
    if (!isUuid(id)) throw notFound();
    try {
      await Promise.all([qc.ensureQueryData(productQuery(id)), qc.prefetchQuery(reviewsQuery(id))]);
    } catch (error) {
      if (errorStatus(error) === 404) throw notFound();
      throw error;
    }
    return null;
  };

/** Checkout: the saved addresses (the cart comes with the shop frame). Signed-in only, as the guard ensures. */
export const checkoutLoader =
  (qc: QueryClient): Loader =>
  async () => {
    const user = qc.getQueryData<AuthUser | null>(queryKeys.auth.me());
    if (user) await qc.prefetchQuery(addressesQuery(user.id));
    return null;
  };

/** Account: the orders (the default tab) and the saved addresses. */
export const accountLoader =
  (qc: QueryClient): Loader =>
  async () => {
    const user = qc.getQueryData<AuthUser | null>(queryKeys.auth.me());
    if (user)
      await Promise.all([qc.prefetchQuery(ordersQuery(user.id)), qc.prefetchQuery(addressesQuery(user.id))]);
    return null;
  };

/** Paths no route knows: the not-found page, with status 404. */
export const unknownPathLoader = (): Promise<null> => {
  throw notFound();
};
