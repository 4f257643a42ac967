/**
 * Creating an order: the preview, idempotency and the list of steps (checkout.service.ts, checkout-steps.ts),
 * pricing, limits and stock holds, and the sweeper that ends unpaid orders. Stands on core, payment, refunds and
 * cash-on-delivery.
 */
export { createOrderIdempotent, previewOrder } from './checkout.service';
export { startSweeper } from './reservation-sweeper';
