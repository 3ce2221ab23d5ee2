import type { Kysely, Selectable } from 'kysely';
import type { AccountsTable, Database, LearnersTable, ServicePeriodsTable } from '../../db/schema.ts';

export async function findAccountByPhone(db: Kysely<Database>, phone: string): Promise<Selectable<AccountsTable> | undefined> {
  return db.selectFrom('accounts').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** A learner of any account. */
export async function findLearnerById(db: Kysely<Database>, id: string): Promise<Selectable<LearnersTable> | undefined> {
  return db.selectFrom('learners').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findServicePeriod(db: Kysely<Database>, learnerId: string): Promise<Selectable<ServicePeriodsTable> | undefined> {
  return db.selectFrom('service_periods').selectAll().where('learner_id', '=', learnerId).executeTakeFirst();
}

export async function listServicePeriods(db: Kysely<Database>, learnerIds: string[]): Promise<Selectable<ServicePeriodsTable>[]> {
  if (learnerIds.length === 0) return [];
  return db.selectFrom('service_periods').selectAll().where('learner_id', 'in', learnerIds).execute();
}
