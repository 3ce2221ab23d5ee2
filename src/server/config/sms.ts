import { z } from 'zod';
import { type EnvOf, type ProblemSink, reportProblem } from './env.ts';
import type { serverEnv } from './server.ts';

/** Login codes (and the 督学 reminders) by SMS: the sender, its caps, Tencent Cloud's account and templates. */
export const smsEnv = {
  SMS_PROVIDER: z.enum(['log', 'tencent']).default('log'),
  SMS_PHONE_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  SMS_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Codes a phone may still get in a day after SMS_PHONE_DAILY_LIMIT, each behind a passed human check. */
  SMS_PHONE_HARD_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(20),
  /** Codes a phone may get in a day on devices that logged in as it before, outside the caps above (decision 026). */
  SMS_DEVICE_DAILY_LIMIT: z.coerce.number().int().min(0).max(1000).default(5),
  TENCENT_SMS_SECRET_ID: z.string().min(1).optional(),
  TENCENT_SMS_SECRET_KEY: z.string().min(1).optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().min(1).optional(),
  TENCENT_SMS_SIGN_NAME: z.string().min(1).optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().min(1).optional(),
  TENCENT_SMS_REGION: z.string().min(1).default('ap-guangzhou'),
  /** host[:port] of the SMS API; only tests point it elsewhere. */
  TENCENT_SMS_ENDPOINT: z.string().min(1).default('sms.tencentcloudapi.com'),
  /**
   * Tencent SMS templates of the morning and evening 督学 reminders, three parameters each: the learner's name, the
   * number of tasks, their minutes (texts in src/server/sms/sms-sender.ts). Without them reminders stay in the app.
   */
  TENCENT_SMS_MORNING_TEMPLATE_ID: z.string().min(1).optional(),
  TENCENT_SMS_EVENING_TEMPLATE_ID: z.string().min(1).optional(),
};

type SmsEnv = EnvOf<typeof smsEnv & Pick<typeof serverEnv, 'NODE_ENV'>>;

const tencentKeys = [
  'TENCENT_SMS_SECRET_ID',
  'TENCENT_SMS_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
  'TENCENT_SMS_TEMPLATE_ID',
] as const;

export function checkSmsEnv(e: SmsEnv, problems: ProblemSink): void {
  if (Boolean(e.TENCENT_SMS_MORNING_TEMPLATE_ID) !== Boolean(e.TENCENT_SMS_EVENING_TEMPLATE_ID)) {
    const missing = e.TENCENT_SMS_MORNING_TEMPLATE_ID ? 'TENCENT_SMS_EVENING_TEMPLATE_ID' : 'TENCENT_SMS_MORNING_TEMPLATE_ID';
    reportProblem(problems, missing, 'the morning and evening reminder templates are set together');
  }
  if (e.NODE_ENV === 'production' && e.SMS_PROVIDER === 'log') {
    reportProblem(
      problems,
      'SMS_PROVIDER',
      'the log sender only writes codes to the log and is refused in production; set SMS_PROVIDER=tencent',
    );
  }
  if (e.SMS_PHONE_HARD_DAILY_LIMIT < e.SMS_PHONE_DAILY_LIMIT) {
    reportProblem(problems, 'SMS_PHONE_HARD_DAILY_LIMIT', 'must be at least SMS_PHONE_DAILY_LIMIT');
  }
  if (e.SMS_PROVIDER === 'tencent') {
    for (const key of tencentKeys) {
      if (!e[key]) reportProblem(problems, key, 'is required when SMS_PROVIDER=tencent');
    }
  }
}

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

export type SmsConfig = {
  provider: 'log' | 'tencent';
  phoneDailyLimit: number;
  /** Codes a day with human checks past phoneDailyLimit; none beyond. */
  phoneHardDailyLimit: number;
  /** Codes a day for a phone asked for with its remembered device's token, counted apart from the caps above. */
  deviceDailyLimit: number;
  ipHourlyLimit: number;
  tencent: TencentSmsConfig | null;
};

export function smsConfig(e: SmsEnv): SmsConfig {
  return {
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
  };
}
