import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  dailyMails,
  orderItems,
  orderReturns,
  orders,
  paymentEvents,
  products,
  refunds,
} from '../../db/schema';
import { openCashOrder } from '../orders';

/** India has one time zone and no daylight saving: a day there starts at 18:30 UTC the day before. */
export const IST_OFFSET_MINUTES = 330;

/** What counts as revenue: paid orders the shop keeps (a rejected paid order is owed back, not earned). */
const earned = and(eq(orders.paymentStatus, 'paid'), ne(orders.orderStatus, 'rejected'));

/** Paid orders and their total (paise) since each of the given instants, in one scan. */
export async function paidSince(db: DbOrTx, today: Date, month: Date, earliest: Date) {
  const [row] = await db
    .select({
      todayOrders: sql<number>`(count(*) filter (where ${orders.paidAt} >= ${today}))::int`,
      todayPaise: sql<string>`coalesce(sum(${orders.totalAmountPaise}) filter (where ${orders.paidAt} >= ${today}), 0)::bigint`,
      monthOrders: sql<number>`(count(*) filter (where ${orders.paidAt} >= ${month}))::int`,
      monthPaise: sql<string>`coalesce(sum(${orders.totalAmountPaise}) filter (where ${orders.paidAt} >= ${month}), 0)::bigint`,
    })
    .from(orders)
    .where(and(earned, gte(orders.paidAt, earliest)));
  return {
    today: { orders: Number(row.todayOrders), paise: Number(row.todayPaise) },
    month: { orders: Number(row.monthOrders), paise: Number(row.monthPaise) },
  };
}

/** Paid orders and revenue (paise) per Indian calendar day from `since` on. */
export async function paidPerDay(
  db: DbOrTx,
  since: Date,
): Promise<{ day: string; orders: number; paise: number }[]> {
  // The offset is a constant written into the SQL, so the grouped expression is the selected one.
  const day = sql<string>`to_char(${orders.paidAt} + ${sql.raw(`interval '${IST_OFFSET_MINUTES} minutes'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      orders: sql<number>`count(*)::int`,
      paise: sql<string>`sum(${orders.totalAmountPaise})::bigint`,
    })
    .from(orders)
    .where(and(earned, gte(orders.paidAt, since)))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, orders: Number(r.orders), paise: Number(r.paise) }));
}

const WAITING = ['confirmed', 'inProcess'] as const;

/**
 * Orders the shop has to act on, oldest first: paid and not yet shipped, and cash-on-delivery orders
 * waiting to be confirmed.
 */
export async function waitingOrders(db: DbOrTx, limit: number) {
  const where = or(
    inArray(orders.orderStatus, [...WAITING]),
    and(eq(orders.orderStatus, 'pending'), openCashOrder),
  );
  const rows = await db
    .select({
      id: orders.id,
      orderDate: orders.orderDate,
      orderStatus: orders.orderStatus,
      contactName: orders.contactName,
      totalAmountPaise: orders.totalAmountPaise,
    })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.orderDate), asc(orders.id))
    .limit(limit);
  const [{ n }] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, count: Number(n) };
}

/** Products with stock below `below`, fewest first. */
export async function lowStockProducts(db: DbOrTx, below: number, limit: number) {
  const where = lt(products.totalStock, below);
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      totalStock: products.totalStock,
      image: products.image,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.totalStock), asc(products.title), asc(products.id))
    .limit(limit);
  const [{ n }] = await db.select({ n: count() }).from(products).where(where);
  return { rows, count: Number(n) };
}

/** Cash-on-delivery orders whose cash is still to come, and how much (paise). */
export async function cashToCollect(db: DbOrTx): Promise<{ orders: number; paise: number }> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      paise: sql<string>`coalesce(sum(${orders.totalAmountPaise}), 0)::bigint`,
    })
    .from(orders)
    .where(openCashOrder);
  return { orders: Number(row.orders), paise: Number(row.paise) };
}

/**
 * Payments the shop owes back, each once: those flagged refund.needed (also for orders since deleted) and paid
 * orders the admin rejected, less those whose order the admin marked refunded.
 */
export async function countRefundsNeeded(db: DbOrTx): Promise<number> {
  const res = (await db.execute(sql`select count(*)::int as n from (
      select ${paymentEvents.merchantOrderId} as m from ${paymentEvents} where ${paymentEvents.eventType} = 'refund.needed'
      union
      select ${orders.merchantOrderId} from ${orders} where ${orders.paymentStatus} = 'paid' and ${orders.orderStatus} = 'rejected'
        and not exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.state} <> 'failed')
    ) owed
    where not exists (select 1 from ${orders} where ${orders.merchantOrderId} = owed.m and ${orders.refundedAt} is not null)`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0]?.n ?? 0);
}

/** Return requests waiting for the owner: requested, approved (goods on their way) or received (to refund). */
export async function countOpenReturns(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderReturns)
    .where(inArray(orderReturns.status, ['requested', 'approved', 'received']));
  return Number(row?.n ?? 0);
}

/** Refunds that failed and were not tried again. */
export async function countFailedRefunds(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(refunds)
    .where(and(eq(refunds.state, 'failed'), sql`${refunds.retriedAt} is null`));
  return Number(row?.n ?? 0);
}

/**
 * Orders that sold their goods: not rejected, and paid or for cash on delivery (an online order whose payment
 * is pending or failed sold nothing).
 */
const sold = and(
  ne(orders.orderStatus, 'rejected'),
  ne(orders.paymentStatus, 'failed'),
  or(eq(orders.paymentStatus, 'paid'), eq(orders.paymentMethod, 'cod')),
);

/**
 * The low-stock digest's list: products with fewer than `below` in stock and the units each sold in
 * orders placed since `since`, fewest in stock first, then the best sellers; at most `limit`, and how many in all.
 */
export async function lowStockWithSales(db: DbOrTx, below: number, since: Date, limit: number) {
  const sales = db
    .select({ productId: orderItems.productId, units: sql<string>`sum(${orderItems.quantity})`.as('units') })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(sold, gte(orders.orderDate, since)))
    .groupBy(orderItems.productId)
    .as('sales');
  const where = lt(products.totalStock, below);
  const units = sql<string>`coalesce(${sales.units}, 0)`;
  const rows = await db
    .select({ id: products.id, title: products.title, totalStock: products.totalStock, sold: units })
    .from(products)
    .leftJoin(sales, eq(sales.productId, products.id))
    .where(where)
    .orderBy(asc(products.totalStock), desc(units), asc(products.title), asc(products.id))
    .limit(limit);
  const [{ n }] = await db.select({ n: count() }).from(products).where(where);
  return { rows: rows.map((r) => ({ ...r, sold: Number(r.sold) })), count: Number(n) };
}

/**
 * Claims a once-a-day mail for `day` (YYYY-MM-DD in India): true for the one caller, on any instance, whose
 * insert made the row; false for every other.
 */
export async function claimDailyMail(db: DbOrTx, kind: 'lowStockDigest', day: string): Promise<boolean> {
  const rows = await db
    .insert(dailyMails)
    .values({ kind, day })
    .onConflictDoNothing()
    .returning({ day: dailyMails.day });
  return rows.length === 1;
}

/** Whether the day's mail was already claimed (a cheap check before the digest's queries). */
export async function dailyMailClaimed(db: DbOrTx, kind: 'lowStockDigest', day: string): Promise<boolean> {
  const rows = await db
    .select({ day: dailyMails.day })
    .from(dailyMails)
    .where(and(eq(dailyMails.kind, kind), eq(dailyMails.day, day)));
  return rows.length > 0;
}

export async function noteDailyMailSent(db: DbOrTx, kind: 'lowStockDigest', day: string, outboxId: string) {
  await db
    .update(dailyMails)
    .set({ outboxId })
    .where(and(eq(dailyMails.kind, kind), eq(dailyMails.day, day)));
}
