import { createPrivateKey, createPublicKey, type KeyObject, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from '../../../contract/schema.ts';
import {
  encryptResource,
  isFreshTimestamp,
  newNonce,
  parseAuthorizationHeader,
  requestMessage,
  responseMessage,
  signMessage,
  verifyMessage,
} from '../wechatpay/wechatpay-crypto.ts';
import { ownSiteUrl, renderCashierPage } from './cashier-page.ts';
import type { SimulatorKeys } from './simulator-keys.ts';
import { type Notifier, WECHATPAY_RETRY_SCHEDULE_MS } from './notifier.ts';

/**
 * A local WeChat Pay API v3 for PAYMENT_MODE=simulator: the same endpoints, merchant-signature checks, signed
 * replies and encrypted notifications as the real provider, so the production client is what runs against it. Its
 * cashier page stands in for WeChat's: H5 payments go there from the browser, JSAPI payments open it in an overlay
 * through the WeixinJSBridge that /jsbridge.js provides to pages opened with a WeChat user agent.
 */
export type WechatPaySimulatorOptions = {
  mchid: string;
  appid: string;
  /** The merchant's public key: every request (and every JSAPI paySign) must be signed with its private key. */
  merchantPublicKey: KeyObject;
  platformSerial: string;
  platformPrivateKey: KeyObject;
  apiV3Key: string;
  now: () => number;
  /** Where the simulator is reached from a browser (…/_sim/wechatpay). */
  publicUrl: string;
  /** The merchant's site, where the cashier may send the browser back (H5 支付域名); publicUrl's origin unless given. */
  merchantOrigin?: string;
};

/**
 * The simulator's options from its keys in the data directory: what the app mounts, and what the tests and the bench
 * sign notifications with (`platformPrivateKeyPem` another key, to forge one).
 */
export function wechatpaySimulatorOptions(
  wechat: SimulatorKeys['wechat'],
  {
    now,
    publicUrl,
    merchantOrigin,
    platformPrivateKeyPem = wechat.platformPrivateKeyPem,
  }: { now: () => number; publicUrl: string; merchantOrigin?: string; platformPrivateKeyPem?: string },
): WechatPaySimulatorOptions {
  return {
    mchid: wechat.mchid,
    appid: wechat.appid,
    merchantPublicKey: createPublicKey(wechat.merchantPublicKeyPem),
    platformSerial: wechat.platformPublicKeyId,
    platformPrivateKey: createPrivateKey(platformPrivateKeyPem),
    apiV3Key: wechat.apiV3Key,
    now,
    publicUrl,
    ...(merchantOrigin ? { merchantOrigin } : {}),
  };
}

export type SimulatedTransaction = {
  outTradeNo: string;
  prepayId: string;
  description: string;
  amountFen: number;
  notifyUrl: string;
  kind: 'h5' | 'jsapi';
  openid?: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'PAYERROR';
  transactionId?: string;
  successTime?: string;
  /** Refunds of a paid transaction, kept in its record so that one compare-and-set checks and adds each. */
  refunds?: SimulatedRefund[];
};

/** A refund (POST /v3/refund/domestic/refunds): PROCESSING when taken, SUCCESS a moment later. */
export type SimulatedRefund = {
  outRefundNo: string;
  refundId: string;
  amountFen: number;
  reason?: string;
  notifyUrl?: string;
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  createTime: string;
  successTime?: string;
};

/**
 * Transactions by out_trade_no; `prepay:<id>` records point a prepay id at its transaction and `refund:<out_refund_no>`
 * records a refund number at the transaction that holds it.
 */
export type WechatSimulatorRecord = SimulatedTransaction | { prepayFor: string } | { refundFor: string };

export interface WechatSimulatorStore {
  get(key: string): Promise<WechatSimulatorRecord | undefined>;
  save(key: string, record: WechatSimulatorRecord): Promise<void>;
  replace(key: string, expected: WechatSimulatorRecord, next: WechatSimulatorRecord): Promise<boolean>;
}

export type WechatPaySimulatorDeps = { store: WechatSimulatorStore; notifier: Notifier; fetch: typeof fetch };

const isTransaction = (record: WechatSimulatorRecord | undefined): record is SimulatedTransaction =>
  record !== undefined && 'outTradeNo' in record;

const payBodySchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  description: z.string(),
  out_trade_no: z.string().check(z.regex(/^[A-Za-z0-9_*|-]{6,32}$/)),
  notify_url: z.string().check(z.regex(/^https?:\/\//)),
  amount: z.object({ total: z.number().check(z.int(), z.positive()) }),
  payer: z.optional(z.object({ openid: z.string() })),
});
type PayBody = z.infer<typeof payBodySchema>;

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

export function wechatpaySimulator(options: WechatPaySimulatorOptions, deps: WechatPaySimulatorDeps): FastifyPluginAsync {
  const { store, notifier } = deps;

  async function transactionByPrepayId(prepayId: string): Promise<SimulatedTransaction | undefined> {
    const pointer = await store.get(`prepay:${prepayId}`);
    if (!pointer || !('prepayFor' in pointer)) return undefined;
    const transaction = await store.get(pointer.prepayFor);
    return isTransaction(transaction) ? transaction : undefined;
  }

  /** Sends the TRANSACTION.SUCCESS notification on WeChat Pay's schedule until the app answers 200/204. */
  function notify(transaction: SimulatedTransaction) {
    const post = async (forged: boolean) => {
      const { body, headers } = successNotification(options, transaction);
      const signature = forged
        ? signMessage(responseMessage(headers['Wechatpay-Timestamp'], headers['Wechatpay-Nonce'], `${body} `), options.platformPrivateKey)
        : headers['Wechatpay-Signature'];
      const response = await deps.fetch(transaction.notifyUrl, {
        method: 'POST',
        headers: { ...headers, 'Wechatpay-Signature': signature },
        body,
      });
      return response.status === 200 || response.status === 204;
    };
    notifier.deliver({
      provider: 'wechatpay',
      outTradeNo: transaction.outTradeNo,
      schedule: WECHATPAY_RETRY_SCHEDULE_MS,
      send: () => post(false),
      sendForged: () => post(true),
    });
  }

  /**
   * A refund taken as PROCESSING succeeds a moment later (as one to the payer's 零钱 does), and its REFUND.SUCCESS
   * notification goes to its notify_url on WeChat Pay's schedule until the app acknowledges it.
   */
  function completeRefund(outTradeNo: string, outRefundNo: string) {
    const succeed = async (): Promise<{ transaction: SimulatedTransaction; refund: SimulatedRefund } | undefined> => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const transaction = await store.get(outTradeNo);
        const refund = isTransaction(transaction)
          ? transaction.refunds?.find((candidate) => candidate.outRefundNo === outRefundNo)
          : undefined;
        if (!isTransaction(transaction) || !refund) return undefined;
        if (refund.status !== 'PROCESSING') return { transaction, refund };
        const done: SimulatedRefund = { ...refund, status: 'SUCCESS', successTime: rfc3339(options.now()) };
        const next: SimulatedTransaction = {
          ...transaction,
          refunds: (transaction.refunds ?? []).map((candidate) => (candidate.outRefundNo === outRefundNo ? done : candidate)),
        };
        if (await store.replace(outTradeNo, transaction, next)) return { transaction: next, refund: done };
      }
      return undefined;
    };
    const post = async (forged: boolean) => {
      const found = await succeed();
      if (!found?.refund.notifyUrl) return true;
      const { body, headers } = refundNotification(options, found.transaction, found.refund);
      const signature = forged
        ? signMessage(responseMessage(headers['Wechatpay-Timestamp'], headers['Wechatpay-Nonce'], `${body} `), options.platformPrivateKey)
        : headers['Wechatpay-Signature'];
      const response = await deps.fetch(found.refund.notifyUrl, {
        method: 'POST',
        headers: { ...headers, 'Wechatpay-Signature': signature },
        body,
      });
      return response.status === 200 || response.status === 204;
    };
    notifier.deliver({
      provider: 'wechatpay',
      outTradeNo,
      schedule: WECHATPAY_RETRY_SCHEDULE_MS,
      send: () => post(false),
      sendForged: () => post(true),
    });
  }

  return async (app) => {
    // The merchant's signature covers the exact bytes sent, so the body is read as text.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))),
    );

    const reply = (response: FastifyReply, status: number, payload?: object) => {
      const body = payload === undefined ? '' : JSON.stringify(payload);
      const timestamp = String(Math.floor(options.now() / 1000));
      const nonce = newNonce();
      return response
        .code(status)
        .headers({
          'Content-Type': 'application/json',
          'Wechatpay-Timestamp': timestamp,
          'Wechatpay-Nonce': nonce,
          'Wechatpay-Serial': options.platformSerial,
          'Wechatpay-Signature': signMessage(responseMessage(timestamp, nonce, body), options.platformPrivateKey),
        })
        .send(body);
    };
    const fail = (response: FastifyReply, status: number, code: string, message: string) => reply(response, status, { code, message });
    const html = (response: FastifyReply, page: string, status = 200) =>
      response.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);

    /** Answers 401 unless the request carries a valid merchant signature over its exact method, path and body. */
    const merchantSigned = (request: FastifyRequest): boolean => {
      const auth = parseAuthorizationHeader(request.headers.authorization);
      if (!auth || auth.mchid !== options.mchid || !isFreshTimestamp(auth.timestamp, options.now())) return false;
      const body = typeof request.body === 'string' ? request.body : '';
      return verifyMessage(
        requestMessage(request.method, request.url, auth.timestamp, auth.nonce, body),
        auth.signature,
        options.merchantPublicKey,
      );
    };

    const readPayBody = (request: FastifyRequest): PayBody | null => {
      try {
        return payBodySchema.safeParse(JSON.parse(typeof request.body === 'string' ? request.body : '')).data ?? null;
      } catch {
        return null;
      }
    };

    const createTransaction = (kind: 'h5' | 'jsapi') => async (request: FastifyRequest, response: FastifyReply) => {
      if (!merchantSigned(request)) return fail(response, 401, 'SIGN_ERROR', '签名错误');
      const body = readPayBody(request);
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

    // Refunds: checked like WeChat Pay checks them (a paid transaction, its total, at most what is left, the same
    // out_refund_no refunding once), taken as PROCESSING and completed by completeRefund.
    app.post('/v3/refund/domestic/refunds', async (request, response) => {
      if (!merchantSigned(request)) return fail(response, 401, 'SIGN_ERROR', '签名错误');
      let parsed: unknown;
      try {
        parsed = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        parsed = undefined;
      }
      const body = refundBodySchema.safeParse(parsed).data;
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
          completeRefund(outTradeNo, refund.outRefundNo);
          return reply(response, 200, refundResource(next, refund));
        }
        // Changed by another request in the meantime (another refund, its completion): check again.
      }
      return fail(response, 500, 'SYSTEM_ERROR', '系统繁忙，请稍后重试');
    });

    app.get<{ Params: { outRefundNo: string } }>('/v3/refund/domestic/refunds/:outRefundNo', async (request, response) => {
      if (!merchantSigned(request)) return fail(response, 401, 'SIGN_ERROR', '签名错误');
      const pointer = await store.get(`refund:${request.params.outRefundNo}`);
      const transaction = pointer && 'refundFor' in pointer ? await store.get(pointer.refundFor) : undefined;
      const refund = isTransaction(transaction)
        ? transaction.refunds?.find((candidate) => candidate.outRefundNo === request.params.outRefundNo)
        : undefined;
      if (!isTransaction(transaction) || !refund) return fail(response, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
      return reply(response, 200, refundResource(transaction, refund));
    });

    // The cashier: GET shows it (H5: from h5_url plus the merchant's redirect_url; JSAPI: from the bridge, with the
    // signed getBrandWCPayRequest parameters, which are checked as WeChat checks them).
    app.get('/cashier', async (request, response) => {
      const query = request.query as Record<string, string | undefined>;
      if (query.redirect_url !== undefined && !ownSiteUrl(query.redirect_url, options.merchantOrigin ?? options.publicUrl))
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
      const transaction = await transactionByPrepayId(prepayId);
      if (!transaction) return html(response, simplePage('商家订单信息有误', '找不到这笔支付（prepay_id 无效或已过期）'), 404);
      const notice =
        transaction.state === 'SUCCESS' ? '该订单已支付' : transaction.state === 'CLOSED' ? '该订单已关闭，请回到商户重新下单' : undefined;
      return html(
        response,
        renderCashierPage({
          provider: '微信支付',
          description: transaction.description,
          amountFen: transaction.amountFen,
          outTradeNo: transaction.outTradeNo,
          formAction: `${options.publicUrl}/cashier`,
          hidden: { prepay_id: prepayId, mode, ...(query.redirect_url ? { redirect_url: query.redirect_url } : {}) },
          notice,
        }),
      );
    });

    app.post('/cashier', async (request, response) => {
      const form = cashierFormSchema.safeParse(request.body).data;
      if (!form) return html(response, simplePage('请求有误', '缺少支付信息'), 400);
      const redirectUrl =
        form.redirect_url === undefined ? undefined : ownSiteUrl(form.redirect_url, options.merchantOrigin ?? options.publicUrl);
      if (form.redirect_url !== undefined && !redirectUrl) return html(response, foreignRedirectPage, 400);
      const transaction = await transactionByPrepayId(form.prepay_id);
      if (!transaction) return html(response, simplePage('商家订单信息有误', '找不到这笔支付'), 404);
      let result: 'ok' | 'cancel' | 'fail' = 'cancel';
      if (form.action === 'pay') {
        const paid: SimulatedTransaction = {
          ...transaction,
          state: 'SUCCESS',
          transactionId: `42000${String(options.now()).slice(-13)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
          successTime: new Date(options.now()).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        };
        const stored = transaction.state === 'NOTPAY' && (await store.replace(transaction.outTradeNo, transaction, paid));
        result = stored ? 'ok' : 'fail';
        if (stored) notify(paid);
      }
      if (form.mode === 'jsapi') {
        // Back in the merchant's page the bridge calls its callback with this err_msg.
        return html(response, jsapiDonePage(options.publicUrl, `get_brand_wcpay_request:${result}`));
      }
      if (redirectUrl) return response.redirect(redirectUrl, 302);
      return html(response, simplePage(result === 'ok' ? '支付成功' : '未完成支付', '请返回商户页面查看订单'));
    });

    app.get('/jsapi-done.js', async (_request, response) =>
      response
        .type('text/javascript; charset=utf-8')
        .send(`parent.postMessage({source:'wechatpay-simulator',err_msg:document.currentScript.dataset.result},location.origin);`),
    );

    app.get('/jsbridge.js', async (_request, response) =>
      response.type('text/javascript; charset=utf-8').send(jsBridgeScript(options.publicUrl)),
    );
  };
}

/** WeChat refuses a redirect_url outside the merchant's H5 domain; the simulator, one outside the site's own origin. */
const foreignRedirectPage = simplePage(
  '商家参数格式有误',
  'redirect_url 不是商户自己网站的地址，请联系商家（错误码：REDIRECT_URL_INVALID）',
);

function simplePage(title: string, detail: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>模拟支付</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:48px 16px"><p style="background:#fff3cd;padding:8px">模拟支付</p><h1 style="font-size:20px">${title}</h1><p>${detail}</p></body></html>`;
}

function jsapiDonePage(publicUrl: string, errMsg: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>模拟支付</title></head><body><script src="${publicUrl}/jsapi-done.js" data-result="${errMsg}"></script></body></html>`;
}

/**
 * What the real WeChat app injects into every page it opens: WeixinJSBridge, here with getBrandWCPayRequest only.
 * The cashier opens over the page in a frame; its answer comes back as a message and goes to the callback.
 */
function jsBridgeScript(publicUrl: string): string {
  return `(function () {
  if (!/MicroMessenger/i.test(navigator.userAgent) || window.WeixinJSBridge) return;
  var base = ${JSON.stringify(publicUrl)};
  window.WeixinJSBridge = {
    invoke: function (name, params, callback) {
      if (name !== 'getBrandWCPayRequest') { callback({ err_msg: name + ':fail_not_supported' }); return; }
      var frame = document.createElement('iframe');
      frame.title = '微信支付（模拟）';
      frame.src = base + '/cashier?' + new URLSearchParams(params).toString();
      frame.setAttribute('style', 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:#f5f5f5');
      function onMessage(event) {
        if (!event.data || event.data.source !== 'wechatpay-simulator' || event.source !== frame.contentWindow) return;
        window.removeEventListener('message', onMessage);
        frame.remove();
        callback({ err_msg: event.data.err_msg });
      }
      window.addEventListener('message', onMessage);
      document.body.appendChild(frame);
    }
  };
  document.dispatchEvent(new Event('WeixinJSBridgeReady'));
})();
`;
}

/** The transaction as WeChat Pay describes it in query replies and (encrypted) in notifications. */
export function transactionResource(options: Pick<WechatPaySimulatorOptions, 'mchid' | 'appid'>, transaction: SimulatedTransaction) {
  return {
    appid: options.appid,
    mchid: options.mchid,
    out_trade_no: transaction.outTradeNo,
    transaction_id: transaction.transactionId,
    trade_type: transaction.kind === 'h5' ? 'MWEB' : 'JSAPI',
    // 转入退款: what a query answers for a paid transaction once a refund of it succeeded.
    trade_state:
      transaction.state === 'SUCCESS' && transaction.refunds?.some((refund) => refund.status === 'SUCCESS') ? 'REFUND' : transaction.state,
    success_time: transaction.successTime,
    payer: transaction.openid ? { openid: transaction.openid } : undefined,
    amount: { total: transaction.amountFen, payer_total: transaction.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  };
}

/** A TRANSACTION.SUCCESS notification exactly as WeChat Pay sends it: signed headers, encrypted resource. */
export function successNotification(options: WechatPaySimulatorOptions, transaction: SimulatedTransaction) {
  const resource = encryptResource(
    JSON.stringify(transactionResource(options, transaction)),
    options.apiV3Key,
    randomBytes(6).toString('hex'),
    'transaction',
  );
  const body = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: new Date(options.now()).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource,
  });
  const timestamp = String(Math.floor(options.now() / 1000));
  const nonce = newNonce();
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': options.platformSerial,
      'Wechatpay-Signature': signMessage(responseMessage(timestamp, nonce, body), options.platformPrivateKey),
    },
  };
}

const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** A refund as WeChat Pay describes it in the application's reply and in query replies. */
export function refundResource(transaction: SimulatedTransaction, refund: SimulatedRefund) {
  return {
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: transaction.transactionId,
    out_trade_no: transaction.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    success_time: refund.successTime,
    create_time: refund.createTime,
    status: refund.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: transaction.amountFen,
      refund: refund.amountFen,
      from: [],
      payer_total: transaction.amountFen,
      payer_refund: refund.amountFen,
      settlement_refund: refund.amountFen,
      settlement_total: transaction.amountFen,
      discount_refund: 0,
      currency: 'CNY',
    },
    promotion_detail: [],
  };
}

/**
 * A refund notification exactly as WeChat Pay sends it: signed headers, and the refund encrypted in the resource
 * (original_type "refund"); REFUND.SUCCESS, REFUND.ABNORMAL or REFUND.CLOSED by the refund's status.
 */
export function refundNotification(
  options: Pick<WechatPaySimulatorOptions, 'mchid' | 'apiV3Key' | 'now' | 'platformSerial' | 'platformPrivateKey'>,
  transaction: SimulatedTransaction,
  refund: SimulatedRefund,
) {
  const resource = {
    mchid: options.mchid,
    out_trade_no: transaction.outTradeNo,
    transaction_id: transaction.transactionId,
    out_refund_no: refund.outRefundNo,
    refund_id: refund.refundId,
    refund_status: refund.status,
    success_time: refund.successTime,
    user_received_account: '支付用户零钱',
    amount: { total: transaction.amountFen, refund: refund.amountFen, payer_total: transaction.amountFen, payer_refund: refund.amountFen },
  };
  const event = refund.status === 'SUCCESS' ? 'SUCCESS' : refund.status === 'CLOSED' ? 'CLOSED' : 'ABNORMAL';
  const body = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: new Date(options.now()).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: `REFUND.${event}`,
    summary: { SUCCESS: '退款成功', CLOSED: '退款关闭', ABNORMAL: '退款异常' }[event],
    resource: {
      original_type: 'refund',
      ...encryptResource(JSON.stringify(resource), options.apiV3Key, randomBytes(6).toString('hex'), 'refund'),
    },
  });
  const timestamp = String(Math.floor(options.now() / 1000));
  const nonce = newNonce();
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': options.platformSerial,
      'Wechatpay-Signature': signMessage(responseMessage(timestamp, nonce, body), options.platformPrivateKey),
    },
  };
}
