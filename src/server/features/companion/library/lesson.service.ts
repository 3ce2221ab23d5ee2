import type { Lesson } from '../../../../contract/companion.ts';
import { AppError } from '../../../errors.ts';
import { type CompanionDeps, gradesUpTo } from '../learner-access.ts';
import { findLesson } from './library.repository.ts';

/** A lesson of the learner's stage, up to their grade; 404 LESSON_NOT_FOUND for any other. */
export async function getLesson(
  { db, access }: Pick<CompanionDeps, 'db' | 'access'>,
  accountId: string,
  lessonId: string,
  learnerId: string | undefined,
): Promise<Lesson> {
  const learner = await access.resolveActive(accountId, learnerId);
  const lesson = await findLesson(db, lessonId);
  if (!lesson || lesson.knowledgePoint.stage !== learner.stage || !gradesUpTo(learner).includes(lesson.knowledgePoint.grade)) {
    throw new AppError(404, 'LESSON_NOT_FOUND');
  }
  return lesson;
}
