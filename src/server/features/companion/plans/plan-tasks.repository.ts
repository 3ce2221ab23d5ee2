import type { Kysely, Selectable } from 'kysely';
import { subjectSchema } from '../../../../contract/catalog.ts';
import { type PlanTask, planTaskSchema, taskKindSchema } from '../../../../contract/companion.ts';
import type { Database, PlanTasksTable } from '../../../db/schema.ts';

export type TaskRow = Selectable<PlanTasksTable>;

const { origin: originSchema } = planTaskSchema.shape;

export function toPlanTask(row: TaskRow): PlanTask {
  return {
    id: row.id,
    date: row.date,
    kind: taskKindSchema.parse(row.kind),
    subject: subjectSchema.parse(row.subject),
    title: row.title,
    knowledgePointId: row.knowledge_point_id,
    lessonId: row.lesson_id,
    estimatedMinutes: row.estimated_minutes,
    status: row.status === 'done' ? 'done' : 'todo',
    spentMinutes: row.spent_minutes,
    doneAt: row.done_at === null ? null : new Date(Number(row.done_at)).toISOString(),
    origin: originSchema.parse(row.origin),
  };
}

export async function planTasks(db: Kysely<Database>, planId: string, range?: { from?: string; to?: string }): Promise<TaskRow[]> {
  let query = db.selectFrom('plan_tasks').selectAll().where('plan_id', '=', planId);
  if (range?.from) query = query.where('date', '>=', range.from);
  if (range?.to) query = query.where('date', '<=', range.to);
  return query.orderBy('date').orderBy('position').execute();
}

/** Inserts tasks in batches that keep each statement under SQLite's and PostgreSQL's bound-parameter limits. */
export async function insertTasks(trx: Kysely<Database>, rows: readonly TaskRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('plan_tasks')
      .values(rows.slice(i, i + 200))
      .execute();
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

/** Learners whose current plan, still running, has to-do tasks dated before `day`. */
export async function learnersWithOverdueTasks(db: Kysely<Database>, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('plan_tasks')
    .innerJoin('study_plans', 'study_plans.id', 'plan_tasks.plan_id')
    .select('plan_tasks.learner_id')
    .distinct()
    .where('plan_tasks.status', '=', 'todo')
    .where('plan_tasks.date', '<', day)
    .where('study_plans.replaced_at', 'is', null)
    .where('study_plans.deadline', '>=', day)
    .execute();
  return rows.map((row) => row.learner_id);
}

/** Moves a to-do task to another day (re-planning); a task done meanwhile stays where it is. */
export async function moveTodoTask(
  trx: Kysely<Database>,
  taskId: string,
  move: { date: string; position: number; now: number },
): Promise<void> {
  await trx
    .updateTable('plan_tasks')
    .set({ date: move.date, position: move.position, origin: 'replanned', updated_at: move.now })
    .where('id', '=', taskId)
    .where('status', '=', 'todo')
    .execute();
}

/** Drops a to-do task that no longer fits before the deadline; a task done meanwhile stays. */
export async function deleteTodoTask(trx: Kysely<Database>, taskId: string): Promise<void> {
  await trx.deleteFrom('plan_tasks').where('id', '=', taskId).where('status', '=', 'todo').execute();
}

/** Tasks first planned for a day from `from` to `to`, from any plan the learner had. */
export async function tasksPlannedBetween(
  db: Kysely<Database>,
  learnerId: string,
  from: string,
  to: string,
): Promise<Pick<TaskRow, 'planned_date' | 'status' | 'done_at'>[]> {
  return db
    .selectFrom('plan_tasks')
    .select(['planned_date', 'status', 'done_at'])
    .where('learner_id', '=', learnerId)
    .where('planned_date', '>=', from)
    .where('planned_date', '<=', to)
    .execute();
}

/** Tasks the learner finished in [start, end) (ms), with the minutes they spent. */
export async function tasksDoneBetween(
  db: Kysely<Database>,
  learnerId: string,
  start: number,
  end: number,
): Promise<Pick<TaskRow, 'spent_minutes'>[]> {
  return db
    .selectFrom('plan_tasks')
    .select(['spent_minutes'])
    .where('learner_id', '=', learnerId)
    .where('status', '=', 'done')
    .where('done_at', '>=', start)
    .where('done_at', '<', end)
    .execute();
}

/** The knowledge points whose lesson the learner has finished, in any of their plans. */
export async function taughtPoints(db: Kysely<Database>, learnerId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('plan_tasks')
    .select('knowledge_point_id')
    .distinct()
    .where('learner_id', '=', learnerId)
    .where('kind', '=', 'lesson')
    .where('status', '=', 'done')
    .execute();
  return new Set(rows.map((row) => row.knowledge_point_id));
}

/** Shortens a to-do review task to make room for work that moved to its day. */
export async function shortenTodoTask(trx: Kysely<Database>, taskId: string, minutes: number, now: number): Promise<void> {
  await trx
    .updateTable('plan_tasks')
    .set({ estimated_minutes: minutes, updated_at: now })
    .where('id', '=', taskId)
    .where('status', '=', 'todo')
    .execute();
}
