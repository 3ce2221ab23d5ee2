import { useQuery } from '@tanstack/react-query';
import { meSchema } from '../../../contract/accounts.ts';
import { useIsLoggedIn, userInfoStore } from '../../stores/session.ts';
import { apiRequest } from '../client.ts';

export const meQueryKey = ['me'] as const;

export async function getMe() {
  const me = await apiRequest('/api/me', { schema: meSchema });
  userInfoStore.set(me);
  return me;
}

/** The logged-in account; starts from the `userInfo` cache and refreshes from the server. */
export function useMe() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: getMe,
    enabled: isLoggedIn,
    initialData: () => cachedMe(),
    initialDataUpdatedAt: 0,
  });
}

function cachedMe() {
  const parsed = meSchema.safeParse(userInfoStore.get());
  return parsed.success ? parsed.data : undefined;
}
