import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreatePlanRequest, studyPlanSchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { companionKeys } from './companion-query.ts';

export function createStudyPlan(request: CreatePlanRequest) {
  return apiRequest('/api/companion/plan', { method: 'POST', body: request, schema: studyPlanSchema });
}

/** Makes (or replaces) the learner's plan; today, the plan and the progress of that learner are read again. */
export function useCreateStudyPlan(learnerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<CreatePlanRequest, 'learnerId'>) => createStudyPlan({ ...request, learnerId }),
    onSuccess: (plan) => queryClient.invalidateQueries({ queryKey: companionKeys.learner(learnerId ?? plan.learnerId) }),
  });
}
