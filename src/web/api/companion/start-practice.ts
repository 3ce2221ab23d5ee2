import { useMutation, useQueryClient } from '@tanstack/react-query';
import { practiceSetSchema, type StartPracticeRequest } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { companionKeys } from './companion-query.ts';

export function startPractice(request: StartPracticeRequest) {
  return apiRequest('/api/companion/practice', { method: 'POST', body: request, schema: practiceSetSchema });
}

/** A new practice set: a practice task of the plan (`taskId`) or one knowledge point (`knowledgePointId`). */
export function useStartPractice(learnerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<StartPracticeRequest, 'learnerId'>) => startPractice({ ...request, learnerId }),
    onSuccess: (set) => queryClient.setQueryData(companionKeys.practice(set.id), set),
  });
}
