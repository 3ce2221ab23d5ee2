import type { NotificationResult } from '../../providers/payment-gateway.ts';
import { retryExtraChargeRefund, submitExtraChargeRefund } from './extra-charge-refunds.ts';
import { extraChargeRefundsOf, refundsOf } from './read-refunds.ts';
import type { RefundDeps } from './refund-deps.ts';
import { reconcileRefunds } from './refund-jobs.ts';
import { handleWechatRefundNotification } from './refund-notifications.ts';
import type { RefundRow } from './refunds.repository.ts';
import { type RefundInput, requestRefund } from './request-refund.ts';

/**
 * Refunds of PAID orders through the provider they were paid with. A refund is reserved (checked against what is
 * left, under the order's row lock) and committed as PENDING before the provider is asked; the provider's answer, its
 * notification or our query then settles it once. An unclear answer leaves it PENDING for the reconciliation job,
 * which asks the provider and sends a refund the provider never got again, under the same refund number.
 *
 * These are the refund functions bound to their dependencies (app.refunds): asking for one (request-refund), the
 * extra charges' (extra-charge-refunds), asking the provider (sync-refund, apply-refund-view), WeChat Pay's
 * notifications (refund-notifications), the reconciliation job (refund-jobs) and reading them (read-refunds).
 */
export function createRefunds(deps: RefundDeps) {
  return {
    refund: (input: RefundInput) => requestRefund(deps, input),
    submitExtraChargeRefund: (row: RefundRow) => submitExtraChargeRefund(deps, row),
    retryExtraChargeRefund: (orderNo: string, attemptId: string, actor: { operatorId: string; requestId: string | null }) =>
      retryExtraChargeRefund(deps, orderNo, attemptId, actor),
    extraChargeRefundsOf: (orderNo: string) => extraChargeRefundsOf(deps.db, orderNo),
    refundsOf: (orderNo: string) => refundsOf(deps.db, orderNo),
    handleWechatRefundNotification: (
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ): Promise<NotificationResult> => handleWechatRefundNotification(deps, headers, rawBody),
    reconcileRefunds: () => reconcileRefunds(deps),
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
