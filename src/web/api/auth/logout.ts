import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearSession } from '../../stores/session.ts';
import { apiRequest } from '../client.ts';

export function logout() {
  return apiRequest('/api/auth/logout', { method: 'POST', schema: undefined });
}

/** Revokes the session on the server and always forgets it here, even when the server could not be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
