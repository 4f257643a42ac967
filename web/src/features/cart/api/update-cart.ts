import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiCart } from '../../../../../common/contracts/cart';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { previewCart } from '../../../lib/cart-prices';

interface CartAnswer {
  success: boolean;
  message?: string;
  data: ApiCart;
}

/** PUT /api/shop/cart/update-cart {userId, productId, quantity}: sets one line's quantity (never beyond stock). */
export const updateCartItem = (input: { userId: string; productId: string; quantity: number }) =>
  api.put<CartAnswer>('/api/shop/cart/update-cart', input);

/** DELETE /api/shop/cart/{userId}/{productId}: removes one line. */
export const removeCartItem = (input: { userId: string; productId: string }) =>
  api.delete<CartAnswer>(
    `/api/shop/cart/${encodeURIComponent(input.userId)}/${encodeURIComponent(input.productId)}`,
  );

/** Every change of a cart line, so that they run one after another and are counted together. */
const CART_CHANGE = ['cart', 'change'] as const;

interface Snapshot {
  previous: ApiCart | undefined;
}

/**
 * Cart line changes show at once: the cached cart is changed (totals recomputed with common/money.ts)
 * before the server answers. Changes run one at a time in the order made (one mutation scope), and the
 * server's cart is put in place when the last one has answered, so quick taps never flicker back. When the
 * server refuses, the cart goes back to what it was and the caller shows the server's message.
 */
function optimistic(queryClient: QueryClient) {
  const isLast = () => queryClient.isMutating({ mutationKey: CART_CHANGE }) <= 1;
  return {
    mutationKey: CART_CHANGE,
    scope: { id: 'cart-change' },
    onMutate: async (input: { userId: string; productId: string; quantity?: number }): Promise<Snapshot> => {
      const key = queryKeys.cart.user(input.userId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ApiCart>(key);
      if (previous) {
        queryClient.setQueryData(
          key,
          previewCart(previous, { productId: input.productId, quantity: input.quantity ?? null }),
        );
      }
      return { previous };
    },
    onSuccess: (res: CartAnswer, input: { userId: string }) => {
      if (isLast()) queryClient.setQueryData(queryKeys.cart.user(input.userId), res.data);
    },
    onError: (_error: unknown, input: { userId: string }, snapshot: Snapshot | undefined) => {
      const key = queryKeys.cart.user(input.userId);
      if (snapshot?.previous && isLast()) queryClient.setQueryData(key, snapshot.previous);
      // Whatever was refused, the server's cart is the truth (its stock may have changed too).
      void queryClient.invalidateQueries({ queryKey: key });
    },
  };
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCartItem, ...optimistic(queryClient) });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCartItem, ...optimistic(queryClient) });
}
