import { useMutation, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/auth/logout with an empty body: revokes the session on the server and clears the cookie. */
export const logout = () =>
  api.post<{ success: boolean; message?: string }>('/api/auth/logout', undefined, {
    ignoreUnauthorized: true,
  });

/** Forgets the session and every cached answer that belonged to the user (an expired session included). */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.auth.me(), null);
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== queryKeys.auth.all[0] && q.queryKey[0] !== queryKeys.settings.all[0],
  });
}

export const useLogout = () => useMutation({ mutationFn: logout });
