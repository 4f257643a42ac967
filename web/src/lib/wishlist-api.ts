import type { ApiWishlist, WishlistAddInput } from '../../../common/contracts/wishlist';
import { api } from './api-client';

/** The wishlist's changes, loaded with what uses them (a heart's first press, the wishlist page, a resumed login). */
interface WishlistAnswer {
  success: boolean;
  message: string;
  data: ApiWishlist;
}

/** POST /api/shop/wishlist/add: saves, or changes the switches of a saved product. */
export const saveToWishlist = (input: WishlistAddInput) =>
  api.post<WishlistAnswer>('/api/shop/wishlist/add', input);

/** DELETE /api/shop/wishlist/{userId}/{productId}. */
export const removeFromWishlist = (userId: string, productId: string) =>
  api.delete<WishlistAnswer>(
    `/api/shop/wishlist/${encodeURIComponent(userId)}/${encodeURIComponent(productId)}`,
  );
