import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LearnerInput, type LearnerPatch, learnerSchema } from '../../../contract/accounts.ts';
import { apiRequest } from '../client.ts';
import { meQueryKey } from './get-me.ts';

export function addLearner(input: LearnerInput) {
  return apiRequest('/api/me/learners', { method: 'POST', body: input, schema: learnerSchema });
}

export function changeLearner({ id, ...changes }: LearnerPatch & { id: string }) {
  return apiRequest(`/api/me/learners/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes, schema: learnerSchema });
}

export function removeLearner(id: string) {
  return apiRequest(`/api/me/learners/${encodeURIComponent(id)}`, { method: 'DELETE', schema: undefined });
}

/** Learner changes refresh the account (its learner list). */
function useLearnerMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }) });
}

export const useAddLearner = () => useLearnerMutation(addLearner);
export const useChangeLearner = () => useLearnerMutation(changeLearner);
export const useRemoveLearner = () => useLearnerMutation(removeLearner);
