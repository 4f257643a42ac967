import type { QueryClient } from '@tanstack/react-query';
import { ADDED_TO_CART } from '../../../../../common/cart-rules';
import { toast, toastThenNavigate } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { takeCartIntent, withoutCartIntent } from '../../../lib/cart-intent';
import { openCartSheet } from '../../../lib/cart-sheet';
import { cartQuery } from '../../../lib/cart-query';
import type { AppLocation, NavigateFn } from '../../../lib/navigation';
import { paths } from '../../../lib/paths';
import { quantityInCart } from '../../../lib/cart-rules';
import { queryKeys } from '../../../lib/query-keys';
import { saveToWishlist } from '../../../lib/wishlist-api';

/**
 * Back from login with a cart request or a heart (lib/cart-intent.ts; loaded only then). The marker leaves the address
 * first, so neither a reload nor Back repeats it. Then the product goes into the cart
 * with its quantity (the server holds it to the stock and the cart's cap, with SPEC's messages), then the cart
 * opens with 'Product is added to cart', or for Buy Now checkout opens. A Buy Now the server refuses still
 * goes to checkout when the cart holds the product (SPEC §8), else says why.
 */
export async function resumeCartIntent({
  id,
  location,
  userId,
  add,
  navigate,
  queryClient,
}: {
  id: string;
  location: Pick<AppLocation, 'pathname' | 'search'>;
  userId: string;
  add: (input: { userId: string; productId: string; quantity: number }) => Promise<{ message?: string }>;
  navigate: NavigateFn;
  queryClient: QueryClient;
}): Promise<void> {
  void navigate(
    { pathname: location.pathname, search: withoutCartIntent(location.search) },
    { replace: true },
  );
  const intent = takeCartIntent(id);
  if (!intent) return;
  const { action, productId, quantity } = intent;
  if (action === 'wish') {
    // A heart pressed before login: saved now, and the hearts and the header's count show it.
    try {
      const res = await saveToWishlist({ userId, productId });
      queryClient.setQueryData(queryKeys.wishlist.user(userId), res.data);
      toast({ title: res.message });
    } catch (error) {
      toast({ title: errorMessage(error, 'Could not save to your wishlist'), variant: 'destructive' });
    }
    return;
  }
  try {
    const res = await add({ userId, productId, quantity });
    if (action === 'buy') {
      void navigate(paths.shop.checkout.href());
      return;
    }
    openCartSheet();
    toast({ title: res.message || ADDED_TO_CART });
  } catch (error) {
    const message = {
      title: errorMessage(error, action === 'buy' ? 'Unable to proceed' : 'Could not add to cart'),
      variant: 'destructive' as const,
    };
    if (action === 'buy') {
      const cart = await queryClient.fetchQuery(cartQuery(userId)).catch(() => undefined);
      if (quantityInCart(cart, productId) > 0) {
        void toastThenNavigate(message, () => navigate(paths.shop.checkout.href()));
        return;
      }
    }
    toast(message);
  }
}
