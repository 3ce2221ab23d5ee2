import { type Kysely, PostgresAdapter, sql } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The operations console's identities (issue 8): operators, their sessions, the step between password and TOTP, and
 * an audit log that the database itself keeps append-only, whoever connects to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enrolled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('totp_last_step', 'bigint')
    .addColumn('disabled_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('operator_sessions_operator_idx').on('operator_sessions').column('operator_id').execute();

  await db.schema
    .createTable('operator_login_challenges')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema.createIndex('operator_login_challenges_operator_idx').on('operator_login_challenges').column('operator_id').execute();

  const postgres = isPostgres(db);
  await db.schema
    .createTable('operator_audit_log')
    .addColumn('id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('operator_id', 'text', (col) => col.references('operators.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('operator_audit_log_target_idx').on('operator_audit_log').columns(['target_type', 'target_id']).execute();

  if (postgres) {
    await sql`
      CREATE FUNCTION operator_audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'operator_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`.execute(db);
    await sql`
      CREATE TRIGGER operator_audit_log_append_only BEFORE UPDATE OR DELETE ON operator_audit_log
      FOR EACH ROW EXECUTE FUNCTION operator_audit_log_refuse_change()`.execute(db);
    await sql`
      CREATE TRIGGER operator_audit_log_no_truncate BEFORE TRUNCATE ON operator_audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_log_refuse_change()`.execute(db);
  } else {
    await sql`
      CREATE TRIGGER operator_audit_log_no_update BEFORE UPDATE ON operator_audit_log
      BEGIN SELECT RAISE(ABORT, 'operator_audit_log is append-only: UPDATE refused'); END`.execute(db);
    await sql`
      CREATE TRIGGER operator_audit_log_no_delete BEFORE DELETE ON operator_audit_log
      BEGIN SELECT RAISE(ABORT, 'operator_audit_log is append-only: DELETE refused'); END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping the table drops its triggers; the log goes only with the whole schema.
  await db.schema.dropTable('operator_audit_log').execute();
  if (isPostgres(db)) await sql`DROP FUNCTION operator_audit_log_refuse_change()`.execute(db);
  await db.schema.dropTable('operator_login_challenges').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
