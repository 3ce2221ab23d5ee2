import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from '../../../../contract/schema.ts';
import { jsonBody, type WechatPaySimulator } from './wechatpay-sim-http.ts';
import { transactionResource } from './wechatpay-sim-messages.ts';
import { isTransaction, type SimulatedTransaction } from './wechatpay-sim-state.ts';

const payBodySchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  description: z.string(),
  out_trade_no: z.string().check(z.regex(/^[A-Za-z0-9_*|-]{6,32}$/)),
  notify_url: z.string().check(z.regex(/^https?:\/\//)),
  amount: z.object({ total: z.number().check(z.int(), z.positive()) }),
  payer: z.optional(z.object({ openid: z.string() })),
});

/** Orders: H5 and JSAPI prepay, the query by out_trade_no and close, each checked for the merchant's signature. */
export function wechatpayTransactionRoutes(app: FastifyInstance, sim: WechatPaySimulator): void {
  const { options, fail, reply, merchantSigned } = sim;
  const { store } = sim.deps;

  const createTransaction = (kind: 'h5' | 'jsapi') => async (request: FastifyRequest, response: FastifyReply) => {
    if (!merchantSigned(request)) return fail(response, 401, 'SIGN_ERROR', '签名错误');
    const body = payBodySchema.safeParse(jsonBody(request)).data ?? null;
    if (!body || body.appid !== options.appid || body.mchid !== options.mchid || (kind === 'jsapi' && !body.payer)) {
      return fail(response, 400, 'PARAM_ERROR', '参数错误');
    }
    const total = body.amount.total;
    const existing = await store.get(body.out_trade_no);
    if (isTransaction(existing) && (existing.state !== 'NOTPAY' || existing.amountFen !== total)) {
      return fail(
        response,
        400,
        existing.state === 'SUCCESS' ? 'ORDERPAID' : 'OUT_TRADE_NO_USED',
        existing.state === 'SUCCESS' ? '订单已支付' : '商户订单号重复',
      );
    }
    // A new prepay id for every request, as WeChat Pay gives; the transaction (and its amount) stays the same.
    const prepayId = `wx${randomBytes(14).toString('hex')}`;
    const transaction: SimulatedTransaction = {
      ...(isTransaction(existing) ? existing : { outTradeNo: body.out_trade_no, amountFen: total, state: 'NOTPAY' as const }),
      prepayId,
      description: body.description,
      notifyUrl: body.notify_url,
      kind,
      openid: body.payer?.openid,
    };
    await store.save(transaction.outTradeNo, transaction);
    await store.save(`prepay:${prepayId}`, { prepayFor: transaction.outTradeNo });
    return kind === 'h5'
      ? reply(response, 200, { h5_url: `${options.publicUrl}/cashier?prepay_id=${prepayId}` })
      : reply(response, 200, { prepay_id: prepayId });
  };

  app.post('/v3/pay/transactions/h5', createTransaction('h5'));
  app.post('/v3/pay/transactions/jsapi', createTransaction('jsapi'));

  app.get<{ Params: { outTradeNo: string } }>('/v3/pay/transactions/out-trade-no/:outTradeNo', async (request, response) => {
    if (!merchantSigned(request)) return fail(response, 401, 'SIGN_ERROR', '签名错误');
    const transaction = await store.get(request.params.outTradeNo);
    if (!isTransaction(transaction)) return fail(response, 404, 'ORDER_NOT_EXIST', '订单不存在');
    return reply(response, 200, transactionResource(options, transaction));
  });

  app.post<{ Params: { outTradeNo: string } }>('/v3/pay/transactions/out-trade-no/:outTradeNo/close', async (request, response) => {
    if (!merchantSigned(request)) return fail(response, 401, 'SIGN_ERROR', '签名错误');
    const transaction = await store.get(request.params.outTradeNo);
    if (!isTransaction(transaction)) return fail(response, 404, 'ORDER_NOT_EXIST', '订单不存在');
    if (transaction.state === 'SUCCESS') return fail(response, 400, 'ORDERPAID', '订单已支付');
    if (
      transaction.state !== 'CLOSED' &&
      !(await store.replace(transaction.outTradeNo, transaction, { ...transaction, state: 'CLOSED' }))
    ) {
      return fail(response, 500, 'SYSTEM_ERROR', '系统繁忙，请稍后重试');
    }
    return reply(response, 204);
  });
}
