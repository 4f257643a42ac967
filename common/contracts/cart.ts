import { z } from 'zod';
import { Id } from './common';

import { MAX_CART_QUANTITY } from '../cart-rules';

export { MAX_CART_QUANTITY, onlyQuantityMessage } from '../cart-rules';

const Quantity = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_CART_QUANTITY, `Quantity must be at most ${MAX_CART_QUANTITY}`);

/** POST /api/shop/cart/add: adds quantity to what the cart already holds. */
export const CartAddBody = z.strictObject({ userId: Id, productId: Id, quantity: Quantity });

/** PUT /api/shop/cart/update-cart: sets the quantity of an item already in the cart. */
export const CartUpdateBody = z.strictObject({ userId: Id, productId: Id, quantity: Quantity });

export const CartUserParams = z.object({ userId: Id });
export const CartItemParams = z.object({ userId: Id, productId: Id });


export interface ApiCartItem {
  productId: string;
  title: string;
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
