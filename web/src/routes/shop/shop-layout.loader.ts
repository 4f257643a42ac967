import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../common/contracts/auth';
import { cartQuery } from '../../lib/cart-query';
import { queryKeys } from '../../lib/query-keys';
import type { Loader } from '../../lib/route-loader';

/** The shop frame: the signed-in customer's cart, for the header's count. */
export const shopLoader =
  (qc: QueryClient): Loader =>
  async () => {
    const user = qc.getQueryData<AuthUser | null>(queryKeys.auth.me());
    if (user) await qc.prefetchQuery(cartQuery(user.id));
    return null;
  };
