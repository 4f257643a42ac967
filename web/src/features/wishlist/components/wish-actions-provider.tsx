import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLoginFirst } from '../../../lib/use-login-first';
import { useAuth } from '../../../lib/session';
import { useWishlist, WishActionsContext } from '../../../lib/wishlist';

/**
 * One watch of the buyer's wishlist for every heart of the page. A visitor's heart goes to login through the
 * cart's way back (lib/cart-intent.ts, action 'wish'), so it is saved once they are in; a buyer's press is
 * carried out by wish-toggle.ts, loaded then.
 */
export function WishActionsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { data } = useWishlist(user?.id);
  const queryClient = useQueryClient();
  const loginFirst = useLoginFirst();
  const saved = (id: string) => !!data?.items.some((i) => i.productId === id);
  const toggle = (product: { _id: string; title: string }) => {
    if (!user) return void loginFirst({ action: 'wish', productId: product._id, quantity: 1 });
    void import('./wish-toggle').then((m) =>
      m.toggleWish(queryClient, user.id, product, !saved(product._id)),
    );
  };
  return <WishActionsContext.Provider value={{ saved, toggle }}>{children}</WishActionsContext.Provider>;
}
