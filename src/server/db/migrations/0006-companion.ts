import { type Kysely, sql } from 'kysely';

/**
 * The AI companion: the course library (knowledge points, lessons, exercises), study plans and their tasks, each
 * learner's mastery per knowledge point, practice sets, 督学 notifications and the tutor's chat history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('reminder_sms', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('knowledge_points')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('grade', 'text', (col) => col.notNull())
    .addColumn('unit_id', 'text', (col) => col.notNull())
    .addColumn('unit_title', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('lesson_id', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('knowledge_points_stage_subject')
    .on('knowledge_points')
    .columns(['stage', 'subject', 'sort_order'])
    .execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('knowledge_point_id', 'text', (col) => col.notNull().references('knowledge_points.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('minutes', 'integer', (col) => col.notNull())
    .addColumn('paragraphs', 'text', (col) => col.notNull())
    .addColumn('examples', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('exercises')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('knowledge_point_id', 'text', (col) => col.notNull().references('knowledge_points.id'))
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('explanation', 'text', (col) => col.notNull())
    .addColumn('minutes', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('exercises_knowledge_point').on('exercises').columns(['knowledge_point_id', 'sort_order']).execute();

  await db.schema
    .createTable('exercise_knowledge_points')
    .addColumn('exercise_id', 'text', (col) => col.notNull().references('exercises.id'))
    .addColumn('knowledge_point_id', 'text', (col) => col.notNull().references('knowledge_points.id'))
    .addPrimaryKeyConstraint('exercise_knowledge_points_pk', ['exercise_id', 'knowledge_point_id'])
    .execute();

  await db.schema
    .createTable('study_plans')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('learner_id', 'text', (col) => col.notNull().references('learners.id'))
    .addColumn('subjects', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('deadline', 'text', (col) => col.notNull())
    .addColumn('week_days', 'text', (col) => col.notNull())
    .addColumn('minutes_per_day', 'integer', (col) => col.notNull())
    .addColumn('unplaced', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // Written first in every transaction that changes the plan's tasks: PostgreSQL then holds the row lock.
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('replaced_at', 'bigint')
    .execute();
  await db.schema.createIndex('study_plans_learner').on('study_plans').columns(['learner_id', 'created_at']).execute();
  // At most one current plan per learner: a second plan made at the same moment fails instead of doubling tasks.
  await sql`create unique index study_plans_current on study_plans (learner_id) where replaced_at is null`.execute(db);

  await db.schema
    .createTable('plan_tasks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('plan_id', 'text', (col) => col.notNull().references('study_plans.id'))
    .addColumn('learner_id', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    // The day it was first planned for: re-planning moves `date`, and a day is on track only if its own tasks were done.
    .addColumn('planned_date', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('knowledge_point_id', 'text', (col) => col.notNull())
    .addColumn('lesson_id', 'text')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('estimated_minutes', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('spent_minutes', 'integer')
    .addColumn('done_at', 'bigint')
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('plan_tasks_learner_date').on('plan_tasks').columns(['learner_id', 'date', 'position']).execute();
  await db.schema.createIndex('plan_tasks_plan').on('plan_tasks').columns(['plan_id', 'date']).execute();
  await db.schema.createIndex('plan_tasks_status_date').on('plan_tasks').columns(['status', 'date']).execute();

  await db.schema
    .createTable('learner_mastery')
    .addColumn('learner_id', 'text', (col) => col.notNull().references('learners.id'))
    .addColumn('knowledge_point_id', 'text', (col) => col.notNull().references('knowledge_points.id'))
    .addColumn('p_known', 'double precision', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('learner_mastery_pk', ['learner_id', 'knowledge_point_id'])
    .execute();

  await db.schema
    .createTable('practice_sets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('learner_id', 'text', (col) => col.notNull().references('learners.id'))
    .addColumn('task_id', 'text')
    .addColumn('knowledge_point_id', 'text')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('exercise_ids', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('result', 'text')
    .execute();
  await db.schema.createIndex('practice_sets_learner').on('practice_sets').columns(['learner_id', 'created_at']).execute();

  await db.schema
    .createTable('practice_answers')
    .addColumn('set_id', 'text', (col) => col.notNull().references('practice_sets.id'))
    .addColumn('exercise_id', 'text', (col) => col.notNull())
    .addColumn('learner_id', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('feedback', 'text', (col) => col.notNull())
    .addColumn('answered_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('practice_answers_pk', ['set_id', 'exercise_id'])
    .execute();
  await db.schema.createIndex('practice_answers_learner').on('practice_answers').columns(['learner_id', 'answered_at']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('learner_id', 'text')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    // e.g. 'morning:<learner>:2026-11-23': a reminder exists once, whichever process or restart tries again.
    .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
    .addColumn('sms_status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema.createIndex('notifications_account').on('notifications').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('learner_id', 'text', (col) => col.notNull().references('learners.id'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('exercise_id', 'text')
    .addColumn('question_id', 'text')
    .addColumn('mode', 'text')
    .addColumn('sources', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_learner').on('chat_messages').columns(['learner_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'chat_messages',
    'notifications',
    'practice_answers',
    'practice_sets',
    'learner_mastery',
    'plan_tasks',
    'study_plans',
    'exercise_knowledge_points',
    'exercises',
    'lessons',
    'knowledge_points',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('accounts').dropColumn('reminder_sms').execute();
}
