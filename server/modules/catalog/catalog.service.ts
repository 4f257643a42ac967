import {
  MAX_SEARCH_LENGTH,
  MIN_SEARCH_LENGTH,
  type ApiCategory,
  type ApiSubcategoryGroup,
  type PageInfo,
  type ProductListInput,
} from '../../../common/contracts/catalog';
import type { Db, DbOrTx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { stripControlChars } from '../../../common/contracts/common';
import { listAll } from '../categories/categories.service';
import { productToApi, type ApiProduct, type ProductRow } from './product.mapper';
import * as repo from './catalog.repository';

export interface ProductPage {
  data: ApiProduct[];
  pagination: PageInfo;
}

// The repository leaves out the generated search columns, which productToApi never reads.
const toApi = (row: repo.ListedProduct) => productToApi(row as ProductRow);

/** The listing: filters by category, brand and subcategory names (case-insensitive), sorted and paginated. */
export async function listProducts(db: DbOrTx, q: ProductListInput): Promise<ProductPage> {
  const { rows, total } = await repo.listProducts(
    db,
    { category: q.category, brand: q.brand, subcategory: q.subcategory },
    q.sortBy,
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  return { data: rows.map(toApi), pagination: { page: q.page, limit: q.limit, total } };
}

/** One product with every field of SPEC §3; 404 when there is none. */
export async function getProduct(db: DbOrTx, id: string): Promise<ApiProduct> {
  const row = await repo.findProductById(db, id);
  if (!row) throw new NotFoundError('Product not found');
  return toApi(row);
}

/**
 * Normalises a search keyword: trimmed, lower-cased, cut to MAX_SEARCH_LENGTH characters, split into at
 * most 8 distinct words of letters and digits (a decimal such as 2.5 stays one word, as the full-text
 * parser keeps it); null when under SPEC's 2 characters or without any word.
 */
export function searchTerms(keyword: string): repo.SearchTerms | null {
  // Control characters (NUL would be refused by PostgreSQL) count as spaces.
  const clean = stripControlChars(keyword, ' ').trim().toLowerCase();
  const phrase = [...clean].slice(0, MAX_SEARCH_LENGTH).join('').trim();
  if ([...phrase].length < MIN_SEARCH_LENGTH) return null;
  const found = phrase.match(/[\p{L}\p{N}\p{M}]+(?:\.[\p{N}]+)*/gu) ?? [];
  const words = [...new Set(found)].filter((w) => repo.SAFE_WORD.test(w)).slice(0, 8);
  return words.length ? { phrase, words } : null;
}

/** Ranked, typo-tolerant search; a keyword under 2 characters finds nothing (SPEC §4). */
export async function searchProducts(
  db: Db,
  keyword: string,
  page: { page: number; limit: number },
): Promise<ProductPage> {
  const terms = searchTerms(keyword);
  if (!terms) return { data: [], pagination: { page: page.page, limit: page.limit, total: 0 } };
  const { rows, total } = await repo.searchProducts(db, terms, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  return { data: rows.map(toApi), pagination: { page: page.page, limit: page.limit, total } };
}

/** Categories or brands for the storefront (filters, carousels), with subcategories. */
export async function listCategories(db: DbOrTx, kind?: 'category' | 'brand'): Promise<ApiCategory[]> {
  return (await listAll(db, { kind })).map(({ _id, name, image, kind, subcategories }) => ({ _id, name, image, kind, subcategories }));
}

/** Subcategories of the named categories (all categories when none are named). */
export async function subcategoryGroups(db: DbOrTx, names: string[]): Promise<ApiSubcategoryGroup[]> {
  return (await listAll(db, { kind: 'category', names })).map((c) => ({ category: c.name, subcategories: c.subcategories }));
}
