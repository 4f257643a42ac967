import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstimatorProductsInput } from '../../../../../common/contracts/catalog';
import { queryKeys } from '../../../lib/query-keys';
import { storefrontOf } from '../../../lib/storefront';

/** GET /api/shop/estimator/products: up to 300 products for the filters, or the saved lines' products by id. */
export const estimatorProductsQuery = (q: EstimatorProductsInput) =>
  queryOptions({
    queryKey: queryKeys.catalog.estimator(q),
    queryFn: ({ client }) => storefrontOf(client).estimatorProducts(q),
    staleTime: 60_000,
  });

/** The filtered list; the previous list stays on screen while another filter's loads. */
export const useEstimatorProducts = (q: EstimatorProductsInput) =>
  useQuery({ ...estimatorProductsQuery(q), placeholderData: keepPreviousData });

/** The saved lines' products (only in the browser, once there are lines with products). */
export const useLineProducts = (q: EstimatorProductsInput) =>
  useQuery({ ...estimatorProductsQuery(q), enabled: q.ids.length > 0, placeholderData: keepPreviousData });
