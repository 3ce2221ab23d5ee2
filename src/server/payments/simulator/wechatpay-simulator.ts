import { type KeyObject, randomBytes } from 'node:crypto';
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
import { renderCashierPage } from './cashier-page.ts';
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
};

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
};

/** Transactions by out_trade_no; `prepay:<id>` records point a prepay id at its transaction. */
export type WechatSimulatorRecord = SimulatedTransaction | { prepayFor: string };

export interface WechatSimulatorStore {
  get(key: string): Promise<WechatSimulatorRecord | undefined>;
  save(key: string, record: WechatSimulatorRecord): Promise<void>;
  replace(key: string, expected: WechatSimulatorRecord, next: WechatSimulatorRecord): Promise<boolean>;
}

export type WechatPaySimulatorDeps = { store: WechatSimulatorStore; notifier: Notifier; fetch: typeof fetch };

const isTransaction = (record: WechatSimulatorRecord | undefined): record is SimulatedTransaction => record !== undefined && 'outTradeNo' in record;

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
      const signature = forged ? signMessage(responseMessage(headers['Wechatpay-Timestamp'], headers['Wechatpay-Nonce'], `${body} `), options.platformPrivateKey) : headers['Wechatpay-Signature'];
      const response = await deps.fetch(transaction.notifyUrl, { method: 'POST', headers: { ...headers, 'Wechatpay-Signature': signature }, body });
      return response.status === 200 || response.status === 204;
    };
    notifier.deliver({ provider: 'wechatpay', outTradeNo: transaction.outTradeNo, schedule: WECHATPAY_RETRY_SCHEDULE_MS, send: () => post(false), sendForged: () => post(true) });
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
    const html = (response: FastifyReply, page: string, status = 200) => response.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);

    /** Answers 401 unless the request carries a valid merchant signature over its exact method, path and body. */
    const merchantSigned = (request: FastifyRequest): boolean => {
      const auth = parseAuthorizationHeader(request.headers.authorization);
      if (!auth || auth.mchid !== options.mchid || !isFreshTimestamp(auth.timestamp, options.now())) return false;
      const body = typeof request.body === 'string' ? request.body : '';
      return verifyMessage(requestMessage(request.method, request.url, auth.timestamp, auth.nonce, body), auth.signature, options.merchantPublicKey);
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
        return fail(response, 400, existing.state === 'SUCCESS' ? 'ORDERPAID' : 'OUT_TRADE_NO_USED', existing.state === 'SUCCESS' ? '订单已支付' : '商户订单号重复');
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
      if (transaction.state !== 'CLOSED' && !(await store.replace(transaction.outTradeNo, transaction, { ...transaction, state: 'CLOSED' }))) {
        return fail(response, 500, 'SYSTEM_ERROR', '系统繁忙，请稍后重试');
      }
      return reply(response, 204);
    });

    // The cashier: GET shows it (H5: from h5_url plus the merchant's redirect_url; JSAPI: from the bridge, with the
    // signed getBrandWCPayRequest parameters, which are checked as WeChat checks them).
    app.get('/cashier', async (request, response) => {
      const query = request.query as Record<string, string | undefined>;
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
      const notice = transaction.state === 'SUCCESS' ? '该订单已支付' : transaction.state === 'CLOSED' ? '该订单已关闭，请回到商户重新下单' : undefined;
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
      if (form.redirect_url) return response.redirect(form.redirect_url, 302);
      return html(response, simplePage(result === 'ok' ? '支付成功' : '未完成支付', '请返回商户页面查看订单'));
    });

    app.get('/jsapi-done.js', async (_request, response) =>
      response
        .type('text/javascript; charset=utf-8')
        .send(`parent.postMessage({source:'wechatpay-simulator',err_msg:document.currentScript.dataset.result},location.origin);`),
    );

    app.get('/jsbridge.js', async (_request, response) => response.type('text/javascript; charset=utf-8').send(jsBridgeScript(options.publicUrl)));
  };
}

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
    trade_state: transaction.state,
    success_time: transaction.successTime,
    payer: transaction.openid ? { openid: transaction.openid } : undefined,
    amount: { total: transaction.amountFen, payer_total: transaction.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  };
}

/** A TRANSACTION.SUCCESS notification exactly as WeChat Pay sends it: signed headers, encrypted resource. */
export function successNotification(options: WechatPaySimulatorOptions, transaction: SimulatedTransaction) {
  const resource = encryptResource(JSON.stringify(transactionResource(options, transaction)), options.apiV3Key, randomBytes(6).toString('hex'), 'transaction');
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
