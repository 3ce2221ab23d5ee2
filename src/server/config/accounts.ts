import { z } from 'zod';
import type { EnvOf } from './env.ts';

/** Sessions and logins. */
export const accountsEnv = {
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(100),
};

export type AccountsConfig = { sessionTtlMs: number; loginIpHourlyLimit: number };

export function accountsConfig(e: EnvOf<typeof accountsEnv>): AccountsConfig {
  return { sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000, loginIpHourlyLimit: e.LOGIN_IP_HOURLY_LIMIT };
}
