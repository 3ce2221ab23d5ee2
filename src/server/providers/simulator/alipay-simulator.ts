import { createSign, createVerify, randomBytes, randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from '../../../contract/schema.ts';
import { fenFromYuan, formatBeijingTime, parseBeijingTime, signContent, yuanFromFen } from '../alipay/alipay-protocol.ts';
import { escapeHtml, ownSiteUrl, renderCashierPage } from './cashier-page.ts';
import { ALIPAY_RETRY_SCHEDULE_MS, type Notifier } from './notifier.ts';
import type { SimulatorKeys } from './simulator-keys.ts';

/**
 * A local Alipay open-platform gateway for PAYMENT_MODE=simulator: alipay.trade.wap.pay (its cashier page),
 * alipay.trade.query, alipay.trade.close, alipay.trade.refund and alipay.trade.fastpay.refund.query, with the app's
 * RSA2 signature checked on every request, replies signed the way alipay-sdk verifies them, and signed asynchronous
 * notifications on Alipay's retry schedule, so the production client is what runs against it.
 */
export type AlipaySimulatedTrade = {
  outTradeNo: string;
  tradeNo: string;
  subject: string;
  amountFen: number;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  createdAt: number;
  notifyUrl?: string;
  returnUrl?: string;
  quitUrl?: string;
  /** time_expire: the trade closes by itself at this instant. */
  expiresAt?: number;
  paidAt?: number;
  buyerId?: string;
  buyerLogonId?: string;
  /** alipay.trade.refund requests, each once per out_request_no; a trade refunded in full becomes TRADE_CLOSED. */
  refunds?: AlipaySimulatedRefund[];
};

export type AlipaySimulatedRefund = { outRequestNo: string; amountFen: number; reason?: string; refundedAt: number };

/** What the simulator needs of its store: createSimulatorStore<AlipaySimulatedTrade>(db, 'alipay', now) in the app. */
export interface AlipaySimulatorStore {
  get(outTradeNo: string): Promise<AlipaySimulatedTrade | undefined>;
  save(outTradeNo: string, trade: AlipaySimulatedTrade): Promise<void>;
  replace(outTradeNo: string, expected: AlipaySimulatedTrade, next: AlipaySimulatedTrade): Promise<boolean>;
}

export type AlipaySimulatorOptions = {
  keys: SimulatorKeys['alipay'];
  store: AlipaySimulatorStore;
  notifier: Notifier;
  now: () => number;
  /** Where the simulator is reached from a browser (…/_sim/alipay). */
  publicUrl: string;
  /** The merchant's site, where the cashier may send the browser back; publicUrl's origin unless given. */
  merchantOrigin?: string;
  /** Posts the notifications to notify_url. */
  fetch: typeof fetch;
};

/** How far a request's timestamp may be from the gateway's clock. */
const TIMESTAMP_WINDOW_MS = 15 * 60 * 1000;
const MAX_AMOUNT_FEN = 100_000_000 * 100;

type Params = Record<string, string>;
type GatewayError = { code: string; msg: string; subCode: string; subMsg: string };

const wapBizSchema = z.object({
  out_trade_no: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/)),
  total_amount: z.union([z.string(), z.number()]),
  subject: z.string().check(z.minLength(1), z.maxLength(256)),
  product_code: z.literal('QUICK_WAP_WAY'),
  time_expire: z.optional(z.string()),
  quit_url: z.optional(z.string()),
});
const tradeBizSchema = z.object({ out_trade_no: z.string().check(z.minLength(1)) });
const cashierFormSchema = z.object({ out_trade_no: z.string(), action: z.enum(['pay', 'cancel']) });
const refundBizSchema = z.object({
  out_trade_no: z.string().check(z.minLength(1)),
  refund_amount: z.union([z.string(), z.number()]),
  out_request_no: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  refund_reason: z.optional(z.string().check(z.maxLength(256))),
});
const refundQueryBizSchema = z.object({ out_trade_no: z.string().check(z.minLength(1)), out_request_no: z.string().check(z.minLength(1)) });

const invalidArguments = (subCode: string, subMsg: string): GatewayError => ({ code: '40002', msg: 'Invalid Arguments', subCode, subMsg });
const businessFailed = (subCode: string, subMsg: string): GatewayError => ({ code: '40004', msg: 'Business Failed', subCode, subMsg });

function readJsonObject(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The gateway's parameters: the query string and, for a form POST, the body (Alipay reads both). */
function gatewayParams(request: FastifyRequest): Params {
  const queryStart = request.url.indexOf('?');
  const params: Params = Object.fromEntries(new URLSearchParams(queryStart < 0 ? '' : request.url.slice(queryStart + 1)));
  const body = typeof request.body === 'string' ? Object.fromEntries(new URLSearchParams(request.body)) : {};
  return { ...params, ...body };
}

export function alipaySimulator(options: AlipaySimulatorOptions): FastifyPluginAsync {
  const { keys, store, notifier, now } = options;

  const rsaSign = (content: string) => createSign('RSA-SHA256').update(content, 'utf8').sign(keys.alipayPrivateKeyPem, 'base64');
  /** Notifications and return parameters: empty ones are left out; the signature covers all but sign and sign_type. */
  const signed = (params: Params): Params => {
    const present = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
    return { ...present, sign: rsaSign(signContent(present, ['sign', 'sign_type'])) };
  };

  /** The checks Alipay's gateway makes before it looks at a request's business content. */
  function checkRequest(params: Params): GatewayError | null {
    if (params.app_id !== keys.appId) return invalidArguments('isv.invalid-app-id', '无效的AppID参数');
    if (params.charset?.toLowerCase() !== 'utf-8') return invalidArguments('isv.invalid-charset', '字符集错误');
    if (params.version !== '1.0') return invalidArguments('isv.invalid-version', '版本号错误');
    if (params.sign_type !== 'RSA2') return invalidArguments('isv.invalid-signature-type', '无效的签名类型');
    const timestamp = params.timestamp === undefined ? null : parseBeijingTime(params.timestamp);
    if (timestamp === null || Math.abs(timestamp - now()) > TIMESTAMP_WINDOW_MS) {
      return invalidArguments(
        'isv.invalid-timestamp',
        '非法的时间戳参数（格式为 yyyy-MM-dd HH:mm:ss 的北京时间，与网关时间相差不超过15分钟）',
      );
    }
    const signature = params.sign;
    if (!signature) return { code: '40001', msg: 'Missing Required Arguments', subCode: 'isv.missing-signature', subMsg: '缺少签名参数' };
    const content = signContent(params, ['sign']);
    if (!createVerify('RSA-SHA256').update(content, 'utf8').verify(keys.appPublicKeyPem, signature, 'base64')) {
      return invalidArguments(
        'isv.invalid-signature',
        `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content}`,
      );
    }
    return null;
  }

  /** The trade, closed first if its time_expire has passed (Alipay closes unpaid trades by itself). */
  async function load(outTradeNo: string): Promise<AlipaySimulatedTrade | undefined> {
    const trade = await store.get(outTradeNo);
    if (trade?.status !== 'WAIT_BUYER_PAY' || trade.expiresAt === undefined || now() < trade.expiresAt) return trade;
    const closed: AlipaySimulatedTrade = { ...trade, status: 'TRADE_CLOSED' };
    return (await store.replace(outTradeNo, trade, closed)) ? closed : store.get(outTradeNo);
  }

  const newTradeNo = () =>
    `${formatBeijingTime(now()).slice(0, 10).replaceAll('-', '')}22001${String(randomInt(10 ** 9)).padStart(9, '0')}${String(randomInt(10 ** 6)).padStart(6, '0')}`;

  function notificationParams(trade: AlipaySimulatedTrade, notifyId: string): Params {
    const amount = yuanFromFen(trade.amountFen);
    return signed({
      notify_time: formatBeijingTime(now()),
      notify_type: 'trade_status_sync',
      notify_id: notifyId,
      app_id: keys.appId,
      auth_app_id: keys.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_id: trade.buyerId ?? '',
      buyer_logon_id: trade.buyerLogonId ?? '',
      seller_id: keys.sellerId,
      trade_status: trade.status,
      total_amount: amount,
      receipt_amount: amount,
      invoice_amount: amount,
      buyer_pay_amount: amount,
      point_amount: '0.00',
      subject: trade.subject,
      gmt_create: formatBeijingTime(trade.createdAt),
      gmt_payment: formatBeijingTime(trade.paidAt ?? now()),
      fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
    });
  }

  /** Posts the trade_status_sync notification until the app answers `success`, on Alipay's schedule. */
  function notify(trade: AlipaySimulatedTrade, notifyUrl: string) {
    const notifyId = randomBytes(16).toString('hex');
    const post = async (forged: boolean) => {
      const params = notificationParams(trade, notifyId);
      if (forged) {
        const signature = Buffer.from(params.sign ?? '', 'base64');
        signature.writeUInt8(signature.readUInt8(0) ^ 0xff, 0);
        params.sign = signature.toString('base64');
      }
      const response = await options.fetch(notifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(params).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      return response.status === 200 && (await response.text()) === 'success';
    };
    notifier.deliver({
      provider: 'alipay',
      outTradeNo: trade.outTradeNo,
      schedule: ALIPAY_RETRY_SCHEDULE_MS,
      send: () => post(false),
      sendForged: () => post(true),
    });
  }

  /** The synchronous return: the buyer's browser goes back to return_url with these, signed like a notification. */
  function returnUrlWithParams(returnUrl: string, trade: AlipaySimulatedTrade): string {
    const url = new URL(returnUrl);
    const params = signed({
      charset: 'utf-8',
      out_trade_no: trade.outTradeNo,
      method: 'alipay.trade.wap.pay.return',
      total_amount: yuanFromFen(trade.amountFen),
      trade_no: trade.tradeNo,
      auth_app_id: keys.appId,
      version: '1.0',
      app_id: keys.appId,
      sign_type: 'RSA2',
      seller_id: keys.sellerId,
      timestamp: formatBeijingTime(now()),
    });
    for (const [name, value] of Object.entries(params)) url.searchParams.append(name, value);
    return url.toString();
  }

  /** A stored return or quit URL the cashier may send the browser to (one kept before the check at wap.pay is not). */
  const ownSite = (url: string | undefined) => (url ? ownSiteUrl(url, options.merchantOrigin ?? options.publicUrl) : undefined);

  const html = (response: FastifyReply, page: string, status = 200) =>
    response.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);

  const cashier = (response: FastifyReply, trade: AlipaySimulatedTrade) => {
    const notice =
      trade.status === 'TRADE_SUCCESS'
        ? '该订单已支付，请勿重复付款'
        : trade.status === 'TRADE_CLOSED'
          ? '交易已关闭，请回到商户重新下单'
          : undefined;
    return html(
      response,
      renderCashierPage({
        provider: '支付宝',
        description: trade.subject,
        amountFen: trade.amountFen,
        outTradeNo: trade.outTradeNo,
        formAction: `${options.publicUrl}/cashier`,
        hidden: { out_trade_no: trade.outTradeNo },
        notice,
      }),
    );
  };

  /** alipay.trade.wap.pay: the buyer's browser arrives with the signed request and gets the cashier. */
  async function wapPay(params: Params, response: FastifyReply) {
    const rejected = checkRequest(params);
    if (rejected) return html(response, errorPage(rejected.subCode.replace(/^isv\./, ''), rejected.subMsg), 400);
    const biz = wapBizSchema.safeParse(readJsonObject(params.biz_content)).data;
    const amountFen = biz ? fenFromYuan(String(biz.total_amount)) : null;
    const expiresAt = biz?.time_expire === undefined ? undefined : parseBeijingTime(biz.time_expire);
    if (!biz || amountFen === null || amountFen < 1 || amountFen > MAX_AMOUNT_FEN || expiresAt === null) {
      return html(
        response,
        errorPage(
          'INVALID_PARAMETER',
          '参数有误：biz_content 中的 out_trade_no、total_amount、subject、product_code 或 time_expire 不合法',
        ),
        400,
      );
    }
    if (expiresAt !== undefined && expiresAt <= now())
      return html(response, errorPage('TRADE_HAS_CLOSE', '交易已经关闭（已过 time_expire）'), 400);
    // The cashier sends the buyer back only to the merchant's own site (the simulator's origin): no open redirect.
    const foreign = [params.return_url, biz.quit_url].find((url) => url && !ownSiteUrl(url, options.merchantOrigin ?? options.publicUrl));
    if (foreign) return html(response, errorPage('INVALID_PARAMETER', '参数有误：return_url 或 quit_url 不是商户自己网站的地址'), 400);

    const details = {
      subject: biz.subject,
      notifyUrl: params.notify_url || undefined,
      returnUrl: params.return_url || undefined,
      quitUrl: biz.quit_url || undefined,
      expiresAt,
    };
    const existing = await load(biz.out_trade_no);
    if (!existing) {
      const trade: AlipaySimulatedTrade = {
        outTradeNo: biz.out_trade_no,
        tradeNo: newTradeNo(),
        amountFen,
        status: 'WAIT_BUYER_PAY',
        createdAt: now(),
        ...details,
      };
      await store.save(trade.outTradeNo, trade);
      return cashier(response, trade);
    }
    if (existing.amountFen !== amountFen)
      return html(response, errorPage('CONTEXT_INCONSISTENT', '交易信息被篡改：同一商户订单号的金额与之前的请求不一致'), 400);
    if (existing.status !== 'WAIT_BUYER_PAY') return cashier(response, existing);
    // The same unpaid order asked again (a second tap on 去支付): the trade stays, the latest URLs apply.
    const updated: AlipaySimulatedTrade = { ...existing, ...details };
    if (await store.replace(existing.outTradeNo, existing, updated)) return cashier(response, updated);
    return cashier(response, (await load(existing.outTradeNo)) ?? existing);
  }

  const replyKey = (method: string) => `${method.replaceAll('.', '_')}_response`;

  /** A gateway reply signed as Alipay signs it: over the exact JSON text of the `…_response` object. */
  const signedReply = (response: FastifyReply, method: string, content: Record<string, string | undefined>) => {
    const json = JSON.stringify(content);
    return response.type('application/json; charset=utf-8').send(`{"${replyKey(method)}":${json},"sign":"${rsaSign(json)}"}`);
  };
  const gatewayError = (error: GatewayError) => ({ code: error.code, msg: error.msg, sub_code: error.subCode, sub_msg: error.subMsg });

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

  /** alipay.trade.query and alipay.trade.close, as alipay-sdk's exec() calls them. */
  async function tradeApi(method: 'alipay.trade.query' | 'alipay.trade.close', params: Params, response: FastifyReply) {
    const rejected = checkRequest(params);
    if (rejected) return signedReply(response, method, gatewayError(rejected));
    const biz = tradeBizSchema.safeParse(readJsonObject(params.biz_content)).data;
    if (!biz)
      return signedReply(
        response,
        method,
        gatewayError(businessFailed('ACQ.INVALID_PARAMETER', '参数无效：这个模拟器按 out_trade_no 查找交易')),
      );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const trade = await load(biz.out_trade_no);
      if (!trade) return signedReply(response, method, gatewayError(businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在')));
      if (method === 'alipay.trade.query') return signedReply(response, method, { code: '10000', msg: 'Success', ...tradeFields(trade) });
      if (trade.status !== 'WAIT_BUYER_PAY')
        return signedReply(response, method, gatewayError(businessFailed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')));
      if (await store.replace(trade.outTradeNo, trade, { ...trade, status: 'TRADE_CLOSED' })) {
        return signedReply(response, method, { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
      }
      // Paid or closed in the meantime: look again.
    }
    return signedReply(response, method, systemBusy());
  }

  const refundedFen = (trade: AlipaySimulatedTrade) => (trade.refunds ?? []).reduce((sum, refund) => sum + refund.amountFen, 0);
  const systemBusy = () =>
    gatewayError({ code: '20000', msg: 'Service Currently Unavailable', subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统繁忙' });

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
   * amount; never more than is left), and once per out_request_no.
   */
  async function refundApi(params: Params, response: FastifyReply) {
    const method = 'alipay.trade.refund';
    const rejected = checkRequest(params);
    if (rejected) return signedReply(response, method, gatewayError(rejected));
    const biz = refundBizSchema.safeParse(readJsonObject(params.biz_content)).data;
    const amountFen = biz ? fenFromYuan(String(biz.refund_amount)) : null;
    if (!biz || amountFen === null || amountFen < 1)
      return signedReply(
        response,
        method,
        gatewayError(businessFailed('ACQ.INVALID_PARAMETER', '参数无效：out_trade_no、refund_amount 或 out_request_no 不合法')),
      );
    const outRequestNo = biz.out_request_no ?? biz.out_trade_no;
    // Compare-and-set on the trade: concurrent refunds of one trade are checked one after the other.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const trade = await load(biz.out_trade_no);
      if (!trade) return signedReply(response, method, gatewayError(businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在')));
      const earlier = trade.refunds?.find((refund) => refund.outRequestNo === outRequestNo);
      if (earlier) {
        if (earlier.amountFen !== amountFen)
          return signedReply(
            response,
            method,
            gatewayError(businessFailed('ACQ.INVALID_PARAMETER', '参数无效：同一退款请求号的退款金额与之前的请求不一致')),
          );
        return signedReply(response, method, refundReply(trade, earlier, 'N'));
      }
      if (trade.status !== 'TRADE_SUCCESS')
        return signedReply(response, method, gatewayError(businessFailed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')));
      if (biz.out_request_no === undefined && amountFen !== trade.amountFen) {
        return signedReply(
          response,
          method,
          gatewayError(businessFailed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '撤销或退款金额与订单金额不一致（部分退款须传 out_request_no）')),
        );
      }
      const refunded = refundedFen(trade);
      if (refunded + amountFen > trade.amountFen)
        return signedReply(response, method, gatewayError(businessFailed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限')));
      const refund: AlipaySimulatedRefund = { outRequestNo, amountFen, reason: biz.refund_reason, refundedAt: now() };
      const next: AlipaySimulatedTrade = {
        ...trade,
        refunds: [...(trade.refunds ?? []), refund],
        status: refunded + amountFen === trade.amountFen ? 'TRADE_CLOSED' : trade.status,
      };
      if (await store.replace(trade.outTradeNo, trade, next)) return signedReply(response, method, refundReply(next, refund, 'Y'));
      // Refunded or changed by another request in the meantime: look again.
    }
    return signedReply(response, method, systemBusy());
  }

  /** alipay.trade.fastpay.refund.query: the refund request's details, or none (code 10000 alone) when there is no such refund. */
  async function refundQueryApi(params: Params, response: FastifyReply) {
    const method = 'alipay.trade.fastpay.refund.query';
    const rejected = checkRequest(params);
    if (rejected) return signedReply(response, method, gatewayError(rejected));
    const biz = refundQueryBizSchema.safeParse(readJsonObject(params.biz_content)).data;
    if (!biz)
      return signedReply(
        response,
        method,
        gatewayError(businessFailed('ACQ.INVALID_PARAMETER', '参数无效：需要 out_trade_no 和 out_request_no')),
      );
    const trade = await load(biz.out_trade_no);
    if (!trade) return signedReply(response, method, gatewayError(businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在')));
    const refund = trade.refunds?.find((candidate) => candidate.outRequestNo === biz.out_request_no);
    if (!refund) return signedReply(response, method, { code: '10000', msg: 'Success' });
    return signedReply(response, method, {
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

  return async (app) => {
    // Alipay's requests and the cashier form are form-encoded; the handlers read the text (signatures are checked
    // on the decoded values, so the raw text is all they need).
    if (app.hasContentTypeParser('application/x-www-form-urlencoded')) app.removeContentTypeParser('application/x-www-form-urlencoded');
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    app.route({
      method: ['GET', 'POST'],
      url: '/gateway.do',
      handler: async (request, response) => {
        const params = gatewayParams(request);
        const method = params.method;
        if (method === 'alipay.trade.wap.pay') return wapPay(params, response);
        if (method === 'alipay.trade.query' || method === 'alipay.trade.close') return tradeApi(method, params, response);
        if (method === 'alipay.trade.refund') return refundApi(params, response);
        if (method === 'alipay.trade.fastpay.refund.query') return refundQueryApi(params, response);
        const error = {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: method ? 'isv.invalid-method' : 'isv.missing-method',
          sub_msg: '不存在的方法名',
        };
        return response.type('application/json; charset=utf-8').send(JSON.stringify({ error_response: error }));
      },
    });

    app.post('/cashier', async (request, response) => {
      const form = cashierFormSchema.safeParse(
        typeof request.body === 'string' ? Object.fromEntries(new URLSearchParams(request.body)) : undefined,
      ).data;
      if (!form) return html(response, errorPage('INVALID_PARAMETER', '缺少支付信息'), 400);
      const trade = await load(form.out_trade_no);
      if (!trade) return html(response, errorPage('TRADE_NOT_EXIST', '交易不存在'), 404);
      if (trade.status !== 'WAIT_BUYER_PAY') return cashier(response, trade);

      if (form.action === 'cancel') {
        // 取消支付 leaves the trade waiting (the buyer may still come back) and returns to the merchant's quit_url.
        const back = ownSite(trade.quitUrl ?? trade.returnUrl);
        return back ? response.redirect(back, 302) : html(response, simplePage('已取消支付', '请返回商户页面'));
      }

      const paid: AlipaySimulatedTrade = {
        ...trade,
        status: 'TRADE_SUCCESS',
        paidAt: now(),
        buyerId: `2088${String(randomInt(10 ** 12)).padStart(12, '0')}`,
        buyerLogonId: '138******00',
      };
      // Compare-and-set: of two clicks (in any process) only one pays and notifies.
      if (!(await store.replace(trade.outTradeNo, trade, paid))) return cashier(response, (await load(trade.outTradeNo)) ?? trade);
      if (paid.notifyUrl) notify(paid, paid.notifyUrl);
      const back = ownSite(paid.returnUrl);
      return back
        ? response.redirect(returnUrlWithParams(back, paid), 302)
        : html(response, simplePage('支付成功', '请返回商户页面查看订单'));
    });
  };
}

function simplePage(title: string, detail: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>模拟支付 - 支付宝</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:48px 16px"><p style="background:#fff3cd;padding:8px">模拟支付</p><h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p></body></html>`;
}

/** Alipay's gateway error page: 错误代码 and 错误原因. */
function errorPage(code: string, reason: string): string {
  return simplePage('抱歉，您的请求有误', `错误代码 ${code}；错误原因：${reason}`);
}
