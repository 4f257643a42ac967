import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ADMIN_ORDER_STATUSES, AdminOrder } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export type AdminSettableStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** What a status change may carry besides the status: the dispatch's tracking, a rejection's reason. */
export interface StatusExtras {
  courier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  note?: string;
}

/**
 * PUT /api/admin/orders/update/{id} {orderStatus, courier?, trackingNumber?, trackingUrl?, note?}: answers the
 * server's message and the order.
 */
export const updateOrderStatus = ({
  id,
  orderStatus,
  ...extras
}: { id: string; orderStatus: AdminSettableStatus } & StatusExtras) =>
  api.put<{ success: true; message: string; data: AdminOrder }>(`/api/admin/orders/update/${id}`, {
    orderStatus,
    ...extras,
  });

/** After an order changed: its details, the lists and the dashboard's figures reload. */
export const reloadOrderViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.orders.all() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  ]);

/** SPEC §4: after a status update, details and list reload. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrderStatus, onSuccess: () => reloadOrderViews(queryClient) });
}
