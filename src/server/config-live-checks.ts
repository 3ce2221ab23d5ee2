import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import type { AlipayLiveConfig, WechatPayLiveConfig } from './config.ts';
import type { ConfigProblem } from './config-checks.ts';
import { createAlipayClient } from './providers/alipay/alipay-client.ts';
import { AlipayError } from './providers/alipay/alipay-replies.ts';
import { createWechatPayClient } from './providers/wechatpay/wechatpay-client.ts';
import { WechatPayError } from './providers/wechatpay/wechatpay-replies.ts';

/**
 * `check:config --live`: one signed, read-only call to each provider (a query for an order that does not exist) whose
 * answer must verify with the configured provider key. The only way to catch a well-formed but wrong public key
 * before customers pay: it parses, and nothing else fails until a notification is refused.
 */

/** An out_trade_no no order of ours has (orders never start with "check"), within the providers' 32 characters. */
const probeOrderNo = () => `check${randomBytes(8).toString('hex')}`;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function checkWechatPayLive(wechat: WechatPayLiveConfig, options: { fetch?: typeof fetch } = {}): Promise<ConfigProblem[]> {
  const privateKey = createPrivateKey(wechat.privateKeyPem);
  const client = createWechatPayClient({
    baseUrl: wechat.baseUrl,
    mchid: wechat.mchid,
    appid: wechat.appid,
    merchantSerialNo: wechat.merchantSerialNo,
    privateKey,
    platformPublicKeys: new Map([[wechat.platformPublicKeyId, createPublicKey(wechat.platformPublicKeyPem)]]),
    apiV3Key: wechat.apiV3Key,
    now: Date.now,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  try {
    await client.queryByOutTradeNo(probeOrderNo());
    return [];
  } catch (error) {
    return [wechatProblem(error, wechat.baseUrl)];
  }
}

function wechatProblem(error: unknown, baseUrl: string): ConfigProblem {
  const reason = reasonOf(error);
  if (!(error instanceof WechatPayError)) return { variable: 'WECHATPAY_BASE_URL', message: `no answer from ${baseUrl} (${reason})` };
  // The client verifies the answer's signature before it reads the answer (wechatpay-replies.ts verifySignedBody).
  if (reason.includes('(bad signature)'))
    return { variable: 'WECHATPAY_PUBLIC_KEY', message: "WeChat Pay's answer does not verify with this key" };
  const serial = /unknown Wechatpay-Serial (\S+)\)/.exec(reason);
  if (serial)
    return { variable: 'WECHATPAY_PUBLIC_KEY_ID', message: `WeChat Pay signed its answer with ${serial[1]}, not with this key id` };
  if (reason.includes('stale or invalid Wechatpay-Timestamp')) {
    return {
      variable: 'WECHATPAY_BASE_URL',
      message: "the answer's timestamp is more than 5 minutes from this machine's clock (set the clock)",
    };
  }
  if (reason.includes('missing Wechatpay-* signature headers')) {
    return {
      variable: 'WECHATPAY_BASE_URL',
      message: `the answer from ${baseUrl} is not signed by WeChat Pay (HTTP ${error.status ?? '?'})`,
    };
  }
  if (error.status === 401) {
    return {
      variable: 'WECHATPAY_PRIVATE_KEY',
      message: `WeChat Pay refused our signature (${reason}): check WECHATPAY_PRIVATE_KEY, WECHATPAY_MERCHANT_SERIAL_NO and WECHATPAY_MCHID`,
    };
  }
  return { variable: 'WECHATPAY_MCHID', message: `WeChat Pay refused the query (${reason})` };
}

export async function checkAlipayLive(alipay: AlipayLiveConfig, options: { fetch?: typeof fetch } = {}): Promise<ConfigProblem[]> {
  const client = createAlipayClient({
    gateway: alipay.gateway,
    appId: alipay.appId,
    privateKeyPem: alipay.privateKeyPem,
    alipayPublicKeyPem: alipay.alipayPublicKeyPem,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  try {
    await client.query(probeOrderNo());
    return [];
  } catch (error) {
    return [alipayProblem(error, alipay.gateway)];
  }
}

function alipayProblem(error: unknown, gateway: string): ConfigProblem {
  const reason = reasonOf(error);
  if (!(error instanceof AlipayError)) return { variable: 'ALIPAY_GATEWAY', message: `no answer from ${gateway} (${reason})` };
  // alipay-sdk checks the reply's signature (validateSign) and throws "验签失败…" when it does not verify.
  if (reason.includes('验签失败')) return { variable: 'ALIPAY_PUBLIC_KEY', message: "the gateway's answer does not verify with this key" };
  if (error.subCode === 'isv.invalid-signature') {
    return {
      variable: 'ALIPAY_PRIVATE_KEY',
      message: "Alipay refused our signature: the app public key (应用公钥) registered for ALIPAY_APP_ID is not this key's half",
    };
  }
  if (error.subCode === 'isv.invalid-app-id') return { variable: 'ALIPAY_APP_ID', message: 'Alipay does not know this app id' };
  if (error.code === undefined) return { variable: 'ALIPAY_GATEWAY', message: `no usable answer from ${gateway} (${reason})` };
  return { variable: 'ALIPAY_APP_ID', message: `Alipay refused the query (${reason})` };
}
