import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '../../../../../common/contracts/auth';
import { api } from '../../../lib/api-client';

export interface RegisterResponse {
  success: true;
  message?: string;
}

/** POST /api/auth/register {userName, email, password}: creates a customer; does not log in. */
export const register = (input: RegisterInput) => api.post<RegisterResponse>('/api/auth/register', input);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
