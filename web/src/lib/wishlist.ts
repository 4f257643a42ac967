import { createContext, useContext } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { storefrontOf } from './storefront';

/** GET /api/shop/wishlist/get/{userId}: the signed-in buyer's saved products, newest first. */
export const wishlistQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.wishlist.user(userId),
    queryFn: ({ client }) => storefrontOf(client).wishlist(userId),
  });

/** The wishlist of the signed-in user; disabled (no data) for visitors. */
export const useWishlist = (userId: string | undefined) =>
  useQuery({ ...wishlistQuery(userId ?? ''), enabled: !!userId });

/**
 * The hearts of product cards, the quick view and the product page, without knowing the wishlist's code: the
 * shop frame provides them (features/wishlist's WishActionsProvider), one watch of the list for every card.
 */
export interface WishActions {
  saved(productId: string): boolean;
  /** Saves or removes; a visitor goes to login first and comes back with it saved. */
  toggle(product: { _id: string; title: string }): void;
}

/** Outside the shop frame (tests of a lone card), hearts that do nothing. */
export const WishActionsContext = createContext<WishActions>({ saved: () => false, toggle: () => {} });

export const useWishActions = (): WishActions => useContext(WishActionsContext);
