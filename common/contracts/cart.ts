import { z } from 'zod';
import { Id } from './common';

import { QUANTITY_MESSAGES } from '../quantity';

export { MAX_CART_QUANTITY, onlyQuantityMessage } from '../cart-rules';

/**
 * A quantity of one item: a whole number from 1. Its ceiling is the product's stock and the cart's cap, which
 * the service checks (cart.service.ts), so that a quantity past the stock is answered with SPEC §8's 'Only N
 * quantity can be added for this item' for that product's N, however large it is.
 */
const Quantity = z
  .number({ message: QUANTITY_MESSAGES.number })
  .int(QUANTITY_MESSAGES.whole)
  .min(1, QUANTITY_MESSAGES.atLeastOne);

/** POST /api/shop/cart/add: adds quantity to what the cart already holds. */
export const CartAddBody = z.strictObject({ userId: Id, productId: Id, quantity: Quantity });

/** PUT /api/shop/cart/update-cart: sets the quantity of an item already in the cart. */
export const CartUpdateBody = z.strictObject({ userId: Id, productId: Id, quantity: Quantity });

export const CartUserParams = z.object({ userId: Id });
export const CartItemParams = z.object({ userId: Id, productId: Id });

export interface ApiCartItem {
  productId: string;
  title: string;
  /** The product's Hindi title, only when it has one (issue 50: the cart sheet and checkout on a Hindi page). */
  translations?: { hi: { title: string } };
  image: string;
  /** Base price before tax, rupees. */
  price: number;
  /** Price including GST, rupees. */
  salePrice: number;
  cgstPercent: number;
  sgstPercent: number;
  quantity: number;
  totalStock: number;
}

export interface ApiCart {
  /** null until the user first adds something. */
  _id: string | null;
  userId: string;
  items: ApiCartItem[];
  totals: { subtotal: number; cgst: number; sgst: number; grandTotal: number };
}

export type CartAddInput = z.input<typeof CartAddBody>;
export type CartUpdateInput = z.input<typeof CartUpdateBody>;
