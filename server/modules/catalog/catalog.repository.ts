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
import { products, searchWords } from '../../db/schema';
import { matchQuery, pickCorrections, rankQuery, SAFE_WORD, type SearchPart } from './search-query';
import type { ProductRow } from './product.mapper';

// Every product column except the generated search columns, which no answer shows.
const {
  searchText: _searchText,
  searchVector: _searchVector,
  searchTitle: _searchTitle,
  ...productColumns
} = getTableColumns(products);
export type ListedProduct = Omit<ProductRow, 'searchText' | 'searchVector' | 'searchTitle'>;

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
  'translations', ${products.translations}, 'createdAt', ${dateJson(products.createdAt)}, 'updatedAt', ${dateJson(products.updatedAt)})`;

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
  translations: products.translations,
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

/**
 * Trigram similarity at which a catalog word is a candidate correction of a misspelt one ('swich' ~ 'switch'
 * is 0.44, 'sokcet' ~ 'socket' 0.27). Set per transaction: the `%` operator and its GIN index read it from the
 * session. The candidates are then kept by edit distance (search-query.ts pickCorrections).
 */
export const CORRECTION_SIMILARITY = 0.2;
/** How many candidates the trigram index offers for one misspelt word. */
const CORRECTION_CANDIDATES = 20;
/** Only words of at least 3 letters (no digit) are corrected; the catalog's words list (search_words) holds only such words. */
export const CORRECTABLE = /^[^0-9/]{3,}$/u;
/**
 * How many products matching a search are ranked to make its first pages: the first this many the full-text
 * index gives. A keyword matching more ('switch': 25,000 of 100,000) is ranked over this sample instead of
 * every match (decision 032); pages past it rank every match, the sample first.
 */
export const RANK_CANDIDATES = 500;

/**
 * No sequential scans for the rest of the transaction, and the correction's trigram threshold. A word probe
 * (`… limit 1`) is planned as a scan that stops at the first match, which reads the whole table when nothing
 * matches (a typo, a word the shop does not sell): 100,000 rows for every such search. Through the full-text
 * index the same probe costs a lookup.
 */
export async function prepareSearch(tx: DbOrTx) {
  await tx.execute(sql`select set_config('enable_seqscan', 'off', true),
    set_config('pg_trgm.similarity_threshold', ${String(CORRECTION_SIMILARITY)}, true)`);
}

/**
 * The probe for one typed word: does it prefix a word of any product? A word that could be corrected is
 * looked for in the catalog's words list first (a prefix through its pattern index: a common word such as
 * 'switch' costs a lookup there, where the full-text index would gather its 25,000 products); the full-text
 * index answers for the rest, and for a word the list does not have (cheap: few products or none).
 */
export function wordProbeSql(word: string): SQL {
  const fts = sql`exists (select 1 from ${products} where ${products.searchVector} @@ to_tsquery('simple', ${`${word}:*`}))`;
  if (!CORRECTABLE.test(word)) return sql`select ${fts}`;
  return sql`select exists (select 1 from ${searchWords} where ${searchWords.word} like ${`${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) or ${fts}`;
}

/** The words that prefix no word of any product (one statement of probes): the ones that may be misspelt. */
export async function wordsWithoutMatches(tx: DbOrTx, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const probes = sql.join(
    words.map((w, i) => sql`(${wordProbeSql(w)}) as ${sql.raw(`p${i}`)}`),
    sql`, `,
  );
  const res = (await tx.execute(sql`select ${probes}`)) as unknown as { rows: Record<string, boolean>[] };
  const found = res.rows[0];
  return words.filter((_, i) => !found[`p${i}`]);
}

/**
 * Catalog words close to a misspelt one ('swich' → 'switch', 'sokcet' → 'socket'): candidates from the
 * catalog's words list by trigram similarity (its trigram index; triggers keep the list to the words products
 * have), kept when within a few edits, fewest first, at most 3. Needs prepareSearch's threshold in the same
 * transaction.
 */
export async function corrections(tx: DbOrTx, word: string): Promise<string[]> {
  const res = (await tx.execute(correctionsQuery(word))) as unknown as { rows: { word: string }[] };
  return pickCorrections(
    word,
    res.rows.map((r) => r.word).filter((w) => SAFE_WORD.test(w)),
  );
}

export function correctionsQuery(word: string): SQL {
  return sql`
    select ${searchWords.word} as word from ${searchWords}
    where ${searchWords.word} % ${word}
    order by similarity(${searchWords.word}, ${word}) desc, ${searchWords.word}
    limit ${CORRECTION_CANDIDATES}`;
}

/**
 * The search's page and count statements, unexecuted (the benchmark EXPLAINs exactly these). Each group is
 * one condition with its alternatives (a word, its corrections, a synonym group's terms): a product matches
 * when every group has an alternative all of whose words prefix words of its title, brand, category,
 * subcategory or description (the full-text GIN index). Rank: text rank (title words weigh most) plus 0.5
 * when the normalised title starts with the normalised keyword; ties by id. Within the first RANK_CANDIDATES
 * matches the page ranks only those; past them, every match (the sample first, so the pages agree).
 */
export function searchQueries(phrase: string, groups: string[][][], page: { offset: number; limit: number }) {
  // Column references through an alias: `products` itself, the sample, or the deep page's outer table.
  const col = (alias: string, name: string) => sql.raw(`${alias}.${name}`);
  const match = (a: string) => sql`${col(a, 'search_vector')} @@ to_tsquery('simple', ${matchQuery(groups)})`;
  const rank = (
    a: string,
  ) => sql`(ts_rank(${col(a, 'search_vector')}, to_tsquery('simple', ${rankQuery(groups)}))
    + case when starts_with(${col(a, 'search_title')}, ${phrase}) then 0.5 else 0 end)`;
  const sample = sql`select * from products where ${match('products')} limit ${RANK_CANDIDATES}`;
  const count = sql`select count(*) from products where ${match('products')}`;
  const json = (rows: SQL) =>
    sql`(select coalesce(json_agg(${productJson}), '[]'::json)::text from (${rows}) as ${products})`;
  if (page.offset + page.limit <= RANK_CANDIDATES) {
    const pageSql = sql`select * from s order by ${rank('s')} desc, s.id limit ${page.limit} offset ${page.offset}`;
    return {
      page: sql`with s as (${sample}) ${pageSql}`,
      count,
      // One statement: the sample once; counted again only when it is full (a smaller one is every match).
      statement: sql`with s as materialized (${sample})
        select (case when (select count(*) from s) < ${RANK_CANDIDATES} then (select count(*) from s)
                     else (${count}) end)::int as total,
               ${json(pageSql)} as data`,
    };
  }
  const deep = sql`select p.* from products p left join (select s.id from (${sample}) as s) as c on c.id = p.id
    where ${match('p')} order by (c.id is null), ${rank('p')} desc, p.id
    limit ${page.limit} offset ${page.offset}`;
  return { page: deep, count, statement: pageWithCount(deep, count) };
}

/**
 * Ranked, typo-tolerant search in one short read transaction: synonym groups as given; words found in the
 * catalog used as typed (as prefixes); a word of letters found nowhere replaced by its closest catalog words;
 * a word with neither (or a number found nowhere) finds nothing. Word order does not matter.
 */
export async function searchProducts(
  db: Db,
  phrase: string,
  parts: SearchPart[],
  page: { offset: number; limit: number },
): Promise<{ data: string; total: number }> {
  return db.transaction(async (tx) => {
    await prepareSearch(tx);
    const typed = parts.flatMap((p) => ('word' in p ? [p.word] : []));
    const missing = new Set(await wordsWithoutMatches(tx, typed));
    const groups: string[][][] = [];
    for (const part of parts) {
      if (!('word' in part)) {
        if (part.alternatives.length === 0) return { data: '[]', total: 0 };
        groups.push(part.alternatives);
        continue;
      }
      const w = part.word;
      if (!missing.has(w)) {
        groups.push([[w]]);
        continue;
      }
      // Sizes and model numbers are not spelling: 2.5 must not become 1.5.
      const fixes = CORRECTABLE.test(w) ? await corrections(tx, w) : [];
      if (fixes.length === 0) return { data: '[]', total: 0 };
      groups.push(fixes.map((f) => [f]));
    }
    const q = searchQueries(phrase, groups, page);
    return runPage(tx, q.statement);
  });
}
