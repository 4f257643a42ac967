import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { errorStatus, storefrontOf } from '../../../lib/storefront';

/** GET /api/shop/products/get/{id}: a missing product is not retried (404). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.catalog.product(id),
    queryFn: ({ client }) => storefrontOf(client).product(id),
    retry: (count, error) => errorStatus(error) !== 404 && count < 1,
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
