import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../secrets.ts';
import { findOrderRow, lockOrderRow, type OrderRow } from '../orders/orders.repository.ts';
import { addOrderEvent } from '../orders/order-events.repository.ts';
import { findPaidAttempt } from '../orders/payment-attempts.repository.ts';
import { type RefundCap, type RefundCapBreach, refundCapBreach } from './refund-caps.repository.ts';
import { findRefundByRequestId, newOutRefundNo, refundedOrReservedFen, type RefundRow } from './refunds.repository.ts';

/** `cap`: a `service` operator's limits (decision 029), checked under the same locks; none for an admin or the system. */
export type RefundAsk = {
  orderNo: string;
  amountFen: number;
  requestId: string;
  reason: string;
  operatorId: string | null;
  cap?: RefundCap;
};

export type RefundReservation =
  | { result: 'reserved'; refund: RefundRow; order: OrderRow }
  | { result: 'existing'; refund: RefundRow }
  | { result: 'request_reused' }
  | { result: 'order_not_found' }
  | { result: 'not_refundable'; status: string }
  | { result: 'exceeds'; refundableFen: number }
  | RefundCapBreach;

/** An earlier refund with this request id: the same one when it is for the same order and amount. */
function earlier(refund: RefundRow, ask: RefundAsk): RefundReservation {
  return refund.order_no === ask.orderNo && refund.amount_fen === ask.amountFen
    ? { result: 'existing', refund }
    : { result: 'request_reused' };
}

/**
 * Checks and reserves a refund in one transaction. Its first statement writes the order's row, which locks it until
 * commit (PostgreSQL: a row lock; SQLite: the database's write lock), so two refunds of one order are checked one
 * after the other: what was paid minus every PENDING and SUCCEEDED refund is what may still be refunded. The write
 * sets updated_at to itself: a refused refund commits no change to the order.
 */
export async function reserveRefund(db: Kysely<Database>, ask: RefundAsk, now: number): Promise<RefundReservation> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockOrderRow(trx, ask.orderNo);
    const known = await findRefundByRequestId(trx, ask.requestId);
    if (known) return earlier(known, ask);
    if (!locked) return { result: 'order_not_found' };
    const order = await findOrderRow(trx, ask.orderNo);
    if (!order) return { result: 'order_not_found' };
    if (order.status !== 'PAID' || order.provider_transaction_id === null) return { result: 'not_refundable', status: order.status };
    const reservedFen = await refundedOrReservedFen(trx, ask.orderNo);
    const refundableFen = order.amount_fen - reservedFen;
    if (ask.amountFen > refundableFen) return { result: 'exceeds', refundableFen };
    const breach = ask.cap ? await refundCapBreach(trx, ask.cap, ask.amountFen, reservedFen) : null;
    if (breach) return breach;
    // The transaction that paid the order: its attempt's out_trade_no (the order number for orders paid before attempts,
    // whose attempts migration 0012 made). Never guessed: a refund sent to another transaction would be refused or worse.
    const paidBy = await findPaidAttempt(trx, order.order_no);
    if (!paidBy) throw new Error(`order ${order.order_no} is PAID without a paid payment attempt`);
    const refund: RefundRow = {
      id: newId(),
      order_no: order.order_no,
      provider: order.provider_transaction_id.startsWith('alipay:') ? 'alipay' : 'wechatpay',
      out_trade_no: paidBy.out_trade_no,
      extra_charge_attempt_id: null,
      out_refund_no: newOutRefundNo(now),
      request_id: ask.requestId,
      amount_fen: ask.amountFen,
      reason: ask.reason,
      requested_by: ask.operatorId,
      status: 'PENDING',
      provider_status: null,
      provider_refund_id: null,
      failure_reason: null,
      created_at: now,
      updated_at: now,
      completed_at: null,
    };
    await trx.insertInto('refunds').values(refund).execute();
    await addOrderEvent(
      trx,
      order.order_no,
      {
        type: 'refund_requested',
        detail: {
          refundId: refund.id,
          outRefundNo: refund.out_refund_no,
          amountFen: refund.amount_fen,
          reason: refund.reason,
          requestedBy: refund.requested_by,
        },
      },
      now,
    );
    return { result: 'reserved', refund, order };
  });
}

/** After a failed reservation (a request id used at the same moment for another order hits the unique constraint). */
export async function reservationOf(db: Kysely<Database>, ask: RefundAsk): Promise<RefundReservation | null> {
  const known = await findRefundByRequestId(db, ask.requestId);
  return known ? earlier(known, ask) : null;
}
