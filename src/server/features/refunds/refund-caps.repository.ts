import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A limit on a refund asked for by a `service` operator (decision 029), checked inside the reservation's transaction,
 * after the order's row is locked: the order's PENDING and SUCCEEDED refunds (whoever asked) plus this one stay within
 * `perOrderFen`; the operator's own PENDING and SUCCEEDED refunds asked for in [dayStartMs, dayEndMs) plus this one
 * within `perDayFen`.
 */
export type RefundCap = { operatorId: string; perOrderFen: number; perDayFen: number; dayStartMs: number; dayEndMs: number };

export type RefundCapBreach = { result: 'over_limit'; limit: 'order' | 'day'; limitFen: number; leftFen: number };

/** What an operator's PENDING and SUCCEEDED refunds asked for in [startMs, endMs) add up to. */
export async function refundedByOperatorFen(db: Kysely<Database>, operatorId: string, startMs: number, endMs: number): Promise<number> {
  const { total } = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('total'))
    .where('requested_by', '=', operatorId)
    .where('status', 'in', ['PENDING', 'SUCCEEDED'])
    .where('created_at', '>=', startMs)
    .where('created_at', '<', endMs)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * The breach with the least left, or null. Call it in the reservation's transaction with the order's row locked and
 * what the order already has refunded or reserved. It writes the operator's row first (updated_at to itself: a row lock
 * on PostgreSQL), so one operator's refunds of different orders are summed one after the other; the order's lock is
 * always taken before the operator's, so the two never wait on each other in opposite orders.
 */
export async function refundCapBreach(
  trx: Kysely<Database>,
  cap: RefundCap,
  amountFen: number,
  orderReservedFen: number,
): Promise<RefundCapBreach | null> {
  await trx
    .updateTable('operators')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', cap.operatorId)
    .execute();
  const dayFen = await refundedByOperatorFen(trx, cap.operatorId, cap.dayStartMs, cap.dayEndMs);
  const breaches: RefundCapBreach[] = [];
  if (orderReservedFen + amountFen > cap.perOrderFen) {
    breaches.push({
      result: 'over_limit',
      limit: 'order',
      limitFen: cap.perOrderFen,
      leftFen: Math.max(0, cap.perOrderFen - orderReservedFen),
    });
  }
  if (dayFen + amountFen > cap.perDayFen) {
    breaches.push({ result: 'over_limit', limit: 'day', limitFen: cap.perDayFen, leftFen: Math.max(0, cap.perDayFen - dayFen) });
  }
  return breaches.sort((a, b) => a.leftFen - b.leftFen)[0] ?? null;
}
