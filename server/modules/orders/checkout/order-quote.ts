import type { ApiAddress } from '../../../../common/contracts/address';
import { MAX_ORDER_PAISE, ORDER_MESSAGES } from '../../../../common/contracts/orders';
import {
  policyOf,
  type DeliveryMethod,
  type DeliveryQuote,
  type PaymentMethod,
} from '../../../../common/delivery';
import { cartTotals, orderTotals, type OrderTotals } from '../../../../common/money';
import { ValidationError } from '../../../lib/errors';
import type { CartLine } from '../../cart';
import { quoteFor } from '../../delivery';
import type { SiteSettings } from '../../settings';
import { orderItemsFor, type OrderItemDraft } from './order-pricing';
import { supplyFor, type Supply } from './supply';

/** How the buyer chose to receive and pay. */
export interface OrderChoice {
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
}

/** A cart priced for one address and choice: what checkout's preview shows and what the order is charged. */
export interface PricedOrder {
  supply: Supply;
  delivery: DeliveryQuote;
  /** The cash-on-delivery fee charged: the policy's when paying cash, else 0. */
  codFeePaise: number;
  /** What the order would total paid in cash (with the fee), whatever was chosen: what the COD limit is measured on. */
  codTotalPaise: number;
  totals: OrderTotals;
  items: OrderItemDraft[];
}

/**
 * The one pricing of an order, for the preview and the order alike: the place of supply (400 without a
 * state), the delivery by the shop's rules (400 where it does not deliver), the charges taxed with the goods,
 * and each line's amounts. Nothing here comes from the client but the address id and the choice.
 */
export function priceOrder(
  settings: SiteSettings,
  address: ApiAddress,
  lines: CartLine[],
  choice: OrderChoice,
  at: Date,
): PricedOrder {
  const supply = supplyFor(address, settings);
  // Nothing to deliver, nothing to charge for: an empty cart has no price (the create step says so first).
  if (lines.length === 0) throw new ValidationError(ORDER_MESSAGES.cartEmpty);
  const goods = cartTotals(lines, supply.type);
  const delivery = quoteFor(
    settings,
    { pincode: address.pincode, stateCode: supply.place.code },
    { paise: goods.grandTotalPaise, anyFragile: lines.some((l) => l.fragile) },
    choice.deliveryMethod,
    at,
  );
  const codOfferPaise = policyOf(settings.delivery).cod.feePaise;
  const codFeePaise = choice.paymentMethod === 'cod' ? codOfferPaise : 0;
  const totals = orderTotals(
    lines,
    delivery.deliveryFeePaise + delivery.fragileFeePaise + codFeePaise,
    supply.type,
  );
  if (totals.grandTotalPaise > MAX_ORDER_PAISE) throw new ValidationError(ORDER_MESSAGES.amountTooLarge);
  return {
    supply,
    delivery,
    codFeePaise,
    // The charges are tax included, so the fee adds to the total as it is.
    codTotalPaise: totals.grandTotalPaise - codFeePaise + codOfferPaise,
    totals,
    items: orderItemsFor(lines, totals, supply.type),
  };
}
