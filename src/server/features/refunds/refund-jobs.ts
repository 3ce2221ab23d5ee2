import type { RefundDeps } from './refund-deps.ts';
import { findRefund, listPendingRefunds, touchPendingRefund } from './refunds.repository.ts';
import { syncRefund } from './sync-refund.ts';

/** Both providers advise asking about a refund a while after applying for it (WeChat Pay: a minute; Alipay: 10 s). */
export const REFUND_QUERY_AFTER_MS = 60_000;
/** How many refunds one run of the job takes on. */
const JOB_BATCH = 100;

/**
 * Asks the providers about PENDING refunds older than a minute (the longest waiting first), so a lost
 * notification or an unclear answer never leaves a refund unsettled. Safe in several processes at once.
 */
export async function reconcileRefunds(deps: RefundDeps): Promise<number> {
  const { db, clock, log } = deps;
  const pending = await listPendingRefunds(db, clock.now() - REFUND_QUERY_AFTER_MS, JOB_BATCH);
  let settled = 0;
  for (const row of pending) {
    try {
      await syncRefund(deps, row, 'reconciliation');
      if ((await findRefund(db, row.id))?.status !== 'PENDING') settled += 1;
    } catch (error) {
      log.warn({ err: error, outRefundNo: row.out_refund_no }, 'refund: reconciliation could not reach the provider; will retry');
    } finally {
      await touchPendingRefund(db, row.id, clock.now());
    }
  }
  return settled;
}
