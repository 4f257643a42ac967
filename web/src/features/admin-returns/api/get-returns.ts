import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPageInfo } from '../../../../../common/contracts/admin';
import type { AdminReturn, ReturnStatus } from '../../../../../common/contracts/returns';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export interface ReturnListParams {
  status: ReturnStatus;
  page: number;
  limit: number;
}

export interface ReturnPage {
  data: AdminReturn[];
  pagination: AdminPageInfo;
  /** How many returns each status holds (for the tabs). */
  counts: Record<ReturnStatus, number>;
}

/** Every return query lives under the admin's keys, so logout drops them and a change reloads them all. */
export const returnsKeys = {
  all: () => [...adminKeys.all, 'returns'] as const,
  list: (params: ReturnListParams) => [...returnsKeys.all(), 'list', params] as const,
};

/** GET /api/admin/returns/get?status&page&limit: the return requests in one status, newest first. */
export async function getAdminReturns(params: ReturnListParams, signal?: AbortSignal): Promise<ReturnPage> {
  const query = new URLSearchParams({
    status: params.status,
    page: String(params.page),
    limit: String(params.limit),
  });
  const res = await api.get<{ success: true } & ReturnPage>(`/api/admin/returns/get?${query}`, { signal });
  return { data: res.data, pagination: res.pagination, counts: res.counts };
}

export const adminReturnsQueryOptions = (params: ReturnListParams) =>
  queryOptions({
    queryKey: returnsKeys.list(params),
    queryFn: ({ signal }) => getAdminReturns(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminReturns = (params: ReturnListParams) => useQuery(adminReturnsQueryOptions(params));
