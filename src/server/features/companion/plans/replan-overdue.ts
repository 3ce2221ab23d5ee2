import type { Kysely } from 'kysely';
import { subjectSchema } from '../../../../contract/catalog.ts';
import type { Database } from '../../../db/schema.ts';
import { addDays, today as todayOf } from '../calendar.ts';
import { studyDays } from './plan-items.ts';
import {
  deleteTodoTask,
  learnersWithOverdueTasks,
  moveTodoTask,
  nextPosition,
  plannedMinutesFrom,
  planTasks,
} from './plan-tasks.repository.ts';
import { lockCurrentPlan, setUnplaced } from './plan.repository.ts';

/**
 * Inside a transaction, one learner's plan under its lock: the to-do tasks of days before `day` move to the first
 * remaining study day with room (a practice never before its lesson); what does not fit before the deadline is
 * dropped and reported on the plan as unplaced.
 */
async function replanLearner(
  trx: Kysely<Database>,
  learnerId: string,
  day: string,
  now: number,
): Promise<{ moved: number; unplaced: number }> {
  const plan = await lockCurrentPlan(trx, learnerId, now);
  if (!plan) return { moved: 0, unplaced: 0 };
  const tasks = await planTasks(trx, plan.id, { to: addDays(day, -1) });
  const late = tasks.filter((task) => task.status === 'todo');
  const days = studyDays(plan, day);
  const used = await plannedMinutesFrom(trx, plan.id, day);
  const lessonDates = new Map<string, string>();
  for (const task of await planTasks(trx, plan.id, { from: day })) {
    if (task.kind === 'lesson' && task.status === 'todo') lessonDates.set(task.knowledge_point_id, task.date);
  }
  let position = await nextPosition(trx, plan.id);
  const unplaced = [...plan.unplaced];
  let moved = 0;
  let dropped = 0;
  for (const task of late) {
    const earliest = task.kind === 'practice' ? (lessonDates.get(task.knowledge_point_id) ?? day) : day;
    const date = days.find(
      (candidate) => candidate >= earliest && (used.get(candidate) ?? 0) + task.estimated_minutes <= plan.minutesPerDay,
    );
    if (date) {
      used.set(date, (used.get(date) ?? 0) + task.estimated_minutes);
      if (task.kind === 'lesson') lessonDates.set(task.knowledge_point_id, date);
      await moveTodoTask(trx, task.id, { date, position: position++, now });
      moved++;
    } else {
      await deleteTodoTask(trx, task.id);
      if (!unplaced.some((point) => point.knowledgePointId === task.knowledge_point_id)) {
        const title = task.title.replace(/^[^：]+：/, '');
        unplaced.push({ knowledgePointId: task.knowledge_point_id, title, subject: subjectSchema.parse(task.subject) });
      }
      dropped++;
    }
  }
  if (dropped > 0) await setUnplaced(trx, plan.id, unplaced);
  return { moved, unplaced: dropped };
}

/**
 * Nightly: the unfinished tasks of past days move to the remaining study days. Each plan is changed in its own
 * transaction under its lock and only tasks still dated in the past move, so running it again, or in two processes
 * at once, moves nothing twice.
 */
export async function replanOverdue(db: Kysely<Database>, now: number): Promise<{ plans: number; moved: number; unplaced: number }> {
  const day = todayOf(now);
  const totals = { plans: 0, moved: 0, unplaced: 0 };
  for (const learnerId of await learnersWithOverdueTasks(db, day)) {
    const outcome = await db.transaction().execute((trx) => replanLearner(trx, learnerId, day, now));
    if (outcome.moved + outcome.unplaced > 0) totals.plans++;
    totals.moved += outcome.moved;
    totals.unplaced += outcome.unplaced;
  }
  return totals;
}
