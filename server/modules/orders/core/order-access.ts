import type { SessionUser } from '../../auth';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import type { OrderDeps } from './order-deps';
import * as repo from './orders.repository';

/** One order for its owner or an admin; 404 for an unknown id, 403 for someone else's. */
export async function getOrderForViewer(deps: OrderDeps, user: SessionUser, orderId: string) {
  const order = await repo.findOrder(deps.db, orderId);
  if (!order) throw new NotFoundError('Order not found');
  if (order.userId !== user.id && !user.isAdmin)
    throw new ForbiddenError('You can only view your own orders');
  const items = await repo.itemsOfOrders(deps.db, [order.id]);
  return { order, items };
}
