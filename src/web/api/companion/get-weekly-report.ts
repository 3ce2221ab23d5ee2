import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { progressSchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { withQuery } from '../with-query.ts';
import { companionKeys } from './companion-query.ts';

export function getWeeklyReport(learnerId: string | undefined, week: string) {
  return apiRequest(withQuery('/api/companion/report/weekly', { learnerId, week }), { schema: progressSchema });
}

/** The Monday–Sunday report of the week holding `week` (readable by a parent, also after the service ended). */
export function useWeeklyReport(learnerId: string | undefined, week: string) {
  return useQuery({
    queryKey: companionKeys.weeklyReport(learnerId ?? '', week),
    queryFn: () => getWeeklyReport(learnerId, week),
    enabled: Boolean(learnerId),
    placeholderData: keepPreviousData,
  });
}
