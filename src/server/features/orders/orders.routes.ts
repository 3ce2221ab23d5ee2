import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { createOrderRequestSchema, orderListQuerySchema, orderListSchema, orderSchema } from '../../../contract/orders.ts';
import { z } from '../../../contract/schema.ts';
import { sessionOf } from '../../plugins/session.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

// Any malformed order number is simply not one of the account's orders: 404, like someone else's.
const orderParams = z.object({ orderNo: z.string() });
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

export const ordersRoutes = routesPlugin({ name: 'orders-routes', dependencies: ['auth', 'orders', 'payments'] }, async (app) => {
  // onRequest: a request without a session is 401 before its body or query is even looked at.
  app.addHook('onRequest', app.requireAuth);
  const orders = app.orders;
  const common = { tags: ['orders'], security: [{ bearerAuth: [] }] };

  app.post(
    '/api/orders',
    {
      schema: {
        ...common,
        summary: 'Create a PENDING order priced by the server; the same Idempotency-Key returns the same order',
        headers: z.object({ 'idempotency-key': z.optional(z.string()) }),
        body: createOrderRequestSchema,
        response: { 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await orders.createOrder(sessionOf(request).accountId, request.body, request.headers['idempotency-key']);
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        ...common,
        summary: 'The account’s orders, newest first',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) => orders.listOrders(sessionOf(request).accountId, request.query),
  );

  app.get(
    '/api/orders/:orderNo',
    { schema: { ...common, summary: 'One order of the account', params: orderParams, response: { 200: orderSchema, ...errors } } },
    async (request) => {
      const { accountId } = sessionOf(request);
      const order = await orders.getOrder(accountId, request.params.orderNo);
      if (order.status !== 'PENDING' || order.channel === null) return order;
      // A PENDING order the user went to pay: the provider may know more than we were told (a lost notification).
      await app.payments.refreshPending({ order_no: order.orderNo, status: order.status, channel: order.channel });
      return orders.getOrder(accountId, order.orderNo);
    },
  );

  app.post(
    '/api/orders/:orderNo/cancel',
    {
      schema: {
        ...common,
        summary: 'Cancel a PENDING order (it becomes CLOSED, at the provider too; a payment made before wins)',
        params: orderParams,
        response: { 200: orderSchema, ...errors, 502: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { accountId } = sessionOf(request);
      await app.payments.cancel(accountId, request.params.orderNo);
      return orders.getOrder(accountId, request.params.orderNo);
    },
  );
});
