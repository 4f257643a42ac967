import type { QueryClient } from '@tanstack/react-query';
import { estimatorListQuery, estimatorProductsQuery, filtersFromSearch } from '../../features/estimator';
import { categoriesQuery } from '../../lib/categories';
import { searchOf, type Loader } from '../../lib/route-loader';

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
