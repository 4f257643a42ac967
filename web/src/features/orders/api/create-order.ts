import { useMutation } from '@tanstack/react-query';
import type { CreateOrderInput, CreateOrderResponse } from '../../../../../common/contracts/orders';
import { api } from '../../../lib/api-client';

/**
 * POST /api/shop/order/create with SPEC §7's body. The `Idempotency-Key` makes a retry or a double click
 * of the same attempt answer with the same order instead of a second one (the server keeps the first
 * answer per key; decision 005). The server prices the order from its own data.
 */
export const createOrder = ({ body, idempotencyKey }: { body: CreateOrderInput; idempotencyKey: string }) =>
  api.post<CreateOrderResponse>('/api/shop/order/create', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
