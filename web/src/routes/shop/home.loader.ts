import type { QueryClient } from '@tanstack/react-query';
import { featuredProductsQuery, productsQuery, sliderQuery } from '../../features/catalog';
import { categoryTilesQuery } from '../../lib/categories';
import type { Loader } from '../../lib/route-loader';

/** Home: what the first screens show. The rows per category load as they scroll into view (SPEC: skeletons). */
export const homeLoader =
  (qc: QueryClient): Loader =>
  async () => {
    await Promise.all([
      qc.prefetchQuery(sliderQuery()),
      qc.prefetchQuery(categoryTilesQuery('category')),
      qc.prefetchQuery(categoryTilesQuery('brand')),
      qc.prefetchQuery(productsQuery(featuredProductsQuery())),
    ]);
    return null;
  };
