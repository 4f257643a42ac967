import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { putOrderInCache } from './update-order-cache';

/**
 * POST /api/shop/order/cancel/{orderId} (no body): the buyer cancels their order within the cancellation
 * window, before dispatch. A paid order is refunded in full; the answer is the order as it is now.
 */
export const cancelOrder = (orderId: string) =>
  api.post<{ success: true; message: string; data: ApiOrder }>(
    `/api/shop/order/cancel/${encodeURIComponent(orderId)}`,
  );

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (res) => {
      putOrderInCache(queryClient, res.data);
      // A gift card's part came back at once: the account's Gift cards list shows the balance restored.
      void queryClient.invalidateQueries({ queryKey: queryKeys.giftCards.mine(res.data.userId) });
    },
  });
}
