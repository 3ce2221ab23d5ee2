import { isDatabaseUnavailable } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { addOrderEvent } from '../orders/order-events.repository.ts';
import { closePendingOrder, findAccountOrderRow, findOrderRow } from '../orders/orders.repository.ts';
import { listOpenAttempts, markAttemptClosed, type PaymentAttemptRow } from '../orders/payment-attempts.repository.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { withOrderLease } from './payment-lease.ts';
import { attemptProvider, syncAttempt } from './provider-sync.ts';

/** Why an attempt was closed at its provider: another channel chosen, the order expired or cancelled, or already settled otherwise. */
export type CloseReason = 'switched' | 'expired' | 'cancelled' | 'settled';

/**
 * Closes an attempt at its provider so that its cashier can no longer take money; a payment it took meanwhile is
 * applied instead ('paid': the order's payment, or an extra charge that is refunded). Throws when the provider
 * cannot be reached, leaving the attempt OPEN.
 */
export async function closeAttempt(deps: PaymentDeps, attempt: PaymentAttemptRow, reason: CloseReason): Promise<'closed' | 'paid'> {
  const { db, gateway, clock } = deps;
  const provider = attemptProvider(attempt);
  if ((await gateway.close(provider, attempt.out_trade_no)) === 'paid') {
    await syncAttempt(deps, attempt, reason === 'expired' ? 'expiry' : reason === 'settled' ? 'reconciliation' : undefined);
    return 'paid';
  }
  const now = clock.now();
  await markAttemptClosed(db, attempt.id, now);
  await addOrderEvent(
    db,
    attempt.order_no,
    { type: 'provider_closed', detail: { provider, outTradeNo: attempt.out_trade_no, reason } },
    now,
  );
  return 'closed';
}

/**
 * Closes a PENDING order: first every attempt at its provider (a payment found there is applied instead), then here.
 * Throws when a provider cannot be reached, leaving the order PENDING for the next try.
 */
export async function closeOrder(
  deps: PaymentDeps,
  orderNo: string,
  reason: 'cancelled' | 'expired',
): Promise<'closed' | 'paid' | 'not_pending' | 'closing'> {
  const { db, clock } = deps;
  const result = await withOrderLease(deps, orderNo, async () => {
    // Read under the lease: whoever held it before may have closed the order already.
    const order = await findOrderRow(db, orderNo);
    if (!order || order.status !== 'PENDING') return 'not_pending' as const;
    let paid = false;
    // Every attempt is closed, also after one turns out paid: none may take money a second time.
    for (const attempt of await listOpenAttempts(db, orderNo)) {
      if ((await closeAttempt(deps, attempt, reason)) === 'paid') paid = true;
    }
    if (paid && (await findOrderRow(db, orderNo))?.status !== 'PENDING') return 'paid' as const;
    const now = clock.now();
    const closed = await db.transaction().execute(async (trx) => {
      const done = await closePendingOrder(trx, orderNo, reason, now);
      if (done) await addOrderEvent(trx, orderNo, { type: 'closed', detail: { reason } }, now);
      return done;
    });
    return closed ? ('closed' as const) : ('not_pending' as const);
  });
  return result === 'busy' ? 'closing' : result;
}

/** The user cancels: closed at the provider too; a payment that already happened wins. */
export async function cancelOrder(deps: PaymentDeps, accountId: string, orderNo: string): Promise<void> {
  const order = await findAccountOrderRow(deps.db, accountId, orderNo);
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
  let result: Awaited<ReturnType<typeof closeOrder>>;
  try {
    result = await closeOrder(deps, orderNo, 'cancelled');
  } catch (error) {
    // Ours to say (the database is out of reach: 503), not the provider's.
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    deps.log.error({ err: error, orderNo }, 'payment: could not close the order at the provider');
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR');
  }
  // Another request holds the order (the expiry job closing it, a pay request): it may still leave the order PENDING.
  if (result === 'closing') throw new AppError(409, 'ORDER_BUSY');
  if (result !== 'closed') throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
}
