import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import type { ReturnRequestInput } from '../../../../../common/contracts/returns';
import { upload } from '../../../lib/api-client';
import { putOrderInCache } from './update-order-cache';

export interface ReturnRequest {
  orderId: string;
  body: ReturnRequestInput;
  /** Up to RETURN_PHOTOS_MAX images (JPEG, PNG or WebP, at most 5 MB each). */
  photos: File[];
}

/**
 * POST /api/shop/order/return/{orderId} as multipart: field `data` holds the request as JSON, `photos` the
 * images. The answer is the order with its new return request.
 */
export function requestReturn({ orderId, body, photos }: ReturnRequest) {
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return upload<{ success: true; message: string; data: ApiOrder }>(
    `/api/shop/order/return/${encodeURIComponent(orderId)}`,
    form,
  );
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: (res) => putOrderInCache(queryClient, res.data),
  });
}
