import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state across processes (rate limits, SMS intervals); null when REDIS_URL is not set. */
    redis: Redis | null;
  }
}

export const redisPlugin = fp(
  async (app, options: { redis: Config['redis'] }) => {
    if (!options.redis) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(options.redis.url, {
      keyPrefix: options.redis.keyPrefix,
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
      lazyConnect: true,
      // While Redis is out of reach a command fails at once instead of waiting in a queue through reconnects (seconds
      // each, growing), and one on a connection that went silent gives up after 2 s: the request that needs a limit
      // gets its 503 in bounded time.
      enableOfflineQueue: false,
      commandTimeout: 2_000,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection problem'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
