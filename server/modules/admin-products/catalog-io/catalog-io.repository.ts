import { and, asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { products } from '../../../db/schema';
import {
  productFilterSql,
  type NewProductRow,
  type ProductFilter,
  type ProductRow,
} from '../admin-products.repository';

/**
 * Where a keyset page ends: the last product's (category, title, id), the file's order. Text and a uuid come
 * back from the database exactly as stored; a timestamp would not (PostgreSQL keeps microseconds, a JS Date
 * milliseconds, so products written by one statement, e.g. an import, all compared "after" the mark and the
 * paging stopped at the first batch on PostgreSQL).
 */
export interface PageMark {
  category: string;
  title: string;
  id: string;
}

export const pageMarkOf = (p: Pick<ProductRow, 'category' | 'title' | 'id'>): PageMark => ({
  category: p.category,
  title: p.title,
  id: p.id,
});

/**
 * One batch of the filtered products by category, then title (the order a price list is read in), after `mark`: keyset
 * paging, so the whole catalog is read batch by batch and never held at once. With `lock`, the rows are
 * locked for update until the transaction ends.
 */
export async function productBatch(
  db: DbOrTx,
  filter: ProductFilter,
  mark: PageMark | null,
  limit: number,
  lock = false,
): Promise<ProductRow[]> {
  const after = mark
    ? sql`(${products.category}, ${products.title}, ${products.id}) > (${mark.category}, ${mark.title}, ${mark.id}::uuid)`
    : undefined;
  const q = db
    .select()
    .from(products)
    .where(and(productFilterSql(filter), after))
    .orderBy(asc(products.category), asc(products.title), asc(products.id))
    .limit(limit)
    .$dynamic();
  return lock ? q.for('update') : q;
}

/** The products with these ids (any order); with `lock`, locked for update until the transaction ends. */
export async function productsByIds(db: DbOrTx, ids: string[], lock = false): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const q = db.select().from(products).where(inArray(products.id, ids)).$dynamic();
  return lock ? q.for('update') : q;
}

/** Inserts the products in one statement. */
export async function insertProducts(db: DbOrTx, rows: NewProductRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  return inserted.length;
}

/** The columns an import writes to a product it changes. */
export type ImportedValues = Pick<
  NewProductRow,
  | 'title'
  | 'description'
  | 'category'
  | 'subcategory'
  | 'brand'
  | 'hsn'
  | 'salePricePaise'
  | 'pricePaise'
  | 'cgstPercent'
  | 'sgstPercent'
  | 'totalStock'
  | 'minEstimatePricePaise'
  | 'maxEstimatePricePaise'
  | 'image'
  | 'images'
  | 'fragile'
  | 'translations'
> & { id: string };

/**
 * Writes the imported columns of many products in one statement (the rows travel as one JSON parameter).
 * Answers how many rows it updated.
 */
export async function updateImportedProducts(db: DbOrTx, rows: ImportedValues[]): Promise<number> {
  if (rows.length === 0) return 0;
  const json = JSON.stringify(rows);
  const res = (await db.execute(sql`
    update ${products} as p set
      title = v.title, description = v.description, category = v.category, subcategory = v.subcategory,
      brand = v.brand, hsn = v.hsn, sale_price_paise = v."salePricePaise", price_paise = v."pricePaise",
      cgst_percent = v."cgstPercent", sgst_percent = v."sgstPercent", total_stock = v."totalStock",
      min_estimate_price_paise = v."minEstimatePricePaise", max_estimate_price_paise = v."maxEstimatePricePaise",
      image = v.image, images = v.images, fragile = v.fragile, translations = v.translations, updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as v(
      id uuid, title text, description text, category text, subcategory text, brand text, hsn text,
      "salePricePaise" integer, "pricePaise" integer, "cgstPercent" numeric, "sgstPercent" numeric,
      "totalStock" integer, "minEstimatePricePaise" integer, "maxEstimatePricePaise" integer,
      image text, images jsonb, fragile boolean, translations jsonb)
    where p.id = v.id
    returning p.id`)) as unknown as { rows: unknown[] };
  return res.rows.length;
}

/** A bulk price change of one product: the sale and base prices, and its variants' and tiers' prices. */
export interface PriceValues {
  id: string;
  salePricePaise: number;
  pricePaise: number;
  variants: ProductRow['variants'];
  priceTiers: ProductRow['priceTiers'];
}

/** Writes new prices to many products in one statement; answers how many rows it updated. */
export async function updatePrices(db: DbOrTx, rows: PriceValues[]): Promise<number> {
  if (rows.length === 0) return 0;
  const json = JSON.stringify(rows);
  const res = (await db.execute(sql`
    update ${products} as p set
      sale_price_paise = v."salePricePaise", price_paise = v."pricePaise",
      variants = v.variants, price_tiers = v."priceTiers", updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as v(
      id uuid, "salePricePaise" integer, "pricePaise" integer, variants jsonb, "priceTiers" jsonb)
    where p.id = v.id
    returning p.id`)) as unknown as { rows: unknown[] };
  return res.rows.length;
}
