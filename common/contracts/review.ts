import { z } from 'zod';
import { CONTROL_CHARS } from './common';
import { Id } from './common';

import { MAX_REVIEW_LENGTH } from '../review-rules';

export { MAX_REVIEW_LENGTH } from '../review-rules';

/**
 * POST /api/shop/review/add. userName is accepted for compatibility with SPEC §7 and ignored: the server
 * takes the name from the account.
 */
export const ReviewAddBody = z.strictObject({
  productId: Id,
  userId: Id,
  userName: z.string().max(200, 'userName is too long').optional(),
  reviewMessage: z
    .string({ message: 'Review message is required' })
    .trim()
    .min(1, 'Review message is required')
    .max(MAX_REVIEW_LENGTH, `Review message must be at most ${MAX_REVIEW_LENGTH} characters`)
    .refine((s) => !CONTROL_CHARS.test(s), 'Review message contains invalid characters'),
  reviewValue: z
    .number({ message: 'Rating must be a number' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be from 1 to 5')
    .max(5, 'Rating must be from 1 to 5'),
});

export const ReviewProductParams = z.object({ productId: Id });

/** GET /api/shop/review/{productId}?page&limit: newest first. */
export const ReviewListQuery = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000)
    .default(1),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(50),
});

export type ReviewAddInput = z.input<typeof ReviewAddBody>;

export interface ApiReview {
  _id: string;
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
  createdAt: string;
  updatedAt: string;
}
