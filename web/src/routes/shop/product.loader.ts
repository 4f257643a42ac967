import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../common/contracts/auth';
import { isUuid } from '../../../../common/text';
import { productQuery } from '../../features/catalog';
import { reviewsQuery } from '../../features/reviews';
import { deliverySupplyQuery } from '../../lib/delivery-supply';
import { queryKeys } from '../../lib/query-keys';
import { notFound, type Loader } from '../../lib/route-loader';
import { errorStatus } from '../../lib/storefront';

export const productLoader =
  (qc: QueryClient): Loader =>
  async ({ params }) => {
    const id = params.id ?? '';
    if (!isUuid(id)) throw notFound();
    // A signed-in buyer sees the tax of a delivery to their saved address (a visitor's page holds none).
    const user = qc.getQueryData<AuthUser | null>(queryKeys.auth.me());
    try {
      await Promise.all([
        qc.ensureQueryData(productQuery(id)),
        qc.prefetchQuery(reviewsQuery(id)),
        user ? qc.prefetchQuery(deliverySupplyQuery(user.id)) : null,
      ]);
    } catch (error) {
      if (errorStatus(error) === 404) throw notFound();
      throw error;
    }
    return null;
  };
