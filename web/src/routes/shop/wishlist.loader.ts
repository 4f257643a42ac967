import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../common/contracts/auth';
import { queryKeys } from '../../lib/query-keys';
import type { Loader } from '../../lib/route-loader';
import { wishlistQuery } from '../../lib/wishlist';

/** Wishlist (issue 48): the signed-in buyer's saved products, rendered on the server with the page. */
export const wishlistLoader =
  (qc: QueryClient): Loader =>
  async () => {
    const user = qc.getQueryData<AuthUser | null>(queryKeys.auth.me());
    if (user) await qc.prefetchQuery(wishlistQuery(user.id));
    return null;
  };
