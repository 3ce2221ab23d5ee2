import type { FastifyReply } from 'fastify';
import { z } from '../../../../contract/schema.ts';
import { fenFromYuan, formatBeijingTime, yuanFromFen } from '../../alipay/alipay-protocol.ts';
import { businessFailed, gatewayError, type Params, readJsonObject, signedReply, systemBusy } from './alipay-sim-gateway.ts';
import type { AlipaySimulatorOptions } from './alipay-sim-options.ts';
import { type AlipaySimulatedRefund, type AlipaySimulatedTrade, loadTrade, refundedFen } from './alipay-sim-state.ts';

const refundBizSchema = z.object({
  out_trade_no: z.string().check(z.minLength(1)),
  refund_amount: z.union([z.string(), z.number()]),
  out_request_no: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  refund_reason: z.optional(z.string().check(z.maxLength(256))),
});
const refundQueryBizSchema = z.object({ out_trade_no: z.string().check(z.minLength(1)), out_request_no: z.string().check(z.minLength(1)) });

/** alipay.trade.refund's success answer: fund_change Y when this request refunded, N when it had already. */
function refundReply(trade: AlipaySimulatedTrade, refund: AlipaySimulatedRefund, fundChange: 'Y' | 'N') {
  return {
    code: '10000',
    msg: 'Success',
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    buyer_logon_id: trade.buyerLogonId,
    buyer_user_id: trade.buyerId,
    fund_change: fundChange,
    refund_fee: yuanFromFen(refundedFen(trade)),
    gmt_refund_pay: formatBeijingTime(refund.refundedAt),
    send_back_fee: fundChange === 'Y' ? yuanFromFen(refund.amountFen) : '0.00',
  };
}

/**
 * alipay.trade.refund: synchronous, checked as Alipay checks it (a paid trade; without out_request_no only the full
 * amount; never more than is left), and once per out_request_no. The request is already checked.
 */
export async function refundApi(options: AlipaySimulatorOptions, params: Params, response: FastifyReply) {
  const method = 'alipay.trade.refund';
  const { keys, store, now } = options;
  const refuse = (subCode: string, subMsg: string) => signedReply(response, keys, method, gatewayError(businessFailed(subCode, subMsg)));
  const biz = refundBizSchema.safeParse(readJsonObject(params.biz_content)).data;
  const amountFen = biz ? fenFromYuan(String(biz.refund_amount)) : null;
  if (!biz || amountFen === null || amountFen < 1)
    return refuse('ACQ.INVALID_PARAMETER', '参数无效：out_trade_no、refund_amount 或 out_request_no 不合法');
  const outRequestNo = biz.out_request_no ?? biz.out_trade_no;
  // Compare-and-set on the trade: concurrent refunds of one trade are checked one after the other.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const trade = await loadTrade(store, now, biz.out_trade_no);
    if (!trade) return refuse('ACQ.TRADE_NOT_EXIST', '交易不存在');
    const earlier = trade.refunds?.find((refund) => refund.outRequestNo === outRequestNo);
    if (earlier) {
      if (earlier.amountFen !== amountFen) return refuse('ACQ.INVALID_PARAMETER', '参数无效：同一退款请求号的退款金额与之前的请求不一致');
      return signedReply(response, keys, method, refundReply(trade, earlier, 'N'));
    }
    if (trade.status !== 'TRADE_SUCCESS') return refuse('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    if (biz.out_request_no === undefined && amountFen !== trade.amountFen)
      return refuse('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '撤销或退款金额与订单金额不一致（部分退款须传 out_request_no）');
    const refunded = refundedFen(trade);
    if (refunded + amountFen > trade.amountFen) return refuse('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    const refund: AlipaySimulatedRefund = { outRequestNo, amountFen, reason: biz.refund_reason, refundedAt: now() };
    const next: AlipaySimulatedTrade = {
      ...trade,
      refunds: [...(trade.refunds ?? []), refund],
      status: refunded + amountFen === trade.amountFen ? 'TRADE_CLOSED' : trade.status,
    };
    if (await store.replace(trade.outTradeNo, trade, next)) return signedReply(response, keys, method, refundReply(next, refund, 'Y'));
    // Refunded or changed by another request in the meantime: look again.
  }
  return signedReply(response, keys, method, systemBusy());
}

/** alipay.trade.fastpay.refund.query: the refund request's details, or none (code 10000 alone) when there is no such refund. */
export async function refundQueryApi(options: AlipaySimulatorOptions, params: Params, response: FastifyReply) {
  const method = 'alipay.trade.fastpay.refund.query';
  const { keys, store, now } = options;
  const biz = refundQueryBizSchema.safeParse(readJsonObject(params.biz_content)).data;
  if (!biz)
    return signedReply(
      response,
      keys,
      method,
      gatewayError(businessFailed('ACQ.INVALID_PARAMETER', '参数无效：需要 out_trade_no 和 out_request_no')),
    );
  const trade = await loadTrade(store, now, biz.out_trade_no);
  if (!trade) return signedReply(response, keys, method, gatewayError(businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在')));
  const refund = trade.refunds?.find((candidate) => candidate.outRequestNo === biz.out_request_no);
  if (!refund) return signedReply(response, keys, method, { code: '10000', msg: 'Success' });
  return signedReply(response, keys, method, {
    code: '10000',
    msg: 'Success',
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    out_request_no: refund.outRequestNo,
    total_amount: yuanFromFen(trade.amountFen),
    refund_amount: yuanFromFen(refund.amountFen),
    refund_status: 'REFUND_SUCCESS',
    gmt_refund_pay: formatBeijingTime(refund.refundedAt),
  });
}
