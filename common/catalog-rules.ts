import { stripControlChars } from './text';

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
/** At most this many names per filter, each at most MAX_NAME_LENGTH characters. */
export const MAX_NAMES = 50;
export const MAX_NAME_LENGTH = 100;

/** The listing's price range is in whole rupees, from 0 to this (SPEC's ₹1 crore order limit). */
export const MAX_PRICE_FILTER_RUPEES = 10_000_000;
/** What the listing can count by besides its page: the brands among the products its other filters leave. */
export const LISTING_FACETS = ['brand'] as const;

/** SPEC §9: the estimator lists at most 300 products and at most 300 presets. */
export const ESTIMATOR_PRODUCT_LIMIT = 300;
export const ESTIMATOR_PRESET_LIMIT = 300;

/**
 * A filter list as SPEC §7 sends it: `a,b` or a repeated parameter (`?brand=a&brand=b`), trimmed, control
 * characters removed, blanks dropped. Names are matched case-insensitively on the server.
 */
export function splitNames(value: string | string[] | undefined | null): string[] {
  const parts = Array.isArray(value) ? value : value == null ? [] : [value];
  return parts
    .flatMap((s) => stripControlChars(s).split(','))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
