import { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** The app's query defaults (tests use them too, so a test fetches exactly when the app would). */
export const defaultOptions = {
  queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  mutations: { retry: false },
} as const;

/** The browser's QueryClient. A 401 from any call means the session ended: the session query is re-checked. */
export function createQueryClient() {
  const queryClient = new QueryClient({ defaultOptions });
  setUnauthorizedHandler(() => {
    if (queryClient.getQueryData(queryKeys.auth.me())) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.all });
    }
  });
  return queryClient;
}

/** A QueryClient for one server render: nothing retried (the data is in this process), nothing kept after. */
export function createServerQueryClient() {
  return new QueryClient({
    defaultOptions: {
      ...defaultOptions,
      queries: { ...defaultOptions.queries, retry: false, gcTime: Infinity },
    },
  });
}
