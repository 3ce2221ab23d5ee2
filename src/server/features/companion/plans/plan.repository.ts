import type { Kysely, Selectable } from 'kysely';
import type { Subject } from '../../../../contract/catalog.ts';
import type { PlanTask, StudyPlan, TaskKind } from '../../../../contract/companion.ts';
import type { Database, PlanTasksTable, StudyPlansTable } from '../../../db/schema.ts';

export type PlanRow = Selectable<StudyPlansTable>;
export type TaskRow = Selectable<PlanTasksTable>;
export type UnplacedPoint = StudyPlan['unplaced'][number];

export function toPlanTask(row: TaskRow): PlanTask {
  return {
    id: row.id,
    date: row.date,
    kind: row.kind as TaskKind,
    subject: row.subject as Subject,
    title: row.title,
    knowledgePointId: row.knowledge_point_id,
    lessonId: row.lesson_id,
    estimatedMinutes: row.estimated_minutes,
    status: row.status === 'done' ? 'done' : 'todo',
    spentMinutes: row.spent_minutes,
    doneAt: row.done_at === null ? null : new Date(Number(row.done_at)).toISOString(),
    origin: row.origin as PlanTask['origin'],
  };
}

export async function currentPlan(db: Kysely<Database>, learnerId: string): Promise<PlanRow | undefined> {
  return db.selectFrom('study_plans').selectAll().where('learner_id', '=', learnerId).where('replaced_at', 'is', null).executeTakeFirst();
}

/**
 * Inside a transaction: writes the current plan's row first, so PostgreSQL holds its lock until commit and changes
 * to one plan's tasks (re-planning, weak-point lessons, a new plan) run one after the other. Undefined: no current plan.
 */
export async function lockCurrentPlan(trx: Kysely<Database>, learnerId: string, now: number): Promise<PlanRow | undefined> {
  const result = await trx
    .updateTable('study_plans')
    .set({ updated_at: now })
    .where('learner_id', '=', learnerId)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return currentPlan(trx, learnerId);
}

export async function planTasks(db: Kysely<Database>, planId: string, range?: { from?: string; to?: string }): Promise<TaskRow[]> {
  let query = db.selectFrom('plan_tasks').selectAll().where('plan_id', '=', planId);
  if (range?.from) query = query.where('date', '>=', range.from);
  if (range?.to) query = query.where('date', '<=', range.to);
  return query.orderBy('date').orderBy('position').execute();
}

/** Minutes planned per day from `from` on (done and to-do tasks alike). */
export async function plannedMinutesFrom(db: Kysely<Database>, planId: string, from: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('plan_tasks')
    .select(['date', (eb) => eb.fn.sum<number>('estimated_minutes').as('minutes')])
    .where('plan_id', '=', planId)
    .where('date', '>=', from)
    .groupBy('date')
    .execute();
  return new Map(rows.map((row) => [row.date, Number(row.minutes)]));
}

export async function nextPosition(db: Kysely<Database>, planId: string): Promise<number> {
  const row = await db
    .selectFrom('plan_tasks')
    .select((eb) => eb.fn.max<number>('position').as('position'))
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  return Number(row?.position ?? 0) + 1;
}

/** A task of one of the account's learners. */
export async function findAccountTask(db: Kysely<Database>, accountId: string, taskId: string): Promise<TaskRow | undefined> {
  return db
    .selectFrom('plan_tasks')
    .innerJoin('learners', 'learners.id', 'plan_tasks.learner_id')
    .selectAll('plan_tasks')
    .where('plan_tasks.id', '=', taskId)
    .where('learners.account_id', '=', accountId)
    .executeTakeFirst();
}

/** Marks a task done once; false when it was done already. */
export async function markTaskDone(db: Kysely<Database>, taskId: string, spentMinutes: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('plan_tasks')
    .set({ status: 'done', spent_minutes: spentMinutes, done_at: now, updated_at: now })
    .where('id', '=', taskId)
    .where('status', '=', 'todo')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
