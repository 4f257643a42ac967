import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lte,
  ne,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { SortBy } from '../../../common/contracts/catalog';
import type { Db, DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import type { ProductRow } from './product.mapper';

// Every product column except the two generated search columns, which no answer shows.
const { searchText: _searchText, searchVector: _searchVector, ...productColumns } = getTableColumns(products);
export type ListedProduct = Omit<ProductRow, 'searchText' | 'searchVector'>;

export interface ProductFilter {
  category: string[];
  brand: string[];
  subcategory: string[];
  /** The price a customer pays (the sale price, as the listing sorts by it), in paise, both ends included. */
  minPricePaise?: number;
  maxPricePaise?: number;
  /** Only products with stock left. */
  inStock?: boolean;
}

/** Which facets a listing asks for besides its page. */
export type Facet = 'brand';

/** lower(column) IN (lower($1), …): the form the lower() indexes of schema.ts serve. */
function nameIn(column: AnyColumn, names: string[]): SQL | undefined {
  if (names.length === 0) return undefined;
  return inArray(
    sql`lower(${column})`,
    names.map((n) => sql`lower(${n})`),
  );
}

const ORDER: Record<SortBy, SQL[]> = {
  'price-lowtohigh': [asc(products.salePricePaise), asc(products.id)],
  'price-hightolow': [desc(products.salePricePaise), desc(products.id)],
  'title-atoz': [asc(sql`lower(${products.title})`), asc(products.id)],
  'title-ztoa': [desc(sql`lower(${products.title})`), desc(products.id)],
};

const moneyJson = (column: AnyColumn) => sql`(${column} / 100.0)::float8`;
const dateJson = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A product as the API shows it (productToApi, SPEC §3), made by the database as JSON: `_id`, money in
 * rupees, rates as numbers, dates in ISO 8601 with milliseconds. The shop's reads send it as it comes, with
 * no per-row work in JavaScript (tests/api/catalog-json.test.ts checks it against productToApi).
 */
export const productJson = sql<string>`json_build_object(
  '_id', ${products.id}, 'title', ${products.title}, 'description', ${products.description},
  'image', ${products.image}, 'images', ${products.images}, 'category', ${products.category},
  'subcategory', ${products.subcategory}, 'brand', ${products.brand}, 'hsn', ${products.hsn},
  'price', ${moneyJson(products.pricePaise)}, 'salePrice', ${moneyJson(products.salePricePaise)},
  'cgstPercent', ${products.cgstPercent}::float8, 'sgstPercent', ${products.sgstPercent}::float8,
  'totalStock', ${products.totalStock}, 'averageReview', ${products.averageReview}::float8,
  'reviewCount', ${products.reviewCount}, 'minEstimatePrice', ${moneyJson(products.minEstimatePricePaise)},
  'maxEstimatePrice', ${moneyJson(products.maxEstimatePricePaise)}, 'estimatorPresets', ${products.estimatorPresets},
  'variants', ${products.variants}, 'priceTiers', ${products.priceTiers}, 'fragile', ${products.fragile},
  'createdAt', ${dateJson(products.createdAt)}, 'updatedAt', ${dateJson(products.updatedAt)})`;

/**
 * A page of products and its count, as one statement: `data` is the JSON array's text. The page query
 * selects plain columns and the JSON is built outside it, over the page's rows only (the subquery is named
 * `products`, so productJson's column references read its columns): built inside, every row an OFFSET skips
 * or a sort orders would be turned into JSON first (page 1,000 built 24,000 objects).
 */
function pageWithCount(page: SQLWrapper, total: SQLWrapper): SQL {
  return sql`select (${total})::int as total,
    (select coalesce(json_agg(${productJson}), '[]'::json)::text from (${page}) as ${products}) as data`;
}

async function runPage<Row extends { data: string; total: number }>(db: DbOrTx, query: SQL): Promise<Row> {
  const res = (await db.execute(query)) as unknown as { rows: Row[] };
  return res.rows[0];
}

/** Every condition of the filter but the brand (a brand facet counts over the rest). */
function filterWithoutBrand(filter: ProductFilter): SQL | undefined {
  return and(
    nameIn(products.category, filter.category),
    nameIn(products.subcategory, filter.subcategory),
    filter.minPricePaise === undefined ? undefined : gte(products.salePricePaise, filter.minPricePaise),
    filter.maxPricePaise === undefined ? undefined : lte(products.salePricePaise, filter.maxPricePaise),
    filter.inStock ? gt(products.totalStock, 0) : undefined,
  );
}

/** The listing's queries (page and count, and the brand facet when asked), unexecuted: the benchmark EXPLAINs exactly these. */
export function listQueries(
  db: DbOrTx,
  filter: ProductFilter,
  sortBy: SortBy,
  page: { offset: number; limit: number },
  facets: readonly Facet[] = [],
) {
  const rest = filterWithoutBrand(filter);
  const where = and(rest, nameIn(products.brand, filter.brand));
  return {
    page: db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...ORDER[sortBy])
      .limit(page.limit)
      .offset(page.offset),
    count: db.select({ total: count() }).from(products).where(where),
    // Each brand (as its products spell it, compared case-insensitively as the filter does) among the products
    // every other filter leaves, with how many: the brands that would show something, whichever are chosen.
    brands: facets.includes('brand')
      ? db
          .select({ name: sql<string>`min(${products.brand})`.as('name'), count: count().as('count') })
          .from(products)
          .where(and(rest, ne(products.brand, '')))
          .groupBy(sql`lower(${products.brand})`)
      : null,
  };
}

/** One page of the listing as the API's JSON text (`data`, an array), how many match in all and the facets asked: one round trip. */
export async function listProductsJson(
  db: DbOrTx,
  filter: ProductFilter,
  sortBy: SortBy,
  page: { offset: number; limit: number },
  facets: readonly Facet[] = [],
): Promise<{ data: string; total: number; facets: string | null }> {
  const q = listQueries(db, filter, sortBy, page, facets);
  return runPage(db, listPageSql(q));
}

/**
 * The one statement listProductsJson runs (also what the benchmark's floor runs); with the brand facet, its
 * counts as a JSON object's text (`{"brand":[{"name":…,"count":…}]}`, brands A–Z) in the same statement.
 */
export function listPageSql(q: ReturnType<typeof listQueries>): SQL {
  const facets = q.brands
    ? sql`(select json_build_object('brand', coalesce(json_agg(json_build_object('name', b.name, 'count', b.count)
        order by lower(b.name), b.name), '[]'::json))::text from (${q.brands}) as b)`
    : sql`null::text`;
  return sql`${pageWithCount(q.page, q.count)}, ${facets} as facets`;
}

/** One product as the API's JSON text, or undefined. */
export async function findProductJson(db: DbOrTx, id: string): Promise<string | undefined> {
  const res = (await db.execute(productByIdSql(id))) as unknown as { rows: { j: string }[] };
  return res.rows[0]?.j;
}

export function productByIdSql(id: string): SQL {
  return sql`select ${productJson}::text as j from ${products} where ${products.id} = ${id}`;
}

/** The columns the estimator's light product is made of (productToEstimator). */
const estimatorColumns = {
  id: products.id,
  title: products.title,
  image: products.image,
  category: products.category,
  subcategory: products.subcategory,
  brand: products.brand,
  hsn: products.hsn,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  cgstPercent: products.cgstPercent,
  sgstPercent: products.sgstPercent,
  totalStock: products.totalStock,
  minEstimatePricePaise: products.minEstimatePricePaise,
  maxEstimatePricePaise: products.maxEstimatePricePaise,
  estimatorPresets: products.estimatorPresets,
  variants: products.variants,
  priceTiers: products.priceTiers,
};

/**
 * The estimator's list: products matching the filters (and, when ids are given, only those), A–Z by title
 * (the title index), at most `limit`, and how many match in all.
 */
export async function listEstimatorProducts(
  db: DbOrTx,
  filter: ProductFilter & { ids: string[] },
  limit: number,
) {
  const where = and(
    nameIn(products.category, filter.category),
    nameIn(products.brand, filter.brand),
    nameIn(products.subcategory, filter.subcategory),
    filter.ids.length ? inArray(products.id, filter.ids) : undefined,
  );
  const rows = await db
    .select(estimatorColumns)
    .from(products)
    .where(where)
    .orderBy(...ORDER['title-atoz'])
    .limit(limit);
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  return { rows, total };
}

/** A product's row as stored (every column but the generated search ones). */
export async function findProductById(db: DbOrTx, id: string): Promise<ListedProduct | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row;
}

export interface SearchTerms {
  /** The lower-cased, trimmed, length-capped keyword: the title-prefix bonus compares with it. */
  phrase: string;
  /** Its words: letters and digits (and decimals such as 2.5) only, so none can carry tsquery syntax. */
  words: string[];
}

/** A search word or a correction that is safe to place in a tsquery as a prefix operand. */
export const SAFE_WORD = /^[\p{L}\p{N}\p{M}]+(?:\.[\p{N}]+)*$/u;

/**
 * Word similarity at which a misspelt word still finds its products ('swich' ~ 'switch' is 0.5; pg_trgm's
 * default, 0.6, misses it). Set per transaction: the `<%` operator and its GIN index read it from the session.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
/** Only words of at least 3 letters are corrected. */
const CORRECTABLE = /^[\p{L}\p{M}]{3,}$/u;
/** How close a catalog word must be to a misspelt one to replace it (trigram similarity). */
const CORRECTION_SIMILARITY = 0.3;

/**
 * Sets up the typo lookup for the rest of the transaction: the trigram threshold, and no sequential scans,
 * so that a misspelt word is always looked up through the trigram index (the planner may otherwise bet on
 * a scan that stops early, which is slow when its estimate is wrong).
 */
export async function prepareTypoLookup(tx: DbOrTx) {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
    set_config('enable_seqscan', 'off', true)`);
}

/**
 * No sequential scans for the rest of the transaction. A word probe (`… limit 1`) is planned as a scan that
 * stops at the first match, which reads the whole table when nothing matches (a typo, a word the shop does
 * not sell): 100,000 rows for every such search. Through the full-text index the same probe costs a lookup.
 */
export async function preferIndexes(tx: DbOrTx) {
  await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
}

/** The words that prefix no word of any product (full-text index probes): the ones that may be misspelt. */
export async function wordsWithoutMatches(tx: DbOrTx, words: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const w of words) {
    const hit = await tx
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.searchVector} @@ to_tsquery('simple', ${`${w}:*`})`)
      .limit(1);
    if (hit.length === 0) missing.push(w);
  }
  return missing;
}

/**
 * Catalog words close to a misspelt one ('swich' → 'switch'), taken from products whose title, brand,
 * category or subcategory are trigram-similar to it (GIN trigram index, a bounded sample). Needs the
 * settings of prepareTypoLookup in the same transaction.
 */
export async function corrections(tx: DbOrTx, word: string): Promise<string[]> {
  const res = (await tx.execute(correctionsQuery(word))) as unknown as { rows: { lexeme: string }[] };
  return res.rows.map((r) => r.lexeme).filter((l) => SAFE_WORD.test(l));
}

export function correctionsQuery(word: string): SQL {
  return sql`
    select lexeme from (
      select distinct unnest(tsvector_to_array(sample.search_vector)) as lexeme
      from (select search_vector from ${products} where ${word} <% search_text limit 200) sample
    ) words
    where similarity(lexeme, ${word}) >= ${CORRECTION_SIMILARITY}
    order by similarity(lexeme, ${word}) desc, lexeme
    limit 3`;
}

/**
 * The search's queries (page and count), unexecuted (the benchmark EXPLAINs exactly these). Each group is
 * one word of the keyword with its corrections: a product matches when every group has a word that prefixes
 * a word of its title, brand, category, subcategory or description (the full-text GIN index). Rank: text
 * rank (title words weigh most) plus a bonus when the title starts with the phrase; ties by id.
 */
export function searchQueries(
  db: DbOrTx,
  phrase: string,
  groups: string[][],
  page: { offset: number; limit: number },
) {
  const all = groups.map((g) => `(${g.map((w) => `${w}:*`).join(' | ')})`).join(' & ');
  const any = groups
    .flat()
    .map((w) => `${w}:*`)
    .join(' | ');
  const where = sql`${products.searchVector} @@ to_tsquery('simple', ${all})`;
  const rank = sql`(ts_rank(${products.searchVector}, to_tsquery('simple', ${any}))
    + case when starts_with(lower(${products.title}), ${phrase}) then 0.5 else 0 end)`;
  return {
    page: db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(desc(rank), asc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    count: db.select({ total: count() }).from(products).where(where),
  };
}

/**
 * Ranked, typo-tolerant search in one short read transaction: words found in the catalog are used as typed
 * (as prefixes); a word of letters found nowhere is replaced by its closest catalog words; a word with
 * neither (or a number found nowhere) finds nothing. Word order does not matter.
 */
export async function searchProducts(
  db: Db,
  terms: SearchTerms,
  page: { offset: number; limit: number },
): Promise<{ data: string; total: number }> {
  return db.transaction(async (tx) => {
    await preferIndexes(tx);
    const missing = new Set(await wordsWithoutMatches(tx, terms.words));
    const groups: string[][] = [];
    if (missing.size) await prepareTypoLookup(tx);
    for (const w of terms.words) {
      if (!missing.has(w)) {
        groups.push([w]);
        continue;
      }
      // Sizes and model numbers are not spelling: 2.5 must not become 1.5.
      const fixes = CORRECTABLE.test(w) ? await corrections(tx, w) : [];
      if (fixes.length === 0) return { data: '[]', total: 0 };
      groups.push(fixes);
    }
    const q = searchQueries(tx, terms.phrase, groups, page);
    return runPage(tx, pageWithCount(q.page, q.count));
  });
}
