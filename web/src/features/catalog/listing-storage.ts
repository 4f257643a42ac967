import { listingViewFromSearch, searchFromListingView } from './listing-params';

/** SPEC §2: the listing's filters are kept in session storage (and mirrored in the URL). */
export const LISTING_STORAGE_KEY = 'shop-listing-filters';

/** Remembers the view's query string for this tab (page left out: a return starts at page 1). */
export function rememberListing(search: string): void {
  try {
    const view = listingViewFromSearch(new URLSearchParams(search));
    sessionStorage.setItem(LISTING_STORAGE_KEY, searchFromListingView({ ...view, page: 1 }));
  } catch {
    // Storage may be off (private mode, quota): the URL still holds the view.
  }
}

/** The remembered query string ('' when none), normalised so nothing odd is replayed into the URL. */
export function rememberedListing(): string {
  try {
    const stored = sessionStorage.getItem(LISTING_STORAGE_KEY) ?? '';
    return searchFromListingView(listingViewFromSearch(new URLSearchParams(stored)));
  } catch {
    return '';
  }
}
