import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../common/contracts/auth';
import { api, ApiError } from './api-client';
import { queryKeys } from './query-keys';

interface CheckAuthResponse {
  success: boolean;
  user?: AuthUser | null;
}

/** GET /api/auth/check-auth: the signed-in user, or null when logged out (the server answers 401). */
export async function checkAuth(signal?: AbortSignal): Promise<AuthUser | null> {
  try {
    const res = await api.get<CheckAuthResponse>('/api/auth/check-auth', {
      signal,
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate', Pragma: 'no-cache', Expires: '0' },
      ignoreUnauthorized: true,
    });
    return res.success && res.user ? res.user : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const authQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.me(),
    // The signal is not passed on: a cancelled check (StrictMode remount, a quick navigation) would only be
    // repeated, and the answer is tiny.
    queryFn: () => checkAuth(),
    staleTime: 5 * 60_000,
    retry: false,
    // A signed-in session is re-checked when the tab comes back (it may have ended elsewhere); a visitor's
    // is not, since a logged-out check answers 401 and a visitor's page makes no failing call.
    refetchOnWindowFocus: (query) => query.state.data != null,
  });

/** What the guard needs to know about the signed-in user; null when logged out. */
export interface GuardUser {
  role: string;
  isAdmin: boolean;
}

/** Admin is role admin or the isAdmin flag (SPEC §6). */
export const isAdminUser = (user: GuardUser | null) => !!user && (user.role === 'admin' || user.isAdmin);

export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  /** True only while the first check runs (SPEC §4: auth starts loading). */
  isLoading: boolean;
}

/** The session as SPEC §3 names it. A failed check counts as logged out (SPEC §4: rejection clears). */
export function useAuth(): AuthState {
  const query = useQuery(authQueryOptions());
  const user = query.data ?? null;
  return { user, isAuthenticated: !!user, isLoading: query.isPending };
}
