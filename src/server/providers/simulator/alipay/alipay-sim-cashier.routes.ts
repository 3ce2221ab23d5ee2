import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from '../../../../contract/schema.ts';
import { fenFromYuan, parseBeijingTime } from '../../alipay/alipay-protocol.ts';
import { ownSiteUrl } from '../cashier-page.ts';
import { notifyPaid, returnUrlWithParams } from './alipay-sim-deliveries.ts';
import { checkRequest, type Params, readJsonObject } from './alipay-sim-gateway.ts';
import type { AlipaySimulatorOptions } from './alipay-sim-options.ts';
import { alipayCashierPage, errorPage, sendPage, simplePage } from './alipay-sim-pages.ts';
import { type AlipaySimulatedTrade, loadTrade, newTradeNo, paidTrade } from './alipay-sim-state.ts';

const MAX_AMOUNT_FEN = 100_000_000 * 100;

const wapBizSchema = z.object({
  out_trade_no: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/)),
  total_amount: z.union([z.string(), z.number()]),
  subject: z.string().check(z.minLength(1), z.maxLength(256)),
  product_code: z.literal('QUICK_WAP_WAY'),
  time_expire: z.optional(z.string()),
  quit_url: z.optional(z.string()),
});
const cashierFormSchema = z.object({ out_trade_no: z.string(), action: z.enum(['pay', 'cancel']) });

const showCashier = (options: AlipaySimulatorOptions, response: FastifyReply, trade: AlipaySimulatedTrade) =>
  sendPage(response, alipayCashierPage(trade, options.publicUrl));

/** alipay.trade.wap.pay: the buyer's browser arrives with the signed request and gets the cashier. */
export async function wapPay(options: AlipaySimulatorOptions, params: Params, response: FastifyReply) {
  const { keys, store, now } = options;
  const rejected = checkRequest(keys, now, params);
  if (rejected) return sendPage(response, errorPage(rejected.subCode.replace(/^isv\./, ''), rejected.subMsg), 400);
  const biz = wapBizSchema.safeParse(readJsonObject(params.biz_content)).data;
  const amountFen = biz ? fenFromYuan(String(biz.total_amount)) : null;
  const expiresAt = biz?.time_expire === undefined ? undefined : parseBeijingTime(biz.time_expire);
  if (!biz || amountFen === null || amountFen < 1 || amountFen > MAX_AMOUNT_FEN || expiresAt === null) {
    return sendPage(
      response,
      errorPage('INVALID_PARAMETER', '参数有误：biz_content 中的 out_trade_no、total_amount、subject、product_code 或 time_expire 不合法'),
      400,
    );
  }
  if (expiresAt !== undefined && expiresAt <= now())
    return sendPage(response, errorPage('TRADE_HAS_CLOSE', '交易已经关闭（已过 time_expire）'), 400);
  // The cashier sends the buyer back only to the merchant's own site (the simulator's origin): no open redirect.
  const foreign = [params.return_url, biz.quit_url].find((url) => url && !ownSiteUrl(url, options.merchantOrigin ?? options.publicUrl));
  if (foreign) return sendPage(response, errorPage('INVALID_PARAMETER', '参数有误：return_url 或 quit_url 不是商户自己网站的地址'), 400);

  const details = {
    subject: biz.subject,
    notifyUrl: params.notify_url || undefined,
    returnUrl: params.return_url || undefined,
    quitUrl: biz.quit_url || undefined,
    expiresAt,
  };
  const existing = await loadTrade(store, now, biz.out_trade_no);
  if (!existing) {
    const trade: AlipaySimulatedTrade = {
      outTradeNo: biz.out_trade_no,
      tradeNo: newTradeNo(now),
      amountFen,
      status: 'WAIT_BUYER_PAY',
      createdAt: now(),
      ...details,
    };
    await store.save(trade.outTradeNo, trade);
    return showCashier(options, response, trade);
  }
  if (existing.amountFen !== amountFen)
    return sendPage(response, errorPage('CONTEXT_INCONSISTENT', '交易信息被篡改：同一商户订单号的金额与之前的请求不一致'), 400);
  if (existing.status !== 'WAIT_BUYER_PAY') return showCashier(options, response, existing);
  // The same unpaid order asked again (a second tap on 去支付): the trade stays, the latest URLs apply.
  const updated: AlipaySimulatedTrade = { ...existing, ...details };
  if (await store.replace(existing.outTradeNo, existing, updated)) return showCashier(options, response, updated);
  return showCashier(options, response, (await loadTrade(store, now, existing.outTradeNo)) ?? existing);
}

/** The cashier's form: 确认支付 pays (once, in any process) and notifies; 取消支付 goes back to the merchant. */
export function alipayCashierRoutes(app: FastifyInstance, options: AlipaySimulatorOptions): void {
  const { store, now } = options;
  /** A stored return or quit URL the cashier may send the browser to (one kept before the check at wap.pay is not). */
  const ownSite = (url: string | undefined) => (url ? ownSiteUrl(url, options.merchantOrigin ?? options.publicUrl) : undefined);

  app.post('/cashier', async (request, response) => {
    const form = cashierFormSchema.safeParse(
      typeof request.body === 'string' ? Object.fromEntries(new URLSearchParams(request.body)) : undefined,
    ).data;
    if (!form) return sendPage(response, errorPage('INVALID_PARAMETER', '缺少支付信息'), 400);
    const trade = await loadTrade(store, now, form.out_trade_no);
    if (!trade) return sendPage(response, errorPage('TRADE_NOT_EXIST', '交易不存在'), 404);
    if (trade.status !== 'WAIT_BUYER_PAY') return showCashier(options, response, trade);

    if (form.action === 'cancel') {
      // 取消支付 leaves the trade waiting (the buyer may still come back) and returns to the merchant's quit_url.
      const back = ownSite(trade.quitUrl ?? trade.returnUrl);
      return back ? response.redirect(back, 302) : sendPage(response, simplePage('已取消支付', '请返回商户页面'));
    }

    const paid = paidTrade(trade, now);
    // Compare-and-set: of two clicks (in any process) only one pays and notifies.
    if (!(await store.replace(trade.outTradeNo, trade, paid)))
      return showCashier(options, response, (await loadTrade(store, now, trade.outTradeNo)) ?? trade);
    if (paid.notifyUrl) notifyPaid(options, paid, paid.notifyUrl);
    const back = ownSite(paid.returnUrl);
    return back
      ? response.redirect(returnUrlWithParams(options, back, paid), 302)
      : sendPage(response, simplePage('支付成功', '请返回商户页面查看订单'));
  });
}
