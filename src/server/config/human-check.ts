import { z } from 'zod';
import { type EnvOf, type ProblemSink, reportProblem } from './env.ts';
import type { serverEnv } from './server.ts';

/** An http(s) URL whose host is a plain name or address: its origin goes into the CSP as it is. */
function isScriptUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && /^[a-z0-9.-]+$/.test(url.hostname);
}

/** When a code request needs a human check, and which one: ALTCHA's proof of work or Tencent's captcha (decision 026). */
export const humanCheckEnv = {
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
};

type HumanCheckEnv = EnvOf<typeof humanCheckEnv & Pick<typeof serverEnv, 'NODE_ENV'>>;

const tencentCaptchaKeys = [
  'TENCENT_CAPTCHA_APP_ID',
  'TENCENT_CAPTCHA_APP_SECRET_KEY',
  'TENCENT_CAPTCHA_SECRET_ID',
  'TENCENT_CAPTCHA_SECRET_KEY',
] as const;

export function checkHumanCheckEnv(e: HumanCheckEnv, problems: ProblemSink): void {
  if (e.HUMAN_CHECK_PROVIDER === 'tencent') {
    for (const key of tencentCaptchaKeys) {
      if (!e[key]) reportProblem(problems, key, 'is required when HUMAN_CHECK_PROVIDER=tencent');
    }
  }
  if (e.NODE_ENV === 'production' && !e.HUMAN_CHECK_TENCENT_SCRIPT_URL.startsWith('https://')) {
    reportProblem(problems, 'HUMAN_CHECK_TENCENT_SCRIPT_URL', 'must be an https URL in production (the page loads it as a script)');
  }
}

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

export function humanCheckConfig(e: HumanCheckEnv): HumanCheckConfig {
  if (e.HUMAN_CHECK_PROVIDER === 'altcha') {
    return {
      provider: 'altcha',
      ipFreePerHour: e.HUMAN_CHECK_IP_FREE_PER_HOUR,
      secret: e.HUMAN_CHECK_SECRET ?? null,
      cost: e.HUMAN_CHECK_ALTCHA_COST,
      maxCounter: e.HUMAN_CHECK_ALTCHA_MAX_COUNTER,
    };
  }
  return {
    provider: 'tencent',
    ipFreePerHour: e.HUMAN_CHECK_IP_FREE_PER_HOUR,
    // Signs remembered devices' tokens (decision 026).
    secret: e.HUMAN_CHECK_SECRET ?? null,
    // Presence was checked by checkHumanCheckEnv.
    tencent: {
      appId: e.TENCENT_CAPTCHA_APP_ID ?? '',
      appSecretKey: e.TENCENT_CAPTCHA_APP_SECRET_KEY ?? '',
      secretId: e.TENCENT_CAPTCHA_SECRET_ID ?? '',
      secretKey: e.TENCENT_CAPTCHA_SECRET_KEY ?? '',
      endpoint: e.TENCENT_CAPTCHA_ENDPOINT,
      scriptUrl: e.HUMAN_CHECK_TENCENT_SCRIPT_URL,
    },
  };
}
