import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type LearnerServiceRow = {
  learnerId: string;
  learnerName: string;
  planId: string;
  planTitle: string;
  startsAt: number;
  endsAt: number;
};

/** The service periods of an account's learners (learners who never bought have none). */
export async function listLearnerServices(db: Kysely<Database>, accountId: string): Promise<LearnerServiceRow[]> {
  const rows = await db
    .selectFrom('learners')
    .innerJoin('service_periods', 'service_periods.learner_id', 'learners.id')
    .select([
      'learners.id as learnerId',
      'learners.name as learnerName',
      'service_periods.plan_id as planId',
      'service_periods.plan_title as planTitle',
      'service_periods.starts_at as startsAt',
      'service_periods.ends_at as endsAt',
    ])
    .where('learners.account_id', '=', accountId)
    .orderBy('learners.created_at')
    .orderBy('learners.id')
    .execute();
  return rows;
}

/**
 * Adds `days` to a learner's service: from the current end while it runs, from `now` when it has ended or never
 * began (PRODUCT.md: max(now, current end)). One upsert computes it from the stored row, so two payments for one
 * learner at the same moment both count (PostgreSQL locks the row for the update). Returns the new end.
 */
export async function extendServicePeriod(
  db: Kysely<Database>,
  period: { learnerId: string; planId: string; planTitle: string; days: number; now: number },
): Promise<number> {
  const addMs = period.days * 24 * 60 * 60 * 1000;
  const row = await db
    .insertInto('service_periods')
    .values({
      learner_id: period.learnerId,
      plan_id: period.planId,
      plan_title: period.planTitle,
      starts_at: period.now,
      ends_at: period.now + addMs,
      updated_at: period.now,
    })
    .onConflict((conflict) =>
      conflict.column('learner_id').doUpdateSet({
        plan_id: period.planId,
        plan_title: period.planTitle,
        starts_at: sql<number>`case when service_periods.ends_at > ${period.now} then service_periods.starts_at else ${period.now} end`,
        ends_at: sql<number>`case when service_periods.ends_at > ${period.now} then service_periods.ends_at else ${period.now} end + ${addMs}`,
        updated_at: period.now,
      }),
    )
    .returning('ends_at')
    .executeTakeFirstOrThrow();
  return Number(row.ends_at);
}

/**
 * An end date `days` earlier, never before `now`; an end already past stays as it is. The one rule by which a refund
 * moves a learner's service end and the service ends of the orders it takes days from (decision 024).
 */
export function endShortenedBy(column: 'ends_at' | 'service_ends_at', days: number, now: number) {
  const removeMs = days * 24 * 60 * 60 * 1000;
  const end = sql.ref(column);
  const at = sql<number>`cast(${now} as bigint)`;
  return sql<number>`case when ${end} - ${removeMs} > ${at} then ${end} - ${removeMs} when ${end} > ${at} then ${at} else ${end} end`;
}

/**
 * Locks a learner's service period until commit (PostgreSQL: a row lock; SQLite: the database's write lock) by setting
 * updated_at to itself. A refund takes it before any order's row, so refunds of one learner's orders settle one after
 * the other.
 */
export async function lockServicePeriod(db: Kysely<Database>, learnerId: string): Promise<void> {
  await db
    .updateTable('service_periods')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('learner_id', '=', learnerId)
    .execute();
}

/**
 * Takes `days` off a learner's running service (a refund), never before `now`; a service that has already ended stays
 * as it is. One update computes it from the stored row, like extendServicePeriod. Returns the new end, or null when
 * the learner has no service period.
 */
export async function shortenServicePeriod(
  db: Kysely<Database>,
  period: { learnerId: string; days: number; now: number },
): Promise<number | null> {
  const row = await db
    .updateTable('service_periods')
    .set({ ends_at: endShortenedBy('ends_at', period.days, period.now), updated_at: period.now })
    .where('learner_id', '=', period.learnerId)
    .returning('ends_at')
    .executeTakeFirst();
  return row ? Number(row.ends_at) : null;
}
