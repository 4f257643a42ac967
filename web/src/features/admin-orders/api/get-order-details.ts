import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** GET /api/admin/orders/details/{id} */
export const getAdminOrderDetails = async (id: string, signal?: AbortSignal) =>
  (await api.get<{ success: true; data: AdminOrder }>(`/api/admin/orders/details/${id}`, { signal })).data;

export const adminOrderDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.orders.detail(id),
    queryFn: ({ signal }) => getAdminOrderDetails(id, signal),
  });

export const useAdminOrderDetails = (id: string | null) =>
  useQuery({ ...adminOrderDetailsQueryOptions(id ?? ''), enabled: Boolean(id) });
