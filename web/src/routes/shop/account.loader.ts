import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../common/contracts/auth';
import { addressesQuery } from '../../features/addresses';
import { ordersQuery } from '../../features/orders';
import { queryKeys } from '../../lib/query-keys';
import { wishlistQuery } from '../../lib/wishlist';
import { myGiftCardsQuery } from '../../features/account-giftcards';
import type { Loader } from '../../lib/route-loader';

/** Account: the orders (the default tab), the saved addresses and the wishlist mails' choice. */
export const accountLoader =
  (qc: QueryClient): Loader =>
  async () => {
    const user = qc.getQueryData<AuthUser | null>(queryKeys.auth.me());
    if (user)
      await Promise.all([
        qc.prefetchQuery(ordersQuery(user.id)),
        qc.prefetchQuery(addressesQuery(user.id)),
        qc.prefetchQuery(wishlistQuery(user.id)),
        qc.prefetchQuery(myGiftCardsQuery(user.id)),
      ]);
    return null;
  };
