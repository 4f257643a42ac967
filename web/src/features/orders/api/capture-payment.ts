import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Where checkout keeps the id of the order being paid while the shopper is at the payment provider
 * (SPEC §4: stored in session storage before the redirect, read on return). JSON-encoded string.
 */
export const CURRENT_ORDER_STORAGE_KEY = 'currentOrderId';

export function readStoredOrderId(): string | null {
  try {
    const raw = sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' && parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function clearStoredOrderId() {
  try {
    sessionStorage.removeItem(CURRENT_ORDER_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

/** POST /api/shop/order/capture {orderId}: asks the server to confirm the payment with the provider. */
export const capturePayment = (orderId: string) =>
  api.post<{ success: boolean; message?: string }>('/api/shop/order/capture', { orderId });

export function useCapturePayment() {
  return useMutation({ mutationFn: capturePayment });
}
