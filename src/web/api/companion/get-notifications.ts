import { useQuery } from '@tanstack/react-query';
import { notificationListSchema } from '../../../contract/companion.ts';
import { useIsLoggedIn } from '../../stores/session.ts';
import { apiRequest } from '../client.ts';

export const notificationsQueryKey = ['notifications'] as const;

export function getNotifications() {
  return apiRequest('/api/notifications', { schema: notificationListSchema });
}

/** The account's 督学 reminders, newest first, and how many are unread (the badge). */
export function useNotifications() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: getNotifications,
    enabled: isLoggedIn,
    refetchOnWindowFocus: true,
  });
}
