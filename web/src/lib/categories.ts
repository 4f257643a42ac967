import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiCategory } from '../../../common/contracts/catalog';
import { queryKeys } from './query-keys';
import { storefrontOf } from './storefront';

type Kind = 'category' | 'brand';

/** GET /api/common/categories/get?kind=…: categories or brands with their images and subcategories. */
export const categoriesQuery = (kind: Kind) =>
  queryOptions({
    queryKey: queryKeys.catalog.categories(kind),
    queryFn: ({ client }) => storefrontOf(client).categories(kind),
    staleTime: 5 * 60_000,
  });

export const useCategories = (kind: Kind) => useQuery(categoriesQuery(kind));

/**
 * A category or brand as the browsing pages show it: its name (with its Hindi name, issue 50) and picture (a
 * listing's filters load subcategories).
 */
export type CategoryTile = Pick<ApiCategory, '_id' | 'name' | 'image' | 'translations'>;

/**
 * The same list with only what home and the listing show, so their query cache and page payload carry no
 * subcategories (2.6 KB of home's first HTML). The estimator, which filters by them, keeps the whole.
 */
export const categoryTilesQuery = (kind: Kind) =>
  queryOptions({
    queryKey: [...queryKeys.catalog.categories(kind), 'tiles'] as const,
    queryFn: async ({ client }): Promise<CategoryTile[]> =>
      (await storefrontOf(client).categories(kind)).map(({ _id, name, image, translations }) => ({
        _id,
        name,
        image,
        translations,
      })),
    staleTime: 5 * 60_000,
  });

export const useCategoryTiles = (kind: Kind) => useQuery(categoryTilesQuery(kind));
