import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { createMemoryLimiter, createRedisLimiter, type Limiter } from '../limits/limiter.ts';
import { createLogSender, type DevInbox } from '../sms/log-sender.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { createTencentSender } from '../sms/tencent-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    limiter: Limiter;
    sms: SmsSender;
    /** The development inbox of the log sender; null in production or with a real SMS provider. */
    devInbox: DevInbox | null;
  }
}

/** The services features share: configuration, the clock, rate-limit counters and the SMS sender. */
export const platformPlugin = fp(
  async (app, options: { config: Config; clock: Clock }) => {
    const { config, clock } = options;
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('limiter', app.redis ? createRedisLimiter(app.redis) : createMemoryLimiter(clock));
    if (config.sms.provider === 'tencent' && config.sms.tencent) {
      app.decorate('sms', createTencentSender(config.sms.tencent));
      app.decorate('devInbox', null);
    } else {
      const sender = createLogSender(app.log, clock.now);
      app.decorate('sms', sender);
      app.decorate('devInbox', config.isProduction ? null : sender);
    }
  },
  { name: 'platform', dependencies: ['redis'] },
);
