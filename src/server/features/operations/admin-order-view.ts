import { maskPhone } from '../../../contract/accounts.ts';
import {
  type AdminOrderRow,
  type OrderReview,
  type PaymentAttempt,
  paymentAttemptStateSchema,
} from '../../../contract/admin-operations.ts';
import { orderStatusSchema, paymentChannelSchema, planSnapshotSchema } from '../../../contract/orders.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { toExtraCharge } from '../orders/orders.service.ts';
import type { PaymentAttemptRow } from '../orders/payment-attempts.repository.ts';
import type { AdminOrderListRow } from './admin-orders.repository.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The paidAfterClose review of an order, as the console shows it; null until someone looked. */
export function reviewOf(order: OrderRow, reviewerName: string | null): OrderReview | null {
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

export function toPaymentAttempt(attempt: PaymentAttemptRow): PaymentAttempt {
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
