import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { reloadOrderViews } from './update-order-status';

/**
 * PUT /api/admin/orders/refunded/{id}: records that the money the order took was given back (no money
 * moves); a paid order's invoice gets its credit note. Answers the server's message and the order.
 */
export const markRefunded = (id: string) =>
  api.put<{ success: true; message: string; data: AdminOrder }>(`/api/admin/orders/refunded/${id}`);

/** After a refund is recorded, the details, the list's refund marks and the dashboard's count reload. */
export function useMarkRefunded() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markRefunded, onSuccess: () => reloadOrderViews(queryClient) });
}
