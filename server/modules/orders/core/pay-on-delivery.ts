import { amountDuePaise } from '../../giftcards';
import type { OrderRow } from './orders.repository';

/**
 * What a cash-on-delivery order still asks at the door: its total less what a gift card paid, until the cash is
 * collected or it ends.
 */
export function payOnDeliveryPaise(
  order: Pick<
    OrderRow,
    'paymentMethod' | 'paymentStatus' | 'orderStatus' | 'totalAmountPaise' | 'giftCardPaise'
  >,
): number {
  const open =
    order.paymentMethod === 'cod' && order.paymentStatus === 'pending' && order.orderStatus !== 'rejected';
  return open ? amountDuePaise(order) : 0;
}
