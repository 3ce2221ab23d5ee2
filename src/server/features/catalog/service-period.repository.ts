import type { Kysely } from 'kysely';
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
