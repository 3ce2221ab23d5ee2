import { z } from 'zod';
import { type EnvOf, type ProblemSink, reportProblem } from './env.ts';
import type { serverEnv } from './server.ts';

/** Payments: the simulators or the real WeChat Pay and Alipay merchants, where they call back, the payment jobs. */
export const paymentEnv = {
  PAYMENT_MODE: z.enum(['simulator', 'live']).optional(),
  PUBLIC_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]+$/, 'must be an origin such as https://www.example.com (no path, no trailing slash)')
    .optional(),
  /** Multiplies the simulators' notification retry delays: 1 is the providers' real schedule, 0.001 a test's. */
  PAYMENT_SIM_RETRY_SCALE: z.coerce.number().min(0).max(1).default(1),
  /** Share of genuine simulator notifications preceded by a forged copy that the app must reject. */
  PAYMENT_SIM_PROBE_RATE: z.coerce.number().min(0).max(1).default(0.2),
  PAYMENT_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  WECHATPAY_MCHID: z.string().min(1).optional(),
  WECHATPAY_APPID: z.string().min(1).optional(),
  WECHATPAY_APP_SECRET: z.string().min(1).optional(),
  WECHATPAY_MERCHANT_SERIAL_NO: z.string().min(1).optional(),
  /** The merchant API certificate (apiclient_cert.pem), optional: when given, its serial and key are checked at start. */
  WECHATPAY_MERCHANT_CERTIFICATE: z.string().min(1).optional(),
  WECHATPAY_PRIVATE_KEY: z.string().min(1).optional(),
  WECHATPAY_PUBLIC_KEY_ID: z
    .string()
    .regex(/^PUB_KEY_ID_/, 'must start with PUB_KEY_ID_')
    .optional(),
  WECHATPAY_PUBLIC_KEY: z.string().min(1).optional(),
  WECHATPAY_APIV3_KEY: z.string().length(32, 'must be the 32-character APIv3 key').optional(),
  /** WeChat Pay's API origin: its backup domain (https://api2.mch.weixin.qq.com) when the main one fails, or a test's. */
  WECHATPAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().min(1).optional(),
  ALIPAY_PRIVATE_KEY: z.string().min(1).optional(),
  ALIPAY_PUBLIC_KEY: z.string().min(1).optional(),
  /** The merchant's Alipay user id (2088…): a notification for another seller is refused. */
  ALIPAY_SELLER_ID: z
    .string()
    .regex(/^2088\d{12}$/, 'must be the 16-digit Alipay user id starting with 2088')
    .optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
};

type PaymentEnv = EnvOf<typeof paymentEnv & Pick<typeof serverEnv, 'NODE_ENV' | 'PORT'>>;

const wechatLiveKeys = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_APP_SECRET',
  'WECHATPAY_MERCHANT_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_PUBLIC_KEY_ID',
  'WECHATPAY_PUBLIC_KEY',
  'WECHATPAY_APIV3_KEY',
] as const;
const alipayLiveKeys = ['ALIPAY_APP_ID', 'ALIPAY_SELLER_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;

/** PAYMENT_MODE, or its default: live in production, the simulators elsewhere. */
const paymentMode = (e: PaymentEnv) => e.PAYMENT_MODE ?? (e.NODE_ENV === 'production' ? 'live' : 'simulator');

export function checkPaymentEnv(e: PaymentEnv, problems: ProblemSink): void {
  const mode = paymentMode(e);
  if (e.NODE_ENV === 'production' && mode === 'simulator') {
    reportProblem(problems, 'PAYMENT_MODE', 'the payment simulators take no real money and are refused in production');
  }
  if (mode === 'live') {
    for (const key of [...wechatLiveKeys, ...alipayLiveKeys]) {
      if (!e[key]) reportProblem(problems, key, 'is required when PAYMENT_MODE=live');
    }
    if (!e.PUBLIC_BASE_URL)
      reportProblem(problems, 'PUBLIC_BASE_URL', 'is required when PAYMENT_MODE=live (the providers call back to it)');
  }
}

export type WechatPayLiveConfig = {
  baseUrl: string;
  mchid: string;
  appid: string;
  appSecret: string;
  merchantSerialNo: string;
  privateKeyPem: string;
  /** apiclient_cert.pem, when given: only checked at start (config-checks.ts). */
  merchantCertificatePem: string | null;
  platformPublicKeyId: string;
  platformPublicKeyPem: string;
  apiV3Key: string;
};

export type AlipayLiveConfig = { appId: string; sellerId: string; privateKeyPem: string; alipayPublicKeyPem: string; gateway: string };

export type PaymentConfig =
  | { mode: 'simulator'; publicBaseUrl: string; retryScale: number; probeRate: number; jobIntervalMs: number }
  | { mode: 'live'; publicBaseUrl: string; jobIntervalMs: number; wechat: WechatPayLiveConfig; alipay: AlipayLiveConfig };

/** A PEM given in an environment variable, where newlines are often written as \\n. */
const pem = (value: string) => value.replaceAll('\\n', '\n');

export function paymentConfig(e: PaymentEnv): PaymentConfig {
  const publicBaseUrl = e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`;
  const jobIntervalMs = e.PAYMENT_JOB_INTERVAL_SECONDS * 1000;
  if (paymentMode(e) === 'simulator') {
    return { mode: 'simulator', publicBaseUrl, retryScale: e.PAYMENT_SIM_RETRY_SCALE, probeRate: e.PAYMENT_SIM_PROBE_RATE, jobIntervalMs };
  }
  return {
    mode: 'live',
    publicBaseUrl,
    jobIntervalMs,
    // Presence was checked by checkPaymentEnv; `?? ''` only satisfies the type checker.
    wechat: {
      baseUrl: e.WECHATPAY_BASE_URL,
      mchid: e.WECHATPAY_MCHID ?? '',
      appid: e.WECHATPAY_APPID ?? '',
      appSecret: e.WECHATPAY_APP_SECRET ?? '',
      merchantSerialNo: e.WECHATPAY_MERCHANT_SERIAL_NO ?? '',
      privateKeyPem: pem(e.WECHATPAY_PRIVATE_KEY ?? ''),
      merchantCertificatePem: e.WECHATPAY_MERCHANT_CERTIFICATE ? pem(e.WECHATPAY_MERCHANT_CERTIFICATE) : null,
      platformPublicKeyId: e.WECHATPAY_PUBLIC_KEY_ID ?? '',
      platformPublicKeyPem: pem(e.WECHATPAY_PUBLIC_KEY ?? ''),
      apiV3Key: e.WECHATPAY_APIV3_KEY ?? '',
    },
    alipay: {
      appId: e.ALIPAY_APP_ID ?? '',
      sellerId: e.ALIPAY_SELLER_ID ?? '',
      privateKeyPem: pem(e.ALIPAY_PRIVATE_KEY ?? ''),
      alipayPublicKeyPem: pem(e.ALIPAY_PUBLIC_KEY ?? ''),
      gateway: e.ALIPAY_GATEWAY,
    },
  };
}
