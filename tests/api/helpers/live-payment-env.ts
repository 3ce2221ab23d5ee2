import os from 'node:os';
import path from 'node:path';
import { loadSimulatorKeys } from '../../../src/server/providers/simulator/simulator-keys.ts';

/** A complete set of PAYMENT_MODE=live merchant settings (real-looking keys; nothing is ever sent with them). */
export function livePaymentEnv(): Record<string, string> {
  const { wechat, alipay } = loadSimulatorKeys(path.join(os.tmpdir(), 'bx-test-simulator-keys'));
  return {
    PAYMENT_MODE: 'live',
    PUBLIC_BASE_URL: 'https://www.example.com',
    WECHATPAY_MCHID: wechat.mchid,
    WECHATPAY_APPID: wechat.appid,
    WECHATPAY_APP_SECRET: wechat.appSecret,
    WECHATPAY_MERCHANT_SERIAL_NO: wechat.merchantSerialNo,
    // As an environment variable usually holds a PEM: on one line, with \n for the line breaks.
    WECHATPAY_PRIVATE_KEY: wechat.merchantPrivateKeyPem.replaceAll('\n', '\\n'),
    WECHATPAY_PUBLIC_KEY_ID: wechat.platformPublicKeyId,
    WECHATPAY_PUBLIC_KEY: wechat.platformPublicKeyPem.replaceAll('\n', '\\n'),
    WECHATPAY_APIV3_KEY: wechat.apiV3Key,
    ALIPAY_APP_ID: alipay.appId,
    ALIPAY_SELLER_ID: alipay.sellerId,
    ALIPAY_PRIVATE_KEY: alipay.appPrivateKeyPem.replaceAll('\n', '\\n'),
    ALIPAY_PUBLIC_KEY: alipay.alipayPublicKeyPem.replaceAll('\n', '\\n'),
  };
}
