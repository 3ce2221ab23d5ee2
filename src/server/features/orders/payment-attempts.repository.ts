import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentAttemptsTable } from '../../db/schema.ts';
import { newId } from '../../secrets.ts';

export type PaymentAttemptRow = Selectable<PaymentAttemptsTable>;
export type AttemptState = 'OPEN' | 'CLOSED' | 'PAID' | 'EXTRA_CHARGE';

/** At most this many attempts per order (a 15-minute window; the suffix has two digits). */
export const MAX_ATTEMPTS_PER_ORDER = 99;

/** The attempt's out_trade_no: the order number, P and the attempt's number (BX…P01): 27 characters, within both providers' 32. */
export const attemptOutTradeNo = (orderNo: string, sequence: number) => `${orderNo}P${String(sequence).padStart(2, '0')}`;

/**
 * Takes the order's payment lease: one pay request or close at a time per order, across processes and without Redis
 * (a conditional update of the order's row). Only a PENDING order can be leased. True for the one caller that got it;
 * a lease runs out by itself after `leaseMs` (a process that died holding it).
 */
export async function leaseOrderPayment(
  db: Kysely<Database>,
  lease: { orderNo: string; lockId: string; now: number; leaseMs: number },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ payment_lock_id: lease.lockId, payment_lock_until: lease.now + lease.leaseMs })
    .where('order_no', '=', lease.orderNo)
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('payment_lock_until', 'is', null), eb('payment_lock_until', '<=', lease.now)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Extends the lease the caller holds before a step that must not run twice at once (opening a transaction at a
 * provider): false when it ran out and someone else may hold the order now.
 */
export async function renewOrderPayment(
  db: Kysely<Database>,
  lease: { orderNo: string; lockId: string; now: number; leaseMs: number },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ payment_lock_until: lease.now + lease.leaseMs })
    .where('order_no', '=', lease.orderNo)
    .where('payment_lock_id', '=', lease.lockId)
    .where('payment_lock_until', '>', lease.now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Gives the lease back (only the holder's own; the order may have been paid or closed meanwhile). */
export async function releaseOrderPayment(db: Kysely<Database>, orderNo: string, lockId: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_lock_id: null, payment_lock_until: null })
    .where('order_no', '=', orderNo)
    .where('payment_lock_id', '=', lockId)
    .execute();
}

/** A new OPEN attempt, numbered after the order's others (the caller holds the order's lease). */
export async function insertAttempt(
  db: Kysely<Database>,
  attempt: { orderNo: string; provider: string; channel: string; now: number },
): Promise<PaymentAttemptRow | null> {
  const { count } = await db
    .selectFrom('payment_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('order_no', '=', attempt.orderNo)
    .executeTakeFirstOrThrow();
  const sequence = Number(count) + 1;
  if (sequence > MAX_ATTEMPTS_PER_ORDER) return null;
  const row: PaymentAttemptRow = {
    id: newId(),
    order_no: attempt.orderNo,
    out_trade_no: attemptOutTradeNo(attempt.orderNo, sequence),
    provider: attempt.provider,
    channel: attempt.channel,
    state: 'OPEN',
    transaction_id: null,
    paid_fen: null,
    opened_at: attempt.now,
    closed_at: null,
    paid_at: null,
    verified_at: null,
    updated_at: attempt.now,
  };
  await db.insertInto('payment_attempts').values(row).execute();
  return row;
}

export function findAttempt(db: Kysely<Database>, provider: string, outTradeNo: string): Promise<PaymentAttemptRow | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('provider', '=', provider)
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirst();
}

export function findAttemptById(db: Kysely<Database>, id: string): Promise<PaymentAttemptRow | undefined> {
  return db.selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order's attempts, oldest first. */
export function listAttempts(db: Kysely<Database>, orderNo: string): Promise<PaymentAttemptRow[]> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_no', '=', orderNo)
    .orderBy('opened_at')
    .orderBy('out_trade_no')
    .execute();
}

/** The order's attempts that may still be paid at their provider, oldest first. */
export function listOpenAttempts(db: Kysely<Database>, orderNo: string): Promise<PaymentAttemptRow[]> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('state', '=', 'OPEN')
    .orderBy('opened_at')
    .orderBy('out_trade_no')
    .execute();
}

/** The attempt whose payment is the order's (legacy orders: the one recorded from its transaction). */
export function findPaidAttempt(db: Kysely<Database>, orderNo: string): Promise<PaymentAttemptRow | undefined> {
  return db.selectFrom('payment_attempts').selectAll().where('order_no', '=', orderNo).where('state', '=', 'PAID').executeTakeFirst();
}

/** OPEN → CLOSED: closed at its provider, unpaid. */
export async function markAttemptClosed(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ state: 'CLOSED', closed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'OPEN')
    .execute();
}

/** OPEN or CLOSED → PAID or EXTRA_CHARGE with the provider's payment: true for the one caller that changed it. */
export async function markAttemptPaid(
  db: Kysely<Database>,
  paid: { id: string; state: 'PAID' | 'EXTRA_CHARGE'; transactionId: string; amountFen: number; paidAt: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_attempts')
    .set({ state: paid.state, transaction_id: paid.transactionId, paid_fen: paid.amountFen, paid_at: paid.paidAt, updated_at: paid.now })
    .where('id', '=', paid.id)
    .where('state', 'in', ['OPEN', 'CLOSED'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks an attempt the jobs are still asking about (OPEN, or CLOSED and unverified) as just looked at, so they turn to the others first. */
export async function touchAttempt(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db.updateTable('payment_attempts').set({ updated_at: now }).where('id', '=', id).where('state', 'in', ['OPEN', 'CLOSED']).execute();
}

/**
 * OPEN attempts of orders that are no longer PENDING (paid another way, closed), longest untouched first: each may
 * still be paid at its provider, so the job closes it there (and finds an extra charge if it was paid).
 */
export function listStrayAttempts(db: Kysely<Database>, before: number, limit: number): Promise<PaymentAttemptRow[]> {
  return db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.order_no', 'payment_attempts.order_no')
    .selectAll('payment_attempts')
    .where('payment_attempts.state', '=', 'OPEN')
    .where('orders.status', '!=', 'PENDING')
    .where('payment_attempts.updated_at', '<=', before)
    .orderBy('payment_attempts.updated_at')
    .limit(limit)
    .execute();
}

/**
 * CLOSED attempts not yet asked again since their order's payment window ended `marginMs` ago (the providers take no
 * money after it): a close that did not hold, and whose notification was lost, is found this way.
 */
export function listUnverifiedClosedAttempts(
  db: Kysely<Database>,
  now: number,
  marginMs: number,
  limit: number,
): Promise<PaymentAttemptRow[]> {
  return db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.order_no', 'payment_attempts.order_no')
    .selectAll('payment_attempts')
    .where('payment_attempts.state', '=', 'CLOSED')
    .where('payment_attempts.verified_at', 'is', null)
    .where('orders.expires_at', '<=', now - marginMs)
    .orderBy('payment_attempts.updated_at')
    .limit(limit)
    .execute();
}

/** A CLOSED attempt the provider confirmed unpaid after the window: not asked again. */
export async function markAttemptVerified(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ verified_at: now, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'CLOSED')
    .execute();
}

/** An extra charge with the state of its refund (the current one, when a failed one was retried). */
export type ExtraChargeRow = {
  attempt: PaymentAttemptRow;
  refund: { id: string; status: string; outRefundNo: string; failureReason: string | null; createdAt: number } | null;
};

/** The extra charges of these orders, oldest first, each with its newest refund. */
export async function listExtraCharges(db: Kysely<Database>, orderNos: string[]): Promise<ExtraChargeRow[]> {
  if (orderNos.length === 0) return [];
  const attempts = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_no', 'in', orderNos)
    .where('state', '=', 'EXTRA_CHARGE')
    .orderBy('paid_at')
    .orderBy('out_trade_no')
    .execute();
  if (attempts.length === 0) return [];
  const refunds = await db
    .selectFrom('refunds')
    .select(['id', 'status', 'out_refund_no', 'failure_reason', 'created_at', 'extra_charge_attempt_id'])
    .where(
      'extra_charge_attempt_id',
      'in',
      attempts.map((attempt) => attempt.id),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // The one under way or done when there is one (at most one: a unique index), else the last that failed.
  const newest = new Map<string | null, (typeof refunds)[number]>();
  for (const refund of refunds) {
    if (newest.get(refund.extra_charge_attempt_id)?.status !== 'FAILED' && newest.has(refund.extra_charge_attempt_id)) continue;
    newest.set(refund.extra_charge_attempt_id, refund);
  }
  return attempts.map((attempt) => {
    const refund = newest.get(attempt.id);
    return {
      attempt,
      refund: refund
        ? {
            id: refund.id,
            status: refund.status,
            outRefundNo: refund.out_refund_no,
            failureReason: refund.failure_reason,
            createdAt: refund.created_at,
          }
        : null,
    };
  });
}
