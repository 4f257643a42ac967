import { useDeferredValue } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstimatorProductsInput } from '../../../../../common/contracts/catalog';
import { useStarted } from '../../../components/client-only';
import { queryKeys } from '../../../lib/query-keys';
import { storefrontOf } from '../../../lib/storefront';
import { FIRST_ROWS } from '../components/use-first-rows';

/** GET /api/shop/estimator/products: up to 300 products for the filters, or the saved lines' products by id. */
export const estimatorProductsQuery = (q: EstimatorProductsInput) =>
  queryOptions({
    queryKey: queryKeys.catalog.estimator(q),
    queryFn: ({ client }) => storefrontOf(client).estimatorProducts(q),
    staleTime: 60_000,
  });

/** The first rows of the filters' list: what the page's HTML renders and carries (estimator.loader). */
export const estimatorFirstRowsQuery = (q: EstimatorProductsInput) =>
  estimatorProductsQuery({ ...q, limit: FIRST_ROWS });

/**
 * The filtered list. The page comes with its first rows only (the whole list was 95 KB of the HTML's 180, issue
 * 49); the whole list is fetched once the page runs, and until it is there the first rows stand in (`partial`).
 * Later, the previous list stays on screen while another filter's loads.
 */
export function useEstimatorProducts(q: EstimatorProductsInput) {
  // Asked for once the page has started (a transition): turned on by useHydrated, the query's start was part of
  // a blocking render of the whole screen right after hydration.
  const started = useStarted();
  const whole = useQuery({
    ...estimatorProductsQuery(q),
    enabled: started,
    placeholderData: keepPreviousData,
  });
  const first = useQuery({ ...estimatorFirstRowsQuery(q), enabled: false });
  // A list of up to 300 rows arrives as one update: it is rendered as a transition, in slices that yield to the
  // browser, while the rows already shown stay (issue 49: rendered at once, it was the page's longest task).
  const data = useDeferredValue(whole.data ?? first.data);
  return {
    data,
    partial: !!first.data && data === first.data,
    isError: whole.isError,
    isFetching: whole.isFetching,
    isPlaceholderData: whole.isPlaceholderData,
    refetch: whole.refetch,
  };
}

/** The saved lines' products (only in the browser, once there are lines with products). */
export const useLineProducts = (q: EstimatorProductsInput) =>
  useQuery({ ...estimatorProductsQuery(q), enabled: q.ids.length > 0, placeholderData: keepPreviousData });
