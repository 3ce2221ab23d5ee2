import { type Kysely, sql } from 'kysely';

/** Three days, as ONE_TIME_PASSWORD_TTL_MS in features/operators (a migration keeps its own copy: it never changes). */
const THREE_DAYS_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * A one-time operator password stops working three days after it was made (decision 023). Operators still waiting for
 * their first login get three days from their last change, which is when the password was made or reset.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('one_time_password_expires_at', 'bigint').execute();
  await sql`update operators set one_time_password_expires_at = updated_at + ${THREE_DAYS_MS} where totp_enrolled = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').dropColumn('one_time_password_expires_at').execute();
}
