import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder, AdminPageInfo } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export interface OrderListParams {
  page: number;
  limit: number;
  /** One order status, or '' for all. */
  status: string;
  /** The start of an order id, or '' for all. */
  search: string;
  /** 'phonepe' or 'cod', or '' for every payment method. */
  paymentMethod: string;
}

export interface OrderPage {
  data: AdminOrder[];
  pagination: AdminPageInfo;
}

/** GET /api/admin/orders/get?page&limit&status&search&paymentMethod: every customer's orders, newest first. */
export async function getAdminOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderPage> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.status) query.set('status', params.status);
  if (params.search) query.set('search', params.search);
  if (params.paymentMethod) query.set('paymentMethod', params.paymentMethod);
  const res = await api.get<{ success: true } & OrderPage>(`/api/admin/orders/get?${query}`, { signal });
  return { data: res.data, pagination: res.pagination };
}

export const adminOrdersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: adminKeys.orders.list(params),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (params: OrderListParams) => useQuery(adminOrdersQueryOptions(params));
