import {
  adminPlanListSchema,
  adminPlanSchema,
  newPlanSchema,
  planEditSchema,
  planIdParamsSchema,
  planOrderSchema,
} from '../../../contract/admin-catalog.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { actorOf } from '../operators/operators.plugin.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The console's catalog: every operator reads every plan; only admins create, edit and reorder them (a service
 * operator gets 403). The public /api/plans answers the change at once, with a new ETag.
 */
export const catalogAdminRoutes = routesPlugin({ name: 'catalog-admin-routes', dependencies: ['operators', 'catalog'] }, async (app) => {
  const catalog = app.catalogAdmin;
  const common = { tags: ['admin: catalog'], security: [{ bearerAuth: [] }] };
  const adminOnly = app.requireOperator('admin');

  app.get(
    '/api/admin/plans',
    {
      onRequest: app.requireOperator(),
      schema: {
        ...common,
        summary: 'Every plan, on sale or not, in display order (any operator)',
        response: { 200: adminPlanListSchema, ...errors },
      },
    },
    async () => ({ plans: await catalog.listPlans() }),
  );

  app.post(
    '/api/admin/plans',
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: 'A new plan (409 PLAN_ID_TAKEN); last in display order unless sortOrder is sent',
        body: newPlanSchema,
        response: { 201: adminPlanSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await catalog.createPlan(request.body, actorOf(request))),
  );

  app.put(
    '/api/admin/plans/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: 'Replace a plan’s editable fields; existing orders keep the price and plan they were made with',
        params: planIdParamsSchema,
        body: planEditSchema,
        response: { 200: adminPlanSchema, ...errors },
      },
    },
    async (request) => catalog.editPlan(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/plans/order',
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: 'The display order: every plan id once, first shown first (400 PLAN_ORDER_MISMATCH otherwise)',
        body: planOrderSchema,
        response: { 200: adminPlanListSchema, ...errors },
      },
    },
    async (request) => ({ plans: await catalog.reorderPlans(request.body.ids, actorOf(request)) }),
  );
});
