import { type Kysely, type Selectable, sql } from 'kysely';
import type { AccountsTable, Database, LearnersTable } from '../../db/schema.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { type ExtraChargeRow, listAttempts, listExtraCharges, type PaymentAttemptRow } from '../orders/payment-attempts.repository.ts';

/** An order as the console lists it: with its account's phone, its learner's name and its reviewer's name. */
export type AdminOrderListRow = OrderRow & {
  phone: string;
  learner_name: string;
  reviewer_name: string | null;
  extraCharges: ExtraChargeRow[];
};

export type AdminOrderFilter = {
  orderNo?: string | undefined;
  phone?: string | undefined;
  accountId?: string | undefined;
  /** A learner's id, or part of their name. */
  learner?: string | undefined;
  status?: string | undefined;
  /** created_at in [createdFrom, createdBefore). */
  createdFrom?: number | undefined;
  createdBefore?: number | undefined;
  paidAfterClose?: boolean | undefined;
  reviewed?: boolean | undefined;
  /** any: charged more than once; refund_failed: an extra charge whose newest refund failed. */
  extraCharge?: 'any' | 'refund_failed' | undefined;
  after?: { createdAt: number; orderNo: string } | undefined;
  limit: number;
};

/** `%` and `_` typed by an operator are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Every order matching the filter, newest first (created_at, then order_no), after the cursor. */
export async function searchOrders(db: Kysely<Database>, filter: AdminOrderFilter): Promise<AdminOrderListRow[]> {
  let query = db
    .selectFrom('orders')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .innerJoin('learners', 'learners.id', 'orders.learner_id')
    .leftJoin('operators', 'operators.id', 'orders.reviewed_by')
    .selectAll('orders')
    .select(['accounts.phone as phone', 'learners.name as learner_name', 'operators.name as reviewer_name']);
  if (filter.orderNo !== undefined) query = query.where('orders.order_no', '=', filter.orderNo);
  if (filter.phone !== undefined) query = query.where('accounts.phone', '=', filter.phone);
  if (filter.accountId !== undefined) query = query.where('orders.account_id', '=', filter.accountId);
  const learner = filter.learner;
  if (learner !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('learners.id', '=', learner), sql<boolean>`${sql.ref('learners.name')} like ${likePattern(learner)} escape '\\'`]),
    );
  }
  if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
  if (filter.createdFrom !== undefined) query = query.where('orders.created_at', '>=', filter.createdFrom);
  if (filter.createdBefore !== undefined) query = query.where('orders.created_at', '<', filter.createdBefore);
  if (filter.paidAfterClose !== undefined) query = query.where('orders.paid_after_close', '=', filter.paidAfterClose ? 1 : 0);
  if (filter.reviewed !== undefined) query = query.where('orders.reviewed_at', filter.reviewed ? 'is not' : 'is', null);
  if (filter.extraCharge === 'any') {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('payment_attempts')
          .select('payment_attempts.id')
          .whereRef('payment_attempts.order_no', '=', 'orders.order_no')
          .where('payment_attempts.state', '=', 'EXTRA_CHARGE'),
      ),
    );
  }
  if (filter.extraCharge === 'refund_failed') {
    // A failed refund of an extra charge with none under way or done after it: the money is still the customer's.
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('refunds as failed')
          .select('failed.id')
          .whereRef('failed.order_no', '=', 'orders.order_no')
          .where('failed.extra_charge_attempt_id', 'is not', null)
          .where('failed.status', '=', 'FAILED')
          .where((inner) =>
            inner.not(
              inner.exists(
                inner
                  .selectFrom('refunds as live')
                  .select('live.id')
                  .whereRef('live.extra_charge_attempt_id', '=', 'failed.extra_charge_attempt_id')
                  .where('live.status', 'in', ['PENDING', 'SUCCEEDED']),
              ),
            ),
          ),
      ),
    );
  }
  const after = filter.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('orders.created_at', '<', after.createdAt),
        eb.and([eb('orders.created_at', '=', after.createdAt), eb('orders.order_no', '<', after.orderNo)]),
      ]),
    );
  }
  const rows = await query.orderBy('orders.created_at', 'desc').orderBy('orders.order_no', 'desc').limit(filter.limit).execute();
  const extraCharges = await listExtraCharges(
    db,
    rows.map((row) => row.order_no),
  );
  return rows.map((row) => ({ ...row, extraCharges: extraCharges.filter((charge) => charge.attempt.order_no === row.order_no) }));
}

export type AdminOrderRecord = {
  order: OrderRow;
  attempts: PaymentAttemptRow[];
  extraCharges: ExtraChargeRow[];
  account: Selectable<AccountsTable>;
  learner: Selectable<LearnersTable>;
  reviewerName: string | null;
};

/** One order with its account, learner and reviewer, whoever it belongs to. */
export async function findAdminOrder(db: Kysely<Database>, orderNo: string): Promise<AdminOrderRecord | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!order) return undefined;
  const account = await db.selectFrom('accounts').selectAll().where('id', '=', order.account_id).executeTakeFirstOrThrow();
  const learner = await db.selectFrom('learners').selectAll().where('id', '=', order.learner_id).executeTakeFirstOrThrow();
  const reviewer = order.reviewed_by
    ? await db.selectFrom('operators').select('name').where('id', '=', order.reviewed_by).executeTakeFirst()
    : undefined;
  return {
    order,
    account,
    learner,
    reviewerName: reviewer?.name ?? null,
    attempts: await listAttempts(db, orderNo),
    extraCharges: await listExtraCharges(db, [orderNo]),
  };
}

/** Marks an order paid after it closed as reviewed, once: false when it is not flagged or already reviewed. */
export async function markOrderReviewed(
  db: Kysely<Database>,
  review: { orderNo: string; operatorId: string; note: string; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ reviewed_at: review.now, reviewed_by: review.operatorId, review_note: review.note, updated_at: review.now })
    .where('order_no', '=', review.orderNo)
    .where('paid_after_close', '=', 1)
    .where('reviewed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
