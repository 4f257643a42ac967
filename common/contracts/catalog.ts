import { z } from 'zod';
import { Id, stripControlChars } from './common';

/** SPEC §2 sort options; price-lowtohigh is the default. */
export const SORT_OPTIONS = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortBy = 'price-lowtohigh';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** SPEC §9: search runs only when the trimmed keyword has at least 2 characters. */
export const MIN_SEARCH_LENGTH = 2;
/** Longer keywords are cut to this many characters before searching. */
export const MAX_SEARCH_LENGTH = 100;
const MAX_NAMES = 50;
const MAX_NAME_LENGTH = 100;

/**
 * A filter list: `a,b` or a repeated parameter (`?brand=a&brand=b`), trimmed, blanks dropped. Names are
 * matched case-insensitively on the server.
 */
export const NameList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v === undefined ? [] : [v])
      .flatMap((s) => stripControlChars(s).split(','))
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  )
  .pipe(
    z
      .array(z.string().max(MAX_NAME_LENGTH, `Names must be at most ${MAX_NAME_LENGTH} characters`))
      .max(MAX_NAMES, `At most ${MAX_NAMES} names per filter`),
  );

const Page = z.coerce
  .number({ message: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(100_000, 'page is too large')
  .default(1);
const Limit = z.coerce
  .number({ message: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
  .default(DEFAULT_PAGE_SIZE);

export const Pagination = { page: Page, limit: Limit };

/** GET /api/shop/products/get */
export const ProductListQuery = z.object({
  category: NameList,
  brand: NameList,
  subcategory: NameList,
  sortBy: z
    .enum(SORT_OPTIONS, { message: `sortBy must be one of ${SORT_OPTIONS.join(', ')}` })
    .default(DEFAULT_SORT),
  ...Pagination,
});
export type ProductListInput = z.output<typeof ProductListQuery>;

/** GET /api/shop/products/get/{id} */
export const ProductIdParams = z.object({ id: Id });

/** GET /api/shop/search/{keyword} */
export const SearchParams = z.object({ keyword: z.string() });
export const SearchQuery = z.object({ ...Pagination });

/** GET /api/shop/products/subcategories?categories=a,b */
export const SubcategoriesQuery = z.object({ categories: NameList });

/** GET /api/common/categories/get?kind=category|brand (all kinds when absent). */
export const CategoriesQuery = z.object({
  kind: z.enum(['category', 'brand'], { message: 'kind must be category or brand' }).optional(),
});

export interface PageInfo {
  page: number;
  limit: number;
  total: number;
}

export interface ApiCategory {
  _id: string;
  name: string;
  image: string;
  kind: 'category' | 'brand';
  subcategories: { _id: string; name: string }[];
}

export interface ApiSubcategoryGroup {
  category: string;
  subcategories: { _id: string; name: string }[];
}
