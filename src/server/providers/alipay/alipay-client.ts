import { AlipaySdk } from 'alipay-sdk';
import { formatBeijingTime, yuanFromFen } from './alipay-protocol.ts';
import {
  AlipayError,
  type AlipayNotification,
  type AlipayRefund,
  type AlipayRefundReply,
  type AlipayTrade,
  failure,
  gatewayReplySchema,
  isPaid,
  notificationFromParams,
  refundFromQueryReply,
  refundFromReply,
  tradeFromQueryReply,
} from './alipay-replies.ts';
import { FetchDispatcher } from './fetch-dispatcher.ts';

export type AlipayConfig = {
  /** https://openapi.alipay.com/gateway.do, or the simulator's …/_sim/alipay/gateway.do */
  gateway: string;
  appId: string;
  /** The app's private key, PKCS#8 PEM. */
  privateKeyPem: string;
  /** Alipay's public key (public-key mode), SPKI PEM: replies and notifications must verify against it. */
  alipayPublicKeyPem: string;
  /** How query and close reach the gateway (default: the global fetch). */
  fetch?: typeof fetch;
  /** The clock that stamps requests (default: Date.now). */
  now?: () => number;
  timeoutMs?: number;
};

export type AlipayWapPayment = {
  outTradeNo: string;
  subject: string;
  amountFen: number;
  notifyUrl: string;
  /** Where the cashier sends the buyer after paying. */
  returnUrl: string;
  /** Where it sends a buyer who leaves without paying (default: returnUrl). */
  quitUrl?: string;
  /** The trade closes at Alipay at this instant (ms). */
  expiresAt: number;
};

export type AlipayRefundApplication = { outTradeNo: string; outRequestNo: string; amountFen: number; reason: string };

/**
 * Alipay for one app through the official alipay-sdk (v2 gateway, RSA2, public-key mode): the signed
 * alipay.trade.wap.pay URL, alipay.trade.query and alipay.trade.close with verified replies, and verification of
 * the asynchronous notifications.
 */
export function createAlipayClient(config: AlipayConfig) {
  const now = config.now ?? Date.now;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKeyPem,
    keyType: 'PKCS8',
    signType: 'RSA2',
    alipayPublicKey: config.alipayPublicKeyPem,
    gateway: config.gateway,
    timeout: timeoutMs,
    proxyAgent: new FetchDispatcher(config.fetch ?? fetch, timeoutMs),
  });
  // The sdk stamps requests in the process time zone; Alipay reads `timestamp` as Beijing time. A timestamp given
  // with the parameters replaces the sdk's own before signing, so every request carries Beijing time.
  const timestamp = () => formatBeijingTime(now());

  /** The SDK throws on a sign_type it has no algorithm for (anyone can post one): that verifies nothing either. */
  function notificationSignatureVerifies(params: Readonly<Record<string, string>>): boolean {
    try {
      return sdk.checkNotifySignV2({ ...params });
    } catch {
      return false;
    }
  }

  async function call(method: string, bizContent: Record<string, string>) {
    let result: unknown;
    try {
      result = await sdk.exec(method, { timestamp: timestamp(), bizContent }, { validateSign: true });
    } catch (error) {
      throw new AlipayError(`${method} failed: ${error instanceof Error ? error.message : String(error)}`, undefined, undefined, {
        cause: error,
      });
    }
    const parsed = gatewayReplySchema.safeParse(result);
    if (!parsed.success) throw new AlipayError(`${method}: unexpected reply`);
    return { reply: parsed.data, result };
  }

  async function query(outTradeNo: string): Promise<AlipayTrade | null> {
    const { reply, result } = await call('alipay.trade.query', { out_trade_no: outTradeNo });
    if (reply.subCode === 'ACQ.TRADE_NOT_EXIST') return null;
    if (reply.code !== '10000') throw failure('alipay.trade.query', reply);
    return tradeFromQueryReply(result, outTradeNo, reply);
  }

  return {
    /** The signed gateway URL (GET) that opens Alipay's mobile cashier for this payment. */
    wapPayUrl(payment: AlipayWapPayment): string {
      if (!Number.isSafeInteger(payment.amountFen) || payment.amountFen < 1)
        throw new RangeError(`amount must be at least 1 fen: ${payment.amountFen}`);
      return sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        timestamp: timestamp(),
        notifyUrl: payment.notifyUrl,
        returnUrl: payment.returnUrl,
        bizContent: {
          out_trade_no: payment.outTradeNo,
          total_amount: yuanFromFen(payment.amountFen),
          subject: payment.subject,
          product_code: 'QUICK_WAP_WAY',
          time_expire: formatBeijingTime(payment.expiresAt),
          quit_url: payment.quitUrl ?? payment.returnUrl,
        },
      });
    },

    /** The trade as Alipay knows it; null when Alipay has no such trade (ACQ.TRADE_NOT_EXIST). */
    query,

    /**
     * Closes an unpaid trade. 'not_exist': Alipay never created it (the buyer never reached the cashier);
     * 'paid': too late, the buyer paid; 'closed': closed now or before.
     */
    async close(outTradeNo: string): Promise<'closed' | 'not_exist' | 'paid'> {
      const { reply } = await call('alipay.trade.close', { out_trade_no: outTradeNo });
      if (reply.code === '10000') return 'closed';
      if (reply.subCode === 'ACQ.TRADE_NOT_EXIST') return 'not_exist';
      if (reply.subCode === 'ACQ.TRADE_STATUS_ERROR') {
        // Only a trade waiting for payment can be closed; this answer covers paid and already closed ones alike.
        const trade = await query(outTradeNo);
        if (!trade) return 'not_exist';
        if (isPaid(trade.tradeStatus)) return 'paid';
        if (trade.tradeStatus === 'TRADE_CLOSED') return 'closed';
      }
      throw failure('alipay.trade.close', reply);
    },

    /**
     * alipay.trade.refund: refunds `amountFen` of a paid trade, synchronously. out_request_no names this refund:
     * repeating it refunds nothing more (fund_change N). A business refusal (code 40004) throws an AlipayError with
     * Alipay's sub_code, e.g. ACQ.REFUND_AMT_NOT_EQUAL_TOTAL (more than is left), ACQ.TRADE_STATUS_ERROR.
     */
    async refund(refund: AlipayRefundApplication): Promise<AlipayRefundReply> {
      if (!Number.isSafeInteger(refund.amountFen) || refund.amountFen < 1)
        throw new RangeError(`refund must be at least 1 fen: ${refund.amountFen}`);
      const reason = refund.reason.trim();
      const { reply, result } = await call('alipay.trade.refund', {
        out_trade_no: refund.outTradeNo,
        refund_amount: yuanFromFen(refund.amountFen),
        out_request_no: refund.outRequestNo,
        ...(reason ? { refund_reason: reason.slice(0, 256) } : {}),
      });
      if (reply.code !== '10000') throw failure('alipay.trade.refund', reply);
      return refundFromReply(result, refund.outTradeNo, reply);
    },

    /**
     * alipay.trade.fastpay.refund.query: the refund request as Alipay knows it, or null when it has none (the refund
     * did not happen; it may be asked again with the same out_request_no). A refund_status of REFUND_SUCCESS, or
     * none at all for a synchronous refund, means it succeeded.
     */
    async queryRefund(outTradeNo: string, outRequestNo: string): Promise<AlipayRefund | null> {
      const { reply, result } = await call('alipay.trade.fastpay.refund.query', { out_trade_no: outTradeNo, out_request_no: outRequestNo });
      if (reply.subCode === 'ACQ.TRADE_NOT_EXIST') return null;
      if (reply.code !== '10000') throw failure('alipay.trade.fastpay.refund.query', reply);
      return refundFromQueryReply(result, outTradeNo, outRequestNo, reply);
    },

    /**
     * Reads an asynchronous notification (the form fields as posted): null unless Alipay's RSA2 signature verifies
     * and the fields are well formed. The caller still checks appId, sellerId and the amount against its order.
     */
    verifyNotification(params: Readonly<Record<string, string>>): AlipayNotification | null {
      if (!notificationSignatureVerifies(params)) return null;
      return notificationFromParams(params);
    },
  };
}

export type AlipayClient = ReturnType<typeof createAlipayClient>;
