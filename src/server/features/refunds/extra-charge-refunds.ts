import type { Refund } from '../../../contract/refunds.ts';
import { AppError } from '../../errors.ts';
import { currentRefund } from './read-refunds.ts';
import type { RefundDeps } from './refund-deps.ts';
import { reserveExtraChargeRetry } from './extra-charge-refunds.repository.ts';
import type { RefundRow } from './refunds.repository.ts';
import { submitRefund } from './sync-refund.ts';

/** Sends the refund of an extra charge reserved by the settlement; an unclear answer is left to reconciliation. */
export async function submitExtraChargeRefund(deps: RefundDeps, row: RefundRow): Promise<void> {
  try {
    await submitRefund(deps, row, row.amount_fen);
  } catch (error) {
    deps.log.warn(
      { err: error, orderNo: row.order_no, outRefundNo: row.out_refund_no },
      'refund: the extra charge refund got no clear answer; reconciliation will ask',
    );
  }
}

/** An operator sends a failed extra-charge refund again (a new refund number); 409 unless every earlier one failed. */
export async function retryExtraChargeRefund(
  deps: RefundDeps,
  orderNo: string,
  attemptId: string,
  actor: { operatorId: string; requestId: string | null },
): Promise<Refund> {
  const { db, clock, log } = deps;
  const retry = await reserveExtraChargeRetry(db, { orderNo, attemptId, ...actor, now: clock.now() });
  if (retry.result === 'not_found') throw new AppError(404, 'EXTRA_CHARGE_NOT_FOUND');
  if (retry.result === 'not_failed') throw new AppError(409, 'EXTRA_CHARGE_REFUND_NOT_FAILED');
  try {
    await submitRefund(deps, retry.refund, retry.refund.amount_fen);
  } catch (error) {
    log.warn(
      { err: error, orderNo, outRefundNo: retry.refund.out_refund_no },
      'refund: the provider did not answer clearly; reconciliation will ask it',
    );
  }
  return currentRefund(db, retry.refund.id);
}
