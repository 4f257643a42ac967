import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginInput } from '../../../../../common/contracts/auth';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface LoginResponse {
  success: true;
  message?: string;
  user: AuthUser;
}

/** POST /api/auth/login {email, password}: sets the session cookie, answers the user. */
export const login = (input: LoginInput) =>
  api.post<LoginResponse>('/api/auth/login', input, { ignoreUnauthorized: true });

/** On success the session query holds the user, and the guard sends the user on (SPEC §4: login sets user). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => {
      queryClient.setQueryData(queryKeys.auth.me(), res.user);
    },
    onError: () => {
      queryClient.setQueryData(queryKeys.auth.me(), null);
    },
  });
}
