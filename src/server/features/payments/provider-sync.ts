import type { ProviderFinding } from '../../../contract/order-events.ts';
import { type Provider, type ProviderView } from '../../providers/payment-gateway.ts';
import { addOrderEvent, lastProviderQuery } from '../orders/order-events.repository.ts';
import { listOpenAttempts, type PaymentAttemptRow } from '../orders/payment-attempts.repository.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { settlePayment, type SettlementOutcome } from './payment-settlement.ts';

/** Who asked a provider about an order, for the timeline (a page polling is not recorded: it may ask every few seconds). */
export type QueryBy = 'reconciliation' | 'expiry';

export const foundOf: Record<ProviderView['state'], ProviderFinding> = {
  paid: 'paid',
  unpaid: 'pending',
  closed: 'closed',
  unknown: 'not_found',
  rejected: 'rejected',
};

export const attemptProvider = (attempt: PaymentAttemptRow): Provider => (attempt.provider === 'alipay' ? 'alipay' : 'wechatpay');

/** Applies a provider's view of an attempt; an extra charge found is refunded at once (reconciliation retries). */
export async function settle(
  { db, clock, log, refunds }: Pick<PaymentDeps, 'db' | 'clock' | 'log' | 'refunds'>,
  view: ProviderView,
  orderNo: string,
): Promise<SettlementOutcome | null> {
  if (view.state !== 'paid') return null;
  const outcome = await settlePayment(db, view.payment, clock.now());
  if (outcome.result === 'extra_charge') {
    log.error(
      { orderNo, outTradeNo: view.payment.outTradeNo, transactionId: view.payment.transactionId },
      'payment: an extra charge for a paid order; refunding it in full',
    );
    await refunds.submitExtraChargeRefund(outcome.refund);
  } else if (outcome.result === 'amount_mismatch' || outcome.result === 'unknown_order') {
    log.error({ orderNo, outTradeNo: view.payment.outTradeNo, outcome }, 'payment: a confirmed payment does not match any order as it is');
  }
  return outcome;
}

/** A job's question to a provider and what it found, on the timeline; the same finding again is not repeated. */
export async function noteProviderQuery(
  { db, clock }: Pick<PaymentDeps, 'db' | 'clock'>,
  orderNo: string,
  detail: { provider: Provider; outTradeNo: string; by: QueryBy; found: ProviderFinding },
): Promise<void> {
  const last = await lastProviderQuery(db, orderNo);
  if (last && last.outTradeNo === detail.outTradeNo && last.by === detail.by && last.found === detail.found) return;
  await addOrderEvent(db, orderNo, { type: 'provider_queried', detail: detail }, clock.now());
}

/** Asks the provider about one attempt and applies what it says. True when the attempt's payment is the order's now. */
export async function syncAttempt(deps: PaymentDeps, attempt: PaymentAttemptRow, by?: QueryBy): Promise<boolean> {
  const provider = attemptProvider(attempt);
  let view: ProviderView;
  try {
    view = await deps.gateway.query(provider, attempt.out_trade_no);
  } catch (error) {
    if (by) await noteProviderQuery(deps, attempt.order_no, { provider, outTradeNo: attempt.out_trade_no, by, found: 'error' });
    throw error;
  }
  if (by) await noteProviderQuery(deps, attempt.order_no, { provider, outTradeNo: attempt.out_trade_no, by, found: foundOf[view.state] });
  const outcome = await settle(deps, view, attempt.order_no);
  return outcome?.result === 'applied' || outcome?.result === 'already_applied';
}

/** Asks the provider about every attempt that may be paid; applies a payment found there. True when the order is now paid. */
export async function syncWithProviders(deps: PaymentDeps, orderNo: string, by?: QueryBy): Promise<boolean> {
  let paid = false;
  for (const attempt of await listOpenAttempts(deps.db, orderNo)) {
    if (await syncAttempt(deps, attempt, by)) paid = true;
  }
  return paid;
}
