import { amountDuePaise } from '../../giftcards';
import { COD_MESSAGES } from '../../../../common/contracts/orders';
import {
  codMessage,
  codRefusal,
  indiaDay,
  policyOf,
  type CodRefusal,
  type DeliveryQuote,
} from '../../../../common/delivery';
import { formatPaise, toPaise } from '../../../../common/money';
import type { DbOrTx } from '../../../db/client';
import { ConflictError, ForbiddenError, ValidationError } from '../../../lib/errors';
import { isCodVerified } from '../../auth';
import type { SiteSettings } from '../../settings';
import { type OrderDeps, repo } from '../core';

/**
 * Whether an order may be paid in cash at the door: the policy's rules (on, offered in the zone,
 * the total with the fee within the limit, fewer open cash orders than allowed: common/delivery.ts
 * codRefusal) and the account's confirmed e-mail. Checkout's preview shows it; the order is refused by it.
 */
export interface CodOffer {
  feePaise: number;
  refusal: CodRefusal | null;
  /** What the buyer is told when it is refused. */
  message: string | null;
  /** The account confirmed its e-mail with a code (asked before its first cash-on-delivery order). */
  verified: boolean;
}

/** What the rules read of a priced order (checkout's PricedOrder): its delivery zone and its total paid in cash. */
export interface CashPricing {
  delivery: Pick<DeliveryQuote, 'zone'>;
  /** What the order would total paid in cash (with the fee), whatever was chosen. */
  codTotalPaise: number;
}

export async function codOfferFor(
  deps: OrderDeps,
  userId: string,
  settings: SiteSettings,
  priced: CashPricing,
): Promise<CodOffer> {
  const [open, verified] = await Promise.all([
    repo.openCashOrdersOfUser(deps.db, userId),
    isCodVerified(deps, userId),
  ]);
  return codOffer(settings, priced, open, verified);
}

function codOffer(settings: SiteSettings, priced: CashPricing, open: number, verified: boolean): CodOffer {
  const policy = policyOf(settings.delivery);
  const refusal = codRefusal(policy, priced.delivery.zone, priced.codTotalPaise, open);
  return {
    feePaise: policy.cod.feePaise,
    refusal,
    message: refusal ? codMessage(refusal, policy) : null,
    verified,
  };
}

/**
 * The open cash orders counted again inside the order's transaction, under the account's checkout lock (the
 * cart's row): checkouts sent at once each saw room for one more before any was placed; here they take turns,
 * so the account never holds more than the policy allows (409 as requireCodAllowed).
 */
export async function requireCodRoom(
  tx: DbOrTx,
  userId: string,
  settings: SiteSettings,
  priced: CashPricing,
): Promise<void> {
  requireCodAllowed(codOffer(settings, priced, await repo.openCashOrdersOfUser(tx, userId), true));
}

/**
 * Refuses cash on delivery where the policy does (400 with its sentence; 409 when the account has too many
 * open cash orders, which delivering one of them ends). Nothing is written.
 */
export function requireCodAllowed(offer: CodOffer): void {
  if (offer.refusal === 'open') throw new ConflictError(offer.message!);
  if (offer.refusal) throw new ValidationError(offer.message!);
}

/** requireCodAllowed, and the account must have confirmed its e-mail (403 until it has). */
export function requireCodOrder(offer: CodOffer): void {
  requireCodAllowed(offer);
  if (!offer.verified) throw new ForbiddenError(COD_MESSAGES.verify);
}

// ---------------------------------------------------------------- at the door

/** What the owner is told when marking an unpaid cash order delivered without its cash. */
export const CASH_FIRST = 'Record the cash collected to mark a cash-on-delivery order delivered.';

/** India's calendar day (yyyy-mm-dd) at an instant. */
const indiaIsoDay = (at: Date) => indiaDay(at).toISOString().slice(0, 10);

/**
 * When the cash of a delivered cash-on-delivery order counts as paid: now when it was collected today, else
 * noon (India) of its day. Only a dispatched, unpaid cash order takes cash (409); the amount must be its
 * total to the paisa and the day a real one between the order's and today, India's calendar (400).
 */
export function cashCollectedAt(
  order: Pick<
    repo.OrderRow,
    'paymentMethod' | 'paymentStatus' | 'orderStatus' | 'totalAmountPaise' | 'giftCardPaise' | 'orderDate'
  >,
  cash: { amount: number; collectedOn: string },
  now: Date,
): Date {
  if (order.paymentMethod !== 'cod')
    throw new ConflictError('Only a cash-on-delivery order is paid at the door');
  if (order.paymentStatus === 'paid') throw new ConflictError('The cash for this order is already recorded');
  if (order.orderStatus !== 'inShipping') {
    throw new ConflictError('Only a dispatched order can be delivered: please dispatch it first');
  }
  // What a gift card paid is not collected at the door (decision 033).
  const due = amountDuePaise(order);
  if (toPaise(cash.amount) !== due) {
    throw new ValidationError(
      order.giftCardPaise > 0
        ? `The cash collected must be what was left to pay after the gift card, ${formatPaise(due)}`
        : `The cash collected must be the order's total, ${formatPaise(due)}`,
    );
  }
  const today = indiaIsoDay(now);
  const noon = new Date(`${cash.collectedOn}T12:00:00+05:30`);
  // A day that does not exist (2026-02-30) is not the one it was written as.
  const real = !Number.isNaN(noon.getTime()) && indiaIsoDay(noon) === cash.collectedOn;
  if (!real || cash.collectedOn < indiaIsoDay(order.orderDate) || cash.collectedOn > today) {
    throw new ValidationError("The day the cash was collected must be between the order's day and today");
  }
  return cash.collectedOn === today ? now : noon;
}
