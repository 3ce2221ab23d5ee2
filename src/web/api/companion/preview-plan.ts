import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { type CreatePlanRequest, planPreviewSchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { companionKeys } from './companion-query.ts';

type PlanSettings = Omit<CreatePlanRequest, 'learnerId'>;

export function previewStudyPlan(request: CreatePlanRequest) {
  return apiRequest('/api/companion/plan/preview', { method: 'POST', body: request, schema: planPreviewSchema });
}

/**
 * What the plan form's settings would make (study days, minutes, new lessons, the service's last day), asked only for
 * settings worth asking about (`settings` null otherwise). While new settings are asked, the last answer stays.
 */
export function usePlanPreview(learnerId: string | undefined, settings: PlanSettings | null) {
  return useQuery({
    queryKey: [...companionKeys.learner(learnerId ?? ''), 'plan-preview', settings],
    queryFn: learnerId && settings ? () => previewStudyPlan({ ...settings, learnerId }) : skipToken,
    placeholderData: keepPreviousData,
  });
}
