import { and, eq, gt, sql } from 'drizzle-orm';
import type { GiftCardEntryKind } from '../../../common/giftcards';
import type { DbOrTx } from '../../db/client';
import { giftCardEntries, giftCards } from '../../db/schema';

/**
 * Queries of gift cards and their ledger (issue 47, decision 033); the rules live in common/giftcards.ts. Every
 * change of a balance goes through `moveBalance`: one conditional update (the balance never below zero, a debit
 * only from a spendable card) and its ledger entry, in the caller's transaction.
 */

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;
export type GiftCardEntryRow = typeof giftCardEntries.$inferSelect;

export async function findCardByHash(db: DbOrTx, codeHash: string): Promise<GiftCardRow | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.codeHash, codeHash));
  return row ?? null;
}

export async function findCardById(db: DbOrTx, id: string): Promise<GiftCardRow | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  return row ?? null;
}

/** A new card with its first ledger entry (issued or refundCredit), in the caller's transaction. */
export async function insertCard(
  tx: DbOrTx,
  values: NewGiftCard,
  entry: {
    kind: GiftCardEntryKind;
    orderId?: string | null;
    orderNumber?: string | null;
    refundId?: string | null;
    note?: string;
    actorId?: string | null;
  },
): Promise<GiftCardRow> {
  const [card] = await tx.insert(giftCards).values(values).returning();
  await tx.insert(giftCardEntries).values({
    cardId: card!.id,
    kind: entry.kind,
    amountPaise: card!.balancePaise,
    balanceAfterPaise: card!.balancePaise,
    orderId: entry.orderId ?? null,
    orderNumber: entry.orderNumber ?? null,
    refundId: entry.refundId ?? null,
    note: entry.note ?? '',
    actorId: entry.actorId ?? null,
    createdAt: card!.createdAt,
  });
  return card!;
}

export interface BalanceMove {
  cardId: string;
  /** Signed paise: a credit > 0, a debit < 0; never 0. */
  amountPaise: number;
  kind: GiftCardEntryKind;
  now: Date;
  /**
   * A payment (`spent`): the card must also be active and not expired at `now`. Credits and the owner's
   * adjustments ignore both (money given back to a disabled or expired card is still the buyer's).
   */
  spend?: boolean;
  orderId?: string | null;
  orderNumber?: string | null;
  refundId?: string | null;
  note?: string;
  actorId?: string | null;
}

/**
 * Moves a card's balance by `amountPaise` in one conditional update (balance + amount >= 0, and for a spend the
 * card active and unexpired) and writes the ledger entry. Null when the condition failed: nothing written.
 */
export async function moveBalance(tx: DbOrTx, move: BalanceMove): Promise<GiftCardRow | null> {
  if (!Number.isSafeInteger(move.amountPaise) || move.amountPaise === 0)
    throw new RangeError('A balance moves by whole, non-zero paise');
  const conditions = [
    eq(giftCards.id, move.cardId),
    sql`${giftCards.balancePaise} + ${move.amountPaise} >= 0`,
  ];
  if (move.spend) conditions.push(eq(giftCards.active, true), gt(giftCards.expiresAt, move.now));
  const [card] = await tx
    .update(giftCards)
    .set({
      balancePaise: sql`${giftCards.balancePaise} + ${move.amountPaise}`,
      updatedAt: move.now,
      ...(move.spend ? { lastUsedAt: move.now } : {}),
    })
    .where(and(...conditions))
    .returning();
  if (!card) return null;
  await tx.insert(giftCardEntries).values({
    cardId: card.id,
    kind: move.kind,
    amountPaise: move.amountPaise,
    balanceAfterPaise: card.balancePaise,
    orderId: move.orderId ?? null,
    orderNumber: move.orderNumber ?? null,
    refundId: move.refundId ?? null,
    note: move.note ?? '',
    actorId: move.actorId ?? null,
    createdAt: move.now,
  });
  return card;
}
