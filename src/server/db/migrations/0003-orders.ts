import type { Kysely } from 'kysely';

/** Orders and their timeline. A learner with orders cannot be deleted (the foreign key restricts it). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('order_no', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('learner_id', 'text', (col) => col.notNull().references('learners.id').onDelete('restrict'))
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('plan_snapshot', 'text', (col) => col.notNull())
    .addColumn('amount_fen', 'bigint', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('channel', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_fingerprint', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('close_reason', 'text')
    .addColumn('provider_transaction_id', 'text', (col) => col.unique())
    .addColumn('paid_after_close', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('orders_idempotency_unique', ['account_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_account_created_idx').on('orders').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_expires_idx').on('orders').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('orders_learner_idx').on('orders').column('learner_id').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_no', 'text', (col) => col.notNull().references('orders.order_no'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_no', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropTable('orders').execute();
}
