import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '../../../common/contracts/admin';
import { api } from './api-client';
import { adminKeys } from './admin-query-keys';

export type CategoryKind = 'category' | 'brand';

/** GET /api/admin/categories?kind=category|brand: with subcategories (categories only have them). */
export const getAdminCategories = async (kind: CategoryKind, signal?: AbortSignal) =>
  (await api.get<{ success: true; data: AdminCategory[] }>(`/api/admin/categories?kind=${kind}`, { signal }))
    .data;

export const adminCategoriesQueryOptions = (kind: CategoryKind) =>
  queryOptions({
    queryKey: adminKeys.categories(kind),
    queryFn: ({ signal }) => getAdminCategories(kind, signal),
    staleTime: 60_000,
  });

export const useAdminCategories = (kind: CategoryKind) => useQuery(adminCategoriesQueryOptions(kind));
