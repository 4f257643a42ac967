import type { ReactNode } from 'react';
import { CartActionsContext } from '../../../lib/cart-actions';
import { useAddToCart, useBuyNow } from './use-add-to-cart';

/**
 * One Add to Cart for every card of the page: the session, cart and mutation are watched once here rather
 * than by each of dozens of cards (which made hydrating a listing slow on phones).
 */
export function CartActionsProvider({ children }: { children: ReactNode }) {
  const { add, pendingId } = useAddToCart();
  const { buy, isPending: buying } = useBuyNow();
  return (
    <CartActionsContext.Provider value={{ add, pendingId, buy, buying }}>
      {children}
    </CartActionsContext.Provider>
  );
}
