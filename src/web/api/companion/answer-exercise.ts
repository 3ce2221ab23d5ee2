import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, answerFeedbackSchema, type PracticeSet } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { companionKeys } from './companion-query.ts';

export function answerExercise(setId: string, exerciseId: string, answer: Answer) {
  return apiRequest(`/api/companion/practice/${encodeURIComponent(setId)}/answers`, {
    method: 'POST',
    body: { exerciseId, answer },
    schema: answerFeedbackSchema,
  });
}

/** Checks one answer on the server; the feedback joins the set's answers in the cache. */
export function useAnswerExercise(setId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exerciseId, answer }: { exerciseId: string; answer: Answer }) => answerExercise(setId, exerciseId, answer),
    onSuccess: (feedback) =>
      queryClient.setQueryData<PracticeSet>(
        companionKeys.practice(setId),
        (set) => set && { ...set, answers: [...set.answers.filter((given) => given.exerciseId !== feedback.exerciseId), feedback] },
      ),
  });
}
