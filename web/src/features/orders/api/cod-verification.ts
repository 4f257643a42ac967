import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface Answer {
  success: boolean;
  message: string;
}

/**
 * POST /api/shop/order/cod-code: mails the signed-in account a 6-digit code (the password reset's one-time
 * code), asked before its first cash-on-delivery order. 429 when asked too often.
 */
export const sendCodCode = () => api.post<Answer>('/api/shop/order/cod-code');

/** POST /api/shop/order/cod-verify {code}: confirms the account's e-mail; 400 'Invalid or expired code'. */
export const verifyCodCode = (code: string) => api.post<Answer>('/api/shop/order/cod-verify', { code });

export const useSendCodCode = () => useMutation({ mutationFn: sendCodCode });
export const useVerifyCodCode = () => useMutation({ mutationFn: verifyCodCode });
