import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { reloadOrderViews } from './update-order-status';

export interface CashCollected {
  id: string;
  /** Rupees, the order's total. */
  amount: number;
  /** The day in India the cash was taken, yyyy-mm-dd. */
  collectedOn: string;
}

/**
 * PUT /api/admin/orders/cash-collected/{id} {amount, collectedOn}: a dispatched cash-on-delivery order was
 * delivered and its cash is in hand; the order becomes delivered and paid. Answers the server's message.
 */
export const markCashCollected = ({ id, amount, collectedOn }: CashCollected) =>
  api.put<{ success: true; message: string; data: AdminOrder }>(`/api/admin/orders/cash-collected/${id}`, {
    amount,
    collectedOn,
  });

/** After the cash is recorded: the details, the lists and the dashboard's cash to collect reload. */
export function useMarkCashCollected() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markCashCollected, onSuccess: () => reloadOrderViews(queryClient) });
}
