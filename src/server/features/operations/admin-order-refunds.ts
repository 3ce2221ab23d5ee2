import type { OperatorRole } from '../../../contract/admin.ts';
import type { AdminRefundResult } from '../../../contract/admin-operations.ts';
import type { Refund, RefundLimit, RefundRequest } from '../../../contract/refunds.ts';
import { DAY_MS, SHANGHAI_OFFSET_MS, shanghaiDay } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { appendAuditEntry } from '../operators/audit-log.repository.ts';
import type { Actor } from '../operators/operators.service.ts';
import { findOrderRow } from '../orders/orders.repository.ts';
import { toOrder } from '../orders/orders.service.ts';
import { type RefundCap, refundedByOperatorFen } from '../refunds/refund-caps.repository.ts';
import { findRefundByRequestId } from '../refunds/refunds.repository.ts';
import type { AdminOrdersDeps } from './admin-orders-deps.ts';
import { findAdminOrder } from './admin-orders.repository.ts';

type Operator = { id: string; role: OperatorRole };

/** A `service` operator's refund limits for today (Asia/Shanghai); an admin has none (decision 029). */
function capOf(
  {
    clock,
    serviceRefundLimitFen,
    serviceRefundDailyLimitFen,
  }: Pick<AdminOrdersDeps, 'clock' | 'serviceRefundLimitFen' | 'serviceRefundDailyLimitFen'>,
  operator: Operator,
): RefundCap | null {
  if (operator.role === 'admin') return null;
  const dayStartMs = Date.parse(`${shanghaiDay(clock.now()).day}T00:00:00Z`) - SHANGHAI_OFFSET_MS;
  return {
    operatorId: operator.id,
    perOrderFen: serviceRefundLimitFen,
    perDayFen: serviceRefundDailyLimitFen,
    dayStartMs,
    dayEndMs: dayStartMs + DAY_MS,
  };
}

/** What the operator may still refund of an order (with `orderReservedFen` refunded or under way) and today; null for an admin. */
export async function refundLimitOf(deps: AdminOrdersDeps, operator: Operator, orderReservedFen: number): Promise<RefundLimit | null> {
  const cap = capOf(deps, operator);
  if (!cap) return null;
  const dayFen = await refundedByOperatorFen(deps.db, cap.operatorId, cap.dayStartMs, cap.dayEndMs);
  return {
    perOrderFen: cap.perOrderFen,
    orderLeftFen: Math.max(0, cap.perOrderFen - orderReservedFen),
    perDayFen: cap.perDayFen,
    dayLeftFen: Math.max(0, cap.perDayFen - dayFen),
  };
}

/**
 * A refund through the provider the order was paid with. A `service` operator's refunds stay within the order's and
 * the day's limits, checked under the reservation's locks (decision 029). The same requestId answers the same refund
 * (created: false) and writes no second audit entry.
 */
export async function refundOrder(
  deps: AdminOrdersDeps,
  orderNo: string,
  request: RefundRequest,
  operator: Operator,
  actor: Actor,
): Promise<{ created: boolean; result: AdminRefundResult }> {
  const { db, clock, refunds } = deps;
  const before = await findOrderRow(db, orderNo);
  if (!before) throw new AppError(404, 'ORDER_NOT_FOUND');
  const known = await findRefundByRequestId(db, request.requestId);
  const cap = capOf(deps, operator);
  const given = await refunds.refund({
    orderNo,
    amountFen: request.amountFen,
    requestId: request.requestId,
    reason: request.reason,
    operatorId: operator.id,
    ...(cap ? { cap } : {}),
  });
  const after = await findAdminOrder(db, orderNo);
  if (!after) throw new AppError(404, 'ORDER_NOT_FOUND');
  if (!known) {
    await appendAuditEntry(db, {
      operatorId: operator.id,
      action: 'order.refund',
      targetType: 'order',
      targetId: orderNo,
      before: { status: before.status, refundedFen: before.refunded_fen },
      after: {
        status: after.order.status,
        refundedFen: after.order.refunded_fen,
        refundId: given.refundId,
        amountFen: given.amountFen,
        refundStatus: given.status,
        reason: given.reason,
      },
      requestId: actor.requestId,
      createdAt: clock.now(),
    });
  }
  return { created: !known, result: { refund: given, order: toOrder(after) } };
}

/**
 * Sends a failed extra-charge refund again (from 待复核): a new refund number for the same full amount, refused while
 * one is under way or after one succeeded; audited with the reservation.
 */
export async function retryExtraChargeRefund(
  { refunds }: Pick<AdminOrdersDeps, 'refunds'>,
  orderNo: string,
  attemptId: string,
  actor: Actor & { operatorId: string },
): Promise<Refund> {
  return refunds.retryExtraChargeRefund(orderNo, attemptId, { operatorId: actor.operatorId, requestId: actor.requestId });
}
