import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** `humanCheck`: a solved check, sent again after the server answered 428 HUMAN_CHECK_REQUIRED. */
export function requestSmsCode({ phone, humanCheck }: { phone: string; humanCheck?: string }) {
  return apiRequest('/api/auth/sms-codes', { method: 'POST', body: { phone, humanCheck }, schema: undefined });
}

export const useRequestSmsCode = () => useMutation({ mutationFn: requestSmsCode });
