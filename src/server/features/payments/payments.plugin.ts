import fp from 'fastify-plugin';
import { runEvery } from '../../plugins/interval-jobs.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/** Payments: paying, cancelling, the providers' payment notifications, and the expiry and reconciliation jobs. */
export const paymentsPlugin = fp(
  async (app) => {
    const payments = createPaymentsService({
      db: app.db,
      gateway: app.paymentGateway,
      clock: app.clock,
      limiter: app.limiter,
      log: app.log,
      refunds: app.refunds,
    });
    app.decorate('payments', payments);
    // The jobs run in every process; each step is a conditional update, so running them at once is safe.
    runEvery(app, app.config.payment.jobIntervalMs, 'payment jobs', () =>
      Promise.allSettled([
        payments.expireOverdue(),
        payments.reconcilePending(),
        payments.closeStrayAttempts(),
        payments.verifyClosedAttempts(),
      ]),
    );
  },
  { name: 'payments', dependencies: ['platform', 'database', 'providers', 'refunds'] },
);
