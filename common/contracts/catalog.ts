import { z } from 'zod';
import { Id } from './common';
import type { NameTranslations, ProductTranslations } from '../translations';

/** What a category row is: a product category or a brand. */
export const CATEGORY_KINDS = ['category', 'brand'] as const;

import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  ESTIMATOR_PRODUCT_LIMIT,
  LISTING_FACETS,
  MAX_PRICE_FILTER_RUPEES,
  MAX_NAME_LENGTH,
  MAX_NAMES,
  MAX_PAGE_SIZE,
  SORT_OPTIONS,
  splitNames,
} from '../catalog-rules';

export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  LISTING_FACETS,
  MAX_PRICE_FILTER_RUPEES,
  ESTIMATOR_PRESET_LIMIT,
  ESTIMATOR_PRODUCT_LIMIT,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MIN_SEARCH_LENGTH,
  SORT_OPTIONS,
  splitNames,
  type SortBy,
} from '../catalog-rules';

/**
 * A filter list: `a,b` or a repeated parameter (`?brand=a&brand=b`), trimmed, blanks dropped. Names are
 * matched case-insensitively on the server.
 */
export const NameList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => splitNames(v))
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

/** Decimal digits as a number; any other text NaN (not '0x10' as 16, nor '1e3' as 1000). */
const decimalText = (v: unknown) =>
  v === '' ? undefined : typeof v === 'string' ? (/^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN) : v;

/** A bound of the listing's price range: whole rupees from 0 to ₹1 crore; absent or blank for none. */
const PriceBound = (name: string) =>
  z.preprocess(
    decimalText,
    z
      .number({ message: `${name} must be a number of rupees` })
      .int(`${name} must be whole rupees`)
      .min(0, `${name} must be at least 0`)
      .max(MAX_PRICE_FILTER_RUPEES, `${name} must be at most ${MAX_PRICE_FILTER_RUPEES}`)
      .optional(),
  );

/** In stock only: `true` or `false` in a query string (a checkbox's value), the boolean itself in process. */
const InStock = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ message: 'inStock must be true or false' }).optional(),
);

/**
 * GET /api/shop/products/get. Beyond SPEC's filters: a price range in rupees (`minPrice`, `maxPrice`, on the
 * price a customer pays), `inStock=true`, and `facets=brand` for the brands the other filters leave, with
 * their counts (the listing's brand filter).
 */
export const ProductListQuery = z
  .object({
    category: NameList,
    brand: NameList,
    subcategory: NameList,
    minPrice: PriceBound('minPrice'),
    maxPrice: PriceBound('maxPrice'),
    inStock: InStock,
    facets: z.enum(LISTING_FACETS, { message: `facets must be ${LISTING_FACETS.join(', ')}` }).optional(),
    sortBy: z
      .enum(SORT_OPTIONS, { message: `sortBy must be one of ${SORT_OPTIONS.join(', ')}` })
      .default(DEFAULT_SORT),
    ...Pagination,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'maxPrice must not be below minPrice',
    path: ['maxPrice'],
  });
export type ProductListInput = z.output<typeof ProductListQuery>;

/** A list of product ids: `a,b` or a repeated parameter; each must be a UUID. */
const IdList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => splitNames(v))
  .pipe(z.array(Id).max(ESTIMATOR_PRODUCT_LIMIT, `At most ${ESTIMATOR_PRODUCT_LIMIT} ids`));

/**
 * GET /api/shop/estimator/products: the estimator's product list (SPEC §9: at most 300), filtered like the
 * listing, or the products named by `ids` (the lines kept in the browser, refreshed on load). A–Z by title.
 * `limit` asks for fewer (the page's HTML carries only the rows it shows first, issue 49); the total is of all
 * that match.
 */
export const EstimatorProductsQuery = z.object({
  category: NameList,
  brand: NameList,
  subcategory: NameList,
  ids: IdList,
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ESTIMATOR_PRODUCT_LIMIT, `limit must be at most ${ESTIMATOR_PRODUCT_LIMIT}`)
    .optional(),
});
export type EstimatorProductsInput = z.output<typeof EstimatorProductsQuery>;

/** GET /api/shop/products/get/{id} */
export const ProductIdParams = z.object({ id: Id });

/** GET /api/shop/search/{keyword} */
export const SearchParams = z.object({ keyword: z.string() });
export const SearchQuery = z.object({ ...Pagination });

/** GET /api/shop/products/subcategories?categories=a,b */
export const SubcategoriesQuery = z.object({ categories: NameList });

/** GET /api/common/categories/get?kind=category|brand (all kinds when absent). */
export const CategoriesQuery = z.object({
  kind: z.enum(CATEGORY_KINDS, { message: 'kind must be category or brand' }).optional(),
});

export interface PageInfo {
  page: number;
  limit: number;
  total: number;
}

/** A value of a facet and how many products have it. */
export interface FacetCount {
  name: string;
  count: number;
}

/** The listing's facets, when asked (`facets=brand`). */
export interface ListingFacets {
  brand: FacetCount[];
}

export interface ApiCategory {
  _id: string;
  name: string;
  image: string;
  kind: 'category' | 'brand';
  subcategories: ApiSubcategory[];
  /** Its products are packed as fragile (the fragile packaging fee). */
  fragile: boolean;
  /** Its name in Hindi, when it has one (decision 034): `{ hi: { name } }`, `{}` for none. */
  translations: NameTranslations;
}

export interface ApiSubcategory {
  _id: string;
  name: string;
  /** Its name in Hindi, when it has one: `{ hi: { name } }`, `{}` for none. */
  translations: NameTranslations;
}

export interface ApiSubcategoryGroup {
  category: string;
  subcategories: ApiSubcategory[];
}

export interface ProductVariant {
  size: string;
  stdPacking: string;
  pricePerPiece: number;
  active: boolean;
}

export interface PriceTier {
  price: number;
}

/** SPEC §3 estimator preset: price is the sale price including GST. */
export interface EstimatorPreset {
  name: string;
  size: string;
  capacity: string;
  qty: number;
  price: number;
  hsn: string;
  active: boolean;
}

/** A product as every API answer shows it (SPEC §3): `_id`, money in rupees with two decimals. */
export interface ApiProduct {
  _id: string;
  title: string;
  description: string;
  image: string;
  images: string[];
  category: string;
  subcategory: string;
  brand: string;
  hsn: string;
  /** Base price before tax. */
  price: number;
  /** Final price including GST (0 when the product has no sale price). */
  salePrice: number;
  cgstPercent: number;
  sgstPercent: number;
  totalStock: number;
  averageReview: number;
  reviewCount: number;
  minEstimatePrice: number;
  maxEstimatePrice: number;
  estimatorPresets: EstimatorPreset[];
  variants: ProductVariant[];
  priceTiers: PriceTier[];
  /** Packed as fragile (its own flag; a fragile category makes it so too): an order with it pays the fragile packaging fee. */
  fragile: boolean;
  /** Its title and description in Hindi, when it has them (decision 034): `{ hi: { title, description } }`, `{}` for none. */
  translations: ProductTranslations;
  createdAt: string;
  updatedAt: string;
}

/**
 * A product as the estimator needs it: what prices a line (prices, rates, estimate range, presets,
 * variants, tiers), its stock for 'Add all to cart', and no description or gallery.
 */
export type EstimatorProduct = Pick<
  ApiProduct,
  | '_id'
  | 'title'
  | 'image'
  | 'category'
  | 'subcategory'
  | 'brand'
  | 'hsn'
  | 'price'
  | 'salePrice'
  | 'cgstPercent'
  | 'sgstPercent'
  | 'totalStock'
  | 'minEstimatePrice'
  | 'maxEstimatePrice'
  | 'estimatorPresets'
  | 'variants'
  | 'priceTiers'
> & {
  /** The product's Hindi title, only when it has one (issue 50: the estimator on a Hindi page shows it). */
  translations?: { hi: { title: string } };
};
