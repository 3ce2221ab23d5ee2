import type { FastifyBaseLogger } from 'fastify';

/** WeChat Pay's documented retry intervals after a notification that was not acknowledged (24 h 4 min in all). */
export const WECHATPAY_RETRY_SCHEDULE_MS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600].map(
  (s) => s * 1000,
);
/** Alipay's documented intervals: 4m, 10m, 10m, 1h, 2h, 6h, 15h (eight notifications in about 25 hours). */
export const ALIPAY_RETRY_SCHEDULE_MS = [4 * 60, 10 * 60, 10 * 60, 3600, 2 * 3600, 6 * 3600, 15 * 3600].map((s) => s * 1000);

export type Delivery = {
  /** Who sends it, for the log. */
  provider: 'wechatpay' | 'alipay';
  outTradeNo: string;
  schedule: readonly number[];
  /** Sends the genuine notification once; true when the app acknowledged it. */
  send: () => Promise<boolean>;
  /** Sends a copy with a broken signature; true when the app (wrongly) acknowledged it. */
  sendForged: () => Promise<boolean>;
};

/**
 * Delivers notifications the way the providers do: at once, then again on their retry schedule (multiplied by
 * `scale`) until the app acknowledges; now and then (`probeRate`) a forged copy goes first, which the app must
 * refuse. Timers are dropped when the app closes; a notification that never got through is what the app's own
 * provider queries and reconciliation job exist for.
 */
export function createNotifier(options: { scale: number; probeRate: number; log: FastifyBaseLogger; random?: () => number }) {
  const timers = new Set<NodeJS.Timeout>();
  const pending = new Set<Promise<void>>();
  const random = options.random ?? Math.random;
  let closed = false;

  const later = (ms: number, run: () => Promise<void>) => {
    if (closed) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        track(run());
      },
      Math.round(ms * options.scale),
    );
    timer.unref();
    timers.add(timer);
  };

  const track = (promise: Promise<void>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };

  async function attempt(delivery: Delivery, index: number): Promise<void> {
    if (closed) return;
    const log = options.log.child({ simulator: delivery.provider, outTradeNo: delivery.outTradeNo, attempt: index + 1 });
    if (random() < options.probeRate) {
      const accepted = await delivery.sendForged().catch(() => false);
      if (accepted) log.error('payment simulator: the app acknowledged a notification with a forged signature');
      else log.debug('payment simulator: forged notification refused, as it must be');
    }
    const acknowledged = await delivery.send().catch((error: unknown) => {
      log.warn({ err: error }, 'payment simulator: notification could not be delivered');
      return false;
    });
    if (acknowledged) return;
    const wait = delivery.schedule[index];
    if (wait === undefined) log.warn('payment simulator: notification retries exhausted');
    else later(wait, () => attempt(delivery, index + 1));
  }

  return {
    deliver(delivery: Delivery): void {
      track(attempt(delivery, 0));
    },
    /** Stops retrying and waits for deliveries under way (called when the app closes). */
    async close(): Promise<void> {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...pending]);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
