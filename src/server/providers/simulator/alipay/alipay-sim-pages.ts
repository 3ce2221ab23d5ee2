import type { FastifyReply } from 'fastify';
import { escapeHtml, renderCashierPage } from '../cashier-page.ts';
import type { AlipaySimulatedTrade } from './alipay-sim-state.ts';

/** The pages the Alipay simulator shows the buyer: its cashier and its error pages. */

export function simplePage(title: string, detail: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>模拟支付 - 支付宝</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:48px 16px"><p style="background:#fff3cd;padding:8px">模拟支付</p><h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p></body></html>`;
}

/** Alipay's gateway error page: 错误代码 and 错误原因. */
export function errorPage(code: string, reason: string): string {
  return simplePage('抱歉，您的请求有误', `错误代码 ${code}；错误原因：${reason}`);
}

/** A page for the buyer's browser, never cached. */
export const sendPage = (response: FastifyReply, page: string, status = 200) =>
  response.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);

/** The cashier for a trade; a paid or closed one shows why it can no longer be paid instead of the buttons. */
export function alipayCashierPage(trade: AlipaySimulatedTrade, publicUrl: string): string {
  const notice =
    trade.status === 'TRADE_SUCCESS'
      ? '该订单已支付，请勿重复付款'
      : trade.status === 'TRADE_CLOSED'
        ? '交易已关闭，请回到商户重新下单'
        : undefined;
  return renderCashierPage({
    provider: '支付宝',
    description: trade.subject,
    amountFen: trade.amountFen,
    outTradeNo: trade.outTradeNo,
    formAction: `${publicUrl}/cashier`,
    hidden: { out_trade_no: trade.outTradeNo },
    notice,
  });
}
