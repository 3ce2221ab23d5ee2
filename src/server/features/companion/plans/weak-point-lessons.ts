import type { Kysely } from 'kysely';
import type { Subject } from '../../../../contract/catalog.ts';
import type { PlanTask } from '../../../../contract/companion.ts';
import type { Database } from '../../../db/schema.ts';
import { newId } from '../../../secrets.ts';
import { today as todayOf } from '../calendar.ts';
import { lessonMinutes } from '../library/library.repository.ts';
import { studyDays } from './plan-items.ts';
import { insertTasks, nextPosition, plannedMinutesFrom, planTasks, type TaskRow, toPlanTask } from './plan-tasks.repository.ts';
import { lockCurrentPlan } from './plan.repository.ts';

export type WeakPointLesson = { knowledgePointId: string; title: string; subject: Subject; lessonId: string };

/**
 * After practice, inside its transaction: the lessons of the weak points go into the current plan on the first
 * study day with room (today included), unless a lesson for the point is still to do. Returns the tasks added.
 */
export async function addWeakPointLessons(
  trx: Kysely<Database>,
  learnerId: string,
  weakPoints: readonly WeakPointLesson[],
  now: number,
): Promise<PlanTask[]> {
  if (weakPoints.length === 0) return [];
  const plan = await lockCurrentPlan(trx, learnerId, now);
  if (!plan) return [];
  const day = todayOf(now);
  const days = studyDays(plan, day);
  const upcoming = await planTasks(trx, plan.id, { from: day });
  const used = await plannedMinutesFrom(trx, plan.id, day);
  const minutes = await lessonMinutes(
    trx,
    weakPoints.map((point) => point.knowledgePointId),
  );
  let position = await nextPosition(trx, plan.id);
  const added: TaskRow[] = [];
  for (const point of weakPoints) {
    const pending = upcoming.some(
      (task) => task.kind === 'lesson' && task.status === 'todo' && task.knowledge_point_id === point.knowledgePointId,
    );
    if (pending) continue;
    const length = minutes.get(point.knowledgePointId) ?? 10;
    const date = days.find((candidate) => (used.get(candidate) ?? 0) + length <= plan.minutesPerDay);
    if (!date) continue;
    used.set(date, (used.get(date) ?? 0) + length);
    added.push({
      id: newId(),
      plan_id: plan.id,
      learner_id: learnerId,
      date,
      planned_date: date,
      position: position++,
      kind: 'lesson',
      subject: point.subject,
      knowledge_point_id: point.knowledgePointId,
      lesson_id: point.lessonId,
      title: `复习：${point.title}`,
      estimated_minutes: length,
      status: 'todo',
      spent_minutes: null,
      done_at: null,
      origin: 'weak_point',
      created_at: now,
      updated_at: now,
    });
  }
  await insertTasks(trx, added);
  return added.map(toPlanTask);
}
