import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { featureImages } from '../../db/schema';

export type FeatureRow = typeof featureImages.$inferSelect;

export async function listFeatures(db: DbOrTx): Promise<FeatureRow[]> {
  return db.select().from(featureImages).orderBy(asc(featureImages.createdAt), asc(featureImages.id));
}

export async function insertFeature(
  db: DbOrTx,
  slide: { image: string; title: string; subtitle: string; link: string | null },
): Promise<FeatureRow> {
  const [row] = await db.insert(featureImages).values(slide).returning();
  return row;
}

/** Sets a slider image's words and link; the row, or null for an unknown id. */
export async function updateFeatureText(
  db: DbOrTx,
  id: string,
  text: { title: string; subtitle: string; link: string | null },
): Promise<FeatureRow | null> {
  const [row] = await db.update(featureImages).set(text).where(eq(featureImages.id, id)).returning();
  return row ?? null;
}

export async function deleteAllFeatures(db: DbOrTx): Promise<number> {
  const rows = await db.delete(featureImages).returning({ id: featureImages.id });
  return rows.length;
}

export async function deleteFeatures(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(featureImages)
    .where(inArray(featureImages.id, ids))
    .returning({ id: featureImages.id });
  return rows.length;
}
