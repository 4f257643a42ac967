import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { giftCardRefusal } from '../../../common/giftcards';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { findCardForBuyer } from './card-lookup';
import { moveBalance, type GiftCardRow } from './giftcards.repository';

/**
 * The card's part of an order (issue 47, decision 033): the card a buyer typed at checkout, taken in the order's
 * transaction, and given back once when the order ends unpaid. The split itself is common/giftcards.ts
 * splitPayment; a card never changes the order's taxable value, tax or total, only what is left to pay.
 */

export const CARD_SPENT_MESSAGE =
  'This gift card no longer has enough balance. Please review your order again.';

/** What is left to pay by PhonePe or cash: the order's total less what the card paid. */
export function amountDuePaise(order: { totalAmountPaise: number; giftCardPaise: number }): number {
  // An order row always has it; a shape from before gift cards (a test's fixture) counts as none.
  return order.totalAmountPaise - (order.giftCardPaise ?? 0);
}

/**
 * The card a buyer typed at checkout (preview or order), able to pay: a code that cannot be a code or no card's is
 * 400 with the same sentence (a guess, counted against the hourly limit; 429 past it), a disabled or expired card or
 * one with nothing left is 400 with the reason. Nothing is written but the guess.
 */
export async function cardForCheckout(
  db: DbOrTx,
  config: Pick<AppConfig, 'rateLimits'>,
  typed: string,
  who: { userId: string; ip: string },
  now: Date,
): Promise<GiftCardRow> {
  let card: GiftCardRow;
  try {
    card = await findCardForBuyer(db, config, typed, who);
  } catch (err) {
    // At checkout an unknown code is a wrong entry in the form, not a missing page.
    if (err instanceof NotFoundError) throw new ValidationError(err.message);
    throw err;
  }
  const refusal = giftCardRefusal(card, now);
  if (refusal) throw new ValidationError(refusal);
  return card;
}

/**
 * Takes the card's part of a new order, in the order's transaction: one conditional debit (the balance never below
 * zero, the card still active and unexpired). 400 when it cannot (another order spent the card meanwhile): the
 * caller's transaction then rolls back, order and all.
 */
export async function spendCardOnOrder(
  tx: DbOrTx,
  spend: { cardId: string; amountPaise: number; orderId: string; orderNumber: string; now: Date },
): Promise<void> {
  const card = await moveBalance(tx, {
    cardId: spend.cardId,
    amountPaise: -spend.amountPaise,
    kind: 'spent',
    spend: true,
    now: spend.now,
    orderId: spend.orderId,
    orderNumber: spend.orderNumber,
  });
  if (!card) throw new ValidationError(CARD_SPENT_MESSAGE);
}

/**
 * Gives back to its card what an order's card paid and has not had back yet, once (the order's returned amount moves
 * by a conditional update from what was read): an order that ended unpaid (failed or expired payment, a cancelled
 * unpaid order, a refused parcel). Run in the transaction that ends the order. Returns the paise given back.
 */
export async function giveBackOrderCard(tx: DbOrTx, orderId: string, now: Date): Promise<number> {
  const [order] = await tx
    .select({
      cardId: orders.giftCardId,
      paid: orders.giftCardPaise,
      returned: orders.giftCardReturnedPaise,
      orderNumber: orders.orderNumber,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.cardId) return 0;
  const amount = order.paid - order.returned;
  // Stryker disable next-line EqualityOperator: at 0 the conditional update below finds nothing to move either.
  if (amount <= 0) return 0;
  const moved = await tx
    .update(orders)
    .set({ giftCardReturnedPaise: sql`${orders.giftCardReturnedPaise} + ${amount}` })
    .where(
      and(
        eq(orders.id, orderId),
        isNotNull(orders.giftCardId),
        eq(orders.giftCardReturnedPaise, order.returned),
        lt(orders.giftCardReturnedPaise, orders.giftCardPaise),
      ),
    )
    .returning({ id: orders.id });
  if (moved.length === 0) return 0;
  await moveBalance(tx, {
    cardId: order.cardId,
    amountPaise: amount,
    kind: 'givenBack',
    now,
    orderId,
    orderNumber: order.orderNumber,
  });
  return amount;
}
