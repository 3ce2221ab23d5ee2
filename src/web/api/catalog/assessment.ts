import { useMutation } from '@tanstack/react-query';
import type { Grade } from '../../../contract/accounts.ts';
import { type AssessmentSubmission, assessmentResultSchema, assessmentSchema, type Stage } from '../../../contract/catalog.ts';
import { apiRequest } from '../client.ts';

export function getAssessment(stage: Stage, grade: Grade) {
  const query = new URLSearchParams({ stage, grade });
  return apiRequest(`/api/assessment?${query}`, { schema: assessmentSchema });
}

export function submitAssessment(submission: AssessmentSubmission) {
  return apiRequest('/api/assessment', { method: 'POST', body: submission, schema: assessmentResultSchema });
}

export const useStartAssessment = () =>
  useMutation({ mutationFn: ({ stage, grade }: { stage: Stage; grade: Grade }) => getAssessment(stage, grade) });
export const useSubmitAssessment = () => useMutation({ mutationFn: submitAssessment });
