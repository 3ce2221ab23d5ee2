import { responseMessage, signMessage } from '../../wechatpay/wechatpay-crypto.ts';
import { type Notifier, WECHATPAY_RETRY_SCHEDULE_MS } from '../notifier.ts';
import { refundNotification, successNotification } from './wechatpay-sim-messages.ts';
import type { WechatPaySimulatorOptions } from './wechatpay-sim-options.ts';
import { type SimulatedTransaction, succeedRefund, type WechatSimulatorStore } from './wechatpay-sim-state.ts';

/** How the simulator reaches the merchant: its store, the notifier that retries on WeChat Pay's schedule, a fetch. */
export type WechatPaySimulatorDeps = { store: WechatSimulatorStore; notifier: Notifier; fetch: typeof fetch };

/**
 * Posts a notification to the merchant: as signed, or (`forged`) with a signature over other bytes, which the
 * merchant must refuse. True when the merchant acknowledged it (200 or 204).
 */
async function post(
  options: WechatPaySimulatorOptions,
  deps: WechatPaySimulatorDeps,
  url: string,
  { body, headers }: { body: string; headers: Record<'Wechatpay-Timestamp' | 'Wechatpay-Nonce' | 'Wechatpay-Signature', string> },
  forged: boolean,
): Promise<boolean> {
  const signature = forged
    ? signMessage(responseMessage(headers['Wechatpay-Timestamp'], headers['Wechatpay-Nonce'], `${body} `), options.platformPrivateKey)
    : headers['Wechatpay-Signature'];
  const response = await deps.fetch(url, {
    method: 'POST',
    headers: { ...headers, 'Wechatpay-Signature': signature },
    body,
  });
  return response.status === 200 || response.status === 204;
}

/** Sends the TRANSACTION.SUCCESS notification on WeChat Pay's schedule until the app answers 200/204. */
export function notifyPaid(options: WechatPaySimulatorOptions, deps: WechatPaySimulatorDeps, transaction: SimulatedTransaction): void {
  const send = (forged: boolean) => post(options, deps, transaction.notifyUrl, successNotification(options, transaction), forged);
  deps.notifier.deliver({
    provider: 'wechatpay',
    outTradeNo: transaction.outTradeNo,
    schedule: WECHATPAY_RETRY_SCHEDULE_MS,
    send: () => send(false),
    sendForged: () => send(true),
  });
}

/**
 * A refund taken as PROCESSING succeeds a moment later (as one to the payer's 零钱 does), and its REFUND.SUCCESS
 * notification goes to its notify_url on WeChat Pay's schedule until the app acknowledges it.
 */
export function completeRefund(options: WechatPaySimulatorOptions, deps: WechatPaySimulatorDeps, outTradeNo: string, outRefundNo: string) {
  const send = async (forged: boolean) => {
    const found = await succeedRefund(deps.store, options.now, outTradeNo, outRefundNo);
    if (!found?.refund.notifyUrl) return true;
    return post(options, deps, found.refund.notifyUrl, refundNotification(options, found.transaction, found.refund), forged);
  };
  deps.notifier.deliver({
    provider: 'wechatpay',
    outTradeNo,
    schedule: WECHATPAY_RETRY_SCHEDULE_MS,
    send: () => send(false),
    sendForged: () => send(true),
  });
}
