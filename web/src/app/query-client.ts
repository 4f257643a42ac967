import { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** The app's QueryClient. A 401 from any call means the session ended: the session query is re-checked. */
export function createQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  setUnauthorizedHandler(() => {
    if (queryClient.getQueryData(queryKeys.auth.me())) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.all });
    }
  });
  return queryClient;
}
