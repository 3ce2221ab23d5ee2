import { randomBytes } from 'node:crypto';
import { encryptResource, newNonce, responseMessage, signMessage } from '../../wechatpay/wechatpay-crypto.ts';
import type { WechatPaySimulatorOptions } from './wechatpay-sim-options.ts';
import type { SimulatedRefund, SimulatedTransaction } from './wechatpay-sim-state.ts';

/** What WeChat Pay says to the merchant: transactions and refunds as its replies describe them, and its notifications. */

type Signer = Pick<WechatPaySimulatorOptions, 'now' | 'platformSerial' | 'platformPrivateKey'>;

/** The headers of a reply or a notification: the platform's signature over timestamp, nonce and the exact body. */
export function signedHeaders(options: Signer, body: string) {
  const timestamp = String(Math.floor(options.now() / 1000));
  const nonce = newNonce();
  return {
    'Content-Type': 'application/json',
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': options.platformSerial,
    'Wechatpay-Signature': signMessage(responseMessage(timestamp, nonce, body), options.platformPrivateKey),
  };
}

/** The transaction as WeChat Pay describes it in query replies and (encrypted) in notifications. */
export function transactionResource(options: Pick<WechatPaySimulatorOptions, 'mchid' | 'appid'>, transaction: SimulatedTransaction) {
  return {
    appid: options.appid,
    mchid: options.mchid,
    out_trade_no: transaction.outTradeNo,
    transaction_id: transaction.transactionId,
    trade_type: transaction.kind === 'h5' ? 'MWEB' : 'JSAPI',
    // 转入退款: what a query answers for a paid transaction once a refund of it succeeded.
    trade_state:
      transaction.state === 'SUCCESS' && transaction.refunds?.some((refund) => refund.status === 'SUCCESS') ? 'REFUND' : transaction.state,
    success_time: transaction.successTime,
    payer: transaction.openid ? { openid: transaction.openid } : undefined,
    amount: { total: transaction.amountFen, payer_total: transaction.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  };
}

/** A TRANSACTION.SUCCESS notification exactly as WeChat Pay sends it: signed headers, encrypted resource. */
export function successNotification(options: WechatPaySimulatorOptions, transaction: SimulatedTransaction) {
  const resource = encryptResource(
    JSON.stringify(transactionResource(options, transaction)),
    options.apiV3Key,
    randomBytes(6).toString('hex'),
    'transaction',
  );
  const body = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: new Date(options.now()).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource,
  });
  return { body, headers: signedHeaders(options, body) };
}

/** A refund as WeChat Pay describes it in the application's reply and in query replies. */
export function refundResource(transaction: SimulatedTransaction, refund: SimulatedRefund) {
  return {
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: transaction.transactionId,
    out_trade_no: transaction.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    success_time: refund.successTime,
    create_time: refund.createTime,
    status: refund.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: transaction.amountFen,
      refund: refund.amountFen,
      from: [],
      payer_total: transaction.amountFen,
      payer_refund: refund.amountFen,
      settlement_refund: refund.amountFen,
      settlement_total: transaction.amountFen,
      discount_refund: 0,
      currency: 'CNY',
    },
    promotion_detail: [],
  };
}

/**
 * A refund notification exactly as WeChat Pay sends it: signed headers, and the refund encrypted in the resource
 * (original_type "refund"); REFUND.SUCCESS, REFUND.ABNORMAL or REFUND.CLOSED by the refund's status.
 */
export function refundNotification(
  options: Pick<WechatPaySimulatorOptions, 'mchid' | 'apiV3Key' | 'now' | 'platformSerial' | 'platformPrivateKey'>,
  transaction: SimulatedTransaction,
  refund: SimulatedRefund,
) {
  const resource = {
    mchid: options.mchid,
    out_trade_no: transaction.outTradeNo,
    transaction_id: transaction.transactionId,
    out_refund_no: refund.outRefundNo,
    refund_id: refund.refundId,
    refund_status: refund.status,
    success_time: refund.successTime,
    user_received_account: '支付用户零钱',
    amount: { total: transaction.amountFen, refund: refund.amountFen, payer_total: transaction.amountFen, payer_refund: refund.amountFen },
  };
  const event = refund.status === 'SUCCESS' ? 'SUCCESS' : refund.status === 'CLOSED' ? 'CLOSED' : 'ABNORMAL';
  const body = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: new Date(options.now()).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: `REFUND.${event}`,
    summary: { SUCCESS: '退款成功', CLOSED: '退款关闭', ABNORMAL: '退款异常' }[event],
    resource: {
      original_type: 'refund',
      ...encryptResource(JSON.stringify(resource), options.apiV3Key, randomBytes(6).toString('hex'), 'refund'),
    },
  });
  return { body, headers: signedHeaders(options, body) };
}
