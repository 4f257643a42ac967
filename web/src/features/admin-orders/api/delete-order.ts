import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** DELETE /api/admin/orders/delete/{id} */
export const deleteOrder = (id: string) =>
  api.delete<{ success: true; message: string }>(`/api/admin/orders/delete/${id}`);

/** SPEC §4: deleting an order removes it from the list (the details close; then `forgetOrder`). */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders.lists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}

/**
 * Drops a deleted order's details from the cache. Called once the details dialog no longer shows it:
 * while it does, the query would only be fetched again (and answer 404).
 */
export function forgetOrder(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: adminKeys.orders.detail(id), exact: true });
}
