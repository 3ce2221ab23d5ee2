import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A simulator's transactions, kept in the app's database so that every process of one deployment (and the
 * cashier page served by any of them) sees the same ones. `T` is the simulator's own JSON record.
 */
export function createSimulatorStore<T extends object>(
  db: Kysely<Database>,
  provider: 'wechatpay' | 'wechat-oauth' | 'alipay',
  now: () => number,
) {
  return {
    async get(outTradeNo: string): Promise<T | undefined> {
      // No record has such a key, and PostgreSQL refuses a query naming U+0000 (a 500 for a garbage prepay_id).
      if (outTradeNo.includes('\u0000')) return undefined;
      const row = await db
        .selectFrom('payment_simulator_transactions')
        .select('data')
        .where('provider', '=', provider)
        .where('out_trade_no', '=', outTradeNo)
        .executeTakeFirst();
      return row ? (JSON.parse(row.data) as T) : undefined;
    },

    /** Inserts or replaces the record of this out_trade_no. */
    async save(outTradeNo: string, data: T): Promise<void> {
      const at = now();
      await db
        .insertInto('payment_simulator_transactions')
        .values({ provider, out_trade_no: outTradeNo, data: JSON.stringify(data), created_at: at, updated_at: at })
        .onConflict((conflict) =>
          conflict.columns(['provider', 'out_trade_no']).doUpdateSet({ data: JSON.stringify(data), updated_at: at }),
        )
        .execute();
    },

    /**
     * Changes a record only if it still is what the caller read (compare-and-set on the JSON), so two cashier
     * clicks in two processes cannot both pay: true for the caller whose change was stored.
     */
    async replace(outTradeNo: string, expected: T, next: T): Promise<boolean> {
      const result = await db
        .updateTable('payment_simulator_transactions')
        .set({ data: JSON.stringify(next), updated_at: now() })
        .where('provider', '=', provider)
        .where('out_trade_no', '=', outTradeNo)
        .where('data', '=', JSON.stringify(expected))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}

export type SimulatorStore<T extends object> = ReturnType<typeof createSimulatorStore<T>>;
