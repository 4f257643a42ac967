import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderReturns, orders, returnLines, users } from '../../../db/schema';

/** Queries of return requests; the rules are in returns.service.ts. */

export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;

export async function insertReturn(
  tx: DbOrTx,
  values: typeof orderReturns.$inferInsert,
  lines: Omit<typeof returnLines.$inferInsert, 'returnId'>[],
): Promise<ReturnRow> {
  const [row] = await tx.insert(orderReturns).values(values).returning();
  await tx.insert(returnLines).values(lines.map((l) => ({ ...l, returnId: row.id })));
  return row;
}

/** The returns of these orders, newest first. */
export async function returnsOfOrders(db: DbOrTx, orderIds: string[]): Promise<ReturnRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, orderIds))
    .orderBy(desc(orderReturns.createdAt));
}

export async function linesOfReturns(db: DbOrTx, returnIds: string[]): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return [];
  return db.select().from(returnLines).where(inArray(returnLines.returnId, returnIds));
}

/** The lines of an order's returns that are not rejected: what is already on its way back or back. */
export async function activeReturnLinesOfOrder(db: DbOrTx, orderId: string): Promise<ReturnLineRow[]> {
  return db
    .select({ line: returnLines })
    .from(returnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, returnLines.returnId))
    .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, 'rejected')))
    .then((rows) => rows.map((r) => r.line));
}

/** A return's row, locked for the rest of the transaction. */
export async function lockReturn(tx: DbOrTx, id: string): Promise<ReturnRow | null> {
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
  return row ?? null;
}

export async function findReturn(db: DbOrTx, id: string): Promise<ReturnRow | null> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  return row ?? null;
}

export async function setReturnStatus(
  tx: DbOrTx,
  id: string,
  values: Partial<Pick<typeof orderReturns.$inferInsert, 'status' | 'ownerNote'>>,
): Promise<void> {
  await tx
    .update(orderReturns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderReturns.id, id));
}

export async function setLineReceipt(
  tx: DbOrTx,
  lineId: string,
  values: Pick<typeof returnLines.$inferInsert, 'condition' | 'restock' | 'feePercent' | 'refundPaise'>,
): Promise<void> {
  await tx.update(returnLines).set(values).where(eq(returnLines.id, lineId));
}

/** Returns in one status (or all), newest first, with the buyer and the order. */
export async function listReturns(
  db: DbOrTx,
  status: ReturnRow['status'] | undefined,
  limit: number,
  offset: number,
) {
  const where = status ? eq(orderReturns.status, status) : undefined;
  const rows = await db
    .select({ ret: orderReturns, order: orders, userName: users.userName, email: users.email })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .leftJoin(users, eq(users.id, orderReturns.userId))
    .where(where)
    .orderBy(desc(orderReturns.createdAt))
    .limit(limit)
    .offset(offset);
  return rows;
}

/** How many returns are in each status. */
export async function countReturnsByStatus(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orderReturns.status, n: count() })
    .from(orderReturns)
    .groupBy(orderReturns.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The return with one owner/buyer row (admin answers). */
export async function findReturnWithOrder(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ret: orderReturns, order: orders, userName: users.userName, email: users.email })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .leftJoin(users, eq(users.id, orderReturns.userId))
    .where(eq(orderReturns.id, id));
  return row ?? null;
}
