import fp from 'fastify-plugin';
import { createOrdersService } from './orders.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orders: ReturnType<typeof createOrdersService>;
  }
}

/** Orders: created at the server's price for a learner, read by their account. */
export const ordersPlugin = fp(
  async (app) => {
    app.decorate('orders', createOrdersService(app.db, app.clock));
  },
  { name: 'orders', dependencies: ['database', 'platform'] },
);
