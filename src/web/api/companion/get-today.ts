import { useQuery } from '@tanstack/react-query';
import { todaySchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { withQuery } from '../with-query.ts';
import { companionKeys } from './companion-query.ts';

export function getToday(learnerId: string | undefined) {
  return apiRequest(withQuery('/api/companion/today', { learnerId }), { schema: todaySchema });
}

/** Today's tasks of the learner's plan, with the minutes done and planned. */
export function useToday(learnerId: string | undefined) {
  return useQuery({
    queryKey: companionKeys.today(learnerId ?? ''),
    queryFn: () => getToday(learnerId),
    enabled: Boolean(learnerId),
    // The day turns over while the page stays open.
    refetchOnWindowFocus: true,
  });
}
