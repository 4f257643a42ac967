import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListInput } from '../../../../../common/contracts/catalog';
import { queryKeys } from '../../../lib/query-keys';
import { storefrontOf } from '../../../lib/storefront';

/** GET /api/shop/products/get: one page of the listing for normalised filters, sort and page. */
export const productsQuery = (q: ProductListInput) =>
  queryOptions({
    queryKey: queryKeys.catalog.products(q),
    queryFn: ({ client }) => storefrontOf(client).products(q),
  });

export const useProducts = (q: ProductListInput) => useQuery(productsQuery(q));
