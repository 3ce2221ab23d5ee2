import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSimulatorKeys } from '../../../src/server/providers/simulator/simulator-keys.ts';
import { createPostgresDatabase, testDialect, type TestDialect } from './test-database.ts';
import { createRedisNamespace } from './test-redis.ts';

export type TestEnvironment = {
  /** Environment variables for loadConfig or a spawned server: its own data dir, database and Redis prefix. */
  env: Record<string, string>;
  dialect: TestDialect;
  /** The PostgreSQL database name, or null for SQLite. */
  postgresDatabase: string | null;
  redisKeyPrefix: string | null;
  tempDir: string;
  /** Drops the database, deletes the Redis keys and removes the temp dir; safe to call more than once. */
  cleanup: () => Promise<void>;
};

/** The payment simulators' keys, generated once for all test runs (four RSA keys take most of a second). */
const SIMULATOR_KEYS_CACHE = path.join(os.tmpdir(), 'bx-test-simulator-keys');

export async function createTestEnvironment(): Promise<TestEnvironment> {
  const dialect = testDialect();
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bx-test-'));
  loadSimulatorKeys(SIMULATOR_KEYS_CACHE);
  await fs.mkdir(path.join(tempDir, 'data', 'payment-simulator'), { recursive: true });
  await fs.copyFile(
    path.join(SIMULATOR_KEYS_CACHE, 'payment-simulator', 'keys.json'),
    path.join(tempDir, 'data', 'payment-simulator', 'keys.json'),
  );
  const postgres = dialect === 'postgres' ? await createPostgresDatabase() : null;
  const redis = createRedisNamespace();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: path.join(tempDir, 'data'),
    // A folder without index.html: no built web app, whatever dist/web holds. Web tests pass their own WEB_DIR.
    WEB_DIR: path.join(tempDir, 'no-web'),
    // Tests run the payment jobs themselves, send forged notifications only when they mean to, and don't wait
    // hours for a provider's retry.
    PAYMENT_JOB_INTERVAL_SECONDS: '0',
    PAYMENT_SIM_PROBE_RATE: '0',
    PAYMENT_SIM_RETRY_SCALE: '0.0001',
    // Tests run the companion's jobs (re-planning, reminders) themselves.
    COMPANION_JOB_INTERVAL_SECONDS: '0',
    // Tests pass human checks (helpers/human-check.ts) without the phone-sized work: one PBKDF2 round per attempt.
    HUMAN_CHECK_ALTCHA_COST: '1',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...(redis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix } : {}),
  };

  let cleaning: Promise<void> | undefined;
  const cleanup = () => {
    cleaning ??= Promise.allSettled([postgres?.drop(), redis?.removeKeys(), fs.rm(tempDir, { recursive: true, force: true })]).then(
      (results) => {
        const failure = results.find((result) => result.status === 'rejected');
        if (failure) throw failure.reason;
      },
    );
    return cleaning;
  };
  return { env, dialect, postgresDatabase: postgres?.name ?? null, redisKeyPrefix: redis?.keyPrefix ?? null, tempDir, cleanup };
}
