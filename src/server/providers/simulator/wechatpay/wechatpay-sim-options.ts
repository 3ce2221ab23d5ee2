import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { SimulatorKeys } from '../simulator-keys.ts';

/** What the WeChat Pay simulator is: the merchant it serves, the platform it plays, its clock and its address. */
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
