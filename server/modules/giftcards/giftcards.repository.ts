import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { GiftCardEntryKind } from '../../../common/giftcards';
import type { DbOrTx } from '../../db/client';
import { giftCardEntries, giftCards, users } from '../../db/schema';

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

/** The owner's list: every card, newest first. */
export async function listCards(db: DbOrTx): Promise<GiftCardRow[]> {
  return db.select().from(giftCards).orderBy(desc(giftCards.createdAt), desc(giftCards.id));
}

/** A card's ledger, newest first. */
export async function entriesOf(db: DbOrTx, cardId: string): Promise<GiftCardEntryRow[]> {
  return db
    .select()
    .from(giftCardEntries)
    .where(eq(giftCardEntries.cardId, cardId))
    .orderBy(desc(giftCardEntries.createdAt), desc(giftCardEntries.id));
}

/** The card under a row lock, for the owner's change in the caller's transaction. */
export async function lockCard(tx: DbOrTx, id: string): Promise<GiftCardRow | null> {
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  return row ?? null;
}

/** Enable or disable, or a new expiry (the owner's change); the balance only moves through moveBalance. */
export async function setCard(
  tx: DbOrTx,
  id: string,
  values: { active?: boolean; expiresAt?: Date; updatedAt: Date },
): Promise<void> {
  // A key left undefined is not written.
  await tx.update(giftCards).set(values).where(eq(giftCards.id, id));
}

/** A buyer's cards: theirs (store credit, or linked), or sent to their e-mail (lower-cased), newest first. */
export async function cardsOfBuyer(db: DbOrTx, userId: string, email: string): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(or(eq(giftCards.userId, userId), eq(giftCards.recipientEmail, email)))
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id));
}

/** A card nobody holds (no account, no recipient's e-mail) becomes the account's that looked it up; once. */
export async function linkToBuyer(db: DbOrTx, cardId: string, userId: string): Promise<void> {
  await db
    .update(giftCards)
    .set({ userId })
    .where(and(eq(giftCards.id, cardId), isNull(giftCards.userId), isNull(giftCards.recipientEmail)));
}

/**
 * Cards past their expiry at `now` with a balance and no `expired` entry yet, at most `limit`. No lock is needed:
 * the write-off is moveBalance's conditional update, so a second sweeper taking the same card finds the balance
 * gone (its debit would go below zero) and writes nothing.
 */
export async function findExpired(db: DbOrTx, now: Date, limit: number): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(
      and(
        lte(giftCards.expiresAt, now),
        gt(giftCards.balancePaise, 0),
        sql`not exists (select 1 from ${giftCardEntries} where ${giftCardEntries.cardId} = ${giftCards.id} and ${giftCardEntries.kind} = 'expired')`,
      ),
    )
    .orderBy(giftCards.expiresAt)
    .limit(limit);
}

/** The language of the account with this e-mail (a card's recipient who is a buyer); English for none. */
export async function languageOfEmail(db: DbOrTx, email: string): Promise<'en' | 'hi'> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row?.language ?? 'en';
}
