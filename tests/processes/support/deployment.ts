import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../../src/server/db/database.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import type { ServerProcess } from '../../api/helpers/server-process.ts';
import { serverPool } from '../../api/helpers/server-pool.ts';
import { createPostgresDatabase } from '../../api/helpers/test-database.ts';
import { createRedisNamespace } from '../../api/helpers/test-redis.ts';

/** Generous for a loaded 2-core machine: two processes compiling TypeScript and migrating one database at once. */
export const START_TIMEOUT_MS = 90_000;

export const missing = ['TEST_DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
export const skipReason = `needs ${missing.join(' and ')}: the processes share their state through PostgreSQL and Redis only`;

export type Deployment = {
  /** The base URLs of the two processes, e.g. http://127.0.0.1:41234 */
  a: string;
  b: string;
  processes: ServerProcess[];
  dataDir: string;
  /** The deployment's database, to count what happened (and, in a few tests, to move time on). */
  db: Kysely<Database>;
  /** Undoes everything the start made, in reverse order (for afterAll). */
  stop: () => Promise<void>;
};

/**
 * Two app processes of one deployment — one PostgreSQL database of their own, one Redis key prefix, one empty data
 * directory — started at the same moment (both create the simulators' keys and the other generated files there at
 * once). `env` adds to or overrides the settings. Whatever was made is undone by `stop`, also after a failure halfway.
 */
export async function startDeployment(env: Record<string, string> = {}): Promise<Deployment> {
  const servers = serverPool();
  const undo: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    const failures: unknown[] = [];
    for (const step of undo.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, 'cleaning up the deployment failed');
  };
  try {
    const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bx-processes-'));
    undo.push(() => fs.rm(tempDir, { recursive: true, force: true }));
    const database = await createPostgresDatabase();
    undo.push(() => database.drop());
    const redis = createRedisNamespace();
    if (!redis) throw new Error('REDIS_URL is required');
    undo.push(() => redis.removeKeys());
    undo.push(() => servers.stopAll());
    const handle = openDatabase({ dialect: 'postgres', url: database.url });
    undo.push(() => handle.destroy());

    const dataDir = path.join(tempDir, 'data');
    const settings: Record<string, string> = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      WEB_DIR: path.join(tempDir, 'no-web'),
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      // Only the notifications a test sends: no forged probes, and the simulator's own retries come at once.
      PAYMENT_SIM_PROBE_RATE: '0',
      PAYMENT_SIM_RETRY_SCALE: '0.0001',
      // Every request comes from 127.0.0.1: past three code requests an hour the human check would answer first.
      HUMAN_CHECK_IP_FREE_PER_HOUR: '100000',
      COMPANION_JOB_INTERVAL_SECONDS: '0',
      ...env,
    };
    const [a, b] = await Promise.all([servers.start(settings, START_TIMEOUT_MS), servers.start(settings, START_TIMEOUT_MS)]);
    return { a: a.baseUrl, b: b.baseUrl, processes: [a.process, b.process], dataDir, db: handle.db, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
