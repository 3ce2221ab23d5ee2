import { useQuery } from '@tanstack/react-query';
import { practiceSetSchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { companionKeys } from './companion-query.ts';

export function getPractice(setId: string) {
  return apiRequest(`/api/companion/practice/${encodeURIComponent(setId)}`, { schema: practiceSetSchema });
}

/** A practice set with the answers given so far (a reload resumes at the first unanswered exercise). */
export function usePractice(setId: string | undefined) {
  return useQuery({
    queryKey: companionKeys.practice(setId ?? ''),
    queryFn: () => getPractice(setId ?? ''),
    enabled: Boolean(setId),
    // The set changes only through this page's own answers, which update the cache.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
