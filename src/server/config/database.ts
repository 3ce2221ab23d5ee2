import path from 'node:path';
import { z } from 'zod';
import type { EnvOf } from './env.ts';

/** Where the data lives: PostgreSQL or a SQLite file in DATA_DIR, and Redis when several processes share state. */
export const databaseEnv = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset to use SQLite in DATA_DIR)')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('banxue:'),
};

export type DatabaseConfig = {
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
  redis: { url: string; keyPrefix: string } | null;
};

export function databaseConfig(e: EnvOf<typeof databaseEnv>, dataDir: string): DatabaseConfig {
  return {
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, 'banxue.sqlite') },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
  };
}
