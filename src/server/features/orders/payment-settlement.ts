import type { Kysely } from 'kysely';
import { planSnapshotSchema } from '../../../contract/orders.ts';
import type { Database } from '../../db/schema.ts';
import { extendServicePeriod } from '../catalog/service-period.repository.ts';
import { addOrderEvent, findOrderRow, markOrderPaid } from './orders.repository.ts';

/** A payment as a provider confirmed it (a verified notification, or our own query to the provider). */
export type ConfirmedPayment = {
  orderNo: string;
  transactionId: string;
  amountFen: number;
  channel: 'wechat_jsapi' | 'wechat_h5' | 'alipay_wap';
  paidAt: number;
  /** Where the confirmation came from, for the order's timeline. */
  source: 'notification' | 'query';
};

export type SettlementOutcome =
  | { result: 'applied'; endsAt: number; afterClose: boolean }
  | { result: 'already_applied' }
  | { result: 'unknown_order' }
  | { result: 'amount_mismatch'; expectedFen: number }
  | { result: 'conflict'; status: string };

/**
 * Applies a confirmed payment in one transaction: the order becomes PAID (flagged when it had been closed), the
 * provider's transaction id is stored under its unique constraint and the learner's service is extended. However
 * often the same payment arrives, it is applied once; the caller acknowledges the provider only after this returns.
 */
export async function settlePayment(db: Kysely<Database>, payment: ConfirmedPayment, now: number): Promise<SettlementOutcome> {
  return db.transaction().execute(async (trx) => {
    const order = await findOrderRow(trx, payment.orderNo);
    if (!order) return { result: 'unknown_order' };
    if (order.status === 'PAID' || order.status === 'REFUNDED') {
      return order.provider_transaction_id === payment.transactionId ? { result: 'already_applied' } : { result: 'conflict', status: order.status };
    }
    if (payment.amountFen !== order.amount_fen) {
      await addOrderEvent(trx, order.order_no, 'payment_rejected', { reason: 'amount_mismatch', amountFen: payment.amountFen, source: payment.source }, now);
      return { result: 'amount_mismatch', expectedFen: order.amount_fen };
    }
    const marked = await markOrderPaid(trx, { orderNo: order.order_no, transactionId: payment.transactionId, channel: payment.channel, paidAt: payment.paidAt, now });
    // Another process applied it between our read and our write: its transaction extended the service.
    if (!marked.applied) return { result: 'already_applied' };
    const plan = planSnapshotSchema.parse(JSON.parse(order.plan_snapshot));
    const endsAt = await extendServicePeriod(trx, { learnerId: order.learner_id, planId: plan.planId, planTitle: plan.title, days: plan.durationDays, now });
    await trx.updateTable('orders').set({ service_ends_at: endsAt }).where('order_no', '=', order.order_no).execute();
    await addOrderEvent(trx, order.order_no, 'paid', { transactionId: payment.transactionId, source: payment.source, afterClose: marked.afterClose, endsAt }, now);
    return { result: 'applied', endsAt, afterClose: marked.afterClose };
  });
}
