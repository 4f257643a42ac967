import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../common/contracts/auth';
import { addressesQuery } from '../../features/addresses';
import { queryKeys } from '../../lib/query-keys';
import type { Loader } from '../../lib/route-loader';

/** Checkout: the saved addresses (the cart comes with the shop frame). Signed-in only, as the guard ensures. */
export const checkoutLoader =
  (qc: QueryClient): Loader =>
  async () => {
    const user = qc.getQueryData<AuthUser | null>(queryKeys.auth.me());
    if (user) await qc.prefetchQuery(addressesQuery(user.id));
    return null;
  };
