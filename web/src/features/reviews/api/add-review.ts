import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReview, ReviewAddInput } from '../../../../../common/contracts/review';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface AddReviewAnswer {
  success: boolean;
  message?: string;
  data: ApiReview;
  product: { _id: string; averageReview: number; reviewCount: number };
}

/** POST /api/shop/review/add: the server names the review from the account; a second review replaces the first. */
export const addReview = (input: ReviewAddInput) => api.post<AddReviewAnswer>('/api/shop/review/add', input);

/** On success the product's reviews and its average (everywhere it is cached) are fetched again. */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: async (_res, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.product(input.productId) }),
      ]);
    },
  });
}
