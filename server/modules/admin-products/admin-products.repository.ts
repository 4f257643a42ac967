import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export async function insertProduct(db: DbOrTx, values: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row;
}

export async function updateProduct(
  db: DbOrTx,
  id: string,
  values: Partial<NewProductRow>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export async function deleteProduct(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

/**
 * The product, row-locked until the transaction ends: an edit writes back every column, so a stock
 * reservation must not change the row between this read and that write (it waits instead).
 */
export async function lockProduct(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

/** The admin listing's filter: titles containing `search` (case-insensitive), one category, one brand (by name, case-insensitive). */
export interface ProductFilter {
  search?: string;
  category?: string;
  brand?: string;
}

/**
 * The filter's condition. The search also asks the generated search_text column, which holds the lower-cased
 * title and has a trigram index, so a search over 100,000 products does not read them all.
 */
export function productFilterSql(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      sql`${products.searchText} like lower(${pattern})`,
      sql`${products.title} ilike ${pattern}`,
    );
  }
  if (filter.category) conditions.push(sql`lower(${products.category}) = lower(${filter.category})`);
  if (filter.brand) conditions.push(sql`lower(${products.brand}) = lower(${filter.brand})`);
  return conditions.length ? and(...conditions) : undefined;
}

/** The admin grid: newest first, optionally only titles containing `search` and one category. */
export async function listProducts(
  db: DbOrTx,
  opts: { limit: number; offset: number; search?: string; category?: string },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = productFilterSql(opts);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return { rows, total: count };
}
