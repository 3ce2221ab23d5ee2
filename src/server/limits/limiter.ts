import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';

export type WindowHit = { count: number; resetInMs: number };

/**
 * Fixed-window counters: `hit` counts one event under `key` in a window of `windowMs` that starts with the first
 * event. Redis shares them across processes; the in-memory one serves a single process.
 */
export interface Limiter {
  hit(key: string, windowMs: number): Promise<WindowHit>;
  /** Forgets a key (an SMS that could not be sent must not hold the resend interval). */
  reset(key: string): Promise<void>;
  /** Takes back one event of the key's current window (an attempt that did nothing must not count toward a cap). */
  release(key: string): Promise<void>;
}

export function createMemoryLimiter(clock: Clock): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;

  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };

  return {
    async hit(key, windowMs) {
      const now = clock.now();
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        sweep(now);
      }
      const current = windows.get(key);
      const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async reset(key) {
      windows.delete(key);
    },
    async release(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/**
 * Redis could not count: a limit that cannot be checked must not let the request through (SMS codes would be sent
 * without their caps), so the request is refused with a retryable 503 instead.
 */
export class LimiterUnavailableError extends AppError {
  override name = 'LimiterUnavailableError';

  constructor(cause: unknown) {
    super(503, 'SERVICE_UNAVAILABLE');
    this.cause = cause;
  }
}

async function failingClosed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new LimiterUnavailableError(error);
  }
}

export function createRedisLimiter(redis: Redis): Limiter {
  const prefix = 'limit:';
  return {
    hit: (key, windowMs) =>
      failingClosed(async () => {
        const replies = await redis
          .multi()
          .incr(prefix + key)
          .pexpire(prefix + key, windowMs, 'NX')
          .pttl(prefix + key)
          .exec();
        if (!replies) throw new Error('redis transaction aborted');
        const failed = replies.find(([error]) => error);
        if (failed) throw failed[0];
        const count = replies[0]?.[1];
        const ttl = replies[2]?.[1];
        if (typeof count !== 'number' || typeof ttl !== 'number') throw new Error('unexpected redis reply for a rate-limit window');
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      }),
    reset: (key) =>
      failingClosed(async () => {
        await redis.del(prefix + key);
      }),
    release: (key) =>
      failingClosed(async () => {
        // Only a window that is still there, and never below zero (a DECR would make a missing key -1, for good).
        await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
      }),
  };
}

const RELEASE_SCRIPT =
  "local count = tonumber(redis.call('GET', KEYS[1])) if count and count > 0 then redis.call('DECR', KEYS[1]) end return 0";
