import type { Kysely } from 'kysely';

/**
 * The operations console's orders (issue 8): an order paid after it had closed is reviewed by an operator once (who,
 * when, a note); the search lists every order newest first, so creation time gets an index of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('reviewed_at', 'bigint').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('reviewed_by', 'text', (col) => col.references('operators.id'))
    .execute();
  await db.schema.alterTable('orders').addColumn('review_note', 'text').execute();
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'order_no']).execute();
  await db.schema.createIndex('orders_paid_idx').on('orders').column('paid_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_paid_idx').execute();
  await db.schema.dropIndex('orders_created_idx').execute();
  await db.schema.alterTable('orders').dropColumn('review_note').execute();
  await db.schema.alterTable('orders').dropColumn('reviewed_by').execute();
  await db.schema.alterTable('orders').dropColumn('reviewed_at').execute();
}
