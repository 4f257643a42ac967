import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPageInfo, AdminProduct } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export interface ProductListParams {
  page: number;
  limit: number;
  /** Part of the title ('' for all). */
  search: string;
  /** A category name ('' for all). */
  category: string;
}

export interface ProductPage {
  data: AdminProduct[];
  pagination: AdminPageInfo;
}

/** GET /api/admin/products/get?page&limit&search&category: newest first, paged by the server. */
export async function getAdminProducts(
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  const res = await api.get<{ success: true } & ProductPage>(`/api/admin/products/get?${query}`, { signal });
  return { data: res.data, pagination: res.pagination };
}

export const adminProductsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: adminKeys.products.list(params),
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (params: ProductListParams) => useQuery(adminProductsQueryOptions(params));
