import { type KeyObject, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
import { z } from '../../../contract/schema.ts';

/**
 * A local WeChat Pay API v3 for PAYMENT_MODE=simulator: the same endpoints, merchant-signature checks, signed
 * replies and encrypted notifications as the real provider, so the production client is what runs against it.
 */
export type WechatPaySimulatorOptions = {
  mchid: string;
  appid: string;
  /** The merchant's public key: every request must be signed with the matching private key. */
  merchantPublicKey: KeyObject;
  platformSerial: string;
  platformPrivateKey: KeyObject;
  apiV3Key: string;
  now: () => number;
  /** Where the simulator's own pages are reached from a browser (…/_sim/wechatpay). */
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

export function createTransactionStore() {
  const byOutTradeNo = new Map<string, SimulatedTransaction>();
  return {
    get: (outTradeNo: string) => byOutTradeNo.get(outTradeNo),
    byPrepayId: (prepayId: string) => [...byOutTradeNo.values()].find((transaction) => transaction.prepayId === prepayId),
    save: (transaction: SimulatedTransaction) => void byOutTradeNo.set(transaction.outTradeNo, transaction),
  };
}
export type TransactionStore = ReturnType<typeof createTransactionStore>;

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

export function wechatpaySimulator(options: WechatPaySimulatorOptions, store: TransactionStore): FastifyPluginAsync {
  return async (app) => {
    // The merchant's signature covers the exact bytes sent, so the body is read as text.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

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
      const existing = store.get(body.out_trade_no);
      if (existing && (existing.state !== 'NOTPAY' || existing.amountFen !== total)) {
        return fail(response, 400, 'OUT_TRADE_NO_USED', '商户订单号重复');
      }
      const transaction: SimulatedTransaction = existing ?? {
        outTradeNo: body.out_trade_no,
        prepayId: `wx${randomBytes(14).toString('hex')}`,
        description: body.description,
        amountFen: total,
        notifyUrl: body.notify_url,
        kind,
        openid: body.payer?.openid,
        state: 'NOTPAY',
      };
      store.save(transaction);
      return kind === 'h5'
        ? reply(response, 200, { h5_url: `${options.publicUrl}/cashier?prepay_id=${transaction.prepayId}` })
        : reply(response, 200, { prepay_id: transaction.prepayId });
    };

    app.post('/v3/pay/transactions/h5', createTransaction('h5'));
    app.post('/v3/pay/transactions/jsapi', createTransaction('jsapi'));

    app.get<{ Params: { outTradeNo: string } }>('/v3/pay/transactions/out-trade-no/:outTradeNo', async (request, response) => {
      if (!merchantSigned(request)) return fail(response, 401, 'SIGN_ERROR', '签名错误');
      const transaction = store.get(request.params.outTradeNo);
      if (!transaction) return fail(response, 404, 'ORDER_NOT_EXIST', '订单不存在');
      return reply(response, 200, transactionResource(options, transaction));
    });

    app.post<{ Params: { outTradeNo: string } }>('/v3/pay/transactions/out-trade-no/:outTradeNo/close', async (request, response) => {
      if (!merchantSigned(request)) return fail(response, 401, 'SIGN_ERROR', '签名错误');
      const transaction = store.get(request.params.outTradeNo);
      if (!transaction) return fail(response, 404, 'ORDER_NOT_EXIST', '订单不存在');
      if (transaction.state === 'SUCCESS') return fail(response, 400, 'ORDERPAID', '订单已支付');
      store.save({ ...transaction, state: 'CLOSED' });
      return reply(response, 204);
    });
  };
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
