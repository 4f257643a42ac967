import { useStarted } from '../../../components/client-only';

/**
 * Rows a picker renders with the page: six show in its 24rem panel, the rest are a scroll away. The page's HTML
 * carries these rows' products only (get-estimator-products); 20 were 40 KB of its markup for rows not seen.
 */
export const FIRST_ROWS = 8;

/**
 * The rows of a long list to render now: the first FIRST_ROWS with the page (server rendering and hydration),
 * then all of them once the page has started (useStarted), as a transition that yields to the browser every few
 * milliseconds. The picker lists up to 300 products: rendered whole, its HTML was 290 KB and hydrating it was
 * the estimator's longest task (decision 035).
 */
export function useFirstRows<T>(rows: T[]): T[] {
  return useStarted() ? rows : rows.slice(0, FIRST_ROWS);
}
