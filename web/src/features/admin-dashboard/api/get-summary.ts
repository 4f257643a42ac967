import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardSummary } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /api/admin/dashboard/summary: paid orders and revenue, 30 days of revenue, waiting orders, low stock. */
export const getDashboardSummary = async (signal?: AbortSignal) =>
  (await api.get<{ success: true; data: AdminDashboardSummary }>('/api/admin/dashboard/summary', { signal }))
    .data;

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => getDashboardSummary(signal),
    staleTime: 30_000,
  });

export const useDashboardSummary = () => useQuery(dashboardSummaryQueryOptions());
