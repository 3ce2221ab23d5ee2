import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RefundsTable } from '../../db/schema.ts';
import { newId } from '../../secrets.ts';
import { addOrderEvent, findOrderRow, type OrderRow } from './orders.repository.ts';
import { type RefundCap, type RefundCapBreach, refundCapBreach } from './refund-caps.repository.ts';

export type RefundRow = Selectable<RefundsTable>;

/** RF + the Beijing time of the request (yyyyMMddHHmmss) + 8 random digits: a valid WeChat out_refund_no and Alipay out_request_no. */
export function newOutRefundNo(now: number): string {
  const beijing = new Date(now + 8 * 60 * 60 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `RF${beijing}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** `cap`: a `service` operator's limits (decision 029), checked under the same locks; none for an admin or the system. */
export type RefundAsk = { orderNo: string; amountFen: number; requestId: string; reason: string; operatorId: string | null; cap?: RefundCap };

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
  return refund.order_no === ask.orderNo && refund.amount_fen === ask.amountFen ? { result: 'existing', refund } : { result: 'request_reused' };
}

/** What is reserved or refunded of an order: PENDING and SUCCEEDED refunds. */
export async function refundedOrReservedFen(db: Kysely<Database>, orderNo: string): Promise<number> {
  const { total } = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('total'))
    .where('order_no', '=', orderNo)
    .where('status', 'in', ['PENDING', 'SUCCEEDED'])
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
    const locked = await trx
      .updateTable('orders')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('order_no', '=', ask.orderNo)
      .executeTakeFirst();
    const known = await findRefundByRequestId(trx, ask.requestId);
    if (known) return earlier(known, ask);
    if (locked.numUpdatedRows !== 1n) return { result: 'order_not_found' };
    const order = await findOrderRow(trx, ask.orderNo);
    if (!order) return { result: 'order_not_found' };
    if (order.status !== 'PAID' || order.provider_transaction_id === null) return { result: 'not_refundable', status: order.status };
    const reservedFen = await refundedOrReservedFen(trx, ask.orderNo);
    const refundableFen = order.amount_fen - reservedFen;
    if (ask.amountFen > refundableFen) return { result: 'exceeds', refundableFen };
    const breach = ask.cap ? await refundCapBreach(trx, ask.cap, ask.amountFen, reservedFen) : null;
    if (breach) return breach;
    const refund: RefundRow = {
      id: newId(),
      order_no: order.order_no,
      provider: order.provider_transaction_id.startsWith('alipay:') ? 'alipay' : 'wechatpay',
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
      'refund_requested',
      { refundId: refund.id, outRefundNo: refund.out_refund_no, amountFen: refund.amount_fen, reason: refund.reason, requestedBy: refund.requested_by },
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

export function listOrderRefunds(db: Kysely<Database>, orderNo: string): Promise<RefundRow[]> {
  return db.selectFrom('refunds').selectAll().where('order_no', '=', orderNo).orderBy('created_at').orderBy('id').execute();
}

/** PENDING refunds last looked at before `before`, longest waiting first. */
export function listPendingRefunds(db: Kysely<Database>, before: number, limit: number): Promise<RefundRow[]> {
  return db.selectFrom('refunds').selectAll().where('status', '=', 'PENDING').where('updated_at', '<=', before).orderBy('updated_at').limit(limit).execute();
}

/** What the provider said about a PENDING refund that is not final (PROCESSING, ABNORMAL): kept, and when it was asked. */
export async function notePendingRefund(db: Kysely<Database>, id: string, change: { providerStatus: string; providerRefundId: string | null }, now: number): Promise<void> {
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
export async function failRefund(db: Kysely<Database>, refund: RefundRow, failure: { providerStatus: string; reason: string }, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('refunds')
      .set({ status: 'FAILED', provider_status: failure.providerStatus, failure_reason: failure.reason, completed_at: now, updated_at: now })
      .where('id', '=', refund.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    await addOrderEvent(trx, refund.order_no, 'refund_failed', { refundId: refund.id, outRefundNo: refund.out_refund_no, providerStatus: failure.providerStatus, reason: failure.reason }, now);
    return true;
  });
}
