import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../common/contracts/auth';
import { isUuid } from '../../../../common/text';
import { productQuery, subcategoriesQuery } from '../../features/catalog';
import { categoryTilesQuery } from '../../lib/categories';
import { reviewsQuery } from '../../features/reviews';
import { deliverySupplyQuery } from '../../lib/delivery-supply';
import { queryKeys } from '../../lib/query-keys';
import { langOf, notFound, type Loader } from '../../lib/route-loader';
import { errorStatus } from '../../lib/storefront';

export const productLoader =
  (qc: QueryClient): Loader =>
  async ({ params, request }) => {
    const id = params.id ?? '';
    if (!isUuid(id)) throw notFound();
    // A signed-in buyer sees the tax of a delivery to their saved address (a visitor's page holds none).
    const user = qc.getQueryData<AuthUser | null>(queryKeys.auth.me());
    // A Hindi page names the category, brand and subcategory in Hindi (features/catalog/names.ts, product
    // details): their lists come with the page, so the server's HTML has the Hindi names (no English flash, no
    // hydration mismatch). An English page asks for none of them.
    const hindi = langOf(request) === 'hi';
    try {
      await Promise.all([
        qc
          .ensureQueryData(productQuery(id))
          .then((product) =>
            hindi && product.subcategory ? qc.prefetchQuery(subcategoriesQuery([product.category])) : null,
          ),
        hindi ? qc.prefetchQuery(categoryTilesQuery('category')) : null,
        hindi ? qc.prefetchQuery(categoryTilesQuery('brand')) : null,
        qc.prefetchQuery(reviewsQuery(id)),
        user ? qc.prefetchQuery(deliverySupplyQuery(user.id)) : null,
      ]);
    } catch (error) {
      if (errorStatus(error) === 404) throw notFound();
      throw error;
    }
    return null;
  };
