import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

export function requestSmsCode(phone: string) {
  return apiRequest('/api/auth/sms-codes', { method: 'POST', body: { phone }, schema: undefined });
}

export const useRequestSmsCode = () => useMutation({ mutationFn: requestSmsCode });
