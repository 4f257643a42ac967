import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { removeFromWishlist, saveToWishlist } from '../../../lib/wishlist-api';

/**
 * A heart pressed by a signed-in buyer: saved or removed, the answer (the whole list) put in the cache, so
 * every heart and the header's count follow. Loaded on the first press (the shop's first load stays small).
 */
export async function toggleWish(
  queryClient: QueryClient,
  userId: string,
  product: { _id: string; title: string },
  save: boolean,
): Promise<void> {
  try {
    const res = save
      ? await saveToWishlist({ userId, productId: product._id })
      : await removeFromWishlist(userId, product._id);
    queryClient.setQueryData(queryKeys.wishlist.user(userId), res.data);
    toast({ title: `${res.message}: ${product.title}` });
  } catch (error) {
    toast({ title: errorMessage(error, 'Could not change your wishlist'), variant: 'destructive' });
  }
}
