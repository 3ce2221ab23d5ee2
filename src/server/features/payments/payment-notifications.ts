import { ORDER_NO_PATTERN } from '../../../contract/orders.ts';
import type { NotificationOutcome } from '../../../contract/order-events.ts';
import type { NotificationResult, Provider, ProviderView } from '../../providers/payment-gateway.ts';
import { newOrderEventId, noteNotification } from '../orders/order-events.repository.ts';
import { findAttempt } from '../orders/payment-attempts.repository.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { settle } from './provider-sync.ts';

/** A WeChat Pay payment notification: verified on its raw body, then applied; a refused one is noted on its order. */
export async function handleWechatNotification(
  deps: PaymentDeps,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<NotificationResult> {
  const { db, gateway, clock, log } = deps;
  let view: ProviderView & { outTradeNo: string };
  try {
    view = gateway.openWechatNotification(headers, rawBody);
  } catch (error) {
    log.warn({ err: error }, 'payment: WeChat Pay notification refused');
    const outTradeNo = gateway.refusedWechatNotificationOutTradeNo(rawBody);
    const attempt = outTradeNo ? await findAttempt(db, 'wechatpay', outTradeNo) : undefined;
    if (attempt)
      await noteNotification(db, attempt.order_no, { provider: 'wechatpay', kind: 'payment', outcome: 'bad_signature' }, clock.now());
    return { status: 'bad_signature', detail: (error as Error).message };
  }
  return applyNotification(deps, view, 'wechatpay');
}

/** An Alipay payment notification: its signature checked, then applied; a refused one is noted on its order. */
export async function handleAlipayNotification(deps: PaymentDeps, params: Record<string, string>): Promise<NotificationResult> {
  const { db, gateway, clock, log } = deps;
  const view = gateway.openAlipayNotification(params);
  if (!view) {
    log.warn({ outTradeNo: params.out_trade_no }, 'payment: Alipay notification refused (signature)');
    const outTradeNo = params.out_trade_no ?? '';
    const attempt = ORDER_NO_PATTERN.test(outTradeNo) ? await findAttempt(db, 'alipay', outTradeNo) : undefined;
    if (attempt)
      await noteNotification(db, attempt.order_no, { provider: 'alipay', kind: 'payment', outcome: 'bad_signature' }, clock.now());
    return { status: 'bad_signature' };
  }
  return applyNotification(deps, view, 'alipay');
}

/** Applies a verified notification to its attempt's order and records it, with its outcome, on the order's timeline. */
async function applyNotification(
  deps: PaymentDeps,
  view: ProviderView & { outTradeNo: string },
  provider: Provider,
): Promise<NotificationResult> {
  const { db, clock, log } = deps;
  const receivedAt = clock.now();
  const eventId = newOrderEventId(receivedAt);
  const attempt = await findAttempt(db, provider, view.outTradeNo);
  if (!attempt) {
    log.error({ provider, outTradeNo: view.outTradeNo }, 'payment: verified notification for a transaction this app did not open');
    return { status: 'rejected', detail: 'unknown order' };
  }
  const orderNo = attempt.order_no;
  const said =
    view.state === 'paid'
      ? { outTradeNo: view.outTradeNo, transactionId: view.payment.transactionId, amountFen: view.payment.amountFen }
      : { outTradeNo: view.outTradeNo, state: view.state };
  const note = (outcome: NotificationOutcome, extra: { reason?: string; expectedFen?: number } = {}) =>
    noteNotification(db, orderNo, { provider, kind: 'payment', outcome, ...said, ...extra }, receivedAt, eventId);
  if (view.state === 'rejected') {
    log.error({ orderNo, reason: view.reason }, 'payment: verified notification is not for this merchant');
    await note('rejected', { reason: view.reason });
    return { status: 'rejected', detail: view.reason };
  }
  const outcome = await settle(deps, view, orderNo);
  if (!outcome) {
    await note('ignored');
    return { status: 'ignored' };
  }
  if (outcome.result === 'amount_mismatch') {
    await note('amount_mismatch', { expectedFen: outcome.expectedFen });
    return { status: 'rejected', detail: 'amount does not match the order' };
  }
  if (outcome.result === 'unknown_order') return { status: 'rejected', detail: 'unknown order' };
  // An extra charge is taken in (it is ours to refund): the provider must stop sending it.
  const applied = outcome.result === 'applied' || outcome.result === 'extra_charge';
  await note(outcome.result === 'extra_charge' ? 'extra_charge' : applied ? 'applied' : 'ignored');
  return { status: applied ? 'applied' : 'ignored' };
}
