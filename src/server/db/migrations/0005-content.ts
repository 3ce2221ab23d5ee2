import type { Kysely } from 'kysely';

/** The marketing content (home sections, picture gallery) as JSON documents an operator edits. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_content')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_content').execute();
}
