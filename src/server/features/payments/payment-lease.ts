import { newId } from '../../secrets.ts';
import { findOrderRow } from '../orders/orders.repository.ts';
import { leaseOrderPayment, releaseOrderPayment, renewOrderPayment } from '../orders/payment-attempts.repository.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * How long a pay request or a close may hold the order's lease (decision 025): longer than the provider calls it makes
 * (10 s time-outs each); a process that died holding it frees the order after this.
 */
const PAYMENT_LEASE_MS = 60_000;

/**
 * Runs `work` holding the order's payment lease (one pay request or close at a time per order, across processes);
 * `busy` when someone else holds it, `not_pending` when the order is no longer PENDING.
 */
export async function withOrderLease<T>(
  { db, clock, log }: Pick<PaymentDeps, 'db' | 'clock' | 'log'>,
  orderNo: string,
  work: (lockId: string) => Promise<T>,
): Promise<T | 'busy' | 'not_pending'> {
  const lockId = newId();
  if (!(await leaseOrderPayment(db, { orderNo, lockId, now: clock.now(), leaseMs: PAYMENT_LEASE_MS }))) {
    const order = await findOrderRow(db, orderNo);
    return order?.status === 'PENDING' ? 'busy' : 'not_pending';
  }
  try {
    return await work(lockId);
  } finally {
    await releaseOrderPayment(db, orderNo, lockId).catch((error: unknown) =>
      log.warn({ err: error, orderNo }, 'payment: could not release the order lease; it runs out by itself'),
    );
  }
}

/** Extends the lease `lockId` holds, from `now`; false when it is no longer ours (it ran out, or another holds it). */
export function renewOrderLease({ db }: Pick<PaymentDeps, 'db'>, orderNo: string, lockId: string, now: number): Promise<boolean> {
  return renewOrderPayment(db, { orderNo, lockId, now, leaseMs: PAYMENT_LEASE_MS });
}
