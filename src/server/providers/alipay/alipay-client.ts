import { AlipaySdk } from 'alipay-sdk';
import { z } from '../../../contract/schema.ts';
import { fenFromYuan, formatBeijingTime, parseBeijingTime, yuanFromFen } from './alipay-protocol.ts';
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

/** A failed gateway call: transport, an unverifiable reply, or a business error Alipay answered (code/subCode). */
export class AlipayError extends Error {
  override name = 'AlipayError';
  constructor(
    message: string,
    readonly code?: string,
    readonly subCode?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export type AlipayTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_CLOSED' | 'TRADE_SUCCESS' | 'TRADE_FINISHED';

export type AlipayTrade = {
  tradeStatus: AlipayTradeStatus;
  tradeNo: string;
  outTradeNo: string;
  totalAmountFen: number;
  /** When the buyer paid (send_pay_date), for a paid trade. */
  paidAt?: number;
};

export type AlipayNotification = {
  appId: string;
  outTradeNo: string;
  tradeNo: string;
  tradeStatus: AlipayTradeStatus;
  totalAmountFen: number;
  sellerId: string;
  /** gmt_payment; present for TRADE_SUCCESS and TRADE_FINISHED. */
  paidAt?: number;
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

const tradeStatusSchema = z.enum(['WAIT_BUYER_PAY', 'TRADE_CLOSED', 'TRADE_SUCCESS', 'TRADE_FINISHED']);

/** A gateway reply as the sdk returns it (keys camel-cased), after it verified the reply's signature. */
const gatewayReplySchema = z.object({
  code: z.string(),
  msg: z.optional(z.string()),
  subCode: z.optional(z.string()),
  subMsg: z.optional(z.string()),
});

const queryReplySchema = z.object({
  tradeNo: z.string().check(z.minLength(1)),
  outTradeNo: z.string().check(z.minLength(1)),
  tradeStatus: tradeStatusSchema,
  totalAmount: z.string(),
  sendPayDate: z.optional(z.string()),
});

const notificationSchema = z.object({
  app_id: z.string().check(z.minLength(1)),
  out_trade_no: z.string().check(z.minLength(1)),
  trade_no: z.string().check(z.minLength(1)),
  trade_status: tradeStatusSchema,
  total_amount: z.string(),
  seller_id: z.string().check(z.minLength(1)),
  gmt_payment: z.optional(z.string()),
  sign_type: z.optional(z.literal('RSA2')),
});

/** alipay.trade.refund's answer (10000): fund_change Y means this request moved the money. */
const refundReplySchema = z.object({
  tradeNo: z.string().check(z.minLength(1)),
  outTradeNo: z.string().check(z.minLength(1)),
  fundChange: z.optional(z.string()),
  refundFee: z.optional(z.string()),
  gmtRefundPay: z.optional(z.string()),
});

/** alipay.trade.fastpay.refund.query's answer (10000); without out_request_no and refund_amount there is no such refund. */
const refundQueryReplySchema = z.object({
  tradeNo: z.optional(z.string()),
  outTradeNo: z.optional(z.string()),
  outRequestNo: z.optional(z.string()),
  refundAmount: z.optional(z.string()),
  refundStatus: z.optional(z.string()),
  gmtRefundPay: z.optional(z.string()),
});

export type AlipayRefundApplication = { outTradeNo: string; outRequestNo: string; amountFen: number; reason: string };

export type AlipayRefundReply = {
  tradeNo: string;
  /** Y: this request refunded; otherwise (a repeated out_request_no, or not yet) ask alipay.trade.fastpay.refund.query. */
  fundChange: boolean;
  /** refund_fee: everything refunded of the trade so far, this request included. */
  refundedTotalFen: number | null;
  refundedAt?: number;
};

/** A refund request as alipay.trade.fastpay.refund.query reports it. */
export type AlipayRefund = { tradeNo: string; outRequestNo: string; amountFen: number; status: string | null; refundedAt?: number };

const isPaid = (status: AlipayTradeStatus) => status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED';

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

  const failure = (method: string, reply: z.infer<typeof gatewayReplySchema>) =>
    new AlipayError(
      `${method}: ${reply.code} ${reply.msg ?? ''} ${reply.subCode ?? ''} ${reply.subMsg ?? ''}`.replace(/\s+/g, ' ').trim(),
      reply.code,
      reply.subCode,
    );

  async function query(outTradeNo: string): Promise<AlipayTrade | null> {
    const { reply, result } = await call('alipay.trade.query', { out_trade_no: outTradeNo });
    if (reply.subCode === 'ACQ.TRADE_NOT_EXIST') return null;
    if (reply.code !== '10000') throw failure('alipay.trade.query', reply);
    const trade = queryReplySchema.safeParse(result);
    const totalAmountFen = trade.success ? fenFromYuan(trade.data.totalAmount) : null;
    if (!trade.success || totalAmountFen === null || trade.data.outTradeNo !== outTradeNo) {
      throw new AlipayError('alipay.trade.query: malformed trade in the reply', reply.code);
    }
    const paidAt = trade.data.sendPayDate ? parseBeijingTime(trade.data.sendPayDate) : null;
    return {
      tradeStatus: trade.data.tradeStatus,
      tradeNo: trade.data.tradeNo,
      outTradeNo: trade.data.outTradeNo,
      totalAmountFen,
      ...(paidAt !== null && isPaid(trade.data.tradeStatus) ? { paidAt } : {}),
    };
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
      const parsed = refundReplySchema.safeParse(result);
      if (!parsed.success || parsed.data.outTradeNo !== refund.outTradeNo)
        throw new AlipayError('alipay.trade.refund: malformed reply', reply.code);
      const refundedAt = parsed.data.gmtRefundPay ? parseBeijingTime(parsed.data.gmtRefundPay) : null;
      return {
        tradeNo: parsed.data.tradeNo,
        fundChange: parsed.data.fundChange === 'Y',
        refundedTotalFen: parsed.data.refundFee === undefined ? null : fenFromYuan(parsed.data.refundFee),
        ...(refundedAt === null ? {} : { refundedAt }),
      };
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
      const parsed = refundQueryReplySchema.safeParse(result);
      if (!parsed.success) throw new AlipayError('alipay.trade.fastpay.refund.query: malformed reply', reply.code);
      const found = parsed.data;
      if (!found.outRequestNo || !found.refundAmount) return null;
      const amountFen = fenFromYuan(found.refundAmount);
      if (
        found.outRequestNo !== outRequestNo ||
        (found.outTradeNo !== undefined && found.outTradeNo !== outTradeNo) ||
        amountFen === null
      ) {
        throw new AlipayError('alipay.trade.fastpay.refund.query: the reply is about another refund', reply.code);
      }
      const refundedAt = found.gmtRefundPay ? parseBeijingTime(found.gmtRefundPay) : null;
      return {
        tradeNo: found.tradeNo ?? '',
        outRequestNo: found.outRequestNo,
        amountFen,
        status: found.refundStatus ?? null,
        ...(refundedAt === null ? {} : { refundedAt }),
      };
    },

    /**
     * Reads an asynchronous notification (the form fields as posted): null unless Alipay's RSA2 signature verifies
     * and the fields are well formed. The caller still checks appId, sellerId and the amount against its order.
     */
    verifyNotification(params: Readonly<Record<string, string>>): AlipayNotification | null {
      if (!notificationSignatureVerifies(params)) return null;
      const parsed = notificationSchema.safeParse(params);
      if (!parsed.success) return null;
      const fields = parsed.data;
      const totalAmountFen = fenFromYuan(fields.total_amount);
      const paidAt = fields.gmt_payment === undefined ? undefined : parseBeijingTime(fields.gmt_payment);
      if (totalAmountFen === null || paidAt === null) return null;
      if (isPaid(fields.trade_status) && paidAt === undefined) return null;
      return {
        appId: fields.app_id,
        outTradeNo: fields.out_trade_no,
        tradeNo: fields.trade_no,
        tradeStatus: fields.trade_status,
        totalAmountFen,
        sellerId: fields.seller_id,
        ...(paidAt === undefined ? {} : { paidAt }),
      };
    },
  };
}

export type AlipayClient = ReturnType<typeof createAlipayClient>;
