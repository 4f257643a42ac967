import type { ApiOrder } from '../../../../../common/contracts/orders';
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

/** Before leaving for the provider (SPEC §4): the order the return page will capture. */
export function storeOrderId(orderId: string) {
  try {
    sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, JSON.stringify(orderId));
  } catch {
    // Without storage the return page cannot know the order; it goes home and the order shows in the account.
  }
}

export function clearStoredOrderId() {
  try {
    sessionStorage.removeItem(CURRENT_ORDER_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

export interface CaptureAnswer {
  success: boolean;
  message?: string;
  /** The order as it now stands (paymentStatus 'pending' while the provider has not decided yet). */
  data?: ApiOrder;
}

/** POST /api/shop/order/capture {orderId}: asks the server to confirm the payment with the provider. */
export const capturePayment = (orderId: string) =>
  api.post<CaptureAnswer>('/api/shop/order/capture', { orderId });

/** The order as a refused capture describes it (the server answers success: false with the order). */
function answerOf(error: unknown): CaptureAnswer | undefined {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as CaptureAnswer) : undefined;
}

export const CAPTURE_RETRIES = 5;
export const CAPTURE_RETRY_DELAY_MS = 2000;

/**
 * Captures the payment, asking again a few times while the provider has not decided yet (PhonePe can
 * take a few seconds after the shopper returns): 'paid', or 'failed' for a refusal, an error, or no
 * decision after the retries. `onWaiting` is called before each retry.
 */
export async function captureUntilDecided(
  orderId: string,
  {
    retries = CAPTURE_RETRIES,
    delayMs = CAPTURE_RETRY_DELAY_MS,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    onWaiting,
  }: {
    retries?: number;
    delayMs?: number;
    sleep?: (ms: number) => Promise<void>;
    onWaiting?: () => void;
  } = {},
): Promise<'paid' | 'failed'> {
  for (let attempt = 0; ; attempt++) {
    let answer: CaptureAnswer | undefined;
    try {
      answer = await capturePayment(orderId);
      if (answer.success) return 'paid';
    } catch (error) {
      answer = answerOf(error);
    }
    if (answer?.data?.paymentStatus !== 'pending' || attempt >= retries) return 'failed';
    onWaiting?.();
    await sleep(delayMs);
  }
}
