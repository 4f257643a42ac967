import { and, asc, count, desc, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { discountCodes, discountRedemptions, orders } from '../../db/schema';

/** Queries of discount codes and their uses; the rules live in common/discounts.ts, the flows in discounts.service.ts. */

export type DiscountRow = typeof discountCodes.$inferSelect;
export type NewDiscount = typeof discountCodes.$inferInsert;

/** Every code, newest first, with the discount its uses not given back gave (paise). */
export async function listCodes(db: DbOrTx): Promise<(DiscountRow & { givenPaise: number })[]> {
  const codes = await db
    .select()
    .from(discountCodes)
    .orderBy(desc(discountCodes.createdAt), asc(discountCodes.code));
  const given = await db
    .select({
      discountId: discountRedemptions.discountId,
      paise: sql<number>`sum(${discountRedemptions.amountPaise})::int`,
    })
    .from(discountRedemptions)
    .where(isNull(discountRedemptions.releasedAt))
    .groupBy(discountRedemptions.discountId);
  const byCode = new Map(given.map((g) => [g.discountId, Number(g.paise)]));
  return codes.map((c) => ({ ...c, givenPaise: byCode.get(c.id) ?? 0 }));
}

export async function givenPaise(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${discountRedemptions.amountPaise}), 0)::int` })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountId, id), isNull(discountRedemptions.releasedAt)));
  return Number(row?.paise ?? 0);
}

export async function findCodeById(db: DbOrTx, id: string): Promise<DiscountRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row ?? null;
}

/** The code by its stored (upper-case) spelling. */
export async function findCode(db: DbOrTx, code: string): Promise<DiscountRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row ?? null;
}

export async function insertCode(db: DbOrTx, values: NewDiscount): Promise<DiscountRow> {
  const [row] = await db.insert(discountCodes).values(values).returning();
  return row!;
}

export async function updateCode(
  db: DbOrTx,
  id: string,
  values: Partial<NewDiscount>,
): Promise<DiscountRow | null> {
  const [row] = await db
    .update(discountCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(discountCodes.id, id))
    .returning();
  return row ?? null;
}

/** The code's row, locked until the transaction ends (an owner's edit against an order's use). */
export async function lockCode(tx: DbOrTx, id: string): Promise<DiscountRow | null> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  return row ?? null;
}

/** Whether any order ever took a use of the code (given back or not): such a code is paused, never deleted. */
export async function wasRedeemed(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.discountId, id));
  return Number(row?.n ?? 0) > 0;
}

export async function deleteCode(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(discountCodes)
    .where(eq(discountCodes.id, id))
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}

/**
 * Takes one use of the code, if it is still active, within its dates at `now` and under its usage limit: one
 * conditional update, so concurrent orders queue on the row and each sees the count the one before left
 * (never more uses than the limit, however many buyers race for the last). The row as updated, or null.
 */
export async function takeUse(tx: DbOrTx, id: string, now: Date): Promise<DiscountRow | null> {
  const [row] = await tx
    .update(discountCodes)
    .set({ used: sql`${discountCodes.used} + 1` })
    .where(
      and(
        eq(discountCodes.id, id),
        eq(discountCodes.active, true),
        or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, now)),
        or(isNull(discountCodes.endsAt), gte(discountCodes.endsAt, now)),
        or(isNull(discountCodes.usageLimit), sql`${discountCodes.used} < ${discountCodes.usageLimit}`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertRedemption(
  tx: DbOrTx,
  values: { discountId: string; orderId: string; userId: string; amountPaise: number },
): Promise<void> {
  await tx.insert(discountRedemptions).values(values);
}

/**
 * The buyer's uses of the code not given back. With `waiting: false`, the uses of their online orders still
 * waiting for payment are left out (checkout's preview: a new checkout replaces those orders).
 */
export async function usesOfBuyer(
  db: DbOrTx,
  discountId: string,
  userId: string,
  opts: { waiting: boolean },
): Promise<number> {
  const base = and(
    eq(discountRedemptions.discountId, discountId),
    eq(discountRedemptions.userId, userId),
    isNull(discountRedemptions.releasedAt),
  );
  const query = db.select({ n: count() }).from(discountRedemptions);
  const [row] = opts.waiting
    ? await query.where(base)
    : await query
        .leftJoin(orders, eq(orders.id, discountRedemptions.orderId))
        .where(
          and(
            base,
            or(
              isNull(orders.id),
              eq(orders.paymentMethod, 'cod'),
              ne(orders.paymentStatus, 'pending'),
              eq(orders.orderStatus, 'rejected'),
            ),
          ),
        );
  return Number(row?.n ?? 0);
}

/** The buyer's orders that count as placed (paid, or cash on delivery still open), but `exceptOrderId`. */
export async function placedOrdersOfBuyer(
  db: DbOrTx,
  userId: string,
  exceptOrderId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
        or(
          eq(orders.paymentStatus, 'paid'),
          and(
            eq(orders.paymentMethod, 'cod'),
            eq(orders.paymentStatus, 'pending'),
            ne(orders.orderStatus, 'rejected'),
          ),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Gives the order's use back, once: the redemption is marked released and the code's count goes down with it.
 * Returns whether there was a use to give back.
 */
export async function releaseUse(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [released] = await tx
    .update(discountRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(eq(discountRedemptions.orderId, orderId), isNull(discountRedemptions.releasedAt)))
    .returning({ discountId: discountRedemptions.discountId });
  if (!released) return false;
  await tx
    .update(discountCodes)
    .set({ used: sql`${discountCodes.used} - 1` })
    .where(eq(discountCodes.id, released.discountId));
  return true;
}
