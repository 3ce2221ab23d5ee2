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

  async function call(method: string, bizContent: Record<string, string>) {
    let result: unknown;
    try {
      result = await sdk.exec(method, { timestamp: timestamp(), bizContent }, { validateSign: true });
    } catch (error) {
      throw new AlipayError(`${method} failed: ${error instanceof Error ? error.message : String(error)}`, undefined, undefined, { cause: error });
    }
    const parsed = gatewayReplySchema.safeParse(result);
    if (!parsed.success) throw new AlipayError(`${method}: unexpected reply`);
    return { reply: parsed.data, result };
  }

  const failure = (method: string, reply: z.infer<typeof gatewayReplySchema>) =>
    new AlipayError(`${method}: ${reply.code} ${reply.msg ?? ''} ${reply.subCode ?? ''} ${reply.subMsg ?? ''}`.replace(/\s+/g, ' ').trim(), reply.code, reply.subCode);

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
      if (!Number.isSafeInteger(payment.amountFen) || payment.amountFen < 1) throw new RangeError(`amount must be at least 1 fen: ${payment.amountFen}`);
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
     * Reads an asynchronous notification (the form fields as posted): null unless Alipay's RSA2 signature verifies
     * and the fields are well formed. The caller still checks appId, sellerId and the amount against its order.
     */
    verifyNotification(params: Readonly<Record<string, string>>): AlipayNotification | null {
      if (!sdk.checkNotifySignV2({ ...params })) return null;
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
