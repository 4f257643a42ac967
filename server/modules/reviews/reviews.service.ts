import type { ApiReview } from '../../../common/contracts/review';
import type { PageInfo } from '../../../common/contracts/catalog';
import type { Db, DbOrTx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../auth';
import * as repo from './reviews.repository';

function toApi(row: repo.ReviewRow): ApiReview {
  return {
    _id: row.id,
    productId: row.productId,
    userId: row.userId,
    userName: row.userName,
    reviewMessage: row.reviewMessage,
    reviewValue: row.reviewValue,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saves the user's review of a product (a second one replaces the first), named from the account, and
 * recomputes the product's average rating in the same transaction, with the product row locked so that
 * concurrent reviews cannot leave a stale average.
 */
export async function addReview(
  db: Db,
  user: SessionUser,
  input: { productId: string; reviewMessage: string; reviewValue: number },
): Promise<{ review: ApiReview; averageReview: number; reviewCount: number }> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockProduct(tx, input.productId))) throw new NotFoundError('Product not found');
    const row = await repo.upsertReview(tx, {
      productId: input.productId,
      userId: user.id,
      userName: user.userName,
      reviewMessage: input.reviewMessage,
      reviewValue: input.reviewValue,
    });
    const rating = await repo.recomputeRating(tx, input.productId);
    return { review: toApi(row), ...rating };
  });
}

/** A product's reviews, newest first (public); 404 for an unknown product. */
export async function listReviews(
  db: DbOrTx,
  productId: string,
  page: { page: number; limit: number },
): Promise<{ data: ApiReview[]; pagination: PageInfo }> {
  if (!(await repo.productExists(db, productId))) throw new NotFoundError('Product not found');
  const { rows, total } = await repo.listByProduct(db, productId, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  return { data: rows.map(toApi), pagination: { page: page.page, limit: page.limit, total } };
}
