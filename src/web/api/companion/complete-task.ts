import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planTaskSchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { companionKeys } from './companion-query.ts';

export function completeTask(taskId: string, spentMinutes: number) {
  return apiRequest(`/api/companion/tasks/${encodeURIComponent(taskId)}/complete`, {
    method: 'POST',
    body: { spentMinutes },
    schema: planTaskSchema,
  });
}

/** Marks a lesson task done with the reading time measured on the lesson page. */
export function useCompleteTask(learnerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, spentMinutes }: { taskId: string; spentMinutes: number }) => completeTask(taskId, spentMinutes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnerId ? companionKeys.learner(learnerId) : companionKeys.all }),
  });
}
