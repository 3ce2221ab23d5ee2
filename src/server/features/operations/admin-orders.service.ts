import type { OperatorRole } from '../../../contract/admin.ts';
import type { AdminOrderDetail, AdminOrderList, AdminOrderListQuery, OrderReview } from '../../../contract/admin-operations.ts';
import { paymentChannelSchema } from '../../../contract/orders.ts';
import type { RefundRequest } from '../../../contract/refunds.ts';
import { AppError } from '../../errors.ts';
import { appendAuditEntry } from '../operators/audit-log.repository.ts';
import type { Actor } from '../operators/operators.service.ts';
import { findOrderRow } from '../orders/orders.repository.ts';
import { addOrderEvent, listOrderEvents } from '../orders/order-events.repository.ts';
import { decodeCursor, encodeCursor, toOrder } from '../orders/orders.service.ts';
import { refundedOrReservedFen } from '../refunds/refunds.repository.ts';
import { toAdminAccount } from './admin-account-view.ts';
import { refundLimitOf, refundOrder, retryExtraChargeRefund } from './admin-order-refunds.ts';
import { reviewOf, toAdminOrderRow, toPaymentAttempt } from './admin-order-view.ts';
import type { AdminOrdersDeps } from './admin-orders-deps.ts';
import { type AdminOrderFilter, findAdminOrder, markOrderReviewed, searchOrders } from './admin-orders.repository.ts';
import { createdBetween } from './shanghai-days.ts';

const DEFAULT_PAGE_SIZE = 20;

/** The console's order search: filters, the review queue, newest first, a page at a time. */
export async function searchAdminOrders({ db }: Pick<AdminOrdersDeps, 'db'>, query: AdminOrderListQuery): Promise<AdminOrderList> {
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

/** One order for the console: its account and learner, attempts, extra charges, refunds, what is left to refund, timeline. */
export async function adminOrderDetail(
  deps: AdminOrdersDeps,
  orderNo: string,
  viewer: { id: string; role: OperatorRole },
): Promise<AdminOrderDetail> {
  const { db, refunds } = deps;
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
    refundLimit: await refundLimitOf(deps, viewer, reservedFen),
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
export async function reviewOrder(
  { db, clock }: Pick<AdminOrdersDeps, 'db' | 'clock'>,
  orderNo: string,
  note: string,
  actor: Actor & { operatorId: string },
): Promise<OrderReview> {
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
 * The operators' view of orders (app.operations.orders): search, detail with its timeline, the paidAfterClose review,
 * refunds within the role's limit (admin-order-refunds) — the functions bound to their dependencies.
 */
export function createAdminOrdersService(deps: AdminOrdersDeps) {
  return {
    search: (query: AdminOrderListQuery) => searchAdminOrders(deps, query),
    detail: (orderNo: string, viewer: { id: string; role: OperatorRole }) => adminOrderDetail(deps, orderNo, viewer),
    review: (orderNo: string, note: string, actor: Actor & { operatorId: string }) => reviewOrder(deps, orderNo, note, actor),
    refund: (orderNo: string, request: RefundRequest, operator: { id: string; role: OperatorRole }, actor: Actor) =>
      refundOrder(deps, orderNo, request, operator, actor),
    retryExtraChargeRefund: (orderNo: string, attemptId: string, actor: Actor & { operatorId: string }) =>
      retryExtraChargeRefund(deps, orderNo, attemptId, actor),
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
