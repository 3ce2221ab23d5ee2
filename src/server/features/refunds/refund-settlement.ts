import type { Kysely } from 'kysely';
import { planSnapshotSchema } from '../../../contract/orders.ts';
import type { Database } from '../../db/schema.ts';
import { lockServicePeriod, shortenServicePeriod } from '../catalog/service-period.repository.ts';
import { addRefundedToOrder, findOrderRow, shortenOrderServiceEnds } from '../orders/orders.repository.ts';
import { addOrderEvent } from '../orders/order-events.repository.ts';
import { listExtraChargeRefunds } from './extra-charge-refunds.repository.ts';
import { findRefundByOutRefundNo, markRefundSucceeded } from './refunds.repository.ts';

/** A refund as a provider confirmed it: its synchronous answer, a verified notification, or our query. */
export type ConfirmedRefund = {
  outRefundNo: string;
  /** The refunded amount as the provider states it; absent when its answer does not state this refund's amount. */
  amountFen?: number;
  providerRefundId: string | null;
  succeededAt: number;
  source: 'reply' | 'notification' | 'query';
};

export type RefundSettlementOutcome =
  /** serviceEndsAt: the refunded order's service end after it (decision 024), null when no day was taken back. */
  | { result: 'applied'; orderStatus: 'PAID' | 'REFUNDED'; refundedFen: number; daysRemoved: number; serviceEndsAt: number | null }
  /** The refund of an extra charge: the order itself is not changed. */
  | { result: 'applied_extra_charge' }
  | { result: 'already_applied' }
  | { result: 'unknown_refund' }
  | { result: 'amount_mismatch'; expectedFen: number }
  /** The provider says it succeeded after it had told us it failed: recorded for a person to look at. */
  | { result: 'after_failure' };

/**
 * Service days a refund takes back: the order's plan days times the refunded share of what was paid, rounded to whole
 * days, counted on the order's running total so that partial refunds add up to exactly the plan's days.
 */
export function refundedDays(planDays: number, paidFen: number, refundedBeforeFen: number, refundedAfterFen: number): number {
  const share = (fen: number) => Math.round((planDays * fen) / paidFen);
  return share(refundedAfterFen) - share(refundedBeforeFen);
}

/**
 * Applies a confirmed refund once, in one transaction: the refund PENDING → SUCCEEDED (a conditional update, so
 * concurrent copies apply once), the order's refunded_fen raised (REFUNDED when it reaches what was paid), the
 * learner's service shortened with the service ends of this order and the learner's later ones (decision 024), and the
 * order's timeline told. The caller acknowledges the provider only after this.
 */
export async function settleRefund(db: Kysely<Database>, confirmed: ConfirmedRefund, now: number): Promise<RefundSettlementOutcome> {
  return db.transaction().execute(async (trx) => {
    const refund = await findRefundByOutRefundNo(trx, confirmed.outRefundNo);
    if (!refund) return { result: 'unknown_refund' };
    if (refund.status === 'SUCCEEDED') return { result: 'already_applied' };
    const detail = {
      refundId: refund.id,
      outRefundNo: refund.out_refund_no,
      amountFen: confirmed.amountFen ?? refund.amount_fen,
      source: confirmed.source,
    };
    if (confirmed.amountFen !== undefined && confirmed.amountFen !== refund.amount_fen) {
      await addOrderEvent(
        trx,
        refund.order_no,
        { type: 'refund_rejected', detail: { ...detail, reason: 'amount_mismatch', expectedFen: refund.amount_fen } },
        now,
      );
      return { result: 'amount_mismatch', expectedFen: refund.amount_fen };
    }
    // An extra charge's refund the provider failed and then made after all: the money is back with the customer, which
    // is all it was for (nothing of the order moves) — settled, unless a retry of it is under way or done.
    const lateExtraCharge =
      refund.status === 'FAILED' &&
      refund.extra_charge_attempt_id !== null &&
      !(await listExtraChargeRefunds(trx, refund.extra_charge_attempt_id)).some((other) => other.status !== 'FAILED');
    if (refund.status === 'FAILED' && !lateExtraCharge) {
      await addOrderEvent(trx, refund.order_no, { type: 'refund_succeeded_after_failure', detail }, now);
      return { result: 'after_failure' };
    }
    const marked = await markRefundSucceeded(trx, {
      refundId: refund.id,
      from: lateExtraCharge ? 'FAILED' : 'PENDING',
      providerRefundId: confirmed.providerRefundId,
      succeededAt: confirmed.succeededAt,
      now,
    });
    // Another process applied it between our read and our write.
    if (!marked) return { result: 'already_applied' };

    // An extra charge was never the order's: its refund moves no money of the order and no service day.
    if (refund.extra_charge_attempt_id !== null) {
      await addOrderEvent(trx, refund.order_no, { type: 'extra_charge_refunded', detail }, now);
      return { result: 'applied_extra_charge' };
    }

    // The learner's period before any order's row: the days come off the ends of this learner's later orders too, and
    // two refunds that each held their own order's row while waiting for the other's would deadlock on PostgreSQL.
    const owner = await findOrderRow(trx, refund.order_no);
    if (owner) await lockServicePeriod(trx, owner.learner_id);

    const amount = refund.amount_fen;
    const order = await addRefundedToOrder(trx, refund.order_no, amount, now);
    // The reservation makes this impossible; if it ever happens nothing is applied and the caller does not acknowledge.
    if (!order)
      throw new Error(`refund ${refund.out_refund_no} does not fit order ${refund.order_no}: more than was paid, or the order is not PAID`);

    const refundedFen = Number(order.refunded_fen);
    const plan = planSnapshotSchema.parse(JSON.parse(order.plan_snapshot));
    const daysRemoved = refundedDays(plan.durationDays, Number(order.amount_fen), refundedFen - amount, refundedFen);
    const serviceEndsAt = daysRemoved > 0 ? await shortenLearnerAndOrders(trx, order, daysRemoved, now) : null;
    const orderStatus = order.status === 'REFUNDED' ? 'REFUNDED' : 'PAID';
    await addOrderEvent(
      trx,
      refund.order_no,
      { type: 'refund_succeeded', detail: { ...detail, refundedFen, orderStatus, daysRemoved, serviceEndsAt } },
      now,
    );
    return { result: 'applied', orderStatus, refundedFen, daysRemoved, serviceEndsAt };
  });
}

/** Takes the days off the learner's service and off the service ends of the order and those paid after it; the order's new end. */
async function shortenLearnerAndOrders(
  trx: Kysely<Database>,
  order: { order_no: string; learner_id: string; service_ends_at: number | null },
  days: number,
  now: number,
): Promise<number | null> {
  const learnerEndsAt = await shortenServicePeriod(trx, { learnerId: order.learner_id, days, now });
  // An order paid before orders kept their service end: the learner's new end is the best that can be said.
  if (order.service_ends_at === null) return learnerEndsAt;
  const fromEndsAt = Number(order.service_ends_at);
  const moved = await shortenOrderServiceEnds(trx, { orderNo: order.order_no, learnerId: order.learner_id, fromEndsAt, days, now });
  return moved ?? fromEndsAt;
}
