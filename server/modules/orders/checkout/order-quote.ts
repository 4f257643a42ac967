import type { ApiAddress } from '../../../../common/contracts/address';
import { MAX_ORDER_PAISE, ORDER_MESSAGES } from '../../../../common/contracts/orders';
import {
  policyOf,
  type DeliveryMethod,
  type DeliveryQuote,
  type PaymentMethod,
} from '../../../../common/delivery';
import {
  discountRefusal,
  eligibleGrossPaise,
  eligibleLines,
  freeDeliveryRefusal,
  goodsDiscountPaise,
  shareDiscount,
  type DiscountKind,
  type DiscountLine,
} from '../../../../common/discounts';
import { splitPayment } from '../../../../common/giftcards';
import { cartTotals, orderTotals, type OrderTotals } from '../../../../common/money';
import { ValidationError } from '../../../lib/errors';
import type { CartLine } from '../../cart';
import { quoteFor } from '../../delivery';
import type { OrderDiscount } from '../../discounts';
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
  /** The discount code applied, or null. */
  discount: PricedDiscount | null;
}

/** A code priced into an order: what it took off the goods (the lines' shares) or the delivery charge it waived. */
export interface PricedDiscount {
  id: string;
  code: string;
  kind: DiscountKind;
  goodsPaise: number;
  deliveryPaise: number;
  /** The lines as the code saw them (what its use is checked against again when it is taken). */
  lines: DiscountLine[];
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
  code: OrderDiscount | null = null,
): PricedOrder {
  const supply = supplyFor(address, settings);
  // Nothing to deliver, nothing to charge for: an empty cart has no price (the create step says so first).
  if (lines.length === 0) throw new ValidationError(ORDER_MESSAGES.cartEmpty);
  // A code (400 with the reason when it does not apply): its amount shared over the lines it applies to, each
  // line then taxed on its value after its share (decision 029).
  const discountLines: DiscountLine[] = lines.map((l) => ({
    grossPaise: cartTotals([l]).grandTotalPaise,
    category: l.category,
    brand: l.brand,
  }));
  let shares: number[] = [];
  if (code) {
    const refusal = discountRefusal(code.rule, { now: at, lines: discountLines, buyer: code.buyer });
    if (refusal) throw new ValidationError(refusal);
    const off = goodsDiscountPaise(code.rule, eligibleGrossPaise(code.rule, discountLines));
    shares = shareDiscount(off, discountLines, eligibleLines(code.rule, discountLines));
  }
  // The free-delivery threshold counts the goods after the discount.
  const goods = cartTotals(lines, supply.type, shares);
  const delivery = quoteFor(
    settings,
    { pincode: address.pincode, stateCode: supply.place.code },
    { paise: goods.grandTotalPaise, anyFragile: lines.some((l) => l.fragile) },
    choice.deliveryMethod,
    at,
  );
  const codOfferPaise = policyOf(settings.delivery).cod.feePaise;
  const codFeePaise = choice.paymentMethod === 'cod' ? codOfferPaise : 0;
  // A free-delivery code waives the delivery charge (and so its tax): only standard delivery, only a charge.
  let deliveryOffPaise = 0;
  if (code?.rule.kind === 'freeDelivery') {
    const refusal = freeDeliveryRefusal(delivery.method, delivery.deliveryFeePaise);
    if (refusal) throw new ValidationError(refusal);
    deliveryOffPaise = delivery.deliveryFeePaise;
  }
  const totals = orderTotals(
    lines,
    delivery.deliveryFeePaise - deliveryOffPaise + delivery.fragileFeePaise + codFeePaise,
    supply.type,
    shares,
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
    discount: code
      ? {
          id: code.rule.id,
          code: code.rule.code,
          kind: code.rule.kind,
          goodsPaise: totals.discountPaise,
          deliveryPaise: deliveryOffPaise,
          lines: discountLines,
        }
      : null,
  };
}

/** An order priced with the gift card that pays part or all of it (decision 033). */
export interface CardPricedOrder extends PricedOrder {
  /** What the card pays (0 without one) and what is left to pay by PhonePe or cash; they add up to the total. */
  giftCardPaise: number;
  amountDuePaise: number;
  /** The card pays it all: the order is paid at once, with no payment page and no cash to collect. */
  paidByCard: boolean;
}

/**
 * The one pricing of an order with a card, for the preview and the order alike. The card is money, not a discount:
 * the taxable value, tax and total are priceOrder's, and the card only splits the total (common/giftcards.ts
 * splitPayment). Cash on delivery that the card would cover whole is no cash order: it is priced without the cash
 * fee and paid by the card.
 */
export function priceWithCard(
  settings: SiteSettings,
  address: ApiAddress,
  lines: CartLine[],
  choice: OrderChoice,
  at: Date,
  code: OrderDiscount | null,
  card: { balancePaise: number } | null,
): CardPricedOrder {
  let priced = priceOrder(settings, address, lines, choice, at, code);
  if (card && choice.paymentMethod === 'cod') {
    const online = priceOrder(settings, address, lines, { ...choice, paymentMethod: 'phonepe' }, at, code);
    if (card.balancePaise >= online.totals.grandTotalPaise) priced = online;
  }
  const split = splitPayment(priced.totals.grandTotalPaise, card?.balancePaise ?? 0);
  return { ...priced, ...split, paidByCard: card !== null && split.amountDuePaise === 0 };
}
