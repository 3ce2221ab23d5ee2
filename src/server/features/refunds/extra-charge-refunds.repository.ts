import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../secrets.ts';
import { appendAuditEntry } from '../operators/audit-log.repository.ts';
import { lockOrderRow } from '../orders/orders.repository.ts';
import { addOrderEvent } from '../orders/order-events.repository.ts';
import { findAttemptById } from '../orders/payment-attempts.repository.ts';
import { newOutRefundNo, type RefundRow } from './refunds.repository.ts';

/** The reason recorded on the refund of an extra charge (the provider shows it to the payer). */
export const EXTRA_CHARGE_REFUND_REASON = '重复支付，全额退回';

/**
 * Reserves the full refund of an extra charge (PENDING, not the order's: it leaves refunded_fen alone). Its request id
 * counts the attempt's refunds, so a retry after a failed one gets its own; the partial unique index on
 * extra_charge_attempt_id refuses a second one under way or done.
 */
export async function insertExtraChargeRefund(
  db: Kysely<Database>,
  charge: { orderNo: string; attemptId: string; provider: string; outTradeNo: string; amountFen: number; now: number },
): Promise<RefundRow> {
  const earlier = await db.selectFrom('refunds').select('id').where('extra_charge_attempt_id', '=', charge.attemptId).execute();
  const refund: RefundRow = {
    id: newId(),
    order_no: charge.orderNo,
    provider: charge.provider,
    out_trade_no: charge.outTradeNo,
    extra_charge_attempt_id: charge.attemptId,
    out_refund_no: newOutRefundNo(charge.now),
    // ':' is outside the operators' request ids (REFUND_REQUEST_ID_PATTERN): theirs can never take this one.
    request_id: `extra:${charge.attemptId}:${earlier.length + 1}`,
    amount_fen: charge.amountFen,
    reason: EXTRA_CHARGE_REFUND_REASON,
    requested_by: null,
    status: 'PENDING',
    provider_status: null,
    provider_refund_id: null,
    failure_reason: null,
    created_at: charge.now,
    updated_at: charge.now,
    completed_at: null,
  };
  await db.insertInto('refunds').values(refund).execute();
  return refund;
}

/** The refunds of an attempt's extra charge, oldest first (a failed one, then its retry). */
export function listExtraChargeRefunds(db: Kysely<Database>, attemptId: string): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('extra_charge_attempt_id', '=', attemptId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type ExtraChargeRetry =
  { result: 'reserved'; refund: RefundRow } | { result: 'not_found' } | { result: 'not_failed'; refund: RefundRow | null };

/**
 * A new refund of an extra charge whose refunds all FAILED (an operator's retry from 待复核), under the order's row lock;
 * refused while one is under way or after one succeeded. The retry is on the timeline with who asked.
 */
export async function reserveExtraChargeRetry(
  db: Kysely<Database>,
  retry: { orderNo: string; attemptId: string; operatorId: string; requestId: string | null; now: number },
): Promise<ExtraChargeRetry> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockOrderRow(trx, retry.orderNo))) return { result: 'not_found' };
    const attempt = await findAttemptById(trx, retry.attemptId);
    if (!attempt || attempt.order_no !== retry.orderNo || attempt.state !== 'EXTRA_CHARGE' || attempt.paid_fen === null)
      return { result: 'not_found' };
    const earlier = await listExtraChargeRefunds(trx, attempt.id);
    const live = earlier.find((refund) => refund.status !== 'FAILED');
    if (live || earlier.length === 0) return { result: 'not_failed', refund: live ?? null };
    const refund = await insertExtraChargeRefund(trx, {
      orderNo: attempt.order_no,
      attemptId: attempt.id,
      provider: attempt.provider,
      outTradeNo: attempt.out_trade_no,
      amountFen: Number(attempt.paid_fen),
      now: retry.now,
    });
    await addOrderEvent(
      trx,
      attempt.order_no,
      {
        type: 'extra_charge_refund_retried',
        detail: { refundId: refund.id, outRefundNo: refund.out_refund_no, operatorId: retry.operatorId },
      },
      retry.now,
    );
    // In the audit log with the reservation itself, so a retry is never without its entry.
    await appendAuditEntry(trx, {
      operatorId: retry.operatorId,
      action: 'order.extra_charge_refund_retry',
      targetType: 'order',
      targetId: attempt.order_no,
      before: { refundStatus: 'FAILED' },
      after: {
        outTradeNo: attempt.out_trade_no,
        amountFen: refund.amount_fen,
        refundId: refund.id,
        outRefundNo: refund.out_refund_no,
        refundStatus: refund.status,
      },
      requestId: retry.requestId,
      createdAt: retry.now,
    });
    return { result: 'reserved', refund };
  });
}

/** The refunds of an order's extra charges, oldest first. */
export function listExtraChargeRefundsOfOrder(db: Kysely<Database>, orderNo: string): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('extra_charge_attempt_id', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
