import { useMutation, useQueryClient } from '@tanstack/react-query';
import { practiceSetSchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { companionKeys } from './companion-query.ts';

export function finishPractice(setId: string) {
  return apiRequest(`/api/companion/practice/${encodeURIComponent(setId)}/finish`, { method: 'POST', schema: practiceSetSchema });
}

/**
 * Hands the set in: the server diagnoses the weak points and adds their lessons to the plan, so the learner's
 * today, plan and progress are read again.
 */
export function useFinishPractice(setId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => finishPractice(setId),
    onSuccess: (set) => {
      queryClient.setQueryData(companionKeys.practice(set.id), set);
      void queryClient.invalidateQueries({ queryKey: companionKeys.learner(set.learnerId) });
    },
  });
}
