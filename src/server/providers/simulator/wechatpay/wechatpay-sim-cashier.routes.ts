import type { FastifyInstance } from 'fastify';
import { z } from '../../../../contract/schema.ts';
import { verifyMessage } from '../../wechatpay/wechatpay-crypto.ts';
import { ownSiteUrl } from '../cashier-page.ts';
import { jsapiDoneScript, jsBridgeScript } from './jsbridge.ts';
import { notifyPaid } from './wechatpay-sim-deliveries.ts';
import type { WechatPaySimulator } from './wechatpay-sim-http.ts';
import { foreignRedirectPage, jsapiDonePage, simplePage, wechatCashierPage } from './wechatpay-sim-pages.ts';
import { paidTransaction, transactionByPrepayId } from './wechatpay-sim-state.ts';

const jsapiQuerySchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string().check(z.regex(/^prepay_id=wx[0-9a-f]+$/)),
  signType: z.literal('RSA'),
  paySign: z.string(),
});

const cashierFormSchema = z.object({
  prepay_id: z.string(),
  action: z.enum(['pay', 'cancel']),
  mode: z.enum(['h5', 'jsapi']),
  redirect_url: z.optional(z.string()),
});

/** The cashier that stands in for WeChat's (H5 from the browser, JSAPI in a frame over the page) and the JS bridge. */
export function wechatpayCashierRoutes(app: FastifyInstance, sim: WechatPaySimulator): void {
  const { options, deps, html } = sim;
  const { store } = deps;
  const merchantOrigin = options.merchantOrigin ?? options.publicUrl;

  // GET shows it (H5: from h5_url plus the merchant's redirect_url; JSAPI: from the bridge, with the signed
  // getBrandWCPayRequest parameters, which are checked as WeChat checks them).
  app.get('/cashier', async (request, response) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.redirect_url !== undefined && !ownSiteUrl(query.redirect_url, merchantOrigin))
      return html(response, foreignRedirectPage, 400);
    let mode: 'h5' | 'jsapi' = 'h5';
    let prepayId = query.prepay_id ?? '';
    if (query.paySign !== undefined) {
      const params = jsapiQuerySchema.safeParse(query).data;
      const message = params ? `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n` : '';
      if (!params || params.appId !== options.appid || !verifyMessage(message, params.paySign, options.merchantPublicKey)) {
        return html(response, simplePage('支付验证签名失败', 'paySign 与商户公钥不匹配（错误码：SIGN_ERROR）'), 400);
      }
      mode = 'jsapi';
      prepayId = params.package.slice('prepay_id='.length);
    }
    const transaction = await transactionByPrepayId(store, prepayId);
    if (!transaction) return html(response, simplePage('商家订单信息有误', '找不到这笔支付（prepay_id 无效或已过期）'), 404);
    const hidden = { prepay_id: prepayId, mode, ...(query.redirect_url ? { redirect_url: query.redirect_url } : {}) };
    return html(response, wechatCashierPage(transaction, { publicUrl: options.publicUrl, hidden }));
  });

  app.post('/cashier', async (request, response) => {
    const form = cashierFormSchema.safeParse(request.body).data;
    if (!form) return html(response, simplePage('请求有误', '缺少支付信息'), 400);
    const redirectUrl = form.redirect_url === undefined ? undefined : ownSiteUrl(form.redirect_url, merchantOrigin);
    if (form.redirect_url !== undefined && !redirectUrl) return html(response, foreignRedirectPage, 400);
    const transaction = await transactionByPrepayId(store, form.prepay_id);
    if (!transaction) return html(response, simplePage('商家订单信息有误', '找不到这笔支付'), 404);
    let result: 'ok' | 'cancel' | 'fail' = 'cancel';
    if (form.action === 'pay') {
      const paid = paidTransaction(transaction, options.now);
      const stored = transaction.state === 'NOTPAY' && (await store.replace(transaction.outTradeNo, transaction, paid));
      result = stored ? 'ok' : 'fail';
      if (stored) notifyPaid(options, deps, paid);
    }
    if (form.mode === 'jsapi') {
      // Back in the merchant's page the bridge calls its callback with this err_msg.
      return html(response, jsapiDonePage(options.publicUrl, `get_brand_wcpay_request:${result}`));
    }
    if (redirectUrl) return response.redirect(redirectUrl, 302);
    return html(response, simplePage(result === 'ok' ? '支付成功' : '未完成支付', '请返回商户页面查看订单'));
  });

  app.get('/jsapi-done.js', async (_request, response) => response.type('text/javascript; charset=utf-8').send(jsapiDoneScript));

  app.get('/jsbridge.js', async (_request, response) =>
    response.type('text/javascript; charset=utf-8').send(jsBridgeScript(options.publicUrl)),
  );
}
