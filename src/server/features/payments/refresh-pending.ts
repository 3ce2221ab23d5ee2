import type { OrderRow } from '../orders/orders.repository.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { syncWithProviders } from './provider-sync.ts';

/** A page that polls a PENDING order asks the provider at most this often per order. */
export const PROVIDER_QUERY_INTERVAL_MS = 5_000;
/** How long a page's read of a PENDING order waits for that question; then it gets the order as stored. */
export const PAGE_QUERY_WAIT_MS = 3_000;

/**
 * For a page polling a PENDING order: asks the providers (at most every few seconds per order), waiting up to
 * PAGE_QUERY_WAIT_MS for the answer. A slow provider's answer still lands (the page's next poll sees it).
 */
export async function refreshPending(deps: PaymentDeps, order: Pick<OrderRow, 'order_no' | 'status' | 'channel'>): Promise<void> {
  if (order.status !== 'PENDING' || order.channel === null) return;
  const asked = (async () => {
    try {
      const window = await deps.limiter.hit(`payquery:${order.order_no}`, PROVIDER_QUERY_INTERVAL_MS);
      if (window.count > 1) return;
      await syncWithProviders(deps, order.order_no);
    } catch (error) {
      // The page still gets the order as stored (also while Redis cannot count the queries: then none is made);
      // the reconciliation job tries again.
      deps.log.warn({ err: error, orderNo: order.order_no }, 'payment: provider query failed');
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([asked, new Promise((resolve) => (timer = setTimeout(resolve, PAGE_QUERY_WAIT_MS)))]);
  clearTimeout(timer);
}
