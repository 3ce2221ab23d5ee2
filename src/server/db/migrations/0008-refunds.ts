import type { Kysely } from 'kysely';

/**
 * Refunds of paid orders (issue 8): one row per refund request, reserved before the provider is asked, and on each
 * order the amount refunded so far (a partial refund leaves the order PAID with refunded_fen > 0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_fen', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_no', 'text', (col) => col.notNull().references('orders.order_no'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('out_refund_no', 'text', (col) => col.notNull().unique())
    .addColumn('request_id', 'text', (col) => col.notNull().unique())
    .addColumn('amount_fen', 'bigint', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('requested_by', 'text', (col) => col.references('operators.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('provider_status', 'text')
    .addColumn('provider_refund_id', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').columns(['order_no', 'created_at']).execute();
  await db.schema.createIndex('refunds_status_updated_idx').on('refunds').columns(['status', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refunds').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_fen').execute();
}
