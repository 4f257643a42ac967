import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  MAX_PRICE_FILTER_RUPEES,
  MAX_NAME_LENGTH,
  MAX_NAMES,
  SORT_OPTIONS,
  splitNames,
  type SortBy,
} from '../../../../common/catalog-rules';
import type { ProductListInput } from '../../../../common/contracts/catalog';

/** The listing's view as the URL holds it (SPEC §2: filters mirrored in the query as comma lists). */
export interface ListingView {
  category: string[];
  brand: string[];
  subcategory: string[];
  /** The price range in whole rupees, on the price a customer pays; null for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Only products with stock left. */
  inStock: boolean;
  sortBy: SortBy;
  page: number;
}

/** The listing with no filter, at page 1 in the default sort. */
export const EMPTY_LISTING_VIEW: ListingView = {
  category: [],
  brand: [],
  subcategory: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  sortBy: DEFAULT_SORT,
  page: 1,
};

/**
 * A price bound as the API reads it (whole rupees, 0 to ₹1 crore), from a URL or a field ('1,500' and ' 1500 '
 * are 1500); null for anything else, so a bad bound is dropped rather than sent.
 */
export function priceBound(text: string | null): number | null {
  const digits = (text ?? '').replace(/[\s,]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const rupees = Number(digits);
  return rupees <= MAX_PRICE_FILTER_RUPEES ? rupees : null;
}

/** A filter's names as the API's NameList reads them; an over-long name or list is dropped, not sent. */
const names = (search: URLSearchParams, key: string): string[] => {
  const list = splitNames(search.getAll(key));
  return list.length <= MAX_NAMES && list.every((n) => n.length <= MAX_NAME_LENGTH) ? list : [];
};

/** Reads the view from a query string; anything malformed falls back to its default instead of failing. */
export function listingViewFromSearch(search: URLSearchParams): ListingView {
  const sort = search.get('sortBy');
  const page = Number(search.get('page') ?? '1');
  const min = priceBound(search.get('minPrice'));
  const max = priceBound(search.get('maxPrice'));
  // A range whose ends cross is not one the API answers: its upper end is dropped.
  const crossed = min !== null && max !== null && min > max;
  return {
    category: names(search, 'category'),
    brand: names(search, 'brand'),
    subcategory: names(search, 'subcategory'),
    minPrice: min,
    maxPrice: crossed ? null : max,
    inStock: search.get('inStock') === 'true',
    sortBy: (SORT_OPTIONS as readonly string[]).includes(sort ?? '') ? (sort as SortBy) : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string for a view: comma lists, default sort and page 1 left out, so URLs stay short. */
export function searchFromListingView(view: ListingView): string {
  const params = new URLSearchParams();
  if (view.category.length) params.set('category', view.category.join(','));
  if (view.brand.length) params.set('brand', view.brand.join(','));
  if (view.subcategory.length) params.set('subcategory', view.subcategory.join(','));
  if (view.minPrice !== null) params.set('minPrice', String(view.minPrice));
  if (view.maxPrice !== null) params.set('maxPrice', String(view.maxPrice));
  if (view.inStock) params.set('inStock', 'true');
  if (view.sortBy !== DEFAULT_SORT) params.set('sortBy', view.sortBy);
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const LISTING_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The API query for a view, with the brands (and their counts) the other filters leave. */
export function listingQuery(view: ListingView, limit = LISTING_PAGE_SIZE): ProductListInput {
  return {
    category: view.category,
    brand: view.brand,
    subcategory: view.subcategory,
    ...(view.minPrice !== null ? { minPrice: view.minPrice } : {}),
    ...(view.maxPrice !== null ? { maxPrice: view.maxPrice } : {}),
    ...(view.inStock ? { inStock: true } : {}),
    facets: 'brand',
    sortBy: view.sortBy,
    page: view.page,
    limit,
  };
}

/** SPEC §2/§9 home: the first 8 products, and rows of 8 per category sorted price-lowtohigh. */
export const HOME_PRODUCTS = 8;
export const featuredProductsQuery = (): ProductListInput => ({
  category: [],
  brand: [],
  subcategory: [],
  sortBy: DEFAULT_SORT,
  page: 1,
  limit: HOME_PRODUCTS,
});
export const categoryRowQuery = (category: string): ProductListInput => ({
  ...featuredProductsQuery(),
  category: [category],
});
