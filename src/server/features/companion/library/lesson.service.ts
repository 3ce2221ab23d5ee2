import type { Lesson } from '../../../../contract/companion.ts';
import { AppError } from '../../../errors.ts';
import type { CompanionDeps } from '../learner-access.ts';
import { findLesson } from './library.repository.ts';

/**
 * Any lesson of the library, for a learner whose service is running (the plan decides what is assigned, not what may
 * be read: a learner reviews an earlier grade or reads ahead); 404 LESSON_NOT_FOUND only for an id that does not exist.
 */
export async function getLesson(
  { db, access }: Pick<CompanionDeps, 'db' | 'access'>,
  accountId: string,
  lessonId: string,
  learnerId: string | undefined,
): Promise<Lesson> {
  await access.resolveActive(accountId, learnerId);
  const lesson = await findLesson(db, lessonId);
  if (!lesson) throw new AppError(404, 'LESSON_NOT_FOUND');
  return lesson;
}
