import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/shop/order/details/{orderId}: one order, for its owner (or an admin). */
export const getOrderDetails = async (orderId: string) =>
  (
    await api.get<{ success: boolean; data: ApiOrder }>(
      `/api/shop/order/details/${encodeURIComponent(orderId)}`,
    )
  ).data;

export const orderDetailsQuery = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(orderId),
    queryFn: () => getOrderDetails(orderId),
  });

/**
 * One order's details. `shown` (the order as the list has it) is shown at once while the details load,
 * so the dialog never opens empty.
 */
export const useOrderDetails = (orderId: string, shown?: ApiOrder) =>
  useQuery({ ...orderDetailsQuery(orderId), placeholderData: shown });
