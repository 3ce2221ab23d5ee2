import type { PracticeSet, WeakPoint } from '../../../../contract/companion.ts';
import { AppError } from '../../../errors.ts';
import type { CompanionDeps } from '../learner-access.ts';
import { findExercises, findKnowledgePoints } from '../library/library.repository.ts';
import { bktParameters, WEAK_BELOW } from '../mastery/bkt.ts';
import { masteryOf } from '../mastery/mastery.repository.ts';
import { markTaskDone } from '../plans/plan-tasks.repository.ts';
import { addWeakPointLessons } from '../plans/weak-point-lessons.ts';
import { findLearnerSet, getPractice, toPracticeSet } from './practice-set.ts';
import { answersOfSet, claimSetFinish, type SetResult, storeSetResult } from './practice.repository.ts';

/**
 * Ends a set once every exercise is answered: the weak points among the points it tested (mastery below
 * WEAK_BELOW) are shown and their lessons go into the plan; a practice task of the plan is done with the time
 * the set took. Finishing again returns the same result.
 */
export async function finishPractice(deps: CompanionDeps, accountId: string, setId: string): Promise<PracticeSet> {
  const { db, clock } = deps;
  const { set, learner } = await findLearnerSet(deps, accountId, setId);
  if (set.finishedAt !== null) return toPracticeSet(db, set);
  const answers = await answersOfSet(db, set.id);
  if (answers.length < set.exerciseIds.length) throw new AppError(400, 'PRACTICE_INCOMPLETE');
  const exercises = await findExercises(db, set.exerciseIds);
  const tested = [...new Set(exercises.flatMap((exercise) => exercise.knowledgePointIds))];
  const [points, mastery] = await Promise.all([findKnowledgePoints(db, tested), masteryOf(db, learner.id, tested)]);
  const weakPoints: WeakPoint[] = points
    .map((point) => ({
      knowledgePointId: point.id,
      title: point.title,
      subject: point.subject,
      mastery: mastery.get(point.id)?.pKnown ?? bktParameters.initial,
      lessonId: point.lessonId,
    }))
    .filter((point) => point.mastery < WEAK_BELOW)
    .sort((a, b) => a.mastery - b.mastery);
  const now = clock.now();
  const spentMinutes = Math.min(600, Math.max(1, Math.round((now - set.createdAt) / 60_000)));
  await db.transaction().execute(async (trx) => {
    if (!(await claimSetFinish(trx, set.id, now))) return;
    const addedTasks = await addWeakPointLessons(trx, learner.id, weakPoints, now);
    const result: SetResult = {
      correct: answers.filter((answer) => answer.correct).length,
      total: set.exerciseIds.length,
      weakPoints,
      addedTasks,
    };
    await storeSetResult(trx, set.id, result);
    if (set.taskId) await markTaskDone(trx, set.taskId, spentMinutes, now);
  });
  return getPractice(deps, accountId, setId);
}
