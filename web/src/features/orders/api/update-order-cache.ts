import type { QueryClient } from '@tanstack/react-query';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a cancel or a return request: the server's answer is the order as it is now, so the details show it
 * at once and the account's list takes it in place of the old one (its status, its price line), without
 * asking again.
 */
export function putOrderInCache(queryClient: QueryClient, order: ApiOrder) {
  queryClient.setQueryData(queryKeys.orders.detail(order._id), order);
  queryClient.setQueriesData<ApiOrder[]>({ queryKey: [...queryKeys.orders.all, 'list'] }, (list) =>
    list?.map((o) => (o._id === order._id ? order : o)),
  );
}
