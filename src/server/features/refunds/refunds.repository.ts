import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RefundsTable } from '../../db/schema.ts';
import { newId } from '../../secrets.ts';
import { appendAuditEntry } from '../operators/audit-log.repository.ts';
import { findOrderRow, lockOrderRow, type OrderRow } from '../orders/orders.repository.ts';
import { addOrderEvent } from '../orders/order-events.repository.ts';
import { findAttemptById, findPaidAttempt } from '../orders/payment-attempts.repository.ts';
import { type RefundCap, type RefundCapBreach, refundCapBreach } from './refund-caps.repository.ts';

export type RefundRow = Selectable<RefundsTable>;

/** RF + the Beijing time of the request (yyyyMMddHHmmss) + 8 random digits: a valid WeChat out_refund_no and Alipay out_request_no. */
export function newOutRefundNo(now: number): string {
  const beijing = new Date(now + 8 * 60 * 60 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `RF${beijing}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

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
