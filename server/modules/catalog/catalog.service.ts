import {
  ESTIMATOR_PRODUCT_LIMIT,
  type ApiCategory,
  type ApiSubcategoryGroup,
  type EstimatorProduct,
  type EstimatorProductsInput,
  type ListingFacets,
  type PageInfo,
  type ProductListInput,
} from '../../../common/contracts/catalog';
import type { Db, DbOrTx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { listAll } from '../categories';
import { getSearchSynonyms } from '../settings';
import { applySynonyms, searchTerms, type SearchTerms } from './search-query';
import { productToEstimator, type ApiProduct } from './product.mapper';
import * as repo from './catalog.repository';

export interface ProductPage {
  data: ApiProduct[];
  pagination: PageInfo;
  facets?: ListingFacets;
}

/**
 * Answers of the public catalog are made as JSON text: the database writes each product's JSON
 * (repo.productJson) and the page is put together around it, so no row becomes a JavaScript object on the
 * way to the client. The `*Body` functions give the whole answer `{ success, data, pagination }`, as the
 * routes send it and the public catalog cache keeps it; the others parse it for callers that want objects.
 */
const pageBody = (data: string, p: PageInfo) =>
  `{"success":true,"data":${data},"pagination":{"page":${p.page},"limit":${p.limit},"total":${p.total}}}`;

/**
 * The listing: filters by category, brand and subcategory names (case-insensitive), the price range (rupees,
 * on the sale price) and stock, sorted and paginated; with `facets`, the brand facet's counts beside the page.
 */
export async function listingBody(db: DbOrTx, q: ProductListInput): Promise<string> {
  const { data, total, facets } = await repo.listProductsJson(
    db,
    {
      category: q.category,
      brand: q.brand,
      subcategory: q.subcategory,
      minPricePaise: q.minPrice === undefined ? undefined : q.minPrice * 100,
      maxPricePaise: q.maxPrice === undefined ? undefined : q.maxPrice * 100,
      inStock: q.inStock,
    },
    q.sortBy,
    { offset: (q.page - 1) * q.limit, limit: q.limit },
    q.facets ? [q.facets] : [],
  );
  const body = pageBody(data, { page: q.page, limit: q.limit, total });
  return facets === null ? body : `${body.slice(0, -1)},"facets":${facets}}`;
}

export async function listProducts(db: DbOrTx, q: ProductListInput): Promise<ProductPage> {
  const { data, pagination, facets } = JSON.parse(await listingBody(db, q)) as ProductPage;
  return facets ? { data, pagination, facets } : { data, pagination };
}

/**
 * The estimator's products (SPEC §9: at most 300, or `limit`): filtered like the listing, or only the given ids
 * (the browser's saved lines, refreshed on load; ids that no longer exist are simply not in the answer).
 */
export async function estimatorProducts(
  db: DbOrTx,
  q: EstimatorProductsInput,
): Promise<{ data: EstimatorProduct[]; pagination: PageInfo }> {
  const ids = [...new Set(q.ids.map((id) => id.toLowerCase()))];
  const limit = q.limit ?? ESTIMATOR_PRODUCT_LIMIT;
  const { rows, total } = await repo.listEstimatorProducts(
    db,
    { category: q.category, brand: q.brand, subcategory: q.subcategory, ids },
    limit,
  );
  return { data: rows.map(productToEstimator), pagination: { page: 1, limit, total } };
}

/** One product with every field of SPEC §3, as the answer's JSON text; 404 when there is none. */
export async function productBody(db: DbOrTx, id: string): Promise<string> {
  const json = await repo.findProductJson(db, id);
  if (json === undefined) throw new NotFoundError('Product not found');
  return `{"success":true,"data":${json}}`;
}

export async function getProduct(db: DbOrTx, id: string): Promise<ApiProduct> {
  return (JSON.parse(await productBody(db, id)) as { data: ApiProduct }).data;
}

export { searchTerms } from './search-query';

/**
 * Ranked, typo-tolerant search, as the answer's JSON text; a keyword under 2 characters finds nothing (SPEC §4).
 * The owner's synonyms (settings) are put in for the words they name.
 */
export async function searchBody(
  db: Db,
  terms: SearchTerms | null,
  page: { page: number; limit: number },
): Promise<string> {
  if (!terms) return pageBody('[]', { page: page.page, limit: page.limit, total: 0 });
  const parts = applySynonyms(terms.words, await getSearchSynonyms(db));
  const { data, total } = await repo.searchProducts(db, terms.phrase, parts, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  return pageBody(data, { page: page.page, limit: page.limit, total });
}

export async function searchProducts(
  db: Db,
  keyword: string,
  page: { page: number; limit: number },
): Promise<ProductPage> {
  const { data, pagination } = JSON.parse(await searchBody(db, searchTerms(keyword), page)) as ProductPage;
  return { data, pagination };
}

/** Categories or brands for the storefront (filters, carousels), with subcategories. */
export async function listCategories(db: DbOrTx, kind?: 'category' | 'brand'): Promise<ApiCategory[]> {
  return (await listAll(db, { kind })).map(
    ({ _id, name, image, kind, subcategories, fragile, translations }) => ({
      _id,
      name,
      image,
      kind,
      subcategories,
      fragile,
      translations,
    }),
  );
}

/** Subcategories of the named categories (all categories when none are named). */
export async function subcategoryGroups(db: DbOrTx, names: string[]): Promise<ApiSubcategoryGroup[]> {
  return (await listAll(db, { kind: 'category', names })).map((c) => ({
    category: c.name,
    subcategories: c.subcategories,
  }));
}
