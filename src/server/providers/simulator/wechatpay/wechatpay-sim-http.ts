import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFreshTimestamp, parseAuthorizationHeader, requestMessage, verifyMessage } from '../../wechatpay/wechatpay-crypto.ts';
import type { WechatPaySimulatorDeps } from './wechatpay-sim-deliveries.ts';
import { signedHeaders } from './wechatpay-sim-messages.ts';
import type { WechatPaySimulatorOptions } from './wechatpay-sim-options.ts';

/** What every route group of the simulator works with: its options, its store and deliveries, how it answers. */
export type WechatPaySimulator = {
  options: WechatPaySimulatorOptions;
  deps: WechatPaySimulatorDeps;
  /** A reply signed by the platform, its body the exact JSON text of `payload` (none for 204). */
  reply: (response: FastifyReply, status: number, payload?: object) => FastifyReply;
  /** An error reply as WeChat Pay gives it: `{code, message}`, signed. */
  fail: (response: FastifyReply, status: number, code: string, message: string) => FastifyReply;
  /** A page for the payer's browser, never cached. */
  html: (response: FastifyReply, page: string, status?: number) => FastifyReply;
  /** Whether the request carries a valid merchant signature over its exact method, path and body. */
  merchantSigned: (request: FastifyRequest) => boolean;
};

export function wechatpaySimulatorHttp(options: WechatPaySimulatorOptions, deps: WechatPaySimulatorDeps): WechatPaySimulator {
  const reply = (response: FastifyReply, status: number, payload?: object) => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    return response.code(status).headers(signedHeaders(options, body)).send(body);
  };
  return {
    options,
    deps,
    reply,
    fail: (response, status, code, message) => reply(response, status, { code, message }),
    html: (response, page, status = 200) =>
      response.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page),
    merchantSigned: (request) => {
      const auth = parseAuthorizationHeader(request.headers.authorization);
      if (!auth || auth.mchid !== options.mchid || !isFreshTimestamp(auth.timestamp, options.now())) return false;
      const body = typeof request.body === 'string' ? request.body : '';
      return verifyMessage(
        requestMessage(request.method, request.url, auth.timestamp, auth.nonce, body),
        auth.signature,
        options.merchantPublicKey,
      );
    },
  };
}

/** The request's JSON body (read as text, as the merchant signed it); undefined when it is not JSON. */
export function jsonBody(request: FastifyRequest): unknown {
  try {
    return JSON.parse(typeof request.body === 'string' ? request.body : '');
  } catch {
    return undefined;
  }
}
