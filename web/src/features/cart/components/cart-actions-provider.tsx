import type { ReactNode } from 'react';
import { CartActionsContext } from '../../../lib/cart-actions';
import { useAddToCart, useBuyNow, useResumeCartIntent } from './use-add-to-cart';

/**
 * One Add to Cart for every card of the page: the session, cart and mutation are watched once here rather
 * than by each of dozens of cards (which made hydrating a listing slow on phones). It also finishes what a
 * visitor asked of the cart before logging in, on whichever shop page they come back to.
 */
export function CartActionsProvider({ children }: { children: ReactNode }) {
  const { add, pendingId } = useAddToCart();
  const { buy, isPending: buying } = useBuyNow();
  // A visitor's Add to Cart or Buy Now, back from login.
  useResumeCartIntent();
  return (
    <CartActionsContext.Provider value={{ add, pendingId, buy, buying }}>
      {children}
    </CartActionsContext.Provider>
  );
}
