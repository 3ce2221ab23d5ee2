import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Grade } from '../../../contract/accounts.ts';
import type { Subject } from '../../../contract/catalog.ts';
import { libraryTreeSchema } from '../../../contract/library.ts';
import { apiRequest } from '../client.ts';
import { withQuery } from '../with-query.ts';
import { companionKeys } from './companion-query.ts';

export function getLibrary(learnerId: string | undefined, grade: Grade | undefined, subject: Subject) {
  return apiRequest(withQuery('/api/companion/library', { learnerId, grade, subject }), { schema: libraryTreeSchema });
}

/**
 * 课本同步: a grade's textbooks of one subject with the learner's mastery (under the learner's key, so practice
 * refreshes it). While another grade or subject loads, the previous one stays on screen.
 */
export function useLibrary(learnerId: string | undefined, grade: Grade | undefined, subject: Subject) {
  return useQuery({
    queryKey: [...companionKeys.learner(learnerId ?? ''), 'library', grade ?? '', subject],
    queryFn: () => getLibrary(learnerId, grade, subject),
    enabled: Boolean(learnerId),
    placeholderData: keepPreviousData,
  });
}
