import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCart } from '../../../common/contracts/cart';
import { api } from './api-client';
import { queryKeys } from './query-keys';

interface CartAnswer {
  success: boolean;
  message?: string;
  data: ApiCart;
}

/** POST /api/shop/cart/add {userId, productId, quantity}: adds to what the cart holds; the server checks stock. */
export const addToCart = (input: { userId: string; productId: string; quantity: number }) =>
  api.post<CartAnswer>('/api/shop/cart/add', input);

/** Adds to the cart; the cart the server answers replaces the cached one (header count, cart sheet). */
export function useAddToCartMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (res, input) => queryClient.setQueryData(queryKeys.cart.user(input.userId), res.data),
  });
}
