import type { ApiCart } from '../../../../common/contracts/cart';
import {
  ContactEmail,
  ContactName,
  ORDER_MESSAGES,
  readBuyerGstin,
  shortStockMessage,
} from '../../../../common/contracts/orders';

export interface CheckoutInput {
  cart: Pick<ApiCart, 'items' | 'totals'>;
  addressId: string | null;
  contactName: string;
  contactEmail: string;
  /** Optional: the business's GSTIN for a B2B invoice. */
  buyerGstin?: string;
}

/**
 * Where a refusal points: a part of the Shipping step, the cart, the Delivery step (its charges not known),
 * or the Payment step (cash on delivery refused, or the e-mail not confirmed before a first cash order).
 */
export type CheckoutField =
  | 'cart'
  | 'address'
  | 'contactName'
  | 'contactEmail'
  | 'buyerGstin'
  | 'delivery'
  | 'payment'
  | 'discount'
  | 'giftCard';

/**
 * SPEC §5 checkout checks in the server's order, with SPEC §8's messages: items in the cart, a total above
 * zero, an address chosen, a name of at least 2 characters after trimming, an e-mail shaped like one, a
 * buyer GSTIN (when one is given) with a real state code and check character; then a line holding more than is left (the server's wording when stock ran out). Null when the order may be
 * placed; the server checks all of it again.
 */
export function checkoutRefusal({ cart, addressId, contactName, contactEmail, buyerGstin }: CheckoutInput): {
  message: string;
  field: CheckoutField;
} | null {
  if (cart.items.length === 0) return { message: ORDER_MESSAGES.cartEmpty, field: 'cart' };
  if (!(cart.totals.grandTotal > 0)) return { message: ORDER_MESSAGES.amountZero, field: 'cart' };
  if (!addressId) return { message: ORDER_MESSAGES.address, field: 'address' };
  if (!ContactName.safeParse(contactName).success)
    return { message: ORDER_MESSAGES.name, field: 'contactName' };
  if (!ContactEmail.safeParse(contactEmail).success)
    return { message: ORDER_MESSAGES.email, field: 'contactEmail' };
  const gstinRefusal = readBuyerGstin(buyerGstin).message;
  if (gstinRefusal) return { message: gstinRefusal, field: 'buyerGstin' };
  const short = cart.items.find((i) => i.quantity > i.totalStock);
  if (short) {
    return { message: shortStockMessage(short.title, short.totalStock), field: 'cart' };
  }
  return null;
}

/** A random Idempotency-Key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
