import { type Order, type OrderStatus, orderStatusLabels } from '../../../contract/orders.ts';

/** Poll every 2 s at first, every 5 s after 30 s, and give up after 3 minutes (the user can ask again). */
export const FAST_POLL_MS = 2_000;
export const SLOW_POLL_MS = 5_000;
export const SLOW_DOWN_AFTER_MS = 30_000;
export const GIVE_UP_AFTER_MS = 3 * 60_000;

const finalStatuses: ReadonlySet<OrderStatus> = new Set(['PAID', 'CLOSED', 'REFUNDED']);

/** A PENDING order can be paid until its 15-minute window ends. */
export const isPayable = (order: Order, now: number): boolean => order.status === 'PENDING' && now < Date.parse(order.expiresAt);

/** The status a person expects to read: a pending order whose window has passed is no longer 待支付. */
export const orderStatusText = (order: Order, now: number): string =>
  order.status === 'PENDING' && !isPayable(order, now) ? '已超时' : orderStatusLabels[order.status];

/**
 * How long the result page waits before asking the server again. A PENDING order past its window is still asked
 * about: a payment made at the last moment may yet be confirmed by the provider.
 */
export function pollIntervalFor(order: Order | undefined, waitedMs: number): number | false {
  if (order && finalStatuses.has(order.status)) return false;
  if (waitedMs >= GIVE_UP_AFTER_MS) return false;
  return waitedMs >= SLOW_DOWN_AFTER_MS ? SLOW_POLL_MS : FAST_POLL_MS;
}

export type ResultView =
  | { kind: 'paid' }
  | { kind: 'refunded' }
  /** Closed, or pending past its payment window; `canRebuy` unless a late payment is already being reviewed. */
  | { kind: 'closed'; reason: 'closed' | 'expired'; canRebuy: boolean }
  /** `canRepay` while the window is open; `checking` while the page still polls. */
  | { kind: 'pending'; canRepay: boolean; checking: boolean };

/** What the result page shows for the order as the server reported it. */
export function resultViewOf(order: Order, now: number, waitedMs: number): ResultView {
  switch (order.status) {
    case 'PAID':
      return { kind: 'paid' };
    case 'REFUNDED':
      return { kind: 'refunded' };
    case 'CLOSED':
      return { kind: 'closed', reason: 'closed', canRebuy: !order.paidAfterClose };
    case 'PENDING':
      if (!isPayable(order, now)) return { kind: 'closed', reason: 'expired', canRebuy: true };
      return { kind: 'pending', canRepay: true, checking: waitedMs < GIVE_UP_AFTER_MS };
  }
}
