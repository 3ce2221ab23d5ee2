import type { Kysely, Selectable, Updateable } from 'kysely';
import type { AccountsTable, Database, LearnersTable } from '../../db/schema.ts';

export type AccountRow = Selectable<AccountsTable>;
export type LearnerRow = Selectable<LearnersTable>;

/** The account of a phone number, created on its first login. */
export async function findOrCreateAccount(db: Kysely<Database>, account: { id: string; phone: string; now: number }): Promise<AccountRow> {
  await db
    .insertInto('accounts')
    .values({ id: account.id, phone: account.phone, created_at: account.now, updated_at: account.now })
    .onConflict((conflict) => conflict.column('phone').doNothing())
    .execute();
  return db.selectFrom('accounts').selectAll().where('phone', '=', account.phone).executeTakeFirstOrThrow();
}

export async function findAccount(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Inside a transaction: writes the account row first so that PostgreSQL holds its row lock until commit, and
 * concurrent changes to one account's learners run one after the other (SQLite runs one writer at a time anyway).
 * False when there is no such account.
 */
export async function lockAccount(db: Kysely<Database>, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('accounts').set({ updated_at: now }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function updateAccount(db: Kysely<Database>, id: string, changes: Updateable<AccountsTable>): Promise<void> {
  await db.updateTable('accounts').set(changes).where('id', '=', id).execute();
}

export async function listLearners(db: Kysely<Database>, accountId: string): Promise<LearnerRow[]> {
  return db.selectFrom('learners').selectAll().where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();
}

/** A learner of this account, or nothing: another account's learner is never found. */
export async function findLearner(db: Kysely<Database>, accountId: string, id: string): Promise<LearnerRow | undefined> {
  return db.selectFrom('learners').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
}

export async function insertLearner(
  db: Kysely<Database>,
  learner: { id: string; accountId: string; name: string; grade: string | null; isSelf: boolean; now: number },
): Promise<void> {
  await db
    .insertInto('learners')
    .values({
      id: learner.id,
      account_id: learner.accountId,
      name: learner.name,
      grade: learner.grade,
      grade_set_at: learner.grade === null ? null : learner.now,
      is_self: learner.isSelf ? 1 : 0,
      created_at: learner.now,
      updated_at: learner.now,
    })
    .execute();
}

export async function updateLearner(
  db: Kysely<Database>,
  accountId: string,
  id: string,
  changes: Updateable<LearnersTable>,
): Promise<void> {
  // A grade set by hand is the grade for the school year it is set in.
  const stamped = changes.grade !== undefined ? { grade_set_at: changes.updated_at ?? Date.now(), ...changes } : changes;
  await db.updateTable('learners').set(stamped).where('account_id', '=', accountId).where('id', '=', id).execute();
}

export type GradedLearner = { id: string; accountId: string; name: string; grade: string; gradeSetAt: number | null };

/** Learners whose grade was set before `instant` (a school year's first day), to move on. */
export async function learnersGradedBefore(db: Kysely<Database>, instant: number): Promise<GradedLearner[]> {
  const rows = await db
    .selectFrom('learners')
    .select(['id', 'account_id', 'name', 'grade', 'grade_set_at'])
    .where('grade', 'is not', null)
    .where((eb) => eb.or([eb('grade_set_at', 'is', null), eb('grade_set_at', '<', instant)]))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    grade: row.grade ?? '',
    gradeSetAt: row.grade_set_at === null ? null : Number(row.grade_set_at),
  }));
}

/**
 * Moves one learner's grade on, unless it changed since it was read (another process moved it, or the account set it):
 * true when this call moved it.
 */
export async function moveGradeOn(db: Kysely<Database>, learner: GradedLearner, to: string, now: number): Promise<boolean> {
  let update = db
    .updateTable('learners')
    .set({ grade: to, grade_set_at: now, updated_at: now })
    .where('id', '=', learner.id)
    .where('grade', '=', learner.grade);
  update = learner.gradeSetAt === null ? update.where('grade_set_at', 'is', null) : update.where('grade_set_at', '=', learner.gradeSetAt);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteLearner(db: Kysely<Database>, accountId: string, id: string): Promise<void> {
  await db.deleteFrom('learners').where('account_id', '=', accountId).where('id', '=', id).execute();
}

/** Whether a learner was ever ordered for (such a learner stays: their orders refer to them). */
export async function learnerHasOrders(db: Kysely<Database>, learnerId: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('order_no').where('learner_id', '=', learnerId).limit(1).executeTakeFirst();
  return row !== undefined;
}
