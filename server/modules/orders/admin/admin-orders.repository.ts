import { and, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { OrderListStatus } from '../../../../common/contracts/admin';
import { containsPattern } from '../../../lib/like-pattern';
import type { DbOrTx } from '../../../db/client';
import { orders, paymentEvents, refunds, users } from '../../../db/schema';
import type { OrderRow } from '../core';

export type OrderWithCustomer = {
  order: OrderRow;
  customer: { userName: string; email: string };
  refundNeeded: boolean;
};

/**
 * True when the shop still owes the customer money back: a payment was flagged for a refund (paid after the
 * order failed and its stock was gone, or paid a different amount), or a paid order was rejected and no refund
 * of it is under way or done; and the admin has not yet recorded the refund. Used in queries that join users, so drizzle names each column
 * with its table (without a join it would not, and the subquery's column would compare with itself).
 */
const refundNeeded = sql<boolean>`(
  ${orders.refundedAt} is null
  and (
    (
      ${orders.paymentStatus} = 'paid' and ${orders.orderStatus} = 'rejected'
      and not exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.state} <> 'failed')
    )
    or exists (
      select 1 from ${paymentEvents}
      where ${paymentEvents.merchantOrderId} = ${orders.merchantOrderId} and ${paymentEvents.eventType} = 'refund.needed'
    )
  )
)`;

export interface OrderListFilter {
  /** A status, or 'cancelled': rejected by the buyer's own cancellation. */
  status?: OrderListStatus;
  /** 'cod' for cash on delivery; 'phonepe' for every online payment (PhonePe or its simulator). */
  paymentMethod?: 'phonepe' | 'cod';
  /** What the order's search text must contain (orderSearchTerm: lower-case, a phone as its digits). */
  search?: string;
}

const WHOLE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function filterWhere(filter: OrderListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status === 'cancelled')
    conditions.push(eq(orders.orderStatus, 'rejected'), isNotNull(orders.cancelledAt));
  else if (filter.status) conditions.push(eq(orders.orderStatus, filter.status));
  if (filter.paymentMethod === 'cod') conditions.push(eq(orders.paymentMethod, 'cod'));
  if (filter.paymentMethod === 'phonepe') conditions.push(ne(orders.paymentMethod, 'cod'));
  if (filter.search) {
    // A whole id is a primary-key lookup; anything else is looked for in the trigram-indexed search text.
    conditions.push(
      WHOLE_UUID.test(filter.search)
        ? sql`${orders.id} = ${filter.search}::uuid`
        : sql`${orders.searchText} like ${containsPattern(filter.search)}`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Orders newest first with their customer's name and e-mail and the refund flag, optionally filtered. */
export async function listOrdersWithCustomers(
  db: DbOrTx,
  limit: number,
  offset: number,
  filter: OrderListFilter = {},
): Promise<{ rows: OrderWithCustomer[]; total: number }> {
  const where = filterWhere(filter);
  const rows = await db
    .select({ order: orders, customer: { userName: users.userName, email: users.email }, refundNeeded })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return { rows, total: count };
}

export async function findOrderWithCustomer(db: DbOrTx, id: string): Promise<OrderWithCustomer | undefined> {
  const [row] = await db
    .select({ order: orders, customer: { userName: users.userName, email: users.email }, refundNeeded })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row;
}

/**
 * Sets an order's status. Delivered records when (the return window counts from it), once: setting it again
 * keeps the first day; any other status clears it.
 */
/** Records how an order was dispatched; its first dispatch time is kept. */
export async function setShipment(
  db: DbOrTx,
  id: string,
  shipment: { courier: string; trackingNumber: string; trackingUrl: string | null },
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...shipment, shippedAt: sql`coalesce(${orders.shippedAt}, now())` })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

export async function setOrderStatus(
  db: DbOrTx,
  id: string,
  status: OrderRow['orderStatus'],
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(orders)
    .set({
      orderStatus: status,
      orderUpdateDate: now,
      deliveredAt: status === 'delivered' ? sql`coalesce(${orders.deliveredAt}, ${now})` : null,
    })
    .where(eq(orders.id, id))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function deleteOrder(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  return rows.length > 0;
}

/** A payment of this order kept for a refund (refund.needed): what it took and the provider's transaction id. */
export interface FlaggedPayment {
  amountPaise: number;
  transactionId: string | null;
}

/** The payment of this order flagged refund.needed, if any (it may be refunded though the order is not paid). */
export async function findFlaggedPayment(
  db: DbOrTx,
  merchantOrderId: string,
): Promise<FlaggedPayment | null> {
  const [row] = await db
    .select({ payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(
      and(eq(paymentEvents.merchantOrderId, merchantOrderId), eq(paymentEvents.eventType, 'refund.needed')),
    )
    .limit(1);
  if (!row) return null;
  const payload = (row.payload ?? {}) as { amountPaise?: unknown; transactionId?: unknown };
  return {
    amountPaise: typeof payload.amountPaise === 'number' ? payload.amountPaise : 0,
    transactionId: typeof payload.transactionId === 'string' ? payload.transactionId : null,
  };
}
