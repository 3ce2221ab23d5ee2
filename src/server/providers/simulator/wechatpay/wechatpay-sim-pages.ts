import { renderCashierPage } from '../cashier-page.ts';
import type { SimulatedTransaction } from './wechatpay-sim-state.ts';

/** The pages the WeChat Pay simulator shows the payer: its cashier, the JSAPI result frame, and its error pages. */

export function simplePage(title: string, detail: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>模拟支付</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:48px 16px"><p style="background:#fff3cd;padding:8px">模拟支付</p><h1 style="font-size:20px">${title}</h1><p>${detail}</p></body></html>`;
}

/** WeChat refuses a redirect_url outside the merchant's H5 domain; the simulator, one outside the site's own origin. */
export const foreignRedirectPage = simplePage(
  '商家参数格式有误',
  'redirect_url 不是商户自己网站的地址，请联系商家（错误码：REDIRECT_URL_INVALID）',
);

/** After a JSAPI payment: a frame whose script hands `errMsg` to the bridge in the merchant's page. */
export function jsapiDonePage(publicUrl: string, errMsg: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>模拟支付</title></head><body><script src="${publicUrl}/jsapi-done.js" data-result="${errMsg}"></script></body></html>`;
}

/** The cashier for a transaction; a paid or closed one shows why it can no longer be paid instead of the buttons. */
export function wechatCashierPage(
  transaction: SimulatedTransaction,
  { publicUrl, hidden }: { publicUrl: string; hidden: Record<string, string> },
): string {
  const notice =
    transaction.state === 'SUCCESS' ? '该订单已支付' : transaction.state === 'CLOSED' ? '该订单已关闭，请回到商户重新下单' : undefined;
  return renderCashierPage({
    provider: '微信支付',
    description: transaction.description,
    amountFen: transaction.amountFen,
    outTradeNo: transaction.outTradeNo,
    formAction: `${publicUrl}/cashier`,
    hidden,
    notice,
  });
}
