import { type Kysely, sql } from 'kysely';

/**
 * When a learner's grade was last set (decision 033): on the first day of a school year every grade set before it
 * moves on by one, once, and the account is told. Existing learners count from their last change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('learners').addColumn('grade_set_at', 'bigint').execute();
  await sql`update learners set grade_set_at = updated_at where grade is not null`.execute(db);
  // Every process looks each minute for grades set before the school year began.
  await db.schema.createIndex('learners_grade_set_at').on('learners').column('grade_set_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('learners_grade_set_at').execute();
  await db.schema.alterTable('learners').dropColumn('grade_set_at').execute();
}
