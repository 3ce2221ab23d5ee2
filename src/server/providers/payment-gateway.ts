import type { PaymentAction, PaymentChannel } from '../../contract/orders.ts';
import { jsapiPayParams } from './wechatpay/wechatpay-crypto.ts';
import type { WechatPayClient } from './wechatpay/wechatpay-client.ts';
import type { WechatOauth } from './wechat-oauth/wechat-oauth.ts';
import type { KeyObject } from 'node:crypto';

/** A payment as a provider confirmed it (a verified notification, or our own query to the provider). */
export type ConfirmedPayment = {
  provider: 'wechatpay' | 'alipay';
  /** The attempt's out_trade_no at that provider. */
  outTradeNo: string;
  transactionId: string;
  amountFen: number;
  channel: 'wechat_jsapi' | 'wechat_h5' | 'alipay_wap';
  paidAt: number;
  /** Where the confirmation came from, for the order's timeline. */
  source: 'notification' | 'query';
};

/** How a notification was answered: the route turns it into the provider's reply. */
export type NotificationResult = { status: 'applied' | 'ignored' | 'rejected' | 'bad_signature'; detail?: string };

/** A notification request's headers as Node gives them. */
export type NotificationHeaders = Record<string, string | string[] | undefined>;

/** The four Wechatpay-* headers a notification's signature is checked with (the first of each, when repeated). */
function wechatSignatureHeaders(headers: NotificationHeaders) {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    timestamp: header('wechatpay-timestamp'),
    nonce: header('wechatpay-nonce'),
    signature: header('wechatpay-signature'),
    serial: header('wechatpay-serial'),
  };
}

/** The two providers an order can be paid with; both WeChat channels are one WeChat Pay transaction. */
export type Provider = 'wechatpay' | 'alipay';
export const providerOf = (channel: PaymentChannel): Provider => (channel === 'alipay_wap' ? 'alipay' : 'wechatpay');

/** What the Alipay client offers (src/server/providers/alipay). */
export type AlipayNotification = {
  appId: string;
  outTradeNo: string;
  tradeNo: string;
  tradeStatus: string;
  totalAmountFen: number;
  sellerId?: string;
  paidAt?: number;
};
export interface AlipayPort {
  wapPayUrl(payment: {
    outTradeNo: string;
    subject: string;
    amountFen: number;
    notifyUrl: string;
    returnUrl: string;
    expiresAt: number;
  }): string | Promise<string>;
  query(outTradeNo: string): Promise<{ tradeStatus: string; tradeNo: string; totalAmountFen: number; paidAt?: number } | null>;
  close(outTradeNo: string): Promise<'closed' | 'not_exist' | 'paid'>;
  verifyNotification(params: Record<string, string>): AlipayNotification | null;
  refund(refund: {
    outTradeNo: string;
    outRequestNo: string;
    amountFen: number;
    reason: string;
  }): Promise<{ tradeNo: string; fundChange: boolean; refundedAt?: number }>;
  queryRefund(
    outTradeNo: string,
    outRequestNo: string,
  ): Promise<{ tradeNo: string; amountFen: number; status: string | null; refundedAt?: number } | null>;
}

/** A payment attempt to open: the order it pays (for the pages to return to) and the attempt's own out_trade_no. */
export type PayableOrder = { orderNo: string; outTradeNo: string; amountFen: number; description: string; expiresAt: number };

/** A provider's view of an order: paid (with the payment, already checked to be for our merchant), or not. */
export type ProviderView =
  | { state: 'paid'; payment: ConfirmedPayment }
  | { state: 'unpaid' }
  | { state: 'closed' }
  | { state: 'unknown' }
  | { state: 'rejected'; reason: string };

/** A refund we asked a provider for: the transaction it refunds (the attempt's out_trade_no), our refund number, the amount and what was paid. */
export type RefundAtProvider = { outTradeNo: string; outRefundNo: string; amountFen: number; totalFen: number; reason: string };

/**
 * A provider's view of one of our refunds. `succeeded` carries the amount when the provider states it; `processing`
 * and `abnormal` (WeChat: the money could not go back the original way, a person must act) are not final; `closed`
 * (the provider closed it) and `refused` (it would not take the request) are final failures where no money moved;
 * `not_found`: the provider never took it; `rejected`: a verified answer that is not about this refund of ours.
 */
export type RefundView =
  | { state: 'succeeded'; outRefundNo: string; amountFen?: number; providerRefundId: string | null; succeededAt: number }
  | { state: 'processing' | 'abnormal'; outRefundNo: string; providerRefundId: string | null }
  | { state: 'closed'; outRefundNo: string; providerRefundId: string | null }
  | { state: 'refused'; code: string; reason: string }
  | { state: 'not_found' }
  | { state: 'rejected'; reason: string };

/** WeChat Pay's answers to a refund application that refuse it for good (any other failure may be retried). */
const WECHAT_REFUND_REFUSALS = new Set([
  'PARAM_ERROR',
  'INVALID_REQUEST',
  'NOT_ENOUGH',
  'USER_ACCOUNT_ABNORMAL',
  'NO_AUTH',
  'RESOURCE_NOT_EXISTS',
]);

export type PaymentGatewayOptions = {
  publicBaseUrl: string;
  wechat: { client: WechatPayClient; oauth: WechatOauth; appid: string; mchid: string; merchantPrivateKey: KeyObject };
  alipay: { client: AlipayPort; appId: string; sellerId: string };
  /** Simulator mode only: the script providing WeixinJSBridge outside the real WeChat app. */
  bridgeScriptUrl: string | null;
  now: () => number;
};

export class ChannelUnavailable extends Error {}

function parseTime(value: unknown, fallback: number): number {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : fallback;
}

/**
 * The one place that speaks to the providers for the orders feature: starts payments, asks for their state, closes
 * them, and turns verified notifications into confirmed payments. Amounts are compared later, against the order,
 * by the settlement; here a payment is only accepted as ours when its app id and merchant (mchid / seller_id) are ours.
 */
export function createPaymentGateway(options: PaymentGatewayOptions) {
  const { wechat, alipay, publicBaseUrl } = options;
  const notifyUrl = (provider: 'wechat' | 'alipay') => `${publicBaseUrl}/api/payments/${provider}/notify`;
  const resultPage = (page: 'wxResult' | 'result', orderNo: string) =>
    `${publicBaseUrl}/mobile/student/${page}?orderNo=${encodeURIComponent(orderNo)}`;

  /** A WeChat Pay transaction (query reply or decrypted notification) as our view of it. */
  function wechatView(transaction: Record<string, unknown>, outTradeNo: string, source: ConfirmedPayment['source']): ProviderView {
    if (transaction.appid !== wechat.appid || transaction.mchid !== wechat.mchid)
      return { state: 'rejected', reason: 'appid or mchid is not ours' };
    if (transaction.out_trade_no !== outTradeNo) return { state: 'rejected', reason: 'out_trade_no does not match' };
    const state = transaction.trade_state;
    if (state === 'CLOSED' || state === 'REVOKED' || state === 'PAYERROR') return { state: 'closed' };
    if (state !== 'SUCCESS') return { state: 'unpaid' };
    const amount = transaction.amount as { total?: unknown } | undefined;
    const transactionId = transaction.transaction_id;
    if (typeof amount?.total !== 'number' || typeof transactionId !== 'string' || !transactionId)
      return { state: 'rejected', reason: 'malformed transaction' };
    const channel: PaymentChannel = transaction.trade_type === 'JSAPI' ? 'wechat_jsapi' : 'wechat_h5';
    return {
      state: 'paid',
      payment: {
        provider: 'wechatpay',
        outTradeNo,
        transactionId: `wx:${transactionId}`,
        amountFen: amount.total,
        channel,
        paidAt: parseTime(transaction.success_time, options.now()),
        source,
      },
    };
  }

  function alipayView(
    trade: { tradeStatus: string; tradeNo: string; totalAmountFen: number; paidAt?: number },
    outTradeNo: string,
    source: ConfirmedPayment['source'],
  ): ProviderView {
    if (trade.tradeStatus === 'TRADE_CLOSED') return { state: 'closed' };
    if (trade.tradeStatus !== 'TRADE_SUCCESS' && trade.tradeStatus !== 'TRADE_FINISHED') return { state: 'unpaid' };
    return {
      state: 'paid',
      payment: {
        provider: 'alipay',
        outTradeNo,
        transactionId: `alipay:${trade.tradeNo}`,
        amountFen: trade.totalAmountFen,
        channel: 'alipay_wap',
        paidAt: trade.paidAt ?? options.now(),
        source,
      },
    };
  }

  /**
   * A WeChat Pay refund (reply, query or decrypted notification, whose status field is refund_status) as our view
   * of it, once it is known to be about `expected` (our transaction and refund number).
   */
  function wechatRefundView(refund: Record<string, unknown>, expected: { outTradeNo: string; outRefundNo: string }): RefundView {
    if (refund.out_refund_no !== expected.outRefundNo || refund.out_trade_no !== expected.outTradeNo)
      return { state: 'rejected', reason: 'out_refund_no or out_trade_no does not match' };
    const providerRefundId = typeof refund.refund_id === 'string' && refund.refund_id ? `wx:${refund.refund_id}` : null;
    const status = refund.status ?? refund.refund_status;
    const amount = refund.amount as { refund?: unknown } | undefined;
    const outRefundNo = expected.outRefundNo;
    switch (status) {
      case 'SUCCESS':
        if (typeof amount?.refund !== 'number') return { state: 'rejected', reason: 'malformed refund: no amount' };
        return {
          state: 'succeeded',
          outRefundNo,
          amountFen: amount.refund,
          providerRefundId,
          succeededAt: parseTime(refund.success_time, options.now()),
        };
      case 'PROCESSING':
        return { state: 'processing', outRefundNo, providerRefundId };
      case 'ABNORMAL':
        return { state: 'abnormal', outRefundNo, providerRefundId };
      case 'CLOSED':
        return { state: 'closed', outRefundNo, providerRefundId };
      default:
        return { state: 'rejected', reason: `unknown refund status ${String(status)}` };
    }
  }

  /** The refund as the provider knows it now. */
  async function queryRefund(provider: Provider, refund: Pick<RefundAtProvider, 'outTradeNo' | 'outRefundNo'>): Promise<RefundView> {
    if (provider === 'wechatpay') {
      const found = await wechat.client.queryRefund(refund.outRefundNo);
      return found ? wechatRefundView(found, refund) : { state: 'not_found' };
    }
    const found = await alipay.client.queryRefund(refund.outTradeNo, refund.outRefundNo);
    if (!found) return { state: 'not_found' };
    // Alipay's synchronous refunds report no status, or REFUND_SUCCESS, once done.
    if (found.status !== null && found.status !== 'REFUND_SUCCESS')
      return { state: 'processing', outRefundNo: refund.outRefundNo, providerRefundId: null };
    return {
      state: 'succeeded',
      outRefundNo: refund.outRefundNo,
      amountFen: found.amountFen,
      providerRefundId: found.tradeNo ? `alipay:${found.tradeNo}` : null,
      succeededAt: found.refundedAt ?? options.now(),
    };
  }

  return {
    /** A JSAPI payment's first step: WeChat's OAuth (snsapi_base), which comes back to the order page with a code for the openid. */
    wechatAuthorization(orderNo: string): PaymentAction {
      const back = `${publicBaseUrl}/mobile/student/order?orderNo=${encodeURIComponent(orderNo)}`;
      return { kind: 'redirect', url: wechat.oauth.authorizeUrl(back, orderNo) };
    },

    /** Opens the attempt's transaction: what the page does next for this channel (JSAPI: after wechatAuthorization). */
    async start(
      order: PayableOrder,
      channel: PaymentChannel,
      context: { clientIp: string; wechatOauthCode?: string },
    ): Promise<PaymentAction> {
      const payment = {
        outTradeNo: order.outTradeNo,
        description: order.description,
        amountFen: order.amountFen,
        expiresAt: order.expiresAt,
      };
      if (channel === 'wechat_h5') {
        const h5Url = await wechat.client.createH5({ ...payment, notifyUrl: notifyUrl('wechat'), clientIp: context.clientIp });
        return { kind: 'redirect', url: `${h5Url}&redirect_url=${encodeURIComponent(resultPage('wxResult', order.orderNo))}` };
      }
      if (channel === 'wechat_jsapi') {
        if (!context.wechatOauthCode) throw new Error('a JSAPI payment needs the payer’s OAuth code: ask wechatAuthorization first');
        const openid = await wechat.oauth.openidForCode(context.wechatOauthCode);
        const prepayId = await wechat.client.createJsapi({ ...payment, notifyUrl: notifyUrl('wechat'), openid });
        return {
          kind: 'jsapi',
          params: jsapiPayParams(wechat.appid, prepayId, wechat.merchantPrivateKey, options.now()),
          bridgeScriptUrl: options.bridgeScriptUrl,
        };
      }
      // Alipay makes a WAP trade when its page is first opened, so closing one that was never opened holds nothing: the
      // page goes through our own link, which leads to Alipay only while the attempt is open (alipayWapUrl).
      return { kind: 'redirect', url: `${publicBaseUrl}/api/payments/alipay/cashier/${encodeURIComponent(order.outTradeNo)}` };
    },

    /** The signed Alipay WAP URL of an open attempt: Alipay's cashier for it (the trade is made when it is opened). */
    async alipayWapUrl(order: PayableOrder): Promise<string> {
      const payment = {
        outTradeNo: order.outTradeNo,
        description: order.description,
        amountFen: order.amountFen,
        expiresAt: order.expiresAt,
      };
      return alipay.client.wapPayUrl({
        ...payment,
        subject: order.description,
        notifyUrl: notifyUrl('alipay'),
        returnUrl: resultPage('result', order.orderNo),
      });
    },

    /** Where the browser goes when the attempt can no longer be paid: the order's result page, which says how it stands. */
    alipayResultUrl(orderNo: string): string {
      return resultPage('result', orderNo);
    },

    /** The provider's view of one attempt's transaction. */
    async query(provider: Provider, outTradeNo: string): Promise<ProviderView> {
      if (provider === 'wechatpay') {
        const transaction = await wechat.client.queryByOutTradeNo(outTradeNo);
        return transaction ? wechatView(transaction, outTradeNo, 'query') : { state: 'unknown' };
      }
      const trade = await alipay.client.query(outTradeNo);
      return trade ? alipayView(trade, outTradeNo, 'query') : { state: 'unknown' };
    },

    /** Closes the payment at the provider; 'paid' when it was paid in the meantime (the caller then queries). */
    async close(provider: Provider, outTradeNo: string): Promise<'closed' | 'paid'> {
      if (provider === 'alipay') {
        const result = await alipay.client.close(outTradeNo);
        return result === 'paid' ? 'paid' : 'closed';
      }
      try {
        await wechat.client.close(outTradeNo);
        return 'closed';
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === 'ORDERPAID') return 'paid';
        if (code === 'ORDER_NOT_EXIST' || code === 'ORDERCLOSED') return 'closed';
        throw error;
      }
    },

    /**
     * Asks the provider to refund. Sent again with the same refund number it refunds nothing more (both providers
     * promise it), so an unclear answer (a thrown error) is retried with the same one.
     */
    async refund(provider: Provider, refund: RefundAtProvider): Promise<RefundView> {
      if (provider === 'wechatpay') {
        try {
          const reply = await wechat.client.createRefund({ ...refund, notifyUrl: `${publicBaseUrl}/api/payments/wechat/refund-notify` });
          return wechatRefundView(reply, refund);
        } catch (error) {
          const { status, code } = error as { status?: unknown; code?: unknown };
          if (typeof status === 'number' && status >= 400 && status < 500 && typeof code === 'string' && WECHAT_REFUND_REFUSALS.has(code)) {
            return { state: 'refused', code, reason: (error as Error).message };
          }
          throw error;
        }
      }
      try {
        const reply = await alipay.client.refund({
          outTradeNo: refund.outTradeNo,
          outRequestNo: refund.outRefundNo,
          amountFen: refund.amountFen,
          reason: refund.reason,
        });
        // fund_change Y: this request moved the money. Otherwise (a repeated request) the query says what happened.
        if (reply.fundChange)
          return {
            state: 'succeeded',
            outRefundNo: refund.outRefundNo,
            providerRefundId: `alipay:${reply.tradeNo}`,
            succeededAt: reply.refundedAt ?? options.now(),
          };
      } catch (error) {
        const { code, subCode } = error as { code?: unknown; subCode?: unknown };
        if (code === '40004' && typeof subCode === 'string' && subCode !== 'ACQ.SYSTEM_ERROR')
          return { state: 'refused', code: subCode, reason: (error as Error).message };
        throw error;
      }
      const view = await queryRefund(provider, refund);
      return view.state === 'not_found' ? { state: 'processing', outRefundNo: refund.outRefundNo, providerRefundId: null } : view;
    },

    queryRefund,

    /**
     * Verifies (throws when it fails) and reads a WeChat Pay refund notification: the refund it is about and our view
     * of it, `rejected` unless it is for our merchant.
     */
    openWechatRefundNotification(headers: NotificationHeaders, rawBody: string): RefundView & { outTradeNo: string; outRefundNo: string } {
      const { refund } = wechat.client.openRefundNotification(wechatSignatureHeaders(headers), rawBody);
      const outTradeNo = typeof refund.out_trade_no === 'string' ? refund.out_trade_no : '';
      const outRefundNo = typeof refund.out_refund_no === 'string' ? refund.out_refund_no : '';
      if (refund.mchid !== wechat.mchid) return { state: 'rejected', reason: 'mchid is not ours', outTradeNo, outRefundNo };
      return { ...wechatRefundView(refund, { outTradeNo, outRefundNo }), outTradeNo, outRefundNo };
    },

    /** The out_trade_no a WeChat Pay notification refused for its signature names, when its resource decrypts (see the client). */
    refusedWechatNotificationOutTradeNo(rawBody: string): string | null {
      return wechat.client.refusedNotificationOrderNo(rawBody);
    },

    /** Verifies (throws when it fails) and reads a WeChat Pay notification. */
    openWechatNotification(headers: NotificationHeaders, rawBody: string): ProviderView & { outTradeNo: string } {
      const { transaction } = wechat.client.openNotification(wechatSignatureHeaders(headers), rawBody);
      const outTradeNo = typeof transaction.out_trade_no === 'string' ? transaction.out_trade_no : '';
      return { ...wechatView(transaction, outTradeNo, 'notification'), outTradeNo };
    },

    /** Verifies and reads an Alipay notification; null when its signature does not verify. */
    openAlipayNotification(params: Record<string, string>): (ProviderView & { outTradeNo: string }) | null {
      const notification = alipay.client.verifyNotification(params);
      if (!notification) return null;
      const outTradeNo = notification.outTradeNo;
      if (notification.appId !== alipay.appId) return { state: 'rejected', reason: 'app_id is not ours', outTradeNo };
      if (notification.sellerId !== alipay.sellerId) return { state: 'rejected', reason: 'seller_id is not ours', outTradeNo };
      return { ...alipayView(notification, outTradeNo, 'notification'), outTradeNo };
    },
  };
}

export type PaymentGateway = ReturnType<typeof createPaymentGateway>;
