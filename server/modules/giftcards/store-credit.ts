import { defaultGiftCardExpiry, giftCardLast4 } from '../../../common/giftcards';
import type { DbOrTx } from '../../db/client';
import { hashGiftCardCode, newGiftCardCode } from './giftcard-code';
import { findCardById, insertCard, moveBalance, type GiftCardRow } from './giftcards.repository';

/**
 * Store credit (issue 47, decision 033): a refund paid as money on a gift card, at once, in the refund's
 * transaction. The card the order was paid with gets it (one card, one balance for the buyer) while it can still
 * be spent (active, not expired: credit on a dead card would be money the buyer cannot use); otherwise a new
 * card in the buyer's name, valid a year, whose code exists only in the answer (to be mailed once) and is kept as
 * its hash and last four. Store credit is the refund's amount, so the ₹10,000 limit of an issued card does not
 * apply.
 */

export interface StoreCreditOrder {
  id: string;
  orderNumber: string;
  userId: string;
  contactName: string;
  contactEmail: string;
  giftCardId: string | null;
}

export interface StoreCredit {
  card: GiftCardRow;
  /** The new card's code (16 symbols), only when a card was made: mail it once, never store it. */
  code?: string;
}

export async function creditStoreCredit(
  tx: DbOrTx,
  input: { order: StoreCreditOrder; amountPaise: number; refundId: string; now: Date; email?: string | null },
): Promise<StoreCredit> {
  const { order, amountPaise, refundId, now } = input;
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
    throw new RangeError('Store credit is a whole, positive number of paise');
  const entry = { orderId: order.id, orderNumber: order.orderNumber, refundId };
  const paying = order.giftCardId ? await findCardById(tx, order.giftCardId) : null;
  if (order.giftCardId && !paying)
    throw new Error(`Gift card ${order.giftCardId} of order ${order.orderNumber} not found`);
  if (paying && paying.active && paying.expiresAt.getTime() > now.getTime()) {
    const card = await moveBalance(tx, {
      cardId: paying.id,
      amountPaise,
      kind: 'refundCredit',
      now,
      ...entry,
    });
    // A credit's condition (balance + amount >= 0) cannot fail on a card just read in this transaction.
    return { card: card! };
  }
  const code = newGiftCardCode();
  const card = await insertCard(
    tx,
    {
      codeHash: hashGiftCardCode(code),
      last4: giftCardLast4(code),
      source: 'storeCredit',
      initialPaise: amountPaise,
      balancePaise: amountPaise,
      expiresAt: defaultGiftCardExpiry(now),
      recipientName: order.contactName,
      recipientEmail: (input.email ?? order.contactEmail).toLowerCase(),
      userId: order.userId,
      createdAt: now,
      updatedAt: now,
    },
    { kind: 'refundCredit', ...entry },
  );
  return { card, code };
}
