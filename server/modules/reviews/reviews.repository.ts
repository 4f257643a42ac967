import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

export async function productExists(db: DbOrTx, productId: string): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return rows.length > 0;
}

/** Locks the product row until the transaction ends, so rating recomputations of one product queue up. */
export async function lockProduct(tx: DbOrTx, productId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return rows.length > 0;
}

/** Inserts the user's review of the product, or replaces their earlier one (one per user and product). */
export async function upsertReview(
  tx: DbOrTx,
  values: Pick<ReviewRow, 'productId' | 'userId' | 'userName' | 'reviewMessage' | 'reviewValue'>,
): Promise<ReviewRow> {
  const now = new Date();
  const [row] = await tx
    .insert(reviews)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.userId],
      set: {
        userName: values.userName,
        reviewMessage: values.reviewMessage,
        reviewValue: values.reviewValue,
        createdAt: now,
        updatedAt: now,
      },
    })
    .returning();
  return row;
}

/** Sets the product's average rating (2 decimals) and review count from its reviews. */
export async function recomputeRating(
  tx: DbOrTx,
  productId: string,
): Promise<{ averageReview: number; reviewCount: number }> {
  const [row] = await tx
    .update(products)
    .set({
      averageReview: sql`coalesce((select round(avg(${reviews.reviewValue})::numeric, 2) from ${reviews} where ${reviews.productId} = ${productId}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId})`,
    })
    .where(eq(products.id, productId))
    .returning({ averageReview: products.averageReview, reviewCount: products.reviewCount });
  return { averageReview: Number(row.averageReview), reviewCount: row.reviewCount };
}

/** A page of a product's reviews, newest first, and how many there are. */
export async function listByProduct(db: DbOrTx, productId: string, page: { offset: number; limit: number }) {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return { rows, total };
}
