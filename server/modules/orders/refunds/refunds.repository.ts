import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { OPEN_REFUND_STATES } from '../../../../common/contracts/returns';
import type { DbOrTx } from '../../../db/client';
import { orders, refunds } from '../../../db/schema';

/** Queries of refunds; the rules are in refunds.service.ts. */

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

export async function insertRefund(tx: DbOrTx, values: NewRefund): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row;
}

export async function findRefund(db: DbOrTx, merchantRefundId: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.merchantRefundId, merchantRefundId));
  return row ?? null;
}

/** A refund's row, locked for the rest of the transaction. */
export async function lockRefund(tx: DbOrTx, merchantRefundId: string): Promise<RefundRow | null> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.merchantRefundId, merchantRefundId))
    .for('update');
  return row ?? null;
}

/** The refunds of these orders, oldest first. */
export async function refundsOfOrders(db: DbOrTx, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.createdAt));
}

/** Moves a refund on from one of `from` only (a conditional update: of two racing callers one wins); the row, or null. */
export async function moveRefund(
  tx: DbOrTx,
  id: string,
  from: RefundRow['state'][],
  values: Partial<
    Pick<
      NewRefund,
      'state' | 'providerRefundId' | 'utr' | 'failureReason' | 'settledAt' | 'creditNoteId' | 'checkedAt'
    >
  >,
): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set(values)
    .where(and(eq(refunds.id, id), inArray(refunds.state, from)))
    .returning();
  return row ?? null;
}

export async function markRetried(tx: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(refunds)
    .set({ retriedAt: at })
    .where(and(eq(refunds.id, id), eq(refunds.state, 'failed'), isNull(refunds.retriedAt)))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/**
 * Open refunds due a question to the provider, leased to this sweeper (checked_at moves to now, so no other
 * instance asks about them for a while): requested ones left `quietSeconds` after they were stored (their first
 * request may still be on its way), pending ones not asked about for `quietSeconds`.
 */
export async function claimOpenRefunds(
  tx: DbOrTx,
  now: Date,
  quietSeconds: number,
  limit: number,
): Promise<RefundRow[]> {
  const before = new Date(now.getTime() - quietSeconds * 1000);
  const due = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        inArray(refunds.state, OPEN_REFUND_STATES),
        lt(refunds.createdAt, before),
        or(isNull(refunds.checkedAt), lt(refunds.checkedAt, before)),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(refunds)
    .set({ checkedAt: now })
    .where(
      inArray(
        refunds.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

/**
 * Counts `paise` more of what a card paid of the order as given back (a refund's card part), never past what the
 * card paid: a conditional update; false when it would pass it (nothing written).
 */
export async function addGiftCardReturned(tx: DbOrTx, orderId: string, paise: number): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ giftCardReturnedPaise: sql`${orders.giftCardReturnedPaise} + ${paise}` })
    .where(
      and(eq(orders.id, orderId), sql`${orders.giftCardReturnedPaise} + ${paise} <= ${orders.giftCardPaise}`),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The card a refund's store credit went to (a new card, made after the refund's row). */
export async function setRefundCard(tx: DbOrTx, id: string, giftCardId: string): Promise<void> {
  await tx.update(refunds).set({ giftCardId }).where(eq(refunds.id, id));
}
