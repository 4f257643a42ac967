import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../../common/contracts/admin';
import type { RefundPaymentMethod } from '../../../../../common/contracts/returns';
import { api } from '../../../lib/api-client';
import { reloadOrderViews } from './update-order-status';

export interface RefundOrderInput {
  id: string;
  /** Rupees, at most what is left to refund. */
  amount: number;
  /**
   * provider (PhonePe) for an online order; upi or bank for a cash-on-delivery order, with the reference;
   * storeCredit for either (a gift card in the buyer's name, at once).
   */
  method?: RefundPaymentMethod;
  reference?: string;
}

/**
 * POST /api/admin/orders/refund/{orderId} {amount, method?, reference?}: gives back part or all of what the
 * order took, through PhonePe, as a transfer the owner made and records, or as store credit. Answers the message
 * and the order.
 */
export const refundOrder = ({ id, ...body }: RefundOrderInput) =>
  api.post<{ success: true; message: string; data: AdminOrder }>(`/api/admin/orders/refund/${id}`, body);

/** POST /api/admin/orders/refund-retry/{orderId} {merchantRefundId}: tries a failed refund again. */
export const retryRefund = ({ id, merchantRefundId }: { id: string; merchantRefundId: string }) =>
  api.post<{ success: true; message: string; data: AdminOrder }>(`/api/admin/orders/refund-retry/${id}`, {
    merchantRefundId,
  });

/** After a refund: the details (its refunds), the lists and the dashboard's failed refunds reload. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refundOrder, onSuccess: () => reloadOrderViews(queryClient) });
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryRefund, onSuccess: () => reloadOrderViews(queryClient) });
}
