import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { storefrontOf } from '../../../lib/storefront';

export const REVIEWS_PAGE_SIZE = 20;

/** GET /api/shop/review/{productId}: newest first. */
export const reviewsQuery = (productId: string, page = 1, limit = REVIEWS_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeys.reviews.product(productId, page, limit),
    queryFn: ({ client }) => storefrontOf(client).reviews(productId, { page, limit }),
  });

export const useReviews = (productId: string, page = 1, enabled = true) =>
  useQuery({ ...reviewsQuery(productId, page), enabled });
