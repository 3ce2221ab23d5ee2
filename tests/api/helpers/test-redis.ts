import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export type TestRedisNamespace = { url: string; keyPrefix: string; removeKeys: () => Promise<void> };

/** A key prefix of its own on the REDIS_URL server, or null when the environment names no Redis. */
export function createRedisNamespace(): TestRedisNamespace | null {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  const keyPrefix = `bxtest:${randomBytes(6).toString('hex')}:`;
  return { url, keyPrefix, removeKeys: () => removeKeysWithPrefix(url, keyPrefix) };
}

async function withRedis<T>(url: string, work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

async function scanPrefix(redis: Redis, keyPrefix: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

/** Every key under the prefix, found with SCAN (never KEYS) so a shared server is not blocked. */
export function keysWithPrefix(url: string, keyPrefix: string): Promise<string[]> {
  return withRedis(url, (redis) => scanPrefix(redis, keyPrefix));
}

function removeKeysWithPrefix(url: string, keyPrefix: string): Promise<void> {
  return withRedis(url, async (redis) => {
    const keys = await scanPrefix(redis, keyPrefix);
    if (keys.length > 0) await redis.del(...keys);
  });
}
