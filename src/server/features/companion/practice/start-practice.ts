import type { Kysely } from 'kysely';
import type { PracticeSet, StartPracticeRequest } from '../../../../contract/companion.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { newId } from '../../../secrets.ts';
import type { CompanionDeps, CompanionLearner } from '../learner-access.ts';
import { exercisesOf, findKnowledgePoints } from '../library/library.repository.ts';
import { findAccountTask } from '../plans/plan-tasks.repository.ts';
import { toPracticeSet } from './practice-set.ts';
import { findOpenTaskSet, insertSet, lastResults, type StoredSet } from './practice.repository.ts';

/** Exercises in a practice set of one point (not a plan's task). */
export const PRACTICE_SET_SIZE = 5;
/** A plan task's set holds exercises for its minutes, within these bounds. */
const TASK_SET_MIN = 3;
const TASK_SET_MAX = 10;

/**
 * Exercises of the point, never answered first, then those answered wrong, then the rest: five, or for a plan's task
 * as many as fill its minutes (3 to 10).
 */
async function pickExercises(
  db: Kysely<Database>,
  learnerId: string,
  knowledgePointId: string,
  taskMinutes: number | null,
): Promise<string[]> {
  const candidates = await exercisesOf(db, [knowledgePointId]);
  const lastResult = await lastResults(
    db,
    learnerId,
    candidates.map((exercise) => exercise.id),
  );
  const rank = (id: string) => (!lastResult.has(id) ? 0 : lastResult.get(id) === false ? 1 : 2);
  const ordered = candidates
    .map((exercise, index) => ({ id: exercise.id, minutes: exercise.minutes, rank: rank(exercise.id), index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  if (taskMinutes === null) return ordered.slice(0, PRACTICE_SET_SIZE).map((candidate) => candidate.id);
  const chosen: string[] = [];
  let minutes = 0;
  for (const candidate of ordered) {
    if (chosen.length >= TASK_SET_MAX || (chosen.length >= TASK_SET_MIN && minutes >= taskMinutes)) break;
    chosen.push(candidate.id);
    minutes += candidate.minutes;
  }
  return chosen;
}

/**
 * Starts a practice set: a practice task of the plan, or any knowledge point of the library. Practising a
 * task again while its set is open continues that set (created: false).
 */
export async function startPractice(
  { db, clock, access }: CompanionDeps,
  accountId: string,
  request: StartPracticeRequest,
): Promise<{ set: PracticeSet; created: boolean }> {
  if (Boolean(request.taskId) === Boolean(request.knowledgePointId)) throw new AppError(400, 'PRACTICE_REQUEST_INVALID');
  let learner: CompanionLearner;
  let knowledgePointId: string;
  let taskId: string | null = null;
  let taskMinutes: number | null = null;
  if (request.taskId) {
    const task = await findAccountTask(db, accountId, request.taskId);
    if (!task || task.kind !== 'practice') throw new AppError(404, 'TASK_NOT_FOUND', undefined, 'taskId');
    learner = await access.resolveActive(accountId, task.learner_id);
    knowledgePointId = task.knowledge_point_id;
    taskId = task.id;
    taskMinutes = task.estimated_minutes;
    const open = await findOpenTaskSet(db, task.id);
    if (open) return { set: await toPracticeSet(db, open), created: false };
  } else {
    learner = await access.resolveActive(accountId, request.learnerId);
    knowledgePointId = request.knowledgePointId ?? '';
  }
  const [point] = await findKnowledgePoints(db, [knowledgePointId]);
  // Any point of the library: the plan assigns, but a learner may practise an earlier grade's point or work ahead.
  if (!point) {
    throw new AppError(404, 'KNOWLEDGE_POINT_NOT_FOUND', undefined, 'knowledgePointId');
  }
  const exerciseIds = await pickExercises(db, learner.id, point.id, taskMinutes);
  if (exerciseIds.length === 0) throw new AppError(404, 'KNOWLEDGE_POINT_NOT_FOUND', '这个知识点还没有练习题', 'knowledgePointId');
  const set: StoredSet = {
    id: newId(),
    learnerId: learner.id,
    taskId,
    knowledgePointId: point.id,
    title: `${point.subject} · ${point.title}`,
    exerciseIds,
    createdAt: clock.now(),
    finishedAt: null,
    result: null,
  };
  await insertSet(db, set);
  return { set: await toPracticeSet(db, set), created: true };
}
