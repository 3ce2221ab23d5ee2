import type { Kysely } from 'kysely';
import { planSnapshotSchema } from '../../../contract/orders.ts';
import type { Database } from '../../db/schema.ts';
import { extendServicePeriod } from '../catalog/service-period.repository.ts';
import { appendAuditEntry } from '../operators/audit-log.repository.ts';
import { findAttempt, markAttemptPaid, type PaymentAttemptRow } from '../orders/payment-attempts.repository.ts';
import { findOrderRow, lockOrderRow, markOrderPaid, setOrderServiceEnd } from '../orders/orders.repository.ts';
import { addOrderEvent } from '../orders/order-events.repository.ts';
import { paymentProviderSchema } from '../../../contract/order-events.ts';
import type { ConfirmedPayment } from '../../providers/payment-gateway.ts';
import { insertExtraChargeRefund } from '../refunds/extra-charge-refunds.repository.ts';
import type { RefundRow } from '../refunds/refunds.repository.ts';

export type SettlementOutcome =
  | { result: 'applied'; orderNo: string; endsAt: number; afterClose: boolean }
  | { result: 'already_applied'; orderNo: string }
  /** A second payment for an order another attempt had paid: recorded with a full refund of it, PENDING, to send. */
  | { result: 'extra_charge'; orderNo: string; refund: RefundRow; attempt: PaymentAttemptRow }
  | { result: 'unknown_order' }
  | { result: 'amount_mismatch'; orderNo: string; expectedFen: number };

/**
 * Applies a confirmed payment in one transaction, under the order's row lock so that payments of two attempts of one
 * order are settled one after the other. The first makes the order PAID (flagged when it had been closed), stores the
 * provider's transaction id under its unique constraint and extends the learner's service; a later one is an extra
 * charge, recorded on its attempt with a full refund reserved in the same transaction (exactly once: the attempt moves
 * once, and a unique index allows one refund of it under way). However often the same payment arrives, it is applied
 * once; the caller acknowledges the provider only after this returns.
 */
export async function settlePayment(db: Kysely<Database>, payment: ConfirmedPayment, now: number): Promise<SettlementOutcome> {
  return db.transaction().execute(async (trx) => {
    const attempt = await findAttempt(trx, payment.provider, payment.outTradeNo);
    if (!attempt) return { result: 'unknown_order' };
    const orderNo = attempt.order_no;
    await lockOrderRow(trx, orderNo);
    const order = await findOrderRow(trx, orderNo);
    if (!order) return { result: 'unknown_order' };
    // Read again under the lock: a copy of this payment may have been applied a moment ago.
    const current = (await findAttempt(trx, payment.provider, payment.outTradeNo)) ?? attempt;
    if (current.transaction_id === payment.transactionId || order.provider_transaction_id === payment.transactionId)
      return { result: 'already_applied', orderNo };
    if (payment.amountFen !== order.amount_fen) {
      await addOrderEvent(
        trx,
        orderNo,
        {
          type: 'payment_rejected',
          detail: { reason: 'amount_mismatch', amountFen: payment.amountFen, outTradeNo: payment.outTradeNo, source: payment.source },
        },
        now,
      );
      return { result: 'amount_mismatch', orderNo, expectedFen: order.amount_fen };
    }
    const paidAs = { id: current.id, transactionId: payment.transactionId, amountFen: payment.amountFen, paidAt: payment.paidAt, now };

    if (order.status === 'PAID' || order.status === 'REFUNDED') {
      if (!(await markAttemptPaid(trx, { ...paidAs, state: 'EXTRA_CHARGE' }))) return { result: 'already_applied', orderNo };
      const refund = await insertExtraChargeRefund(trx, {
        orderNo,
        attemptId: current.id,
        provider: current.provider,
        outTradeNo: current.out_trade_no,
        amountFen: payment.amountFen,
        now,
      });
      await addOrderEvent(
        trx,
        orderNo,
        {
          type: 'extra_charge',
          detail: {
            provider: paymentProviderSchema.parse(current.provider),
            channel: payment.channel,
            outTradeNo: current.out_trade_no,
            transactionId: payment.transactionId,
            amountFen: payment.amountFen,
            source: payment.source,
            refundId: refund.id,
            outRefundNo: refund.out_refund_no,
          },
        },
        now,
      );
      // The system's own act, in the audit log beside the operators' (no operator): money going back without a person.
      await appendAuditEntry(trx, {
        operatorId: null,
        action: 'order.extra_charge_refund',
        targetType: 'order',
        targetId: orderNo,
        before: null,
        after: {
          outTradeNo: current.out_trade_no,
          channel: payment.channel,
          amountFen: payment.amountFen,
          refundId: refund.id,
          outRefundNo: refund.out_refund_no,
          refundStatus: refund.status,
        },
        requestId: null,
        createdAt: now,
      });
      return {
        result: 'extra_charge',
        orderNo,
        refund,
        attempt: {
          ...current,
          state: 'EXTRA_CHARGE',
          transaction_id: payment.transactionId,
          paid_fen: payment.amountFen,
          paid_at: payment.paidAt,
        },
      };
    }

    const marked = await markOrderPaid(trx, {
      orderNo,
      transactionId: payment.transactionId,
      channel: payment.channel,
      paidAt: payment.paidAt,
      now,
    });
    if (!marked.applied) return { result: 'already_applied', orderNo };
    await markAttemptPaid(trx, { ...paidAs, state: 'PAID' });
    const plan = planSnapshotSchema.parse(JSON.parse(order.plan_snapshot));
    const endsAt = await extendServicePeriod(trx, {
      learnerId: order.learner_id,
      planId: plan.planId,
      planTitle: plan.title,
      days: plan.durationDays,
      now,
    });
    await setOrderServiceEnd(trx, orderNo, endsAt);
    await addOrderEvent(
      trx,
      orderNo,
      {
        type: 'paid',
        detail: {
          transactionId: payment.transactionId,
          outTradeNo: payment.outTradeNo,
          source: payment.source,
          afterClose: marked.afterClose,
          endsAt,
        },
      },
      now,
    );
    return { result: 'applied', orderNo, endsAt, afterClose: marked.afterClose };
  });
}
