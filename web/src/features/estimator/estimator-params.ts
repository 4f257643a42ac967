import { MAX_NAME_LENGTH, MAX_NAMES, splitNames } from '../../../../common/catalog-rules';
import type { EstimatorProductsInput } from '../../../../common/contracts/catalog';

/**
 * SPEC §2 Estimator: the filters live in the query parameters category, brand and subcategory as
 * comma-separated lists, so a link (the home page's Quick Estimate, a shared URL) reproduces the view.
 * Small and free of React: the route loader (part of the first load) uses it too.
 */
export interface EstimatorFilters {
  category: string[];
  brand: string[];
  subcategory: string[];
}

export const FILTER_KEYS = ['category', 'brand', 'subcategory'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Names as the API reads them, each once (case-insensitively); an over-long list or name is ignored. */
function names(search: URLSearchParams, key: FilterKey): string[] {
  const list = splitNames(search.getAll(key));
  if (list.length > MAX_NAMES || list.some((n) => n.length > MAX_NAME_LENGTH)) return [];
  const seen = new Set<string>();
  return list.filter((n) => {
    const k = n.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The filters a query string holds; anything malformed counts as no filter. */
export function filtersFromSearch(search: URLSearchParams): EstimatorFilters {
  return {
    category: names(search, 'category'),
    brand: names(search, 'brand'),
    subcategory: names(search, 'subcategory'),
  };
}

/** The query string with these filters (comma lists, empty ones left out), other parameters kept. */
export function searchWithFilters(search: URLSearchParams, filters: EstimatorFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of FILTER_KEYS) {
    next.delete(key);
    if (filters[key].length) next.set(key, filters[key].join(','));
  }
  return next;
}

/** Whether a name is in a filter list (names match case-insensitively, as on the server). */
export const hasName = (list: string[], name: string) =>
  list.some((n) => n.toLowerCase() === name.toLowerCase());

/** The list with the name added, or taken out when it was there. */
export function toggleName(list: string[], name: string): string[] {
  return hasName(list, name) ? list.filter((n) => n.toLowerCase() !== name.toLowerCase()) : [...list, name];
}

export const activeFilterCount = (f: EstimatorFilters) =>
  f.category.length + f.brand.length + f.subcategory.length;

/** The product list's API query for these filters. */
export const estimatorListQuery = (f: EstimatorFilters): EstimatorProductsInput => ({
  category: f.category,
  brand: f.brand,
  subcategory: f.subcategory,
  ids: [],
});

/** The products of saved lines, by id (their prices refreshed on load). */
export const estimatorIdsQuery = (ids: string[]): EstimatorProductsInput => ({
  category: [],
  brand: [],
  subcategory: [],
  ids,
});
