import type { QueryClient } from '@tanstack/react-query';
import { featuredProductsQuery, productsQuery, sliderQuery } from '../../features/catalog';
import { categoriesQuery } from '../../lib/categories';
import type { Loader } from '../../lib/route-loader';

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
