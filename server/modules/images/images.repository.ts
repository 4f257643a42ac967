import { asc, desc, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { galleryImages } from '../../db/schema';

export type GalleryRow = typeof galleryImages.$inferSelect;
export type NewGalleryRow = typeof galleryImages.$inferInsert;

export async function insertImage(db: DbOrTx, row: NewGalleryRow): Promise<GalleryRow> {
  const [created] = await db.insert(galleryImages).values(row).returning();
  return created;
}

export async function listImages(
  db: DbOrTx,
  limit: number,
  offset: number,
): Promise<{ rows: GalleryRow[]; total: number }> {
  const rows = await db
    .select()
    .from(galleryImages)
    .orderBy(desc(galleryImages.createdAt), desc(galleryImages.id))
    .limit(limit)
    .offset(offset);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(galleryImages);
  return { rows, total: count };
}

/** Deletes the rows with these public ids and returns what was deleted. */
export async function deleteImagesByPublicIds(db: DbOrTx, publicIds: string[]): Promise<GalleryRow[]> {
  if (publicIds.length === 0) return [];
  return db.delete(galleryImages).where(inArray(galleryImages.publicId, publicIds)).returning();
}

/** The oldest images smaller than `bytesLt`, at most `max`. */
export async function findSmallImages(db: DbOrTx, bytesLt: number, max: number): Promise<GalleryRow[]> {
  return db
    .select()
    .from(galleryImages)
    .where(lt(galleryImages.bytes, bytesLt))
    .orderBy(asc(galleryImages.createdAt), asc(galleryImages.id))
    .limit(max);
}

const BATCH = 1000;

/** The gallery's images named by their file name (the last segment of the URL): name → URL. */
export async function galleryUrlsByName(db: DbOrTx, names: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const unique = [...new Set(names)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const part = unique.slice(i, i + BATCH);
    const name = sql<string>`regexp_replace(${galleryImages.secureUrl}, '^.*/', '')`;
    const rows = await db
      .select({ name, url: galleryImages.secureUrl })
      .from(galleryImages)
      .where(inArray(name, part));
    for (const r of rows) if (!found.has(r.name)) found.set(r.name, r.url);
  }
  return found;
}

/** Which of these URLs are gallery images. */
export async function galleryUrlsIn(db: DbOrTx, urls: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(urls)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const rows = await db
      .select({ url: galleryImages.secureUrl })
      .from(galleryImages)
      .where(inArray(galleryImages.secureUrl, unique.slice(i, i + BATCH)));
    for (const r of rows) found.add(r.url);
  }
  return found;
}
