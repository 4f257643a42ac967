import { createContext, useContext } from 'react';

/** The query parameter naming a visitor's cart request on the way back from login (lib/cart-intent.ts). */
export const CART_INTENT_PARAM = 'cartIntent';

/** The screen an add comes from: SPEC §5 checks stock on listing and search (and the product), not home. */
export type AddWhere = 'home' | 'listing' | 'search' | 'product';

/** What Add to Cart and Buy Now need of a product. */
export interface CartProduct {
  _id: string;
  totalStock: number;
}

/**
 * What product screens may do with the cart, without knowing the cart's code: the shop layout provides
 * them (the cart feature's CartActionsProvider), cards and the product details use them.
 */
export interface CartActions {
  add(product: CartProduct, quantity: number, where: AddWhere): Promise<boolean>;
  /** The product whose add is under way, for that card's spinner. */
  pendingId: string | undefined;
  /** SPEC §8 Buy Now: add one (or what the quantity field says) and go to checkout. */
  buy(product: CartProduct, quantity?: number): Promise<void>;
  buying: boolean;
}

export const CartActionsContext = createContext<CartActions | null>(null);

export function useCartActions(): CartActions {
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error('useCartActions needs a CartActionsProvider (the shop layout has one)');
  return actions;
}
