import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../../../../common/catalog-rules';
import { queryKeys } from '../../../lib/query-keys';
import { storefrontOf } from '../../../lib/storefront';
import { toCardPage } from './get-products';

/** GET /api/shop/search/{keyword}: ranked, typo-tolerant, as cards; the caller only asks from 2 characters (SPEC §4). */
export const searchQuery = (keyword: string, page = 1, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeys.catalog.search(keyword, page, limit),
    queryFn: async ({ client }) => toCardPage(await storefrontOf(client).search(keyword, { page, limit })),
  });

export const useSearch = (keyword: string, page = 1, enabled = true) =>
  useQuery({ ...searchQuery(keyword, page), enabled });
