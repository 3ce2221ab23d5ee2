import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RefundsTable } from '../../db/schema.ts';
import { addOrderEvent } from '../orders/order-events.repository.ts';

export type RefundRow = Selectable<RefundsTable>;

/** RF + the Beijing time of the request (yyyyMMddHHmmss) + 8 random digits: a valid WeChat out_refund_no and Alipay out_request_no. */
export function newOutRefundNo(now: number): string {
  const beijing = new Date(now + 8 * 60 * 60 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `RF${beijing}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** What is reserved or refunded of an order: PENDING and SUCCEEDED refunds (not those of extra charges, which were never the order's). */
export async function refundedOrReservedFen(db: Kysely<Database>, orderNo: string): Promise<number> {
  const { total } = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('total'))
    .where('order_no', '=', orderNo)
    .where('status', 'in', ['PENDING', 'SUCCEEDED'])
    .where('extra_charge_attempt_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(total);
}

export function findRefundByRequestId(db: Kysely<Database>, requestId: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('request_id', '=', requestId).executeTakeFirst();
}

export function findRefundByOutRefundNo(db: Kysely<Database>, outRefundNo: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('out_refund_no', '=', outRefundNo).executeTakeFirst();
}

export function findRefund(db: Kysely<Database>, id: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order's own refunds (not those of extra charges), oldest first. */
export function listOrderRefunds(db: Kysely<Database>, orderNo: string): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('extra_charge_attempt_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** PENDING refunds last looked at before `before`, longest waiting first. */
export function listPendingRefunds(db: Kysely<Database>, before: number, limit: number): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('updated_at', '<=', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** What the provider said about a PENDING refund that is not final (PROCESSING, ABNORMAL): kept, and when it was asked. */
export async function notePendingRefund(
  db: Kysely<Database>,
  id: string,
  change: { providerStatus: string; providerRefundId: string | null },
  now: number,
): Promise<void> {
  await db
    .updateTable('refunds')
    .set((eb) => ({
      provider_status: change.providerStatus,
      provider_refund_id: change.providerRefundId ?? eb.ref('provider_refund_id'),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

/** Marks a PENDING refund as just looked at, so the reconciliation job turns to the others first. */
export async function touchPendingRefund(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db.updateTable('refunds').set({ updated_at: now }).where('id', '=', id).where('status', '=', 'PENDING').execute();
}

/**
 * PENDING → FAILED, with the provider's word and an order event, in one transaction: true for the one caller that
 * changed it. What it had reserved can be refunded again.
 */
export async function failRefund(
  db: Kysely<Database>,
  refund: RefundRow,
  failure: { providerStatus: string; reason: string },
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('refunds')
      .set({
        status: 'FAILED',
        provider_status: failure.providerStatus,
        failure_reason: failure.reason,
        completed_at: now,
        updated_at: now,
      })
      .where('id', '=', refund.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    const type = refund.extra_charge_attempt_id ? 'extra_charge_refund_failed' : 'refund_failed';
    await addOrderEvent(
      trx,
      refund.order_no,
      {
        type: type,
        detail: { refundId: refund.id, outRefundNo: refund.out_refund_no, providerStatus: failure.providerStatus, reason: failure.reason },
      },
      now,
    );
    return true;
  });
}

/**
 * A refund → SUCCEEDED from the state it was read in (PENDING, or FAILED for an extra charge's refund the provider made
 * after all): a conditional update, so of two processes applying one confirmation only one moves it. True for that one.
 */
export async function markRefundSucceeded(
  trx: Kysely<Database>,
  change: { refundId: string; from: 'PENDING' | 'FAILED'; providerRefundId: string | null; succeededAt: number; now: number },
): Promise<boolean> {
  const marked = await trx
    .updateTable('refunds')
    .set((eb) => ({
      status: 'SUCCEEDED',
      provider_status: 'SUCCESS',
      provider_refund_id: change.providerRefundId ?? eb.ref('provider_refund_id'),
      completed_at: change.succeededAt,
      updated_at: change.now,
    }))
    .where('id', '=', change.refundId)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return marked.numUpdatedRows === 1n;
}
