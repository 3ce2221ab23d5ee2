import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject, X509Certificate } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AlipayLiveConfig, Config, WechatPayLiveConfig } from './config.ts';
import { probeDirectoryWritable } from './data-dir-probe.ts';

/**
 * What loadConfig's zod schema cannot see: whether each key is the key it must be, and whether Redis and the data
 * directory answer (decision 028). Run by server.ts before the app is built and by `npm run check:config`.
 */

/** One thing wrong with the configuration: the variable to fix, and what is wrong with it, in one line. */
export type ConfigProblem = { variable: string; message: string };

export const formatProblem = (problem: ConfigProblem) => `${problem.variable}: ${problem.message}`;

/** Providers and banks ask for RSA keys of at least 2048 bits; shorter ones are refused or forgeable. */
export const MIN_RSA_BITS = 2048;
const REDIS_TIMEOUT_MS = 2_000;

type KeyResult = { key: KeyObject } | { problem: string };

/**
 * The key as alipay-sdk reads it (its formatKey): the PEM's first and last lines are dropped when they name `type`,
 * the rest joined and wrapped again, so a bare base64 body is accepted too.
 */
export function alipayKeyPem(text: string, type: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const lines = text.split('\n').map((line) => line.trim());
  if (lines[0]?.includes(type)) lines.shift();
  if (lines.at(-1)?.includes(type)) lines.pop();
  return `-----BEGIN ${type}-----\n${lines.join('')}\n-----END ${type}-----`;
}

function rsaShape(key: KeyObject, what: string): string | null {
  if (key.asymmetricKeyType !== 'rsa') return `is a ${key.asymmetricKeyType ?? 'non-RSA'} key; ${what} must be an RSA key`;
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) return `is a ${bits}-bit RSA key; at least ${MIN_RSA_BITS} bits are required`;
  return null;
}

/** Signs a test message with the private key and verifies it with the key's own public half. */
function signsAndVerifies(privateKey: KeyObject): boolean {
  try {
    const message = 'ai-banxue configuration check';
    const signature = createSign('RSA-SHA256').update(message).sign(privateKey);
    return createVerify('RSA-SHA256').update(message).verify(createPublicKey(privateKey), signature);
  } catch {
    return false;
  }
}

/** Our own private key: an RSA key of the right size that signs what its public half verifies. */
export function readPrivateKey(text: string, hint: string): KeyResult {
  if (/ENCRYPTED/.test(text)) return { problem: 'is encrypted; give the key without a passphrase' };
  if (/-----BEGIN (PUBLIC KEY|CERTIFICATE)/.test(text)) return { problem: `is a public key or certificate, not a private key (${hint})` };
  let key: KeyObject;
  try {
    key = createPrivateKey(text);
  } catch {
    return { problem: `not an RSA private key (${hint})` };
  }
  const shape = rsaShape(key, 'the private key');
  if (shape) return { problem: shape };
  if (!signsAndVerifies(key)) return { problem: 'cannot sign a test message that its own public half verifies (a damaged key)' };
  return { key };
}

/** A provider's public key: an RSA public key of the right size (never a private key pasted by mistake). */
export function readPublicKey(text: string, hint: string): KeyResult {
  if (/PRIVATE KEY/.test(text)) return { problem: "is a private key; give the provider's public key" };
  let key: KeyObject;
  try {
    key = createPublicKey(text);
  } catch {
    return { problem: `not an RSA public key (${hint})` };
  }
  const shape = rsaShape(key, "the provider's key");
  return shape ? { problem: shape } : { key };
}

const sameKey = (a: KeyObject, b: KeyObject) => a.export({ type: 'spki', format: 'der' }).equals(b.export({ type: 'spki', format: 'der' }));

/** A hex serial number as certificates and WeChat Pay write it: case, colons and leading zeros do not matter. */
const normalSerial = (serial: string) =>
  serial
    .replaceAll(':', '')
    .toLowerCase()
    .replace(/^0+(?=.)/, '');

function checkWechatPay(wechat: WechatPayLiveConfig, now: number): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (variable: string, message: string) => problems.push({ variable, message });

  const merchant = readPrivateKey(wechat.privateKeyPem, 'PEM "-----BEGIN PRIVATE KEY-----" expected, as in apiclient_key.pem');
  if ('problem' in merchant) add('WECHATPAY_PRIVATE_KEY', merchant.problem);
  const platform = readPublicKey(wechat.platformPublicKeyPem, 'PEM "-----BEGIN PUBLIC KEY-----" expected');
  if ('problem' in platform) add('WECHATPAY_PUBLIC_KEY', platform.problem);
  if ('key' in merchant && 'key' in platform && sameKey(createPublicKey(merchant.key), platform.key)) {
    add('WECHATPAY_PUBLIC_KEY', "is the public half of WECHATPAY_PRIVATE_KEY (the merchant's own key), not WeChat Pay's public key");
  }
  if (!/^[0-9A-Fa-f]+$/.test(wechat.merchantSerialNo))
    add('WECHATPAY_MERCHANT_SERIAL_NO', "must be the merchant certificate's serial number in hex");
  if (Buffer.byteLength(wechat.apiV3Key, 'utf8') !== 32 || !/^[\x21-\x7e]+$/.test(wechat.apiV3Key)) {
    add('WECHATPAY_APIV3_KEY', `must be 32 ASCII letters and digits (got ${Buffer.byteLength(wechat.apiV3Key, 'utf8')} bytes)`);
  }

  if (wechat.merchantCertificatePem !== null) {
    let certificate: X509Certificate | null = null;
    try {
      certificate = new X509Certificate(wechat.merchantCertificatePem);
    } catch {
      add('WECHATPAY_MERCHANT_CERTIFICATE', 'not an X.509 certificate (PEM "-----BEGIN CERTIFICATE-----", apiclient_cert.pem expected)');
    }
    if (certificate) {
      if (normalSerial(certificate.serialNumber) !== normalSerial(wechat.merchantSerialNo)) {
        add('WECHATPAY_MERCHANT_SERIAL_NO', `does not match the merchant certificate's serial number ${certificate.serialNumber}`);
      }
      if ('key' in merchant && !sameKey(certificate.publicKey, createPublicKey(merchant.key))) {
        add('WECHATPAY_MERCHANT_CERTIFICATE', 'its public key is not the public half of WECHATPAY_PRIVATE_KEY');
      }
      const validTo = Date.parse(certificate.validTo);
      if (Number.isFinite(validTo) && validTo < now) add('WECHATPAY_MERCHANT_CERTIFICATE', `expired on ${new Date(validTo).toISOString()}`);
    }
  }
  return problems;
}

function checkAlipay(alipay: AlipayLiveConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (variable: string, message: string) => problems.push({ variable, message });
  // The app key must be PKCS#8: alipay-client.ts gives alipay-sdk keyType PKCS8, which wraps it as "PRIVATE KEY".
  const app = readPrivateKey(
    alipayKeyPem(alipay.privateKeyPem, 'PRIVATE KEY'),
    'PKCS#8 PEM or its base64 expected; convert a PKCS#1 key with openssl pkcs8 -topk8 -nocrypt',
  );
  if ('problem' in app) add('ALIPAY_PRIVATE_KEY', app.problem);
  const gateway = readPublicKey(alipayKeyPem(alipay.alipayPublicKeyPem, 'PUBLIC KEY'), 'PEM or base64 DER expected');
  if ('problem' in gateway) add('ALIPAY_PUBLIC_KEY', gateway.problem);
  if ('key' in app && 'key' in gateway && sameKey(createPublicKey(app.key), gateway.key)) {
    add(
      'ALIPAY_PUBLIC_KEY',
      "is the app's own public key (应用公钥, the half of ALIPAY_PRIVATE_KEY), not Alipay's public key (支付宝公钥)",
    );
  }
  return problems;
}

/** Every key parsed as what it must be; pure (no I/O). `now` dates the merchant certificate. */
export function checkKeys(config: Config, now: number = Date.now()): ConfigProblem[] {
  if (config.payment.mode !== 'live') return [];
  return [...checkWechatPay(config.payment.wechat, now), ...checkAlipay(config.payment.alipay)];
}

/** redis://host:port without the password a URL may carry. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'the URL';
  }
}

/** One PING with a short timeout: Redis must answer before the app shares its limits through it. */
export async function checkRedis(redisConfig: Config['redis'], timeoutMs = REDIS_TIMEOUT_MS): Promise<ConfigProblem[]> {
  if (!redisConfig) return [];
  const address = redisAddress(redisConfig.url);
  let lastError: Error | null = null;
  const redis = new Redis(redisConfig.url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', (error: Error) => (lastError = error));
  try {
    await redis.connect();
    await redis.ping();
    return [];
  } catch (error) {
    const reason = (lastError ?? error) instanceof Error ? (lastError ?? (error as Error)).message : String(error);
    return [{ variable: 'REDIS_URL', message: `no answer to PING from ${address} within ${timeoutMs / 1000} s (${reason})` }];
  } finally {
    redis.disconnect();
  }
}

/** The data directory exists (or can be made) and takes a write that reaches the disk. */
export async function checkDataDir(dataDir: string): Promise<ConfigProblem[]> {
  const problem = await probeDirectoryWritable(dataDir);
  return problem ? [{ variable: 'DATA_DIR', message: problem }] : [];
}

/** Everything checked at start: keys, Redis, the data directory. Empty when all is well. */
export async function checkConfiguration(config: Config): Promise<ConfigProblem[]> {
  const [redis, dataDir] = await Promise.all([checkRedis(config.redis), checkDataDir(config.dataDir)]);
  return [...checkKeys(config), ...redis, ...dataDir];
}
