import {
  adminLearnerDetailSchema,
  adminLearnerQuerySchema,
  adminLearnerSearchSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminRefundResultSchema,
  dashboardQuerySchema,
  dashboardSchema,
  orderReviewRequestSchema,
  orderReviewSchema,
  phoneRevealRequestSchema,
  phoneRevealSchema,
  serviceExtensionRequestSchema,
  serviceExtensionSchema,
} from '../../../contract/admin-operations.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { refundRequestSchema, refundSchema } from '../../../contract/refunds.ts';
import { z } from '../../../contract/schema.ts';
import { actorOf, operatorOf } from '../operators/operators.plugin.ts';
import { dashboardCsv, dashboardCsvFilename } from './dashboard.service.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

// Any malformed order number is simply not an order: 404, like an unknown one.
const orderParams = z.object({ orderNo: z.string().check(z.maxLength(64)) });
const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
const extraChargeParams = z.object({
  orderNo: z.string().check(z.maxLength(64)),
  attemptId: z.string().check(z.minLength(1), z.maxLength(64)),
});
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** The console's work on orders, refunds, learners and figures: every operator role (refunds within the role's limit). */
export const operationsRoutes = routesPlugin({ name: 'operations-routes', dependencies: ['operators', 'operations'] }, async (app) => {
  // onRequest: without an operator session it is 401 before the query or body is looked at.
  app.addHook('onRequest', app.requireOperator());
  const { orders, learners, figures } = app.operations;
  const common = { security: [{ bearerAuth: [] }] };
  const ordersTag = { ...common, tags: ['admin: orders'] };
  const learnersTag = { ...common, tags: ['admin: learners'] };
  const dashboardTag = { ...common, tags: ['admin: dashboard'] };

  app.get(
    '/api/admin/orders',
    {
      schema: {
        ...ordersTag,
        summary: 'Search orders, newest first (paidAfterClose=true: the review queue, not yet reviewed by default)',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...errors },
      },
    },
    async (request) => orders.search(request.query),
  );

  app.get(
    '/api/admin/orders/:orderNo',
    {
      schema: {
        ...ordersTag,
        summary: 'One order with its account, learner, refunds and timeline (oldest first)',
        params: orderParams,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) => orders.detail(request.params.orderNo, operatorOf(request)),
  );

  app.post(
    '/api/admin/orders/:orderNo/review',
    {
      schema: {
        ...ordersTag,
        summary: 'Mark an order paid after it closed as reviewed (409 ORDER_NOT_FLAGGED, ORDER_ALREADY_REVIEWED); audited',
        params: orderParams,
        body: orderReviewRequestSchema,
        response: { 200: orderReviewSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return orders.review(request.params.orderNo, request.body.note, { ...actor, operatorId: operatorOf(request).id });
    },
  );

  app.post(
    '/api/admin/orders/:orderNo/refunds',
    {
      schema: {
        ...ordersTag,
        summary:
          'Refund all or part of a PAID order through its provider: 201 new, 200 the same requestId again; 403 REFUND_LIMIT_EXCEEDED beyond a service operator’s per-order or daily total; audited',
        params: orderParams,
        body: refundRequestSchema,
        response: { 200: adminRefundResultSchema, 201: adminRefundResultSchema, ...errors, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const { created, result } = await orders.refund(request.params.orderNo, request.body, operator, actorOf(request));
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/admin/orders/:orderNo/extra-charges/:attemptId/refund',
    {
      schema: {
        ...ordersTag,
        summary:
          'Send the refund of an extra charge again after it FAILED (from 待复核): a new refund number for the whole amount; 409 EXTRA_CHARGE_REFUND_NOT_FAILED while one is under way or done; audited',
        params: extraChargeParams,
        response: { 200: refundSchema, ...errors, 502: errorEnvelopeSchema },
      },
    },
    async (request) =>
      orders.retryExtraChargeRefund(request.params.orderNo, request.params.attemptId, {
        ...actorOf(request),
        operatorId: operatorOf(request).id,
      }),
  );

  app.get(
    '/api/admin/learners',
    {
      schema: {
        ...learnersTag,
        summary: 'The account with this phone (exact) and its learners with their service periods',
        querystring: adminLearnerQuerySchema,
        response: { 200: adminLearnerSearchSchema, ...errors },
      },
    },
    async (request) => learners.searchByPhone(request.query.phone),
  );

  app.get(
    '/api/admin/learners/:id',
    {
      schema: {
        ...learnersTag,
        summary: 'A learner with their account (phone masked), the account’s learners and service periods, and its orders',
        params: idParams,
        response: { 200: adminLearnerDetailSchema, ...errors },
      },
    },
    async (request) => learners.detail(request.params.id),
  );

  app.post(
    '/api/admin/accounts/:id/phone-reveal',
    {
      schema: {
        ...learnersTag,
        summary: 'The account’s whole phone: the only way to see it; the reason goes to the audit log (account.phone_reveal)',
        params: idParams,
        body: phoneRevealRequestSchema,
        response: { 200: phoneRevealSchema, ...errors },
      },
    },
    async (request) => learners.revealPhone(request.params.id, request.body.reason, actorOf(request)),
  );

  app.post(
    '/api/admin/learners/:id/service-extension',
    {
      schema: {
        ...learnersTag,
        summary: 'Extend a learner’s service by 1–366 days with a reason (one starting now if there is none); audited',
        params: idParams,
        body: serviceExtensionRequestSchema,
        response: { 200: serviceExtensionSchema, ...errors },
      },
    },
    async (request) => learners.extendService(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        ...dashboardTag,
        summary: 'Orders, revenue, conversion and active learners per Asia/Shanghai day (at most 366 days)',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => figures.dashboard(request.query),
  );

  app.get(
    '/api/admin/dashboard.csv',
    {
      schema: {
        ...dashboardTag,
        summary: 'The dashboard’s per-day figures as a CSV download (UTF-8 with BOM, Chinese headers, amounts in yuan)',
        querystring: dashboardQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const dashboard = await figures.dashboard(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${dashboardCsvFilename(dashboard)}"`)
        .send(dashboardCsv(dashboard));
    },
  );
});
