import { randomBytes } from 'node:crypto';
import { formatBeijingTime, yuanFromFen } from '../../alipay/alipay-protocol.ts';
import { ALIPAY_RETRY_SCHEDULE_MS } from '../notifier.ts';
import { type Params, signedParams } from './alipay-sim-gateway.ts';
import type { AlipaySimulatedTrade } from './alipay-sim-state.ts';
import type { AlipaySimulatorOptions } from './alipay-sim-options.ts';

/** What Alipay sends the merchant after a payment: the asynchronous notification and the buyer's signed return. */

function notificationParams(options: AlipaySimulatorOptions, trade: AlipaySimulatedTrade, notifyId: string): Params {
  const { keys, now } = options;
  const amount = yuanFromFen(trade.amountFen);
  return signedParams(keys, {
    notify_time: formatBeijingTime(now()),
    notify_type: 'trade_status_sync',
    notify_id: notifyId,
    app_id: keys.appId,
    auth_app_id: keys.appId,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    buyer_id: trade.buyerId ?? '',
    buyer_logon_id: trade.buyerLogonId ?? '',
    seller_id: keys.sellerId,
    trade_status: trade.status,
    total_amount: amount,
    receipt_amount: amount,
    invoice_amount: amount,
    buyer_pay_amount: amount,
    point_amount: '0.00',
    subject: trade.subject,
    gmt_create: formatBeijingTime(trade.createdAt),
    gmt_payment: formatBeijingTime(trade.paidAt ?? now()),
    fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
  });
}

/** Posts the trade_status_sync notification until the app answers `success`, on Alipay's schedule. */
export function notifyPaid(options: AlipaySimulatorOptions, trade: AlipaySimulatedTrade, notifyUrl: string): void {
  const notifyId = randomBytes(16).toString('hex');
  const post = async (forged: boolean) => {
    const params = notificationParams(options, trade, notifyId);
    if (forged) {
      const signature = Buffer.from(params.sign ?? '', 'base64');
      signature.writeUInt8(signature.readUInt8(0) ^ 0xff, 0);
      params.sign = signature.toString('base64');
    }
    const response = await options.fetch(notifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(params).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    return response.status === 200 && (await response.text()) === 'success';
  };
  options.notifier.deliver({
    provider: 'alipay',
    outTradeNo: trade.outTradeNo,
    schedule: ALIPAY_RETRY_SCHEDULE_MS,
    send: () => post(false),
    sendForged: () => post(true),
  });
}

/** The synchronous return: the buyer's browser goes back to return_url with these, signed like a notification. */
export function returnUrlWithParams(options: AlipaySimulatorOptions, returnUrl: string, trade: AlipaySimulatedTrade): string {
  const { keys, now } = options;
  const url = new URL(returnUrl);
  const params = signedParams(keys, {
    charset: 'utf-8',
    out_trade_no: trade.outTradeNo,
    method: 'alipay.trade.wap.pay.return',
    total_amount: yuanFromFen(trade.amountFen),
    trade_no: trade.tradeNo,
    auth_app_id: keys.appId,
    version: '1.0',
    app_id: keys.appId,
    sign_type: 'RSA2',
    seller_id: keys.sellerId,
    timestamp: formatBeijingTime(now()),
  });
  for (const [name, value] of Object.entries(params)) url.searchParams.append(name, value);
  return url.toString();
}
