import { listOverdueOrderNos, listPendingPaymentOrderNos } from '../orders/orders.repository.ts';
import {
  listStrayAttempts,
  listUnverifiedClosedAttempts,
  markAttemptVerified,
  touchAttempt,
} from '../orders/payment-attempts.repository.ts';
import { closeAttempt, closeOrder } from './close-order.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { attemptProvider, foundOf, noteProviderQuery, settle, syncWithProviders } from './provider-sync.ts';

/** How many orders or attempts one run of a job takes on. */
const JOB_BATCH = 100;
/** Closed attempts are asked about again this long after their order's payment window (clocks differ a little). */
const VERIFY_AFTER_WINDOW_MS = 5 * 60_000;

/** Closes PENDING orders whose payment window has passed (at the provider first). Safe in several processes. */
export async function expireOverdue(deps: PaymentDeps): Promise<number> {
  let closed = 0;
  for (const order_no of await listOverdueOrderNos(deps.db, deps.clock.now(), JOB_BATCH)) {
    try {
      if ((await closeOrder(deps, order_no, 'expired')) === 'closed') closed += 1;
    } catch (error) {
      deps.log.warn(
        { err: error, orderNo: order_no },
        'payment: expiry could not close the order (provider, database or Redis out of reach); will retry',
      );
    }
  }
  return closed;
}

/** Asks the providers about PENDING orders that went to one, so a lost notification never leaves one unpaid. */
export async function reconcilePending(deps: PaymentDeps): Promise<number> {
  let paid = 0;
  for (const order_no of await listPendingPaymentOrderNos(deps.db, JOB_BATCH)) {
    try {
      if (await syncWithProviders(deps, order_no, 'reconciliation')) paid += 1;
    } catch (error) {
      deps.log.warn({ err: error, orderNo: order_no }, 'payment: reconciliation could not ask the provider about the order; will retry');
    }
  }
  return paid;
}

/**
 * Closes at their providers the attempts still OPEN on orders that are no longer PENDING (paid another way, or
 * attempts from before they had a table): a payment one took meanwhile is an extra charge, refunded at once.
 */
export async function closeStrayAttempts(deps: PaymentDeps): Promise<number> {
  const { db, clock, log } = deps;
  let handled = 0;
  for (const attempt of await listStrayAttempts(db, clock.now(), JOB_BATCH)) {
    try {
      await closeAttempt(deps, attempt, 'settled');
      handled += 1;
    } catch (error) {
      log.warn(
        { err: error, orderNo: attempt.order_no, outTradeNo: attempt.out_trade_no },
        'payment: could not close a stray attempt at its provider; will retry',
      );
    } finally {
      // One the provider calls paid but whose payment changed nothing here (refunded by hand, another amount)
      // stays OPEN for a person: it goes to the back of the queue instead of being first every time.
      await touchAttempt(db, attempt.id, clock.now());
    }
  }
  return handled;
}

/**
 * Asks the providers once more about CLOSED attempts whose order's payment window is over (they take no money after
 * it): a close that did not hold and whose notification was lost is found and applied — the order's payment, or an
 * extra charge refunded. Those found unpaid are not asked again.
 */
export async function verifyClosedAttempts(deps: PaymentDeps): Promise<number> {
  const { db, gateway, clock, log } = deps;
  let found = 0;
  for (const attempt of await listUnverifiedClosedAttempts(db, clock.now(), VERIFY_AFTER_WINDOW_MS, JOB_BATCH)) {
    const provider = attemptProvider(attempt);
    try {
      const view = await gateway.query(provider, attempt.out_trade_no);
      await noteProviderQuery(deps, attempt.order_no, {
        provider,
        outTradeNo: attempt.out_trade_no,
        by: 'reconciliation',
        found: foundOf[view.state],
      });
      if (view.state === 'paid') {
        await settle(deps, view, attempt.order_no);
        found += 1;
      }
      if (view.state === 'unpaid' || view.state === 'closed' || view.state === 'unknown')
        await markAttemptVerified(db, attempt.id, clock.now());
    } catch (error) {
      log.warn(
        { err: error, orderNo: attempt.order_no, outTradeNo: attempt.out_trade_no },
        'payment: could not ask the provider about a closed attempt; will retry',
      );
    } finally {
      await touchAttempt(db, attempt.id, clock.now());
    }
  }
  return found;
}
