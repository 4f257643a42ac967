import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The code flow (from the mail's 6 digits) or the link flow (the code in the mailed link). */
export type ConfirmResetInput =
  { email: string; otp: string; newPassword: string } | { code: string; newPassword: string; email?: string };

/** POST /api/auth/password/confirm-reset: sets the new password and ends every session of the account. */
export const confirmReset = (input: ConfirmResetInput) =>
  api.post<{ success: true; message?: string }>('/api/auth/password/confirm-reset', input);

export function useConfirmReset() {
  return useMutation({ mutationFn: confirmReset });
}
