import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { storefrontOf } from '../../../lib/storefront';

/** GET /api/shop/products/subcategories?categories=…: the subcategories of the chosen categories. */
export const subcategoriesQuery = (categories: string[]) =>
  queryOptions({
    queryKey: queryKeys.catalog.subcategories(categories),
    queryFn: ({ client }) => storefrontOf(client).subcategories(categories),
    staleTime: 5 * 60_000,
  });

export const useSubcategories = (categories: string[], enabled = true) =>
  useQuery({ ...subcategoriesQuery(categories), enabled });
