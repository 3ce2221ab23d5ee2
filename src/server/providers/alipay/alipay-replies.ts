import { z } from '../../../contract/schema.ts';
import { fenFromYuan, parseBeijingTime } from './alipay-protocol.ts';

/**
 * What Alipay answers and sends, as the client reads it: the gateway's replies (after alipay-sdk verified their
 * signature and camel-cased their keys) and the asynchronous notifications, parsed into our types or refused.
 */

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

const tradeStatusSchema = z.enum(['WAIT_BUYER_PAY', 'TRADE_CLOSED', 'TRADE_SUCCESS', 'TRADE_FINISHED']);

/** A gateway reply as the sdk returns it (keys camel-cased), after it verified the reply's signature. */
export const gatewayReplySchema = z.object({
  code: z.string(),
  msg: z.optional(z.string()),
  subCode: z.optional(z.string()),
  subMsg: z.optional(z.string()),
});
export type GatewayReply = z.infer<typeof gatewayReplySchema>;

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

export const isPaid = (status: AlipayTradeStatus) => status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED';

/** A business error Alipay answered, as an AlipayError with its code and sub_code. */
export const failure = (method: string, reply: GatewayReply) =>
  new AlipayError(
    `${method}: ${reply.code} ${reply.msg ?? ''} ${reply.subCode ?? ''} ${reply.subMsg ?? ''}`.replace(/\s+/g, ' ').trim(),
    reply.code,
    reply.subCode,
  );

/** alipay.trade.query's trade (a 10000 reply), which must be the one asked about. */
export function tradeFromQueryReply(result: unknown, outTradeNo: string, reply: GatewayReply): AlipayTrade {
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

/** alipay.trade.refund's answer (a 10000 reply), which must be about the trade refunded. */
export function refundFromReply(result: unknown, outTradeNo: string, reply: GatewayReply): AlipayRefundReply {
  const parsed = refundReplySchema.safeParse(result);
  if (!parsed.success || parsed.data.outTradeNo !== outTradeNo) throw new AlipayError('alipay.trade.refund: malformed reply', reply.code);
  const refundedAt = parsed.data.gmtRefundPay ? parseBeijingTime(parsed.data.gmtRefundPay) : null;
  return {
    tradeNo: parsed.data.tradeNo,
    fundChange: parsed.data.fundChange === 'Y',
    refundedTotalFen: parsed.data.refundFee === undefined ? null : fenFromYuan(parsed.data.refundFee),
    ...(refundedAt === null ? {} : { refundedAt }),
  };
}

/** alipay.trade.fastpay.refund.query's refund (a 10000 reply), null when there is none; it must be the one asked about. */
export function refundFromQueryReply(result: unknown, outTradeNo: string, outRequestNo: string, reply: GatewayReply): AlipayRefund | null {
  const parsed = refundQueryReplySchema.safeParse(result);
  if (!parsed.success) throw new AlipayError('alipay.trade.fastpay.refund.query: malformed reply', reply.code);
  const found = parsed.data;
  if (!found.outRequestNo || !found.refundAmount) return null;
  const amountFen = fenFromYuan(found.refundAmount);
  if (found.outRequestNo !== outRequestNo || (found.outTradeNo !== undefined && found.outTradeNo !== outTradeNo) || amountFen === null) {
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
}

/** A notification's fields (its signature already verified), or null when they are not well formed. */
export function notificationFromParams(params: Readonly<Record<string, string>>): AlipayNotification | null {
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
}
