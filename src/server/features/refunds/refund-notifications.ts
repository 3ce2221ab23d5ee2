import type { NotificationOutcome } from '../../../contract/order-events.ts';
import type { NotificationResult, PaymentGateway } from '../../providers/payment-gateway.ts';
import { addOrderEvent, newOrderEventId, noteNotification } from '../orders/order-events.repository.ts';
import { findAttempt } from '../orders/payment-attempts.repository.ts';
import { applyRefundView } from './apply-refund-view.ts';
import type { RefundDeps } from './refund-deps.ts';
import { findRefundByOutRefundNo } from './refunds.repository.ts';

/**
 * A WeChat Pay refund notification, verified on its raw body like a payment notification (serial, timestamp
 * window, signature, decryption, then mchid), applied at most once and acknowledged only after it is committed.
 */
export async function handleWechatRefundNotification(
  deps: Pick<RefundDeps, 'db' | 'gateway' | 'clock' | 'log'>,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<NotificationResult> {
  const { db, gateway, clock, log } = deps;
  let view: ReturnType<PaymentGateway['openWechatRefundNotification']>;
  try {
    view = gateway.openWechatRefundNotification(headers, rawBody);
  } catch (error) {
    log.warn({ err: error }, 'refund: WeChat Pay refund notification refused');
    const outTradeNo = gateway.refusedWechatNotificationOutTradeNo(rawBody);
    const orderNo = outTradeNo ? (await findAttempt(db, 'wechatpay', outTradeNo))?.order_no : undefined;
    if (orderNo) await noteNotification(db, orderNo, { provider: 'wechatpay', kind: 'refund', outcome: 'bad_signature' }, clock.now());
    return { status: 'bad_signature', detail: (error as Error).message };
  }
  // On the order's timeline with its verification result (taken now, so it sorts before what it led to).
  const orderNo = (await findAttempt(db, 'wechatpay', view.outTradeNo))?.order_no ?? '';
  const receivedAt = clock.now();
  const eventId = newOrderEventId(receivedAt);
  const said = {
    outRefundNo: view.outRefundNo,
    state: view.state,
    ...('amountFen' in view && view.amountFen !== undefined ? { amountFen: view.amountFen } : {}),
  };
  const note = (outcome: NotificationOutcome, extra: { reason?: string } = {}) =>
    noteNotification(db, orderNo, { provider: 'wechatpay', kind: 'refund', outcome, ...said, ...extra }, receivedAt, eventId);
  if (view.state === 'rejected') {
    log.error(
      { outTradeNo: view.outTradeNo, outRefundNo: view.outRefundNo, reason: view.reason },
      'refund: verified refund notification is not for this merchant',
    );
    await note('rejected', { reason: view.reason });
    return { status: 'rejected', detail: view.reason };
  }
  const row = await findRefundByOutRefundNo(db, view.outRefundNo);
  if (!row || row.out_trade_no !== view.outTradeNo || row.provider !== 'wechatpay') {
    // Not a refund this app asked for (one made by hand in the merchant platform): kept on record, not applied.
    if (await note('ignored', { reason: 'unknown refund' })) {
      await addOrderEvent(
        db,
        orderNo,
        { type: 'refund_unrecognized', detail: { outRefundNo: view.outRefundNo, state: view.state } },
        clock.now(),
      );
    }
    log.error(
      { outTradeNo: view.outTradeNo, outRefundNo: view.outRefundNo },
      'refund: a refund notification for a refund this app did not ask for',
    );
    return { status: 'ignored', detail: 'unknown refund' };
  }
  const outcome = await applyRefundView(deps, row, view, 'notification');
  if (outcome?.result === 'amount_mismatch') {
    await note('amount_mismatch');
    return { status: 'rejected', detail: 'amount does not match the refund' };
  }
  const applied = outcome?.result === 'applied' || outcome?.result === 'applied_extra_charge';
  await note(applied ? 'applied' : 'ignored');
  return { status: applied ? 'applied' : 'ignored' };
}
