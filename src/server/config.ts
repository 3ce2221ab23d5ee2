import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: both src/server and dist/server sit two levels below it. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * The load balancers' addresses (IPs, CIDR ranges or loopback/linklocal/uniquelocal), comma-separated: the client is
 * the right-most X-Forwarded-For address that is not one of them, which a client cannot forge.
 */
const proxyAddresses = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .refine(
    (entries) => entries.every(isProxyAddress),
    'must be true, false or a comma-separated list of proxy IPs/CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)',
  );

/** An http(s) URL whose host is a plain name or address: its origin goes into the CSP as it is. */
function isScriptUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && /^[a-z0-9.-]+$/.test(url.hostname);
}

/** HH:MM on a 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day such as 09:00');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Unset: every interface in production, loopback only (localhost: 127.0.0.1 and ::1) otherwise. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset to use SQLite in DATA_DIR)')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('banxue:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  TRUST_PROXY: z.union([booleanFromEnv, proxyAddresses]).default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  WEB_DIR: z.string().min(1).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMS_PROVIDER: z.enum(['log', 'tencent']).default('log'),
  SMS_PHONE_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  SMS_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Codes a phone may still get in a day after SMS_PHONE_DAILY_LIMIT, each behind a passed human check. */
  SMS_PHONE_HARD_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(20),
  /** Codes a phone may get in a day on devices that logged in as it before, outside the caps above (decision 026). */
  SMS_DEVICE_DAILY_LIMIT: z.coerce.number().int().min(0).max(1000).default(5),
  /** Code requests an IP makes in an hour before each further one needs a human check. */
  HUMAN_CHECK_IP_FREE_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(3),
  HUMAN_CHECK_PROVIDER: z.enum(['altcha', 'tencent']).default('altcha'),
  /** Signs ALTCHA challenges; every process needs the same one. Unset: a key file generated once in DATA_DIR. */
  HUMAN_CHECK_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  /** PBKDF2-SHA-256 iterations per ALTCHA attempt, and the largest counter the solver must reach (tuned to ~1 s on a phone). */
  HUMAN_CHECK_ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  HUMAN_CHECK_ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(1000),
  TENCENT_CAPTCHA_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric CaptchaAppId').optional(),
  TENCENT_CAPTCHA_APP_SECRET_KEY: z.string().min(1).optional(),
  TENCENT_CAPTCHA_SECRET_ID: z.string().min(1).optional(),
  TENCENT_CAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  /** host[:port] of the captcha API; only tests point it elsewhere. */
  TENCENT_CAPTCHA_ENDPOINT: z.string().min(1).default('captcha.tencentcloudapi.com'),
  /** Tencent's web captcha script the login page loads (its origin is allowed by the CSP); tests serve a fake. */
  HUMAN_CHECK_TENCENT_SCRIPT_URL: z
    .string()
    .refine(isScriptUrl, 'must be an http(s) URL such as https://turing.captcha.qcloud.com/TCaptcha.js')
    .default('https://turing.captcha.qcloud.com/TCaptcha.js'),
  LOGIN_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(100),
  ADMIN_SERVICE_REFUND_LIMIT_FEN: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
  ADMIN_SERVICE_REFUND_DAILY_LIMIT_FEN: z.coerce.number().int().min(0).max(100_000_000).default(200_000),
  TENCENT_SMS_SECRET_ID: z.string().min(1).optional(),
  TENCENT_SMS_SECRET_KEY: z.string().min(1).optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().min(1).optional(),
  TENCENT_SMS_SIGN_NAME: z.string().min(1).optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().min(1).optional(),
  TENCENT_SMS_REGION: z.string().min(1).default('ap-guangzhou'),
  /** host[:port] of the SMS API; only tests point it elsewhere. */
  TENCENT_SMS_ENDPOINT: z.string().min(1).default('sms.tencentcloudapi.com'),
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
  /** Local times (Asia/Shanghai) of the 督学 reminders and of the nightly re-planning. */
  REMINDER_MORNING_TIME: clockTime.default('09:00'),
  REMINDER_EVENING_TIME: clockTime.default('20:00'),
  REPLAN_TIME: clockTime.default('03:00'),
  /** How often each process looks whether a companion job is due (0: never, for tests that run them by hand). */
  COMPANION_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Tencent SMS templates of the morning and evening 督学 reminders, three parameters each: the learner's name, the
   * number of tasks, their minutes (texts in src/server/sms/sms-sender.ts). Without them reminders stay in the app.
   */
  TENCENT_SMS_MORNING_TEMPLATE_ID: z.string().min(1).optional(),
  TENCENT_SMS_EVENING_TEMPLATE_ID: z.string().min(1).optional(),
  /** Any OpenAI-compatible chat-completions API (DeepSeek, Qwen, Ollama …); unset: the tutor answers from the course library. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(60),
  TUTOR_DAILY_QUESTIONS: z.coerce.number().int().min(1).max(10_000).default(30),
  /** 32 bytes as 64 hex digits: encrypts operators' TOTP secrets; unset, a key generated once in DATA_DIR is used. */
  OPERATOR_TOTP_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 random bytes, e.g. openssl rand -hex 32)')
    .optional(),
});

const tencentKeys = [
  'TENCENT_SMS_SECRET_ID',
  'TENCENT_SMS_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
  'TENCENT_SMS_TEMPLATE_ID',
] as const;

const tencentCaptchaKeys = [
  'TENCENT_CAPTCHA_APP_ID',
  'TENCENT_CAPTCHA_APP_SECRET_KEY',
  'TENCENT_CAPTCHA_SECRET_ID',
  'TENCENT_CAPTCHA_SECRET_KEY',
] as const;

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

const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  if (Boolean(e.TENCENT_SMS_MORNING_TEMPLATE_ID) !== Boolean(e.TENCENT_SMS_EVENING_TEMPLATE_ID)) {
    const missing = e.TENCENT_SMS_MORNING_TEMPLATE_ID ? 'TENCENT_SMS_EVENING_TEMPLATE_ID' : 'TENCENT_SMS_MORNING_TEMPLATE_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'the morning and evening reminder templates are set together' });
  }
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL)) {
    const missing = e.LLM_BASE_URL ? 'LLM_MODEL' : 'LLM_BASE_URL';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'LLM_BASE_URL and LLM_MODEL are set together (or neither, for the course-library tutor)',
    });
  }
  const paymentMode = e.PAYMENT_MODE ?? (e.NODE_ENV === 'production' ? 'live' : 'simulator');
  if (e.NODE_ENV === 'production' && paymentMode === 'simulator') {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_MODE'],
      message: 'the payment simulators take no real money and are refused in production',
    });
  }
  if (paymentMode === 'live') {
    for (const key of [...wechatLiveKeys, ...alipayLiveKeys]) {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_MODE=live' });
    }
    if (!e.PUBLIC_BASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_BASE_URL'],
        message: 'is required when PAYMENT_MODE=live (the providers call back to it)',
      });
  }
  if (e.NODE_ENV === 'production' && e.SMS_PROVIDER === 'log') {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_PROVIDER'],
      message: 'the log sender only writes codes to the log and is refused in production; set SMS_PROVIDER=tencent',
    });
  }
  if (e.SMS_PHONE_HARD_DAILY_LIMIT < e.SMS_PHONE_DAILY_LIMIT) {
    ctx.addIssue({ code: 'custom', path: ['SMS_PHONE_HARD_DAILY_LIMIT'], message: 'must be at least SMS_PHONE_DAILY_LIMIT' });
  }
  if (e.HUMAN_CHECK_PROVIDER === 'tencent') {
    for (const key of tencentCaptchaKeys) {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when HUMAN_CHECK_PROVIDER=tencent' });
    }
  }
  if (e.NODE_ENV === 'production' && !e.HUMAN_CHECK_TENCENT_SCRIPT_URL.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['HUMAN_CHECK_TENCENT_SCRIPT_URL'],
      message: 'must be an https URL in production (the page loads it as a script)',
    });
  }
  if (e.SMS_PROVIDER === 'tencent') {
    for (const key of tencentKeys) {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=tencent' });
    }
  }
});

export type TencentSmsConfig = {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  /** Both or neither: the 督学 reminder templates. */
  reminderTemplates: { morning: string; evening: string } | null;
  region: string;
  endpoint: string;
};

export type TencentCaptchaConfig = {
  appId: string;
  appSecretKey: string;
  secretId: string;
  secretKey: string;
  endpoint: string;
  /** TCaptcha.js, which the browser loads: its origin is allowed by the CSP (plugins/security.ts). */
  scriptUrl: string;
};

/** When a code request needs a human check, and which check (decision 026). */
export type HumanCheckConfig =
  | { provider: 'altcha'; secret: string | null; cost: number; maxCounter: number; ipFreePerHour: number }
  | { provider: 'tencent'; secret: string | null; tencent: TencentCaptchaConfig; ipFreePerHour: number };

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

export type Config = {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
  redis: { url: string; keyPrefix: string } | null;
  logLevel: string;
  bodyLimitBytes: number;
  /** true: every hop (the left-most X-Forwarded-For address); a list: only these proxies. */
  trustProxy: boolean | string[];
  shutdownTimeoutMs: number;
  webDir: string;
  sessionTtlMs: number;
  loginIpHourlyLimit: number;
  sms: {
    provider: 'log' | 'tencent';
    phoneDailyLimit: number;
    /** Codes a day with human checks past phoneDailyLimit; none beyond. */
    phoneHardDailyLimit: number;
    /** Codes a day for a phone asked for with its remembered device's token, counted apart from the caps above. */
    deviceDailyLimit: number;
    ipHourlyLimit: number;
    tencent: TencentSmsConfig | null;
  };
  humanCheck: HumanCheckConfig;
  payment: PaymentConfig;
  companion: CompanionConfig;
  /** Hex key of the operators' TOTP secrets; null: a key file in dataDir (see features/operators/totp-secret-box.ts). */
  operatorTotpKey: string | null;
  /** What an order's refunds may add up to (fen) when a `service` operator asks for one; `admin` has no limit (decision 029). */
  adminServiceRefundLimitFen: number;
  /** What a `service` operator's own refunds may add up to (fen) in one Asia/Shanghai day. */
  adminServiceRefundDailyLimitFen: number;
};

export type LlmConfig = { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number };

export type CompanionConfig = {
  /** Minutes after local midnight (Asia/Shanghai). */
  morningReminderMinute: number;
  eveningReminderMinute: number;
  replanMinute: number;
  jobIntervalMs: number;
  /** null: the tutor answers from the course library alone. */
  llm: LlmConfig | null;
  tutorDailyQuestions: number;
};

const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A PEM given in an environment variable, where newlines are often written as \\n. */
const pem = (value: string) => value.replaceAll('\\n', '\n');

/** A variable's value as a problem line shows it: a secret never (only its length), a URL without its password. */
function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return 'null';
  if (/(KEY|SECRET|CERTIFICATE|PASSWORD|TOKEN)$/.test(name)) return `${[...value].length} characters, not shown`;
  return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@'));
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  /** One line per problem, each starting with the variable's name. */
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

/** Parses the environment once; a wrong value throws a ConfigError that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = checkedEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `${name}: ${issue.message} (got ${shownValue(name, present[name])})`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicBaseUrl = e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`;
  const jobIntervalMs = e.PAYMENT_JOB_INTERVAL_SECONDS * 1000;
  const payment: PaymentConfig =
    (e.PAYMENT_MODE ?? (e.NODE_ENV === 'production' ? 'live' : 'simulator')) === 'simulator'
      ? { mode: 'simulator', publicBaseUrl, retryScale: e.PAYMENT_SIM_RETRY_SCALE, probeRate: e.PAYMENT_SIM_PROBE_RATE, jobIntervalMs }
      : {
          mode: 'live',
          publicBaseUrl,
          jobIntervalMs,
          // Presence was checked above; `?? ''` only satisfies the type checker.
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
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    // Outside production the development inbox and the payment simulators are on: not for the whole network.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    port: e.PORT,
    dataDir,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, 'banxue.sqlite') },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webDir: path.resolve(e.WEB_DIR ?? path.join(projectRoot, 'dist', 'web')),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    loginIpHourlyLimit: e.LOGIN_IP_HOURLY_LIMIT,
    sms: {
      provider: e.SMS_PROVIDER,
      phoneDailyLimit: e.SMS_PHONE_DAILY_LIMIT,
      phoneHardDailyLimit: e.SMS_PHONE_HARD_DAILY_LIMIT,
      deviceDailyLimit: e.SMS_DEVICE_DAILY_LIMIT,
      ipHourlyLimit: e.SMS_IP_HOURLY_LIMIT,
      tencent:
        e.TENCENT_SMS_SECRET_ID &&
        e.TENCENT_SMS_SECRET_KEY &&
        e.TENCENT_SMS_SDK_APP_ID &&
        e.TENCENT_SMS_SIGN_NAME &&
        e.TENCENT_SMS_TEMPLATE_ID
          ? {
              secretId: e.TENCENT_SMS_SECRET_ID,
              secretKey: e.TENCENT_SMS_SECRET_KEY,
              sdkAppId: e.TENCENT_SMS_SDK_APP_ID,
              signName: e.TENCENT_SMS_SIGN_NAME,
              templateId: e.TENCENT_SMS_TEMPLATE_ID,
              reminderTemplates:
                e.TENCENT_SMS_MORNING_TEMPLATE_ID && e.TENCENT_SMS_EVENING_TEMPLATE_ID
                  ? { morning: e.TENCENT_SMS_MORNING_TEMPLATE_ID, evening: e.TENCENT_SMS_EVENING_TEMPLATE_ID }
                  : null,
              region: e.TENCENT_SMS_REGION,
              endpoint: e.TENCENT_SMS_ENDPOINT,
            }
          : null,
    },
    humanCheck:
      e.HUMAN_CHECK_PROVIDER === 'tencent'
        ? {
            provider: 'tencent',
            ipFreePerHour: e.HUMAN_CHECK_IP_FREE_PER_HOUR,
            // Signs remembered devices' tokens (decision 026).
            secret: e.HUMAN_CHECK_SECRET ?? null,
            // Presence was checked above.
            tencent: {
              appId: e.TENCENT_CAPTCHA_APP_ID ?? '',
              appSecretKey: e.TENCENT_CAPTCHA_APP_SECRET_KEY ?? '',
              secretId: e.TENCENT_CAPTCHA_SECRET_ID ?? '',
              secretKey: e.TENCENT_CAPTCHA_SECRET_KEY ?? '',
              endpoint: e.TENCENT_CAPTCHA_ENDPOINT,
              scriptUrl: e.HUMAN_CHECK_TENCENT_SCRIPT_URL,
            },
          }
        : {
            provider: 'altcha',
            ipFreePerHour: e.HUMAN_CHECK_IP_FREE_PER_HOUR,
            secret: e.HUMAN_CHECK_SECRET ?? null,
            cost: e.HUMAN_CHECK_ALTCHA_COST,
            maxCounter: e.HUMAN_CHECK_ALTCHA_MAX_COUNTER,
          },
    payment,
    companion: {
      morningReminderMinute: minuteOfDay(e.REMINDER_MORNING_TIME),
      eveningReminderMinute: minuteOfDay(e.REMINDER_EVENING_TIME),
      replanMinute: minuteOfDay(e.REPLAN_TIME),
      jobIntervalMs: e.COMPANION_JOB_INTERVAL_SECONDS * 1000,
      llm:
        e.LLM_BASE_URL && e.LLM_MODEL
          ? {
              baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
              apiKey: e.LLM_API_KEY ?? null,
              model: e.LLM_MODEL,
              timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000,
            }
          : null,
      tutorDailyQuestions: e.TUTOR_DAILY_QUESTIONS,
    },
    operatorTotpKey: e.OPERATOR_TOTP_KEY?.toLowerCase() ?? null,
    adminServiceRefundLimitFen: e.ADMIN_SERVICE_REFUND_LIMIT_FEN,
    adminServiceRefundDailyLimitFen: e.ADMIN_SERVICE_REFUND_DAILY_LIMIT_FEN,
  };
}
