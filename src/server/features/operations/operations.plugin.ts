import fp from 'fastify-plugin';
import { createAdminLearnersService } from './admin-learners.service.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';
import { createDashboardService } from './dashboard.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    operations: {
      orders: ReturnType<typeof createAdminOrdersService>;
      learners: ReturnType<typeof createAdminLearnersService>;
      figures: ReturnType<typeof createDashboardService>;
    };
  }
}

/** The console's work on the business: orders and refunds, learners and accounts, the dashboard's figures. */
export const operationsPlugin = fp(
  async (app) => {
    app.decorate('operations', {
      orders: createAdminOrdersService({
        db: app.db,
        clock: app.clock,
        refunds: app.refunds,
        serviceRefundLimitFen: app.config.adminServiceRefundLimitFen,
        serviceRefundDailyLimitFen: app.config.adminServiceRefundDailyLimitFen,
      }),
      learners: createAdminLearnersService({ db: app.db, clock: app.clock }),
      figures: createDashboardService({ db: app.db, clock: app.clock }),
    });
  },
  { name: 'operations', dependencies: ['database', 'platform', 'refunds'] },
);
