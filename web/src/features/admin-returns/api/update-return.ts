import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReturn, ReturnUpdateInput } from '../../../../../common/contracts/returns';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';
import { returnsKeys } from './get-returns';

/**
 * PUT /api/admin/returns/update/{returnId}: the owner's next step (approve, reject, received with each
 * line's condition, refunded). Answers the server's message and the return.
 */
export const updateReturn = ({ id, body }: { id: string; body: ReturnUpdateInput }) =>
  api.put<{ success: true; message: string; data: AdminReturn }>(`/api/admin/returns/update/${id}`, body);

/**
 * After a step: the lists and their counts, the orders (a refund changes the order) and the dashboard's
 * open returns reload.
 */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: returnsKeys.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
