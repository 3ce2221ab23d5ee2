import { type Kysely, PostgresAdapter } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Images operators upload for plan covers and the marketing content (issue 8), kept in the database so every process
 * of a scaled-out deployment serves them (docs/decisions/017-uploads-in-the-database.md). Rows are never changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('uploads_sha256_idx').on('uploads').column('sha256').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
