import type { Kysely } from 'kysely';
import type { PracticeSet } from '../../../../contract/companion.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { CompanionDeps, CompanionLearner } from '../learner-access.ts';
import { findExercises, publicExercise } from '../library/library.repository.ts';
import { feedbackOfSet, findAccountSet, type StoredSet } from './practice.repository.ts';

/** A set of one of the account's learners, whose service must be running; 404 PRACTICE_NOT_FOUND otherwise. */
export async function findLearnerSet(
  { db, access }: Pick<CompanionDeps, 'db' | 'access'>,
  accountId: string,
  setId: string,
): Promise<{ set: StoredSet; learner: CompanionLearner }> {
  const set = await findAccountSet(db, accountId, setId);
  if (!set) throw new AppError(404, 'PRACTICE_NOT_FOUND');
  const learner = await access.resolveActive(accountId, set.learnerId);
  return { set, learner };
}

/** A set as the learner sees it: its exercises without answers, and the feedback to those answered so far. */
export async function toPracticeSet(db: Kysely<Database>, set: StoredSet): Promise<PracticeSet> {
  const exercises = await findExercises(db, set.exerciseIds);
  const feedback = await feedbackOfSet(db, set.id);
  return {
    id: set.id,
    learnerId: set.learnerId,
    title: set.title,
    taskId: set.taskId,
    exercises: exercises.map(publicExercise),
    answers: exercises.flatMap((exercise) => feedback.get(exercise.id) ?? []),
    finishedAt: set.finishedAt === null ? null : new Date(set.finishedAt).toISOString(),
    result: set.result,
  };
}

export async function getPractice(deps: CompanionDeps, accountId: string, setId: string): Promise<PracticeSet> {
  return toPracticeSet(deps.db, (await findLearnerSet(deps, accountId, setId)).set);
}
