import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { EnvOf } from './env.ts';

/** The repository root: both src/server/config and dist/server/config sit three levels below it. */
export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

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

/** The process: where it listens, where it keeps its files, what it logs, what it accepts. */
export const serverEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Unset: every interface in production, loopback only (localhost: 127.0.0.1 and ::1) otherwise. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
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
};

export type ServerConfig = {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  logLevel: string;
  bodyLimitBytes: number;
  /** true: every hop (the left-most X-Forwarded-For address); a list: only these proxies. */
  trustProxy: boolean | string[];
  shutdownTimeoutMs: number;
  webDir: string;
};

export function serverConfig(e: EnvOf<typeof serverEnv>): ServerConfig {
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    // Outside production the development inbox and the payment simulators are on: not for the whole network.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webDir: path.resolve(e.WEB_DIR ?? path.join(projectRoot, 'dist', 'web')),
  };
}
