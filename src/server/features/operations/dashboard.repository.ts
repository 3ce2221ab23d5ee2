import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The dashboard's figures, aggregated by the database. A time (UTC milliseconds) falls on the Asia/Shanghai day
 * floor((t + 8 h) / 24 h): Shanghai is UTC+8 without daylight saving, and integer division truncates the same way in
 * SQLite and PostgreSQL for the positive times stored. Constants are literals so the grouped expression is the
 * selected one to the letter (PostgreSQL insists).
 */
const shanghaiDayOf = (column: string): RawBuilder<number> =>
  sql<number>`((${sql.ref(column)} + ${sql.lit(8 * 3_600_000)}) / ${sql.lit(86_400_000)})`;

export type Range = { startMs: number; endMs: number };
export type DayCount = { day: number; count: number };
export type DaySum = DayCount & { fen: number };

const counted = (rows: { day: number | string; count: number | string | null; fen?: number | string | null }[]) =>
  rows.map((row) => ({ day: Number(row.day), count: Number(row.count ?? 0), fen: Number(row.fen ?? 0) }));

/** Orders created per day, and how many of them have been paid by now. */
export async function createdPerDay(db: Kysely<Database>, range: Range): Promise<(DayCount & { paid: number })[]> {
  const day = shanghaiDayOf('created_at');
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      day.as('day'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number | string>(sql`case when paid_at is not null then 1 else 0 end`).as('paid'),
    ])
    .where('created_at', '>=', range.startMs)
    .where('created_at', '<', range.endMs)
    .groupBy(day)
    .execute();
  return rows.map((row) => ({ day: Number(row.day), count: Number(row.count), paid: Number(row.paid ?? 0) }));
}

/** Orders paid per day and their amounts (whatever became of them later). */
export async function paidPerDay(db: Kysely<Database>, range: Range): Promise<DaySum[]> {
  const day = shanghaiDayOf('paid_at');
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('count'), eb.fn.sum<number | string>('amount_fen').as('fen')])
    .where('paid_at', '>=', range.startMs)
    .where('paid_at', '<', range.endMs)
    .groupBy(day)
    .execute();
  return counted(rows);
}

/** Refunds of orders that succeeded per day, and their amounts (not extra charges given back: never counted as revenue). */
export async function refundedPerDay(db: Kysely<Database>, range: Range): Promise<DaySum[]> {
  const day = shanghaiDayOf('completed_at');
  const rows = await db
    .selectFrom('refunds')
    .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('count'), eb.fn.sum<number | string>('amount_fen').as('fen')])
    .where('status', '=', 'SUCCEEDED')
    .where('extra_charge_attempt_id', 'is', null)
    .where('completed_at', '>=', range.startMs)
    .where('completed_at', '<', range.endMs)
    .groupBy(day)
    .execute();
  return counted(rows);
}

/** Learners active in the companion: a study task completed or a practice exercise answered, as (learner, day) pairs. */
function companionActivity(db: Kysely<Database>, range: Range) {
  const tasks = db
    .selectFrom('plan_tasks')
    .select(['learner_id', shanghaiDayOf('done_at').as('day')])
    .where('status', '=', 'done')
    .where('done_at', '>=', range.startMs)
    .where('done_at', '<', range.endMs);
  const answers = db
    .selectFrom('practice_answers')
    .select(['learner_id', shanghaiDayOf('answered_at').as('day')])
    .where('answered_at', '>=', range.startMs)
    .where('answered_at', '<', range.endMs);
  return tasks.union(answers);
}

/** Learners active in the companion per day, and over the whole range (each learner once). */
export async function studyingLearners(db: Kysely<Database>, range: Range): Promise<{ perDay: DayCount[]; total: number }> {
  const perDay = await db
    .selectFrom(companionActivity(db, range).as('activity'))
    .select((eb) => ['activity.day', eb.fn.count<number>('activity.learner_id').distinct().as('count')])
    .groupBy('activity.day')
    .execute();
  const total = await db
    .selectFrom(companionActivity(db, range).as('activity'))
    .select((eb) => eb.fn.count<number>('activity.learner_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return { perDay: counted(perDay), total: Number(total.count) };
}

/**
 * Learners whose service period overlaps the range: how many begin on each day (those that began earlier count on
 * the range's first day) and how many end on each day (the day of their last moment), for a running sum per day.
 */
export async function servicePeriodChanges(
  db: Kysely<Database>,
  range: Range,
): Promise<{ starts: DayCount[]; lastDays: DayCount[]; total: number }> {
  const overlapping = db.selectFrom('service_periods').where('starts_at', '<', range.endMs).where('ends_at', '>', range.startMs);
  const startDay = shanghaiDayOf('starts_at');
  const lastDay = sql<number>`((ends_at - 1 + ${sql.lit(8 * 3_600_000)}) / ${sql.lit(86_400_000)})`;
  const starts = await overlapping
    .select((eb) => [startDay.as('day'), eb.fn.countAll<number>().as('count')])
    .groupBy(startDay)
    .execute();
  const lastDays = await overlapping
    .select((eb) => [lastDay.as('day'), eb.fn.countAll<number>().as('count')])
    .groupBy(lastDay)
    .execute();
  const total = await overlapping.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return { starts: counted(starts), lastDays: counted(lastDays), total: Number(total.count) };
}
