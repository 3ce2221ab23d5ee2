import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Health, healthSchema } from '../../../contract/health.ts';
import { pingDatabase } from '../../db/database.ts';

const PING_TIMEOUT_MS = 2_000;

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

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and readiness: a real database round trip (and Redis, when configured)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const redis = app.redis;
      const [dbOk, redisOk] = await Promise.all([
        probe(() => pingDatabase(app.db)),
        redis ? probe(() => redis.ping()) : Promise.resolve(null),
      ]);
      // Redis out of reach does not take the process out of rotation (every process shares the one Redis, so all
      // would go): it serves degraded, and health says so for monitoring (decision 021).
      const body: Health = {
        status: !dbOk ? 'unavailable' : redisOk === false ? 'degraded' : 'ok',
        db: dbOk ? 'ok' : 'unreachable',
        redis: redisOk === null ? 'not_configured' : redisOk ? 'ok' : 'unreachable',
      };
      if (!dbOk) request.log.error('health check: database unreachable');
      if (redisOk === false) request.log.error('health check: redis unreachable');
      return reply.code(dbOk ? 200 : 503).header('Cache-Control', 'no-store').send(body);
    },
  );
};
