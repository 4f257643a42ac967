import type { AdminPageInfo } from '../../../common/contracts/admin';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { orderToApi, type ApiOrder, type OrderRow } from '../orders/order.mapper';
import { releaseReservation } from '../orders/reservation.repository';
import {
  deleteOrder,
  findOrderWithCustomer,
  itemsOfOrders,
  listOrdersWithCustomers,
  setOrderStatus,
} from './admin-orders.repository';

/** Every order, newest first, with the customer's name and e-mail (admin order list). */
export async function listAllOrders(
  db: Db,
  page: number,
  limit: number,
): Promise<{ data: ApiOrder[]; pagination: AdminPageInfo }> {
  const { rows, total } = await listOrdersWithCustomers(db, limit, (page - 1) * limit);
  const items = await itemsOfOrders(db, rows.map((r) => r.order.id));
  return {
    data: rows.map((r) => orderToApi(r.order, items.filter((i) => i.orderId === r.order.id), r.customer)),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

/** One order with its items and address snapshot; 404 when unknown. */
export async function orderDetails(db: Db, id: string): Promise<ApiOrder> {
  const row = await findOrderWithCustomer(db, id);
  if (!row) throw new NotFoundError('Order not found');
  return orderToApi(row.order, await itemsOfOrders(db, [id]), row.customer);
}

/**
 * The admin sets the order status (SPEC §4). Rejecting an order gives back stock it still holds, in the
 * same transaction, so a rejected unpaid order does not keep goods off the shelf.
 */
export async function updateOrderStatus(db: Db, id: string, status: OrderRow['orderStatus']): Promise<ApiOrder> {
  await db.transaction(async (tx) => {
    if (!(await setOrderStatus(tx, id, status))) throw new NotFoundError('Order not found');
    if (status === 'rejected') await releaseReservation(tx, id);
  });
  return orderDetails(db, id);
}

/** Deletes an order; a reservation it still holds is released first, in the same transaction. */
export async function removeOrder(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await releaseReservation(tx, id);
    if (!(await deleteOrder(tx, id))) throw new NotFoundError('Order not found');
  });
}
