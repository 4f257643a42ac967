import { ConflictError, NotFoundError } from '../../../lib/errors';
import {
  lockOrder,
  mailStatusChange,
  markCashCollected,
  settleReservation,
  updatePayment,
  type OrderDeps,
} from '../core';
import { CASH_FIRST, cashCollectedAt } from './cash-on-delivery';

/**
 * A dispatched cash-on-delivery order was delivered and its cash collected (checked by cashCollectedAt): it
 * becomes delivered and paid on that day, its reserved stock is sold, and its payment is recorded (method cod,
 * the amount, the day). The customer gets the delivered mail, when it is on, as when the owner marks it delivered.
 */
export async function collectCash(
  deps: OrderDeps,
  id: string,
  cash: { amount: number; collectedOn: string },
  now: Date,
): Promise<void> {
  const delivered = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw new NotFoundError('Order not found');
    const paidAt = cashCollectedAt(order, cash, now);
    if (!(await markCashCollected(tx, id, paidAt))) throw new ConflictError(CASH_FIRST);
    await settleReservation(tx, id);
    await updatePayment(tx, order.merchantOrderId, {
      status: 'paid',
      providerPaymentId: `cash ${cash.collectedOn}`,
    });
    return { ...order, orderStatus: 'delivered' as const, paymentStatus: 'paid' as const };
  });
  mailStatusChange(deps, delivered, { kind: 'delivered' });
}
