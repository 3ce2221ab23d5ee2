import type { Kysely } from 'kysely';
import { subjectSchema } from '../../../../contract/catalog.ts';
import type { Database } from '../../../db/schema.ts';
import { today as todayOf } from '../calendar.ts';
import { studyDays } from './plan-items.ts';
import {
  deleteTodoTask,
  learnersWithOverdueTasks,
  moveTodoTask,
  nextPosition,
  planTasks,
  shortenTodoTask,
} from './plan-tasks.repository.ts';
import { lockCurrentPlan, setUnplaced } from './plan.repository.ts';
import { replanTasks } from './replan.ts';

/**
 * Inside a transaction, one learner's plan under its lock: the to-do tasks of days before `day` move to the study days
 * from `day` on (replanTasks: review makes way, a practice never before its lesson, each day within its minutes); what
 * fits nowhere before the deadline is reported on the plan as unplaced.
 */
async function replanLearner(
  trx: Kysely<Database>,
  learnerId: string,
  day: string,
  now: number,
): Promise<{ moved: number; unplaced: number }> {
  const plan = await lockCurrentPlan(trx, learnerId, now);
  if (!plan) return { moved: 0, unplaced: 0 };
  const rows = await planTasks(trx, plan.id);
  const outcome = replanTasks({
    today: day,
    days: studyDays(plan, day),
    minutesPerDay: plan.minutesPerDay,
    tasks: rows.map((row) => ({
      id: row.id,
      date: row.date,
      kind: row.kind === 'lesson' ? 'lesson' : 'practice',
      origin: row.origin,
      knowledgePointId: row.knowledge_point_id,
      minutes: row.estimated_minutes,
      done: row.status === 'done',
    })),
  });
  let position = await nextPosition(trx, plan.id);
  for (const move of outcome.moves) await moveTodoTask(trx, move.id, { date: move.date, position: position++, now });
  for (const change of outcome.shortened) await shortenTodoTask(trx, change.id, change.minutes, now);
  for (const id of [...outcome.removed, ...outcome.unplaced.map((task) => task.id)]) await deleteTodoTask(trx, id);
  if (outcome.unplaced.length > 0) {
    const unplaced = [...plan.unplaced];
    for (const task of outcome.unplaced) {
      const row = rows.find((candidate) => candidate.id === task.id);
      if (!row || unplaced.some((point) => point.knowledgePointId === row.knowledge_point_id)) continue;
      unplaced.push({
        knowledgePointId: row.knowledge_point_id,
        title: row.title.replace(/^[^：]+：/, ''),
        subject: subjectSchema.parse(row.subject),
      });
    }
    await setUnplaced(trx, plan.id, unplaced);
  }
  return { moved: outcome.moves.length, unplaced: outcome.unplaced.length };
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
