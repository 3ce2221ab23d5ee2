import { useQuery } from '@tanstack/react-query';
import { progressSchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { withQuery } from '../with-query.ts';
import { companionKeys } from './companion-query.ts';

type Range = { from?: string; to?: string };

export function getProgress(learnerId: string | undefined, { from, to }: Range = {}) {
  return apiRequest(withQuery('/api/companion/progress', { learnerId, from, to }), { schema: progressSchema });
}

/** Days on track, minutes, tasks, mastery by subject and the weak points over a range (the server's default without one). */
export function useProgress(learnerId: string | undefined, range: Range = {}) {
  return useQuery({
    queryKey: companionKeys.progress(learnerId ?? '', range.from, range.to),
    queryFn: () => getProgress(learnerId, range),
    enabled: Boolean(learnerId),
  });
}
