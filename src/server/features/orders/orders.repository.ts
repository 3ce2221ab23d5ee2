import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, LearnersTable, OrdersTable } from '../../db/schema.ts';
import { endShortenedBy } from '../catalog/service-period.repository.ts';
import { type ExtraChargeRow, listExtraCharges } from './payment-attempts.repository.ts';

export type OrderRow = Selectable<OrdersTable>;
export type OrderWithLearner = { order: OrderRow; learner: Selectable<LearnersTable>; extraCharges: ExtraChargeRow[] };

/** Inserts the order unless this account already used the idempotency key; either way returns the stored order. */
export async function insertOrderOnce(db: Kysely<Database>, row: Insertable<OrdersTable>): Promise<{ order: OrderRow; created: boolean }> {
  const inserted = await db
    .insertInto('orders')
    .values(row)
    .onConflict((conflict) => conflict.columns(['account_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('account_id', '=', row.account_id)
    .where('idempotency_key', '=', row.idempotency_key)
    .executeTakeFirstOrThrow();
  return { order, created: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 };
}

export async function findOrderByKey(db: Kysely<Database>, accountId: string, idempotencyKey: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** An order of this account with its learner; another account's order is never found. */
export async function findAccountOrder(db: Kysely<Database>, accountId: string, orderNo: string): Promise<OrderWithLearner | undefined> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (!order) return undefined;
  const learner = await db.selectFrom('learners').selectAll().where('id', '=', order.learner_id).executeTakeFirstOrThrow();
  return { order, learner, extraCharges: await listExtraCharges(db, [order.order_no]) };
}

/** An order of this account, as stored; another account's order is never found. */
export function findAccountOrderRow(db: Kysely<Database>, accountId: string, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('account_id', '=', accountId).where('order_no', '=', orderNo).executeTakeFirst();
}

/** The channel a PENDING order is being paid with (what the customer chose last). */
export async function setOrderChannel(db: Kysely<Database>, orderNo: string, channel: string, now: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ channel, updated_at: now })
    .where('order_no', '=', orderNo)
    .where('status', '=', 'PENDING')
    .execute();
}

/** PENDING orders whose payment window has passed, the longest overdue first. */
export async function listOverdueOrderNos(db: Kysely<Database>, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_no')
    .where('status', '=', 'PENDING')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.order_no);
}

/** PENDING orders sent to a provider, the longest untouched first. */
export async function listPendingPaymentOrderNos(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_no')
    .where('status', '=', 'PENDING')
    .where('channel', 'is not', null)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.order_no);
}

/** Newest first; the cursor is the last order of the previous page (created_at, order_no). */
export async function listAccountOrders(
  db: Kysely<Database>,
  accountId: string,
  options: { status?: string; after?: { createdAt: number; orderNo: string }; limit: number },
): Promise<OrderWithLearner[]> {
  let query = db.selectFrom('orders').selectAll().where('account_id', '=', accountId);
  if (options.status) query = query.where('status', '=', options.status);
  const after = options.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('order_no', '<', after.orderNo)])]),
    );
  }
  const orders = await query.orderBy('created_at', 'desc').orderBy('order_no', 'desc').limit(options.limit).execute();
  const learnerIds = [...new Set(orders.map((order) => order.learner_id))];
  const learners = learnerIds.length ? await db.selectFrom('learners').selectAll().where('id', 'in', learnerIds).execute() : [];
  const byId = new Map(learners.map((learner) => [learner.id, learner]));
  const extraCharges = await listExtraCharges(
    db,
    orders.map((order) => order.order_no),
  );
  return orders.flatMap((order) => {
    const learner = byId.get(order.learner_id);
    return learner ? [{ order, learner, extraCharges: extraCharges.filter((charge) => charge.attempt.order_no === order.order_no) }] : [];
  });
}

/** PENDING → CLOSED, only from PENDING: true for the one caller that closed it. */
export async function closePendingOrder(db: Kysely<Database>, orderNo: string, reason: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'CLOSED', closed_at: now, close_reason: reason, updated_at: now })
    .where('order_no', '=', orderNo)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Marks an order paid by one provider transaction, from PENDING or (a payment that arrived after the window
 * closed) from CLOSED with paid_after_close set. Only the first caller changes the row; the unique transaction id
 * keeps one payment from being applied to two orders.
 */
export async function markOrderPaid(
  db: Kysely<Database>,
  order: { orderNo: string; transactionId: string; channel: string; paidAt: number; now: number },
): Promise<{ applied: boolean; afterClose: boolean }> {
  for (const [fromStatus, afterClose] of [
    ['PENDING', false],
    ['CLOSED', true],
  ] as const) {
    const result = await db
      .updateTable('orders')
      .set({
        status: 'PAID',
        paid_at: order.paidAt,
        provider_transaction_id: order.transactionId,
        channel: order.channel,
        paid_after_close: afterClose ? 1 : 0,
        updated_at: order.now,
      })
      .where('order_no', '=', order.orderNo)
      .where('status', '=', fromStatus)
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n) return { applied: true, afterClose };
  }
  return { applied: false, afterClose: false };
}

/**
 * Locks the order's row until commit (PostgreSQL: a row lock; SQLite: the database's write lock) by setting updated_at
 * to itself, so that what the transaction reads next about the order cannot change under it.
 */
export async function lockOrderRow(db: Kysely<Database>, orderNo: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The learner's service end a payment of this order extended to. */
export async function setOrderServiceEnd(db: Kysely<Database>, orderNo: string, endsAt: number): Promise<void> {
  await db.updateTable('orders').set({ service_ends_at: endsAt }).where('order_no', '=', orderNo).execute();
}

export async function findOrderRow(db: Kysely<Database>, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/**
 * Moves the running service ends of a refunded order and of the learner's orders paid after it `days` earlier, by the
 * rule that moves the learner's end (decision 024). An order's service end is where the learner's service reaches with
 * its days: later orders' days were added after this order's, so they move with it; earlier orders keep theirs. Orders
 * are picked by their stored end (`fromEndsAt`: the refunded order's end before this refund), as ends grow in the
 * order payments were applied; ends already past stay. Returns the refunded order's new end, or null when it did not
 * move.
 */
export async function shortenOrderServiceEnds(
  db: Kysely<Database>,
  shift: { orderNo: string; learnerId: string; fromEndsAt: number; days: number; now: number },
): Promise<number | null> {
  const rows = await db
    .updateTable('orders')
    .set({ service_ends_at: endShortenedBy('service_ends_at', shift.days, shift.now), updated_at: shift.now })
    .where('learner_id', '=', shift.learnerId)
    .where('service_ends_at', '>=', shift.fromEndsAt)
    .where('service_ends_at', '>', shift.now)
    .returning(['order_no', 'service_ends_at'])
    .execute();
  const refunded = rows.find((row) => row.order_no === shift.orderNo);
  return refunded && refunded.service_ends_at !== null ? Number(refunded.service_ends_at) : null;
}

/**
 * Adds a settled refund to a PAID order's refunded_fen (REFUNDED once it reaches what was paid), never past what was
 * paid: the order as it is after, or undefined when it does not fit (not PAID, or more than was paid).
 */
export async function addRefundedToOrder(trx: Kysely<Database>, orderNo: string, amountFen: number, now: number) {
  return trx
    .updateTable('orders')
    .set((eb) => ({
      refunded_fen: eb('refunded_fen', '+', amountFen),
      status: sql<string>`case when refunded_fen + ${amountFen} >= amount_fen then 'REFUNDED' else status end`,
      updated_at: now,
    }))
    .where('order_no', '=', orderNo)
    .where('status', '=', 'PAID')
    .where((eb) => eb(eb('refunded_fen', '+', amountFen), '<=', eb.ref('amount_fen')))
    .returning(['order_no', 'status', 'amount_fen', 'refunded_fen', 'learner_id', 'plan_snapshot', 'service_ends_at'])
    .executeTakeFirst();
}
