import fp from 'fastify-plugin';
import { runEvery } from '../../plugins/interval-jobs.ts';
import { createRefunds, type Refunds } from './refunds.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    refunds: Refunds;
  }
}

/** Refunds of PAID orders and of extra charges, WeChat Pay's refund notifications and the refund reconciliation job. */
export const refundsPlugin = fp(
  async (app) => {
    const refunds = createRefunds({ db: app.db, gateway: app.paymentGateway, clock: app.clock, log: app.log });
    app.decorate('refunds', refunds);
    runEvery(app, app.config.payment.jobIntervalMs, 'refund reconciliation', () => refunds.reconcileRefunds());
  },
  { name: 'refunds', dependencies: ['platform', 'database', 'providers'] },
);
