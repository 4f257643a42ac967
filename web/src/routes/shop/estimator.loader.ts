import type { QueryClient } from '@tanstack/react-query';
import { estimatorFirstRowsQuery, estimatorListQuery, filtersFromSearch } from '../../features/estimator';
import { categoriesQuery } from '../../lib/categories';
import { searchOf, type Loader } from '../../lib/route-loader';

/**
 * The estimator: the filter lists and the first rows of the filters' products (the rest is fetched once the
 * page runs). The saved lines live in the browser's storage, so they (and their products) are loaded after the
 * page starts.
 */
export const estimatorLoader =
  (qc: QueryClient): Loader =>
  async ({ request }) => {
    const filters = filtersFromSearch(searchOf(request));
    await Promise.all([
      qc.prefetchQuery(estimatorFirstRowsQuery(estimatorListQuery(filters))),
      qc.prefetchQuery(categoriesQuery('category')),
      qc.prefetchQuery(categoriesQuery('brand')),
    ]);
    return null;
  };
