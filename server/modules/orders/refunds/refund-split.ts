import { giveBackSplit } from '../../../../common/giftcards';
import type { RefundMethod } from '../../../../common/contracts/returns';

/**
 * How one refund's amount is paid (issue 47, decision 033), a pure rule: the part a gift card paid of the order
 * and has not had back goes back to that card first, at once; store credit takes the rest onto a card too; the
 * rest of any other method goes by it (PhonePe, or the owner's transfer). A retry carries the card part its
 * failed refund already gave back, so the card is never credited twice.
 */
export interface RefundPlan {
  /** Back to the card that paid the order (ledger kind givenBack; the order's giftCardReturnedPaise grows). */
  toCardPaise: number;
  /** Store credit: onto the order's card or a new one (ledger kind refundCredit). */
  storeCreditPaise: number;
  /** What PhonePe or the transfer pays: 0 for store credit. */
  toPaymentPaise: number;
  /** All of it is on a card: the refund completes at once, with its credit note. */
  atOnce: boolean;
  /** refunds.giftCardPaise: what of the amount a card got (given back now, carried from a retry, or credit). */
  giftCardPaise: number;
}

export function planRefund(input: {
  amountPaise: number;
  method: RefundMethod;
  order: { giftCardId: string | null; giftCardPaise: number; giftCardReturnedPaise: number };
  /** A retry's: the card part its failed refund gave back already. */
  carriedCardPaise?: number;
}): RefundPlan {
  const carried = input.carriedCardPaise ?? 0;
  const toCardPaise =
    carried > 0 || !input.order.giftCardId
      ? 0
      : giveBackSplit(input.amountPaise, input.order.giftCardPaise, input.order.giftCardReturnedPaise)
          .toCardPaise;
  const rest = input.amountPaise - carried - toCardPaise;
  const storeCreditPaise = input.method === 'storeCredit' ? rest : 0;
  const toPaymentPaise = rest - storeCreditPaise;
  return {
    toCardPaise,
    storeCreditPaise,
    toPaymentPaise,
    atOnce: toPaymentPaise === 0,
    giftCardPaise: carried + toCardPaise + storeCreditPaise,
  };
}

/**
 * What failed refunds not tried again gave back to a card: their card part stays given (the card is money the
 * buyer has), so it counts against what is left to refund although the refund failed.
 */
export function cardPartOfFailedRefunds(
  refunds: { state: string; retriedAt: Date | null; giftCardPaise: number }[],
): number {
  return refunds
    .filter((r) => r.state === 'failed' && r.retriedAt === null)
    .reduce((sum, r) => sum + r.giftCardPaise, 0);
}
