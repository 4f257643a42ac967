import type { QueryClient } from '@tanstack/react-query';
import { isUuid } from '../../../../common/text';
import { productQuery } from '../../features/catalog';
import { reviewsQuery } from '../../features/reviews';
import { notFound, type Loader } from '../../lib/route-loader';
import { errorStatus } from '../../lib/storefront';

export const productLoader =
  (qc: QueryClient): Loader =>
  async ({ params }) => {
    const id = params.id ?? '';
    if (!isUuid(id)) throw notFound();
    try {
      await Promise.all([qc.ensureQueryData(productQuery(id)), qc.prefetchQuery(reviewsQuery(id))]);
    } catch (error) {
      if (errorStatus(error) === 404) throw notFound();
      throw error;
    }
    return null;
  };
