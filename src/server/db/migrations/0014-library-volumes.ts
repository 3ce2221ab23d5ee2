import type { Kysely } from 'kysely';

/**
 * The course library by textbook (decision 033): each knowledge point knows its edition, volume and term, points
 * and exercises that leave the library are retired rather than deleted (learners' progress and answers point at
 * them), prerequisites link points across grades, and library_state remembers which content the database holds so
 * a start with changed content upgrades it in place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('knowledge_points')
    .addColumn('edition', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('knowledge_points')
    .addColumn('volume_id', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('knowledge_points')
    .addColumn('volume_title', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('knowledge_points')
    .addColumn('term', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('knowledge_points').addColumn('retired_at', 'bigint').execute();
  await db.schema.alterTable('exercises').addColumn('retired_at', 'bigint').execute();
  await db.schema.createIndex('knowledge_points_grade').on('knowledge_points').columns(['grade', 'subject', 'sort_order']).execute();

  await db.schema
    .createTable('knowledge_point_prerequisites')
    .addColumn('knowledge_point_id', 'text', (col) => col.notNull().references('knowledge_points.id'))
    .addColumn('prerequisite_id', 'text', (col) => col.notNull().references('knowledge_points.id'))
    .addPrimaryKeyConstraint('knowledge_point_prerequisites_pk', ['knowledge_point_id', 'prerequisite_id'])
    .execute();

  await db.schema
    .createTable('library_state')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('synced_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('library_state').execute();
  await db.schema.dropTable('knowledge_point_prerequisites').execute();
  await db.schema.dropIndex('knowledge_points_grade').execute();
  await db.schema.alterTable('exercises').dropColumn('retired_at').execute();
  for (const column of ['retired_at', 'term', 'volume_title', 'volume_id', 'edition']) {
    await db.schema.alterTable('knowledge_points').dropColumn(column).execute();
  }
}
