import type { OrderRow } from '../core';

/**
 * Whether a completed payment may still confirm an order (kept apart so that mutation testing,
 * `config/mutation/orders.config.mjs`, runs it against fast unit tests): the order waits for payment and the shop
 * has not rejected it. Any other completed payment is owed back (applyProviderStatus).
 */
export function isPayable(order: Pick<OrderRow, 'paymentStatus' | 'orderStatus'>): boolean {
  return order.paymentStatus === 'pending' && order.orderStatus !== 'rejected';
}
