import { useQuery } from '@tanstack/react-query';
import { studyPlanSchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { withQuery } from '../with-query.ts';
import { companionKeys } from './companion-query.ts';

type Range = { from?: string; to?: string };

export function getStudyPlan(learnerId: string | undefined, { from, to }: Range = {}) {
  return apiRequest(withQuery('/api/companion/plan', { learnerId, from, to }), { schema: studyPlanSchema });
}

/**
 * The learner's current plan with its days in the range. Ask only when the learner has one (`enabled`): without a
 * plan the server answers 404 STUDY_PLAN_NOT_FOUND.
 */
export function useStudyPlan(learnerId: string | undefined, range: Range & { enabled?: boolean } = {}) {
  const { from, to, enabled = true } = range;
  return useQuery({
    queryKey: companionKeys.plan(learnerId ?? '', from, to),
    queryFn: () => getStudyPlan(learnerId, { from, to }),
    enabled: Boolean(learnerId) && enabled,
  });
}
