import type { Kysely } from 'kysely';

/**
 * The service end date a payment extended to, kept on the order for its result page; and the payment simulators'
 * transactions, in the database so that every app process sees the same ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('service_ends_at', 'bigint').execute();
  await db.schema
    .createTable('payment_simulator_transactions')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('out_trade_no', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_simulator_transactions_pk', ['provider', 'out_trade_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_simulator_transactions').execute();
  await db.schema.alterTable('orders').dropColumn('service_ends_at').execute();
}
