import { COD_MESSAGES } from '../../../../common/contracts/orders';
import { codMessage, codRefusal, policyOf, type CodRefusal } from '../../../../common/delivery';
import { ConflictError, ForbiddenError, ValidationError } from '../../../lib/errors';
import { isCodVerified } from '../../auth';
import type { SiteSettings } from '../../settings';
import type { OrderDeps } from '../order-deps';
import * as repo from '../orders.repository';
import type { PricedOrder } from './order-quote';

/**
 * Whether an order may be paid in cash at the door (issue 28): the policy's rules (on, offered in the zone,
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

export async function codOfferFor(
  deps: OrderDeps,
  userId: string,
  settings: SiteSettings,
  priced: Pick<PricedOrder, 'delivery' | 'codTotalPaise'>,
): Promise<CodOffer> {
  const policy = policyOf(settings.delivery);
  const [open, verified] = await Promise.all([
    repo.openCashOrdersOfUser(deps.db, userId),
    isCodVerified(deps, userId),
  ]);
  const refusal = codRefusal(policy, priced.delivery.zone, priced.codTotalPaise, open);
  return {
    feePaise: policy.cod.feePaise,
    refusal,
    message: refusal ? codMessage(refusal, policy) : null,
    verified,
  };
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
