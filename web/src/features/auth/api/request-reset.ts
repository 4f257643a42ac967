import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface RequestResetInput {
  email: string;
}

/** POST /api/auth/password/request-reset {email}: mails a one-time code; the same answer whether or not the account exists. */
export const requestReset = (input: RequestResetInput) =>
  api.post<{ success: true; message?: string }>('/api/auth/password/request-reset', input);

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}
