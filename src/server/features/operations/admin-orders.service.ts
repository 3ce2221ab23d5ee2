import type { Kysely } from 'kysely';
import { maskPhone } from '../../../contract/accounts.ts';
import type { OperatorRole } from '../../../contract/admin.ts';
import {
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderListQuery,
  type AdminOrderRow,
  type AdminRefundResult,
  type OrderReview,
  type PaymentAttempt,
  paymentAttemptStateSchema,
} from '../../../contract/admin-operations.ts';
import { orderStatusSchema, paymentChannelSchema, planSnapshotSchema } from '../../../contract/orders.ts';
import type { Refund, RefundLimit, RefundRequest } from '../../../contract/refunds.ts';
import { DAY_MS, SHANGHAI_OFFSET_MS, type Clock, shanghaiDay } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { appendAuditEntry } from '../operators/audit-log.repository.ts';
import type { Actor } from '../operators/operators.service.ts';
import { findOrderRow, type OrderRow } from '../orders/orders.repository.ts';
import { addOrderEvent, listOrderEvents } from '../orders/order-events.repository.ts';
import { decodeCursor, encodeCursor, toExtraCharge, toOrder } from '../orders/orders.service.ts';
import type { PaymentAttemptRow } from '../orders/payment-attempts.repository.ts';
import { type RefundCap, refundedByOperatorFen } from '../refunds/refund-caps.repository.ts';
import { findRefundByRequestId, refundedOrReservedFen } from '../refunds/refunds.repository.ts';
import type { Refunds } from '../refunds/refunds.service.ts';
import {
  type AdminOrderFilter,
  type AdminOrderListRow,
  findAdminOrder,
  markOrderReviewed,
  searchOrders,
} from './admin-orders.repository.ts';
import { toAdminAccount } from './admin-account-view.ts';
import { createdBetween } from './shanghai-days.ts';

const DEFAULT_PAGE_SIZE = 20;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function reviewOf(order: OrderRow, reviewerName: string | null): OrderReview | null {
  if (order.reviewed_at === null || order.reviewed_by === null) return null;
  return {
    reviewedAt: new Date(order.reviewed_at).toISOString(),
    reviewedBy: order.reviewed_by,
    reviewerName,
    note: order.review_note ?? '',
  };
}

export function toAdminOrderRow(row: AdminOrderListRow): AdminOrderRow {
  return {
    orderNo: row.order_no,
    status: orderStatusSchema.parse(row.status),
    amountFen: row.amount_fen,
    refundedFen: row.refunded_fen,
    channel: row.channel === null ? null : paymentChannelSchema.parse(row.channel),
    planTitle: planSnapshotSchema.parse(JSON.parse(row.plan_snapshot)).title,
    accountId: row.account_id,
    phone: maskPhone(row.phone),
    learnerId: row.learner_id,
    learnerName: row.learner_name,
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: iso(row.paid_at),
    paidAfterClose: row.paid_after_close === 1,
    review: reviewOf(row, row.reviewer_name),
    extraCharges: row.extraCharges.map(toExtraCharge),
  };
}

function toPaymentAttempt(attempt: PaymentAttemptRow): PaymentAttempt {
  return {
    attemptId: attempt.id,
    outTradeNo: attempt.out_trade_no,
    channel: paymentChannelSchema.parse(attempt.channel),
    state: paymentAttemptStateSchema.parse(attempt.state),
    transactionId: attempt.transaction_id,
    openedAt: new Date(attempt.opened_at).toISOString(),
    closedAt: iso(attempt.closed_at),
    paidAt: iso(attempt.paid_at),
  };
}

/** The operators' view of orders: search, detail with its timeline, the paidAfterClose review, refunds within the role's limit. */
export function createAdminOrdersService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  refunds: Pick<Refunds, 'refund' | 'refundsOf' | 'extraChargeRefundsOf' | 'retryExtraChargeRefund'>;
  serviceRefundLimitFen: number;
  serviceRefundDailyLimitFen: number;
}) {
  const { db, clock, refunds, serviceRefundLimitFen, serviceRefundDailyLimitFen } = deps;

  /** A `service` operator's refund limits for today (Asia/Shanghai); an admin has none (decision 029). */
  function capOf(operator: { id: string; role: OperatorRole }): RefundCap | null {
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

  async function refundLimitOf(operator: { id: string; role: OperatorRole }, orderReservedFen: number): Promise<RefundLimit | null> {
    const cap = capOf(operator);
    if (!cap) return null;
    const dayFen = await refundedByOperatorFen(db, cap.operatorId, cap.dayStartMs, cap.dayEndMs);
    return {
      perOrderFen: cap.perOrderFen,
      orderLeftFen: Math.max(0, cap.perOrderFen - orderReservedFen),
      perDayFen: cap.perDayFen,
      dayLeftFen: Math.max(0, cap.perDayFen - dayFen),
    };
  }

  async function search(query: AdminOrderListQuery): Promise<AdminOrderList> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const flagged = query.paidAfterClose === undefined ? undefined : query.paidAfterClose === 'true';
    // The review queue shows what still needs a look unless asked otherwise.
    const reviewed = query.reviewed === 'all' ? undefined : query.reviewed === 'true' ? true : flagged === true ? false : undefined;
    const filter: AdminOrderFilter = {
      orderNo: query.orderNo,
      phone: query.phone,
      learner: query.learner,
      status: query.status,
      ...createdBetween(query.from, query.to),
      paidAfterClose: flagged,
      reviewed,
      extraCharge: query.extraCharge,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      limit: limit + 1,
    };
    const rows = await searchOrders(db, filter);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      orders: page.map(toAdminOrderRow),
      nextCursor: rows.length > limit && last ? encodeCursor({ createdAtMs: last.created_at, orderNo: last.order_no }) : null,
    };
  }

  async function detail(orderNo: string, viewer: { id: string; role: OperatorRole }): Promise<AdminOrderDetail> {
    const found = await findAdminOrder(db, orderNo);
    if (!found) throw new AppError(404, 'ORDER_NOT_FOUND');
    const { order, account, learner, reviewerName, attempts, extraCharges } = found;
    const view = toOrder({ order, learner, extraCharges });
    const refundsById = new Map((await refunds.extraChargeRefundsOf(orderNo)).map((refund) => [refund.refundId, refund]));
    const reservedFen = await refundedOrReservedFen(db, orderNo);
    const refundableFen = order.status === 'PAID' ? Math.max(0, order.amount_fen - reservedFen) : 0;
    return {
      order: view,
      account: toAdminAccount(account),
      learner: view.learner,
      refundableFen,
      refundLimit: await refundLimitOf(viewer, reservedFen),
      refunds: await refunds.refundsOf(orderNo),
      attempts: attempts.map(toPaymentAttempt),
      extraCharges: extraCharges.map(({ attempt, refund }) => ({
        attemptId: attempt.id,
        outTradeNo: attempt.out_trade_no,
        transactionId: attempt.transaction_id ?? '',
        channel: paymentChannelSchema.parse(attempt.channel),
        amountFen: Number(attempt.paid_fen),
        paidAt: new Date(attempt.paid_at ?? attempt.updated_at).toISOString(),
        refund: (refund && refundsById.get(refund.id)) ?? null,
      })),
      review: reviewOf(order, reviewerName),
      timeline: await listOrderEvents(db, orderNo),
    };
  }

  /** Marks an order paid after it closed as looked at, once; on its timeline and in the audit log. */
  async function review(orderNo: string, note: string, actor: Actor & { operatorId: string }): Promise<OrderReview> {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const done = await markOrderReviewed(trx, { orderNo, operatorId: actor.operatorId, note, now });
      if (!done) {
        const order = await findOrderRow(trx, orderNo);
        if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
        if (order.paid_after_close !== 1) throw new AppError(409, 'ORDER_NOT_FLAGGED');
        throw new AppError(409, 'ORDER_ALREADY_REVIEWED');
      }
      await addOrderEvent(trx, orderNo, { type: 'reviewed', detail: { operatorId: actor.operatorId, note } }, now);
      await appendAuditEntry(trx, {
        operatorId: actor.operatorId,
        action: 'order.review',
        targetType: 'order',
        targetId: orderNo,
        before: { reviewedAt: null },
        after: { reviewedAt: new Date(now).toISOString(), note },
        requestId: actor.requestId,
        createdAt: now,
      });
    });
    const found = await findAdminOrder(db, orderNo);
    const result = found && reviewOf(found.order, found.reviewerName);
    if (!result) throw new AppError(404, 'ORDER_NOT_FOUND');
    return result;
  }

  /**
   * A refund through the provider the order was paid with. A `service` operator's refunds stay within the order's and
   * the day's limits, checked under the reservation's locks (decision 029). The same requestId answers the same refund
   * (created: false) and writes no second audit entry.
   */
  async function refund(
    orderNo: string,
    request: RefundRequest,
    operator: { id: string; role: OperatorRole },
    actor: Actor,
  ): Promise<{ created: boolean; result: AdminRefundResult }> {
    const before = await findOrderRow(db, orderNo);
    if (!before) throw new AppError(404, 'ORDER_NOT_FOUND');
    const known = await findRefundByRequestId(db, request.requestId);
    const cap = capOf(operator);
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
  async function retryExtraChargeRefund(orderNo: string, attemptId: string, actor: Actor & { operatorId: string }): Promise<Refund> {
    return refunds.retryExtraChargeRefund(orderNo, attemptId, { operatorId: actor.operatorId, requestId: actor.requestId });
  }

  return { search, detail, review, refund, retryExtraChargeRefund };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
