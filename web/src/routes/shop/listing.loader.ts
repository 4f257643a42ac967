import type { QueryClient } from '@tanstack/react-query';
import {
  listingQuery,
  listingViewFromSearch,
  productsQuery,
  subcategoriesQuery,
} from '../../features/catalog';
import { categoryTilesQuery } from '../../lib/categories';
import { searchOf, type Loader } from '../../lib/route-loader';

export const listingLoader =
  (qc: QueryClient): Loader =>
  async ({ request }) => {
    const view = listingViewFromSearch(searchOf(request));
    await Promise.all([
      qc.prefetchQuery(productsQuery(listingQuery(view))),
      qc.prefetchQuery(categoryTilesQuery('category')),
      view.category.length ? qc.prefetchQuery(subcategoriesQuery(view.category)) : null,
    ]);
    return null;
  };
