import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationListSchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { notificationsQueryKey } from './get-notifications.ts';

export type MarkRead = { ids: string[] } | { all: true };

export function markNotificationsRead(which: MarkRead) {
  return apiRequest('/api/notifications/read', { method: 'POST', body: which, schema: notificationListSchema });
}

/** Marks some (or all) reminders read; the server answers with the list and badge as they now are. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (list) => queryClient.setQueryData(notificationsQueryKey, list),
  });
}
