import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../common/contracts/auth';
import { cartQuery } from '../../lib/cart-query';
import { queryKeys } from '../../lib/query-keys';
import { wishlistQuery } from '../../lib/wishlist';
import type { Loader } from '../../lib/route-loader';

/** The shop frame: the signed-in customer's cart and wishlist, for the header's counts and the hearts. */
export const shopLoader =
  (qc: QueryClient): Loader =>
  async () => {
    const user = qc.getQueryData<AuthUser | null>(queryKeys.auth.me());
    if (user)
      await Promise.all([qc.prefetchQuery(cartQuery(user.id)), qc.prefetchQuery(wishlistQuery(user.id))]);
    return null;
  };
