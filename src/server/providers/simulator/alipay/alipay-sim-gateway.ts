import { createSign, createVerify } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseBeijingTime, signContent } from '../../alipay/alipay-protocol.ts';
import type { SimulatorKeys } from '../simulator-keys.ts';

/** How Alipay's gateway reads a request and signs what it says: the parameters, their checks, signed replies. */

export type Params = Record<string, string>;
export type GatewayError = { code: string; msg: string; subCode: string; subMsg: string };

type Keys = SimulatorKeys['alipay'];

/** How far a request's timestamp may be from the gateway's clock. */
const TIMESTAMP_WINDOW_MS = 15 * 60 * 1000;

export const invalidArguments = (subCode: string, subMsg: string): GatewayError => ({
  code: '40002',
  msg: 'Invalid Arguments',
  subCode,
  subMsg,
});
export const businessFailed = (subCode: string, subMsg: string): GatewayError => ({
  code: '40004',
  msg: 'Business Failed',
  subCode,
  subMsg,
});
export const gatewayError = (error: GatewayError) => ({ code: error.code, msg: error.msg, sub_code: error.subCode, sub_msg: error.subMsg });
export const systemBusy = () =>
  gatewayError({ code: '20000', msg: 'Service Currently Unavailable', subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统繁忙' });

/** biz_content's JSON; undefined when it is missing or not JSON. */
export function readJsonObject(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The gateway's parameters: the query string and, for a form POST, the body (Alipay reads both). */
export function gatewayParams(request: FastifyRequest): Params {
  const queryStart = request.url.indexOf('?');
  const params: Params = Object.fromEntries(new URLSearchParams(queryStart < 0 ? '' : request.url.slice(queryStart + 1)));
  const body = typeof request.body === 'string' ? Object.fromEntries(new URLSearchParams(request.body)) : {};
  return { ...params, ...body };
}

/** The checks Alipay's gateway makes before it looks at a request's business content. */
export function checkRequest(keys: Keys, now: () => number, params: Params): GatewayError | null {
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

/** RSA2 with Alipay's key, as Alipay signs. */
export const rsaSign = (keys: Keys, content: string) =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(keys.alipayPrivateKeyPem, 'base64');

/** Notifications and return parameters: empty ones are left out; the signature covers all but sign and sign_type. */
export function signedParams(keys: Keys, params: Params): Params {
  const present = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
  return { ...present, sign: rsaSign(keys, signContent(present, ['sign', 'sign_type'])) };
}

const replyKey = (method: string) => `${method.replaceAll('.', '_')}_response`;

/** A gateway reply signed as Alipay signs it: over the exact JSON text of the `…_response` object. */
export function signedReply(response: FastifyReply, keys: Keys, method: string, content: Record<string, string | undefined>) {
  const json = JSON.stringify(content);
  return response.type('application/json; charset=utf-8').send(`{"${replyKey(method)}":${json},"sign":"${rsaSign(keys, json)}"}`);
}
