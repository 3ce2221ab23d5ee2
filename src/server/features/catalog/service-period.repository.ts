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
 * Takes `days` off a learner's running service (a refund), never before `now`; a service that has already ended stays
 * as it is. One update computes it from the stored row, like extendServicePeriod. Returns the new end, or null when
 * the learner has no service period.
 */
export async function shortenServicePeriod(db: Kysely<Database>, period: { learnerId: string; days: number; now: number }): Promise<number | null> {
  const removeMs = period.days * 24 * 60 * 60 * 1000;
  const now = sql<number>`cast(${period.now} as bigint)`;
  const row = await db
    .updateTable('service_periods')
    .set({
      ends_at: sql<number>`case when ends_at - ${removeMs} > ${now} then ends_at - ${removeMs} when ends_at > ${now} then ${now} else ends_at end`,
      updated_at: period.now,
    })
    .where('learner_id', '=', period.learnerId)
    .returning('ends_at')
    .executeTakeFirst();
  return row ? Number(row.ends_at) : null;
}
