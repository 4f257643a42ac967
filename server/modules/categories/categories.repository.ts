import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import type { NameTranslations } from '../../../common/translations';

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;

export async function insertCategory(
  db: DbOrTx,
  values: typeof categories.$inferInsert,
): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row;
}

export async function updateCategory(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<typeof categories.$inferInsert, 'fragile' | 'translations'>>,
): Promise<CategoryRow> {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row;
}

/**
 * A category or brand by name, case-insensitively. With `share`, the row is share-locked until the
 * transaction ends, so a concurrent delete of it (which locks it for update) waits.
 */
export async function findCategoryByName(
  db: DbOrTx,
  kind: 'category' | 'brand',
  name: string,
  share = false,
) {
  const q = db
    .select()
    .from(categories)
    .where(and(eq(categories.kind, kind), sql`lower(${categories.name}) = lower(${name})`))
    .$dynamic();
  const [row] = await (share ? q.for('share') : q);
  return row;
}

export async function findCategory(db: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** The category locked for update: products being saved under it (share locks) finish first. */
export async function lockCategory(db: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

/** Categories and/or brands, optionally only those named (case-insensitively), by kind and name. */
export async function listCategories(
  db: DbOrTx,
  opts: { kind?: 'category' | 'brand'; names?: string[] } = {},
): Promise<CategoryRow[]> {
  const named = opts.names?.length
    ? inArray(
        sql`lower(${categories.name})`,
        opts.names.map((n) => sql`lower(${n})`),
      )
    : undefined;
  return db
    .select()
    .from(categories)
    .where(and(opts.kind ? eq(categories.kind, opts.kind) : undefined, named))
    .orderBy(asc(categories.kind), sql`lower(${categories.name})`, asc(categories.id));
}

export async function listSubcategoriesOf(db: DbOrTx, categoryIds: string[]): Promise<SubcategoryRow[]> {
  if (categoryIds.length === 0) return [];
  return db
    .select()
    .from(subcategories)
    .where(inArray(subcategories.categoryId, categoryIds))
    .orderBy(sql`lower(${subcategories.name})`, asc(subcategories.id));
}

export async function deleteCategory(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}

export async function insertSubcategory(
  db: DbOrTx,
  categoryId: string,
  name: string,
  translations: NameTranslations = {},
): Promise<SubcategoryRow> {
  const [row] = await db.insert(subcategories).values({ categoryId, name, translations }).returning();
  return row;
}

export async function updateSubcategory(
  db: DbOrTx,
  id: string,
  values: Pick<typeof subcategories.$inferInsert, 'translations'>,
): Promise<SubcategoryRow> {
  const [row] = await db.update(subcategories).set(values).where(eq(subcategories.id, id)).returning();
  return row;
}

/** A subcategory of the category by name, case-insensitively (share-locked on request, as above). */
export async function findSubcategoryByName(db: DbOrTx, categoryId: string, name: string, share = false) {
  const q = db
    .select()
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, categoryId), sql`lower(${subcategories.name}) = lower(${name})`))
    .$dynamic();
  const [row] = await (share ? q.for('share') : q);
  return row;
}

/** The subcategory of that category, locked for update (see lockCategory). */
export async function lockSubcategory(
  db: DbOrTx,
  categoryId: string,
  subId: string,
): Promise<SubcategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(subcategories)
    .where(and(eq(subcategories.id, subId), eq(subcategories.categoryId, categoryId)))
    .for('update');
  return row;
}

export async function deleteSubcategory(db: DbOrTx, id: string): Promise<void> {
  await db.delete(subcategories).where(eq(subcategories.id, id));
}

/** Products naming this category (or brand), case-insensitively, optionally only in one subcategory. */
export async function countProductsUsing(
  db: DbOrTx,
  kind: 'category' | 'brand',
  name: string,
  subcategory?: string,
): Promise<number> {
  const column = kind === 'brand' ? products.brand : products.category;
  const conditions = [sql`lower(${column}) = lower(${name})`];
  if (subcategory !== undefined) conditions.push(sql`lower(${products.subcategory}) = lower(${subcategory})`);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...conditions));
  return count;
}
