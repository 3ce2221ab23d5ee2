import type { Kysely } from 'kysely';

/**
 * One row that GET /api/health writes now and then (decision 028): a database that still answers reads but refuses
 * writes (disk full, a read-only file system or replica) makes health report it instead of saying ok.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_probe')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('written_at', 'bigint', (col) => col.notNull())
    .addColumn('written_by', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('health_probe').execute();
}
