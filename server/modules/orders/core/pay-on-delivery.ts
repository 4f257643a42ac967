import type { OrderRow } from './orders.repository';

/** What a cash-on-delivery order still asks at the door: its total until the cash is collected or it ends. */
export function payOnDeliveryPaise(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'orderStatus' | 'totalAmountPaise'>,
): number {
  const open =
    order.paymentMethod === 'cod' && order.paymentStatus === 'pending' && order.orderStatus !== 'rejected';
  return open ? order.totalAmountPaise : 0;
}
