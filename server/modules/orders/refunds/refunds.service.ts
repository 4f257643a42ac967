import type { OrderDeps } from '../order-deps';

/** Asks the provider about one refund and applies its answer (webhooks, the simulator's page and the sweeper call it). */
export async function reconcileRefund(deps: OrderDeps, merchantRefundId: string): Promise<void> {
  void deps;
  void merchantRefundId;
  throw new Error('not yet');
}
