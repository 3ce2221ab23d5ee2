import os from 'node:os';
import { type Health, healthSchema } from '../../../contract/health.ts';
import { probeDirectoryWritable } from '../../data-dir-probe.ts';
import { pingDatabase } from '../../db/database.ts';
import { writeHealthProbe } from './health.repository.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

const PING_TIMEOUT_MS = 2_000;
/** Health is polled: each process writes at most once in this long and answers from the last write in between. */
export const WRITE_PROBE_INTERVAL_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function probe(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await withTimeout(check(), PING_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  }
}

type WriteResult = { at: number; problem: string | null };

export const healthRoutes = routesPlugin({ name: 'health-routes', dependencies: ['database'] }, async (app) => {
  const writer = `${os.hostname()}:${process.pid}`;
  const { database, dataDir } = app.config;
  let lastWrite: WriteResult | null = null;
  let writing: Promise<WriteResult> | null = null;

  /** Null when a write reached the database (and, for SQLite, DATA_DIR) lately; otherwise what failed. */
  async function writeProblem(): Promise<string | null> {
    const now = app.clock.now();
    if (lastWrite && now - lastWrite.at < WRITE_PROBE_INTERVAL_MS) return lastWrite.problem;
    writing ??= (async (): Promise<WriteResult> => {
      let problem: string | null = null;
      try {
        await withTimeout(writeHealthProbe(app.db, { at: now, by: writer }), PING_TIMEOUT_MS);
      } catch (error) {
        problem = `database write failed: ${error instanceof Error ? error.message : String(error)}`;
      }
      // SQLite's journal and the local keys live in DATA_DIR: a full or read-only disk there fails every write.
      if (!problem && database.dialect === 'sqlite') problem = await probeDirectoryWritable(dataDir);
      return { at: now, problem };
    })().finally(() => {
      writing = null;
    });
    lastWrite = await writing;
    return lastWrite.problem;
  }

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and readiness: a real database round trip, a write every few seconds (and Redis, when configured)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const redis = app.redis;
      const [dbOk, redisOk] = await Promise.all([
        probe(() => pingDatabase(app.db)),
        redis ? probe(() => redis.ping()) : Promise.resolve(null),
      ]);
      const writeFailure = dbOk ? await writeProblem() : null;
      // Redis out of reach does not take the process out of rotation (every process shares the one Redis, so all
      // would go): it serves degraded, and health says so for monitoring (decision 021). A database that reads but
      // cannot write fails every order and login: the process is unavailable (decision 028).
      const serving = dbOk && writeFailure === null;
      const body: Health = {
        status: !serving ? 'unavailable' : redisOk === false ? 'degraded' : 'ok',
        db: !dbOk ? 'unreachable' : writeFailure ? 'read_only' : 'ok',
        redis: redisOk === null ? 'not_configured' : redisOk ? 'ok' : 'unreachable',
      };
      if (!dbOk) request.log.error('health check: database unreachable');
      if (writeFailure) request.log.error({ problem: writeFailure }, 'health check: writes fail');
      if (redisOk === false) request.log.error('health check: redis unreachable');
      return reply
        .code(serving ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
});
