import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The code flow (from the mail's 6 digits) or the link flow (the code in the mailed link). */
export type ConfirmResetInput =
  { email: string; otp: string; newPassword: string } | { code: string; newPassword: string; email?: string };

/** POST /api/auth/password/confirm-reset: sets the new password and ends every session of the account. */
export const confirmReset = (input: ConfirmResetInput) =>
  api.post<{ success: true; message?: string }>('/api/auth/password/confirm-reset', input);

/**
 * The server ends every session of the account, so the session check runs again before the form moves on:
 * a browser that was logged in as that account is logged out, and the guard then lets it see the login page.
 */
export function useConfirmReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.all }),
  });
}
