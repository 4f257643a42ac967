import { createContext, useContext, type ReactNode } from 'react';
import { useAddToCart, type AddWhere, type CartProduct } from '../../cart/components/use-add-to-cart';

interface CartActions {
  add(product: CartProduct, quantity: number, where: AddWhere): Promise<boolean>;
  /** The product whose add is under way, for that card's spinner. */
  pendingId: string | undefined;
}

const CartActionsContext = createContext<CartActions | null>(null);

/**
 * One Add to Cart for every card of the page: the session, cart and mutation are watched once here rather
 * than by each of dozens of cards (which made hydrating a listing slow on phones).
 */
export function CartActionsProvider({ children }: { children: ReactNode }) {
  const { add, pendingId } = useAddToCart();
  return <CartActionsContext.Provider value={{ add, pendingId }}>{children}</CartActionsContext.Provider>;
}

export function useCartActions(): CartActions {
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error('useCartActions needs a CartActionsProvider (the shop layout has one)');
  return actions;
}
