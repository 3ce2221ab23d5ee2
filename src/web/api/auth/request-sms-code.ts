import { useMutation } from '@tanstack/react-query';
import { deviceTokenFor } from '../../stores/device-tokens.ts';
import { apiRequest } from '../client.ts';

/**
 * `humanCheck`: a solved check, sent again after the server answered 428 HUMAN_CHECK_REQUIRED. The device's token for
 * the phone, from an earlier login here, goes along: with it the server asks for no check (decision 026).
 */
export function requestSmsCode({ phone, humanCheck }: { phone: string; humanCheck?: string }) {
  const deviceToken = deviceTokenFor(phone);
  return apiRequest('/api/auth/sms-codes', { method: 'POST', body: { phone, humanCheck, deviceToken }, schema: undefined });
}

export const useRequestSmsCode = () => useMutation({ mutationFn: requestSmsCode });
