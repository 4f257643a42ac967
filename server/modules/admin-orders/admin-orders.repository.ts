import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import type { OrderItemRow, OrderRow } from '../orders/order.mapper';

export type OrderWithCustomer = { order: OrderRow; customer: { userName: string; email: string } };

/** Orders newest first with their customer's name and e-mail. */
export async function listOrdersWithCustomers(
  db: DbOrTx,
  limit: number,
  offset: number,
): Promise<{ rows: OrderWithCustomer[]; total: number }> {
  const rows = await db
    .select({ order: orders, customer: { userName: users.userName, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
  return { rows, total: count };
}

export async function findOrderWithCustomer(db: DbOrTx, id: string): Promise<OrderWithCustomer | undefined> {
  const [row] = await db
    .select({ order: orders, customer: { userName: users.userName, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row;
}

export async function itemsOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.position));
}

export async function setOrderStatus(db: DbOrTx, id: string, status: OrderRow['orderStatus']): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ orderStatus: status, orderUpdateDate: new Date() })
    .where(eq(orders.id, id))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function deleteOrder(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  return rows.length > 0;
}
