import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortBy } from '../../../common/contracts/catalog';
import type { Db, DbOrTx } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import type { ProductRow } from './product.mapper';

// Every product column except the two generated search columns, which no answer shows.
const { searchText: _searchText, searchVector: _searchVector, ...productColumns } = getTableColumns(products);
export type ListedProduct = Omit<ProductRow, 'searchText' | 'searchVector'>;

export interface ProductFilter {
  category: string[];
  brand: string[];
  subcategory: string[];
}

/** lower(column) IN (lower($1), …): the form the lower() indexes of schema.ts serve. */
function nameIn(column: AnyColumn, names: string[]): SQL | undefined {
  if (names.length === 0) return undefined;
  return inArray(sql`lower(${column})`, names.map((n) => sql`lower(${n})`));
}

const ORDER: Record<SortBy, SQL[]> = {
  'price-lowtohigh': [asc(products.salePricePaise), asc(products.id)],
  'price-hightolow': [desc(products.salePricePaise), desc(products.id)],
  'title-atoz': [asc(sql`lower(${products.title})`), asc(products.id)],
  'title-ztoa': [desc(sql`lower(${products.title})`), desc(products.id)],
};

/** One page of products matching the filters in the given order, and how many match in all. */
export async function listProducts(
  db: DbOrTx,
  filter: ProductFilter,
  sortBy: SortBy,
  page: { offset: number; limit: number },
): Promise<{ rows: ListedProduct[]; total: number }> {
  const where = and(
    nameIn(products.category, filter.category),
    nameIn(products.brand, filter.brand),
    nameIn(products.subcategory, filter.subcategory),
  );
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(...ORDER[sortBy])
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  return { rows, total };
}

export async function findProductById(db: DbOrTx, id: string): Promise<ListedProduct | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row;
}

export interface SearchTerms {
  /** The lower-cased, trimmed, length-capped keyword, for ranking by trigram word similarity. */
  phrase: string;
  /** Its words: runs of letters and digits only, so no input can carry tsquery operators. */
  words: string[];
}

/**
 * Word similarity at which a misspelt word still matches ('swich' ~ 'switch' is 0.5; pg_trgm's default,
 * 0.6, misses it). Set per transaction, as the `<%` operator and its GIN index read it from the session.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * Ranked search. A product matches when each word either prefixes a word of its text (full-text over
 * title, brand, category, subcategory and description) or is trigram-similar to a word of its title,
 * brand, category and subcategory (typos); word order does not matter. Both conditions are served by GIN
 * indexes. Rank: text rank of any word + trigram similarity of the whole phrase to the text and to the title + a bonus when the title
 * starts with the phrase; ties by id.
 */
export async function searchProducts(
  db: Db,
  terms: SearchTerms,
  page: { offset: number; limit: number },
): Promise<{ rows: ListedProduct[]; total: number }> {
  const where = and(
    ...terms.words.map(
      (w) =>
        sql`(${products.searchVector} @@ to_tsquery('simple', ${`${w}:*`}) or ${w} <% ${products.searchText})`,
    ),
  );
  const anyWord = terms.words.map((w) => `${w}:*`).join(' | ');
  const rank = sql`(ts_rank(${products.searchVector}, to_tsquery('simple', ${anyWord}))
    + word_similarity(${terms.phrase}, ${products.searchText})
    + word_similarity(${terms.phrase}, lower(${products.title}))
    + case when starts_with(lower(${products.title}), ${terms.phrase}) then 0.5 else 0 end)`;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    const rows = await tx
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(desc(rank), asc(products.id))
      .limit(page.limit)
      .offset(page.offset);
    const [{ total }] = await tx.select({ total: count() }).from(products).where(where);
    return { rows, total };
  });
}

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;

/** Categories and/or brands by name, each with its subcategories. */
export async function listCategories(
  db: DbOrTx,
  opts: { kind?: 'category' | 'brand'; names?: string[] },
): Promise<{ category: CategoryRow; subcategories: SubcategoryRow[] }[]> {
  const cats = await db
    .select()
    .from(categories)
    .where(
      and(
        opts.kind ? eq(categories.kind, opts.kind) : undefined,
        opts.names ? nameIn(categories.name, opts.names) : undefined,
      ),
    )
    .orderBy(asc(categories.kind), asc(sql`lower(${categories.name})`), asc(categories.id));
  if (cats.length === 0) return [];
  const subs = await db
    .select()
    .from(subcategories)
    .where(inArray(subcategories.categoryId, cats.map((c) => c.id)))
    .orderBy(asc(sql`lower(${subcategories.name})`), asc(subcategories.id));
  return cats.map((category) => ({ category, subcategories: subs.filter((s) => s.categoryId === category.id) }));
}
