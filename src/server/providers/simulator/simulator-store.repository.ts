import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whose records: each simulator keeps its own under its name. */
export type SimulatorName = 'wechatpay' | 'wechat-oauth' | 'alipay';

/** The JSON text stored under a key, or undefined when there is none. */
export async function findSimulatorRecord(db: Kysely<Database>, simulator: SimulatorName, key: string): Promise<string | undefined> {
  // No record has such a key, and PostgreSQL refuses a query naming U+0000 (a 500 for a garbage prepay_id).
  if (key.includes('\u0000')) return undefined;
  const row = await db
    .selectFrom('payment_simulator_transactions')
    .select('data')
    .where('provider', '=', simulator)
    .where('out_trade_no', '=', key)
    .executeTakeFirst();
  return row?.data;
}

/** Inserts or replaces the record under a key. */
export async function upsertSimulatorRecord(
  db: Kysely<Database>,
  simulator: SimulatorName,
  key: string,
  data: string,
  at: number,
): Promise<void> {
  await db
    .insertInto('payment_simulator_transactions')
    .values({ provider: simulator, out_trade_no: key, data, created_at: at, updated_at: at })
    .onConflict((conflict) => conflict.columns(['provider', 'out_trade_no']).doUpdateSet({ data, updated_at: at }))
    .execute();
}

/** Replaces the record under a key only if its text still is `expected`: true when this call changed it. */
export async function replaceSimulatorRecord(
  db: Kysely<Database>,
  simulator: SimulatorName,
  key: string,
  expected: string,
  next: string,
  at: number,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_simulator_transactions')
    .set({ data: next, updated_at: at })
    .where('provider', '=', simulator)
    .where('out_trade_no', '=', key)
    .where('data', '=', expected)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
