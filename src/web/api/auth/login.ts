import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginRequest, loginResponseSchema } from '../../../contract/accounts.ts';
import { rememberDeviceToken } from '../../stores/device-tokens.ts';
import { userInfoStore, userTokenStore } from '../../stores/session.ts';
import { apiRequest } from '../client.ts';
import { meQueryKey } from '../me/get-me.ts';

export function login(input: LoginRequest) {
  return apiRequest('/api/auth/login', { method: 'POST', body: input, schema: loginResponseSchema });
}

/** Logs in, fills `userToken` and `userInfo`, and remembers this device for the phone (`deviceTokens`). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user, deviceToken }, { phone }) => {
      if (deviceToken) rememberDeviceToken(phone, deviceToken);
      userTokenStore.set(token);
      userInfoStore.set(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
