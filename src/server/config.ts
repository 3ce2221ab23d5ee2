import { z } from 'zod';
import { accountsConfig, type AccountsConfig, accountsEnv } from './config/accounts.ts';
import { checkCompanionEnv, companionConfig, type CompanionConfig, companionEnv } from './config/companion.ts';
import { databaseConfig, type DatabaseConfig, databaseEnv } from './config/database.ts';
import { checkHumanCheckEnv, humanCheckConfig, type HumanCheckConfig, humanCheckEnv } from './config/human-check.ts';
import { operatorsConfig, type OperatorsConfig, operatorsEnv } from './config/operators.ts';
import { checkPaymentEnv, paymentConfig, type PaymentConfig, paymentEnv } from './config/payment.ts';
import { serverConfig, type ServerConfig, serverEnv } from './config/server.ts';
import { checkSmsEnv, smsConfig, type SmsConfig, smsEnv } from './config/sms.ts';

/**
 * The configuration, read from the environment once at start. Each concern (src/server/config/) declares its
 * variables, the checks across them and the part of Config it makes; this file puts them together.
 */
export { projectRoot } from './config/server.ts';
export type { CompanionConfig, LlmConfig } from './config/companion.ts';
export type { HumanCheckConfig, TencentCaptchaConfig } from './config/human-check.ts';
export type { AlipayLiveConfig, PaymentConfig, WechatPayLiveConfig } from './config/payment.ts';
export type { TencentSmsConfig } from './config/sms.ts';

export type Config = ServerConfig &
  DatabaseConfig &
  AccountsConfig & {
    sms: SmsConfig;
    humanCheck: HumanCheckConfig;
    payment: PaymentConfig;
    companion: CompanionConfig;
  } & OperatorsConfig;

const envSchema = z
  .object({
    ...serverEnv,
    ...databaseEnv,
    ...accountsEnv,
    ...smsEnv,
    ...humanCheckEnv,
    ...paymentEnv,
    ...companionEnv,
    ...operatorsEnv,
  })
  .superRefine((e, ctx) => {
    checkSmsEnv(e, ctx);
    checkHumanCheckEnv(e, ctx);
    checkPaymentEnv(e, ctx);
    checkCompanionEnv(e, ctx);
  });

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
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `${name}: ${issue.message} (got ${shownValue(name, present[name])})`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const server = serverConfig(e);
  return {
    ...server,
    ...databaseConfig(e, server.dataDir),
    ...accountsConfig(e),
    sms: smsConfig(e),
    humanCheck: humanCheckConfig(e),
    payment: paymentConfig(e),
    companion: companionConfig(e),
    ...operatorsConfig(e),
  };
}
