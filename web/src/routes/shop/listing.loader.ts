import type { QueryClient } from '@tanstack/react-query';
import {
  listingQuery,
  listingViewFromSearch,
  productsQuery,
  subcategoriesQuery,
} from '../../features/catalog';
import { categoryTilesQuery } from '../../lib/categories';
import { langOf, searchOf, type Loader } from '../../lib/route-loader';

export const listingLoader =
  (qc: QueryClient): Loader =>
  async ({ request }) => {
    const view = listingViewFromSearch(searchOf(request));
    await Promise.all([
      qc.prefetchQuery(productsQuery(listingQuery(view))),
      qc.prefetchQuery(categoryTilesQuery('category')),
      view.category.length ? qc.prefetchQuery(subcategoriesQuery(view.category)) : null,
      // A Hindi page's brand names (the cards', the chosen brand's) come from the brand tiles
      // (features/catalog/names.ts): in the server's HTML, not swapped in after loading. English needs none.
      langOf(request) === 'hi' ? qc.prefetchQuery(categoryTilesQuery('brand')) : null,
    ]);
    return null;
  };
