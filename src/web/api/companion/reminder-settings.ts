import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReminderSettings, reminderSettingsSchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';

export const reminderSettingsQueryKey = ['me', 'reminders'] as const;

export const getReminderSettings = () => apiRequest('/api/me/reminders', { schema: reminderSettingsSchema });

export const saveReminderSettings = (settings: ReminderSettings) =>
  apiRequest('/api/me/reminders', { method: 'PUT', body: settings, schema: reminderSettingsSchema });

/** Whether 督学 reminders also go out by SMS to the account's phone. */
export const useReminderSettings = () => useQuery({ queryKey: reminderSettingsQueryKey, queryFn: getReminderSettings });

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (settings) => queryClient.setQueryData(reminderSettingsQueryKey, settings),
  });
}
