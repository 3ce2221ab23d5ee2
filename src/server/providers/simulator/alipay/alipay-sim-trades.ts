import type { FastifyReply } from 'fastify';
import { z } from '../../../../contract/schema.ts';
import { formatBeijingTime, yuanFromFen } from '../../alipay/alipay-protocol.ts';
import { businessFailed, gatewayError, type Params, readJsonObject, signedReply, systemBusy } from './alipay-sim-gateway.ts';
import type { AlipaySimulatorOptions } from './alipay-sim-options.ts';
import { type AlipaySimulatedTrade, loadTrade } from './alipay-sim-state.ts';

const tradeBizSchema = z.object({ out_trade_no: z.string().check(z.minLength(1)) });

/** The trade as alipay.trade.query describes it. */
function tradeFields(trade: AlipaySimulatedTrade) {
  const amount = yuanFromFen(trade.amountFen);
  const paid = trade.status === 'TRADE_SUCCESS';
  return {
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    buyer_logon_id: trade.buyerLogonId,
    trade_status: trade.status,
    total_amount: amount,
    buyer_pay_amount: paid ? amount : '0.00',
    point_amount: '0.00',
    invoice_amount: paid ? amount : '0.00',
    receipt_amount: paid ? amount : '0.00',
    send_pay_date: paid && trade.paidAt !== undefined ? formatBeijingTime(trade.paidAt) : undefined,
    buyer_user_id: trade.buyerId,
  };
}

/** alipay.trade.query and alipay.trade.close, as alipay-sdk's exec() calls them (the request is already checked). */
export async function tradeApi(
  options: AlipaySimulatorOptions,
  method: 'alipay.trade.query' | 'alipay.trade.close',
  params: Params,
  response: FastifyReply,
) {
  const { keys, store, now } = options;
  const biz = tradeBizSchema.safeParse(readJsonObject(params.biz_content)).data;
  if (!biz)
    return signedReply(
      response,
      keys,
      method,
      gatewayError(businessFailed('ACQ.INVALID_PARAMETER', '参数无效：这个模拟器按 out_trade_no 查找交易')),
    );
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const trade = await loadTrade(store, now, biz.out_trade_no);
    if (!trade) return signedReply(response, keys, method, gatewayError(businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在')));
    if (method === 'alipay.trade.query')
      return signedReply(response, keys, method, { code: '10000', msg: 'Success', ...tradeFields(trade) });
    if (trade.status !== 'WAIT_BUYER_PAY')
      return signedReply(response, keys, method, gatewayError(businessFailed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')));
    if (await store.replace(trade.outTradeNo, trade, { ...trade, status: 'TRADE_CLOSED' })) {
      return signedReply(response, keys, method, {
        code: '10000',
        msg: 'Success',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
      });
    }
    // Paid or closed in the meantime: look again.
  }
  return signedReply(response, keys, method, systemBusy());
}
