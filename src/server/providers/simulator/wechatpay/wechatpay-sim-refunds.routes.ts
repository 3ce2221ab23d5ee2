import type { FastifyInstance } from 'fastify';
import { z } from '../../../../contract/schema.ts';
import { completeRefund } from './wechatpay-sim-deliveries.ts';
import { jsonBody, type WechatPaySimulator } from './wechatpay-sim-http.ts';
import { refundResource } from './wechatpay-sim-messages.ts';
import { isTransaction, rfc3339, type SimulatedRefund, type SimulatedTransaction, transactionWithRefund } from './wechatpay-sim-state.ts';

const refundBodySchema = z.object({
  out_trade_no: z.optional(z.string()),
  transaction_id: z.optional(z.string()),
  out_refund_no: z.string().check(z.regex(/^[0-9A-Za-z_\-|*@]{1,64}$/)),
  reason: z.optional(z.string()),
  notify_url: z.optional(z.string().check(z.regex(/^https?:\/\//))),
  funds_account: z.optional(z.string()),
  amount: z.object({
    refund: z.number().check(z.int(), z.positive()),
    total: z.number().check(z.int(), z.positive()),
    currency: z.literal('CNY'),
  }),
});

/** WeChat Pay takes at most 50 partial refunds of one payment. */
const MAX_REFUNDS_PER_TRANSACTION = 50;

/**
 * Refunds: checked like WeChat Pay checks them (a paid transaction, its total, at most what is left, the same
 * out_refund_no refunding once), taken as PROCESSING and completed by completeRefund; and the refund query.
 */
export function wechatpayRefundRoutes(app: FastifyInstance, sim: WechatPaySimulator): void {
  const { options, deps, fail, reply, merchantSigned } = sim;
  const { store } = deps;

  app.post('/v3/refund/domestic/refunds', async (request, response) => {
    if (!merchantSigned(request)) return fail(response, 401, 'SIGN_ERROR', '签名错误');
    const body = refundBodySchema.safeParse(jsonBody(request)).data;
    if (!body) return fail(response, 400, 'PARAM_ERROR', '参数错误：out_refund_no、amount 或 notify_url 不合法');
    if (!body.out_trade_no) return fail(response, 400, 'PARAM_ERROR', '参数错误：这个模拟器按 out_trade_no 查找订单');
    if (body.reason !== undefined && Buffer.byteLength(body.reason, 'utf8') > 80)
      return fail(response, 400, 'PARAM_ERROR', '退款原因不能超过80个字节');
    const outTradeNo = body.out_trade_no;
    // Compare-and-set on the transaction: concurrent refunds of one payment are checked one after the other.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const transaction = await store.get(outTradeNo);
      if (!isTransaction(transaction) || transaction.state !== 'SUCCESS')
        return fail(response, 404, 'RESOURCE_NOT_EXISTS', '订单不存在或未支付，未支付的订单不能发起退款');
      const refunds = transaction.refunds ?? [];
      const earlier = refunds.find((refund) => refund.outRefundNo === body.out_refund_no);
      if (earlier) {
        // The same out_refund_no refunds once: asked again, it answers with the refund it already is.
        if (earlier.amountFen !== body.amount.refund)
          return fail(response, 400, 'INVALID_REQUEST', '同一商户退款单号的退款金额与之前的请求不一致');
        return reply(response, 200, refundResource(transaction, earlier));
      }
      const elsewhere = await store.get(`refund:${body.out_refund_no}`);
      if (elsewhere && 'refundFor' in elsewhere && elsewhere.refundFor !== outTradeNo)
        return fail(response, 400, 'INVALID_REQUEST', '商户退款单号已用于其他订单');
      if (body.amount.total !== transaction.amountFen)
        return fail(response, 400, 'INVALID_REQUEST', '订单金额与原支付交易的订单金额不一致');
      const refunded = refunds.filter((refund) => refund.status !== 'CLOSED').reduce((sum, refund) => sum + refund.amountFen, 0);
      if (refunded + body.amount.refund > transaction.amountFen)
        return fail(response, 400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
      if (refunds.length >= MAX_REFUNDS_PER_TRANSACTION)
        return fail(response, 400, 'INVALID_REQUEST', '每个支付订单的部分退款次数不能超过50次');
      const refund: SimulatedRefund = {
        outRefundNo: body.out_refund_no,
        refundId: `50${String(options.now()).slice(-13)}${String(Math.floor(Math.random() * 1e14)).padStart(14, '0')}`,
        amountFen: body.amount.refund,
        reason: body.reason,
        notifyUrl: body.notify_url,
        status: 'PROCESSING',
        createTime: rfc3339(options.now()),
      };
      const next: SimulatedTransaction = { ...transaction, refunds: [...refunds, refund] };
      if (await store.replace(outTradeNo, transaction, next)) {
        await store.save(`refund:${refund.outRefundNo}`, { refundFor: outTradeNo });
        completeRefund(options, deps, outTradeNo, refund.outRefundNo);
        return reply(response, 200, refundResource(next, refund));
      }
      // Changed by another request in the meantime (another refund, its completion): check again.
    }
    return fail(response, 500, 'SYSTEM_ERROR', '系统繁忙，请稍后重试');
  });

  app.get<{ Params: { outRefundNo: string } }>('/v3/refund/domestic/refunds/:outRefundNo', async (request, response) => {
    if (!merchantSigned(request)) return fail(response, 401, 'SIGN_ERROR', '签名错误');
    const pointer = await store.get(`refund:${request.params.outRefundNo}`);
    const found =
      pointer && 'refundFor' in pointer ? await transactionWithRefund(store, pointer.refundFor, request.params.outRefundNo) : undefined;
    if (!found) return fail(response, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    return reply(response, 200, refundResource(found.transaction, found.refund));
  });
}
