import { useQuery } from '@tanstack/react-query';
import { lessonSchema } from '../../../contract/companion.ts';
import { apiRequest } from '../client.ts';
import { withQuery } from '../with-query.ts';
import { companionKeys } from './companion-query.ts';

export function getLesson(lessonId: string, learnerId: string | undefined) {
  return apiRequest(withQuery(`/api/companion/lessons/${encodeURIComponent(lessonId)}`, { learnerId }), { schema: lessonSchema });
}

/** One lesson of the course library: its explanation and worked examples. */
export function useLesson(lessonId: string | undefined, learnerId: string | undefined) {
  return useQuery({
    queryKey: companionKeys.lesson(lessonId ?? ''),
    queryFn: () => getLesson(lessonId ?? '', learnerId),
    enabled: Boolean(lessonId) && Boolean(learnerId),
    staleTime: 10 * 60_000,
  });
}
