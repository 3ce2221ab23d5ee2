import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meSchema, type UpdateMeRequest } from '../../../contract/accounts.ts';
import { userInfoStore } from '../../stores/session.ts';
import { apiRequest } from '../client.ts';
import { meQueryKey } from './get-me.ts';

export function updateMe(changes: UpdateMeRequest) {
  return apiRequest('/api/me', { method: 'PATCH', body: changes, schema: meSchema });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      userInfoStore.set(me);
      queryClient.setQueryData(meQueryKey, me);
    },
  });
}
