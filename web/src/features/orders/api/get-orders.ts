import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { storefrontOf } from '../../../lib/storefront';

/** GET /api/shop/order/list/{userId}: the signed-in customer's orders, newest first. */
export const ordersQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.list(userId),
    queryFn: ({ client }) => storefrontOf(client).orders(userId),
  });

export const useOrders = (userId: string | undefined) =>
  useQuery({ ...ordersQuery(userId ?? ''), enabled: !!userId });
