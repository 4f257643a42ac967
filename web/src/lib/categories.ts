import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { storefrontOf } from './storefront';

/** GET /api/common/categories/get?kind=…: categories or brands with their images (and subcategories). */
export const categoriesQuery = (kind: 'category' | 'brand') =>
  queryOptions({
    queryKey: queryKeys.catalog.categories(kind),
    queryFn: ({ client }) => storefrontOf(client).categories(kind),
    staleTime: 5 * 60_000,
  });

export const useCategories = (kind: 'category' | 'brand') => useQuery(categoriesQuery(kind));
