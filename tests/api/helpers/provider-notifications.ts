import { createSign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Order, PaymentChannel } from '../../../src/contract/orders.ts';
import { loadSimulatorKeys } from '../../../src/server/providers/simulator/simulator-keys.ts';
import { successNotification } from '../../../src/server/providers/simulator/wechatpay/wechatpay-sim-messages.ts';
import { wechatpaySimulatorOptions } from '../../../src/server/providers/simulator/wechatpay/wechatpay-sim-options.ts';
import type { SimulatedTransaction } from '../../../src/server/providers/simulator/wechatpay/wechatpay-sim-state.ts';
import { attemptOutTradeNo, startPayment } from './payments.ts';

/**
 * Whose keys sign a notification and when the provider sends it: the simulators' keys live in the app's data
 * directory (DATA_DIR/payment-simulator/keys.json), shared by every process of one deployment.
 */
export type NotificationSource = { dataDir: string; now: number };

/**
 * What a provider's notification is about: one payment attempt's transaction (its out_trade_no, decision 025) and the
 * amount paid. A notification names the attempt, never the order number the customer sees.
 */
export type PaidAttempt = { outTradeNo: string; amountFen: number };

/**
 * Starts a payment of this order through the API (which must answer 200), opening an attempt at the channel's
 * provider: the order with that attempt's out_trade_no, for the provider's notifications about it.
 */
export async function sentToProvider(
  app: FastifyInstance,
  headers: Record<string, string>,
  order: Order,
  channel: Exclude<PaymentChannel, 'wechat_jsapi'>,
): Promise<Order & PaidAttempt> {
  await startPayment(app, headers, order.orderNo, channel);
  return { ...order, outTradeNo: await attemptOutTradeNo(app, order.orderNo, channel === 'alipay_wap' ? 'alipay' : 'wechatpay') };
}

/**
 * What WeChat Pay would send for this attempt (TRANSACTION.SUCCESS): the simulator's own notification writer with the
 * simulator's platform key, unless `signingKeyPem` names another. `changes` alter the transaction before it is sealed.
 */
export function wechatPaymentNotification(
  { dataDir, now }: NotificationSource,
  attempt: PaidAttempt,
  changes: Partial<SimulatedTransaction> = {},
  { signingKeyPem }: { signingKeyPem?: string } = {},
): { body: string; headers: Record<string, string> } {
  const { wechat } = loadSimulatorKeys(dataDir);
  const options = wechatpaySimulatorOptions(wechat, { now: () => now, publicUrl: '', platformPrivateKeyPem: signingKeyPem });
  const transaction: SimulatedTransaction = {
    outTradeNo: attempt.outTradeNo,
    prepayId: 'wx0',
    description: 'AI伴学服务',
    amountFen: attempt.amountFen,
    notifyUrl: '',
    kind: 'h5',
    state: 'SUCCESS',
    transactionId: '4200000000202611220000000001',
    successTime: new Date(now).toISOString(),
    ...changes,
  };
  return successNotification(options, transaction);
}

/** Written here from Alipay's documents rather than taken from the product: yuan with two decimals. */
export const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
/** Beijing time as Alipay writes it: "yyyy-MM-dd HH:mm:ss". */
export const beijing = (ms: number) => new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** Alipay's RSA2 content: the parameters but sign and sign_type (and empty ones), sorted, `name=value` joined by &. */
export const rsa2Content = (params: Record<string, string>) =>
  Object.keys(params)
    .filter((name) => name !== 'sign' && name !== 'sign_type' && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');

const rsa2Sign = (params: Record<string, string>, privateKeyPem: string) =>
  createSign('RSA-SHA256').update(rsa2Content(params), 'utf8').sign(privateKeyPem, 'base64');

let tradeSeq = 0;

/**
 * An asynchronous notification as Alipay posts it (trade_status_sync), signed with the simulator's Alipay private
 * key unless `signingKeyPem` names another. `changes` are applied before signing (undefined leaves a field out).
 */
export function alipayPaymentNotification(
  { dataDir, now }: NotificationSource,
  attempt: PaidAttempt,
  changes: Record<string, string | undefined> = {},
  { signingKeyPem }: { signingKeyPem?: string } = {},
): Record<string, string> {
  const { alipay } = loadSimulatorKeys(dataDir);
  tradeSeq += 1;
  const amount = yuan(attempt.amountFen);
  const all: Record<string, string | undefined> = {
    notify_time: beijing(now),
    notify_type: 'trade_status_sync',
    notify_id: `ac05099524730693a8b330c5ecf72da${tradeSeq}`,
    app_id: alipay.appId,
    auth_app_id: alipay.appId,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: `2026030222001${String(tradeSeq).padStart(15, '0')}`,
    out_trade_no: attempt.outTradeNo,
    buyer_id: '2088102122524333',
    buyer_logon_id: '159****5620',
    seller_id: alipay.sellerId,
    trade_status: 'TRADE_SUCCESS',
    total_amount: amount,
    receipt_amount: amount,
    buyer_pay_amount: amount,
    subject: 'AI伴学服务 · 初中AI伴学 · 月卡',
    gmt_create: beijing(now - 60_000),
    gmt_payment: beijing(now),
    ...changes,
  };
  const params = Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { ...params, sign: rsa2Sign(params, signingKeyPem ?? alipay.alipayPrivateKeyPem) };
}
