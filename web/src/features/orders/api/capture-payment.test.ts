import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderPaymentStatus } from '../../../../../common/contracts/orders';
import { makeOrder } from '../../../test/fixtures';
import { mockApi } from '../../../test/render';
import {
  captureUntilDecided,
  CURRENT_ORDER_STORAGE_KEY,
  readStoredOrderId,
  storeOrderId,
} from './capture-payment';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const order = (paymentStatus: OrderPaymentStatus) =>
  makeOrder({ paymentStatus, orderStatus: paymentStatus === 'paid' ? 'confirmed' : 'pending' });

describe('the order id handed from checkout to the return page (SPEC §4)', () => {
  it('is kept JSON-encoded under currentOrderId', () => {
    storeOrderId('o1');
    expect(sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBe('"o1"');
    expect(readStoredOrderId()).toBe('o1');
  });

  it('reads nothing from a missing or damaged entry', () => {
    expect(readStoredOrderId()).toBeNull();
    sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, '{not json');
    expect(readStoredOrderId()).toBeNull();
    sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, '42');
    expect(readStoredOrderId()).toBeNull();
  });
});

describe('captureUntilDecided', () => {
  const sleep = vi.fn(async () => {});

  it('is paid when the server confirms', async () => {
    mockApi({
      'POST /api/shop/order/capture': () => ({
        body: { success: true, message: 'Payment successful. Your order is confirmed.', data: order('paid') },
      }),
    });
    expect(await captureUntilDecided('o1', { sleep })).toBe('paid');
  });

  it('asks again while the provider has not decided, then takes the decision', async () => {
    const answers: OrderPaymentStatus[] = ['pending', 'pending', 'paid'];
    const api = mockApi({
      'POST /api/shop/order/capture': () => {
        const status = answers.shift()!;
        return { body: { success: status === 'paid', message: 'Still processing', data: order(status) } };
      },
    });
    const onWaiting = vi.fn();
    expect(await captureUntilDecided('o1', { sleep, onWaiting, delayMs: 10 })).toBe('paid');
    expect(api.calls).toHaveLength(3);
    expect(onWaiting).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(10);
  });

  it('gives up as failed after the retries', async () => {
    const api = mockApi({
      'POST /api/shop/order/capture': () => ({
        body: {
          success: false,
          message: 'Your payment is still being processed. Please check again in a moment.',
          data: order('pending'),
        },
      }),
    });
    expect(await captureUntilDecided('o1', { sleep, retries: 2 })).toBe('failed');
    expect(api.calls).toHaveLength(3);
  });

  it('is failed at once for a failed payment or an error', async () => {
    mockApi({
      'POST /api/shop/order/capture': () => ({
        body: { success: false, message: 'Payment failed or cancelled', data: order('failed') },
      }),
    });
    expect(await captureUntilDecided('o1', { sleep })).toBe('failed');
    mockApi({
      'POST /api/shop/order/capture': () => ({
        status: 502,
        body: { success: false, message: 'Could not confirm' },
      }),
    });
    expect(await captureUntilDecided('o1', { sleep })).toBe('failed');
    mockApi({
      'POST /api/shop/order/capture': () => ({
        status: 404,
        body: { success: false, message: 'Order not found' },
      }),
    });
    expect(await captureUntilDecided('o1', { sleep })).toBe('failed');
  });
});
