import type { Kysely } from 'kysely';

/** The service's plans, the free assessment's questions and saved results, and learners' service periods. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('duration_days', 'integer', (col) => col.notNull())
    .addColumn('price_fen', 'bigint', (col) => col.notNull())
    .addColumn('original_price_fen', 'bigint', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('subtitle', 'text', (col) => col.notNull())
    .addColumn('inclusions', 'text', (col) => col.notNull())
    .addColumn('detail_sections', 'text', (col) => col.notNull())
    .addColumn('faq', 'text', (col) => col.notNull())
    .addColumn('cover_image', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('on_sale', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('assessment_questions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('grades', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('knowledge_point', 'text', (col) => col.notNull())
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('answer_index', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('assessment_questions_stage_idx')
    .on('assessment_questions')
    .columns(['stage', 'subject', 'sort_order'])
    .execute();

  await db.schema
    .createTable('assessment_results')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('learner_id', 'text', (col) => col.notNull().references('learners.id').onDelete('cascade'))
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('grade', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('assessment_results_learner_idx').on('assessment_results').columns(['learner_id', 'created_at']).execute();

  await db.schema
    .createTable('service_periods')
    .addColumn('learner_id', 'text', (col) => col.primaryKey().references('learners.id'))
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('plan_title', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_periods').execute();
  await db.schema.dropTable('assessment_results').execute();
  await db.schema.dropTable('assessment_questions').execute();
  await db.schema.dropTable('plans').execute();
}
