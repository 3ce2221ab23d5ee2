import type { Kysely } from 'kysely';
import type { Subject } from '../../../../contract/catalog.ts';
import type { PlanTask } from '../../../../contract/companion.ts';
import type { Database } from '../../../db/schema.ts';
import { newId } from '../../../secrets.ts';
import { addDays, today as todayOf } from '../calendar.ts';
import { lessonMinutes } from '../library/library.repository.ts';
import { studyDays } from './plan-items.ts';
import {
  deleteTodoTask,
  insertTasks,
  nextPosition,
  planTasks,
  shortenTodoTask,
  type TaskRow,
  toPlanTask,
} from './plan-tasks.repository.ts';
import { lockCurrentPlan } from './plan.repository.ts';
import { replanTasks } from './replan.ts';

export type WeakPointLesson = { knowledgePointId: string; title: string; subject: Subject; lessonId: string };

/**
 * After practice, inside its transaction: the lessons of the weak points go into the current plan on the first
 * study day with room (today included; review on that day makes way), unless a lesson for the point is still to do.
 * Returns the tasks added.
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
  const upcoming = await planTasks(trx, plan.id, { from: day });
  const minutes = await lessonMinutes(
    trx,
    weakPoints.map((point) => point.knowledgePointId),
  );
  const wanted = weakPoints.filter(
    (point) =>
      !upcoming.some((task) => task.kind === 'lesson' && task.status === 'todo' && task.knowledge_point_id === point.knowledgePointId),
  );
  // The new lessons as if they were late: re-planning finds each the first day with room.
  const fresh = wanted.map((point) => ({ point, id: newId(), minutes: minutes.get(point.knowledgePointId) ?? 10 }));
  const outcome = replanTasks({
    today: day,
    days: studyDays(plan, day),
    minutesPerDay: plan.minutesPerDay,
    tasks: [
      ...upcoming.map((task) => ({
        id: task.id,
        date: task.date,
        kind: task.kind === 'lesson' ? ('lesson' as const) : ('practice' as const),
        origin: task.origin,
        knowledgePointId: task.knowledge_point_id,
        minutes: task.estimated_minutes,
        done: task.status === 'done',
      })),
      ...fresh.map(({ point, id, minutes: length }) => ({
        id,
        date: addDays(day, -1),
        kind: 'lesson' as const,
        origin: 'weak_point',
        knowledgePointId: point.knowledgePointId,
        minutes: length,
        done: false,
      })),
    ],
  });
  for (const change of outcome.shortened) await shortenTodoTask(trx, change.id, change.minutes, now);
  for (const id of outcome.removed) await deleteTodoTask(trx, id);
  let position = await nextPosition(trx, plan.id);
  const added: TaskRow[] = [];
  for (const { point, id, minutes: length } of fresh) {
    const date = outcome.moves.find((move) => move.id === id)?.date;
    if (!date) continue;
    added.push({
      id,
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
