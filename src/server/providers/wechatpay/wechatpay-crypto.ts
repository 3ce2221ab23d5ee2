import { createCipheriv, createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';

/**
 * WeChat Pay API v3 signatures and encryption (pay.weixin.qq.com/doc/v3/merchant/4012365336 and 4012071382):
 * requests are signed with the merchant's RSA key (SHA256-RSA2048, PKCS#1 v1.5), replies and notifications are
 * verified with the platform public key named by Wechatpay-Serial, and notification resources are encrypted with
 * AEAD_AES_256_GCM under the merchant's APIv3 key.
 */

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
export const TIMESTAMP_WINDOW_SECONDS = 5 * 60;

type Key = KeyObject | string;

/** A 32-character nonce of [0-9A-Z], as WeChat Pay's examples use. */
export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

/** The request signature's message: method, path with query, timestamp, nonce, body, each followed by \n. */
export function requestMessage(method: string, pathWithQuery: string, timestamp: string, nonce: string, body: string): string {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The message of a reply's or a notification's signature: timestamp, nonce, body, each followed by \n. */
export function responseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function signMessage(message: string, privateKey: Key): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

export function verifyMessage(message: string, signatureBase64: string, publicKey: Key): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signatureBase64, 'base64');
  } catch {
    return false;
  }
}

export type AuthorizationParts = { mchid: string; serialNo: string; nonce: string; timestamp: string; signature: string };

export function authorizationHeader(parts: AuthorizationParts): string {
  return (
    `${AUTH_SCHEMA} mchid="${parts.mchid}",nonce_str="${parts.nonce}",signature="${parts.signature}",` +
    `timestamp="${parts.timestamp}",serial_no="${parts.serialNo}"`
  );
}

/** Reads an Authorization header back into its parts (the simulator verifies merchants with it). */
export function parseAuthorizationHeader(header: string | undefined): AuthorizationParts | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields = new Map<string, string>();
  for (const match of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    if (match[1] !== undefined && match[2] !== undefined) fields.set(match[1], match[2]);
  }
  const mchid = fields.get('mchid');
  const nonce = fields.get('nonce_str');
  const signature = fields.get('signature');
  const timestamp = fields.get('timestamp');
  const serialNo = fields.get('serial_no');
  return mchid && nonce && signature && timestamp && serialNo ? { mchid, nonce, signature, timestamp, serialNo } : null;
}

/** Within ±5 minutes of now (seconds since the epoch, as WeChat Pay sends them). */
export function isFreshTimestamp(timestamp: string, nowMs: number): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(nowMs / 1000 - Number(timestamp)) <= TIMESTAMP_WINDOW_SECONDS;
}

export type EncryptedResource = { algorithm: string; ciphertext: string; nonce: string; associated_data?: string };

const GCM_TAG_BYTES = 16;

/** AEAD_AES_256_GCM: the ciphertext is base64 of the encrypted bytes followed by the 16-byte tag. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes');
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= GCM_TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)), decipher.final()]).toString('utf8');
}

export function encryptResource(plaintext: string, apiV3Key: string, nonce: string, associatedData: string): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: encrypted.toString('base64'), nonce, associated_data: associatedData };
}

export type JsapiPayParams = { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string };

/** The parameters of WeixinJSBridge.invoke('getBrandWCPayRequest'), signed over appId, timeStamp, nonceStr, package. */
export function jsapiPayParams(
  appId: string,
  prepayId: string,
  privateKey: Key,
  nowMs: number,
  nonce: string = newNonce(),
): JsapiPayParams {
  const timeStamp = String(Math.floor(nowMs / 1000));
  const pkg = `prepay_id=${prepayId}`;
  const paySign = signMessage(`${appId}\n${timeStamp}\n${nonce}\n${pkg}\n`, privateKey);
  return { appId, timeStamp, nonceStr: nonce, package: pkg, signType: 'RSA', paySign };
}
