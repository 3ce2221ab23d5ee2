import {
  auditLogQuerySchema,
  auditLogSchema,
  newOperatorRequestSchema,
  operatorChangesSchema,
  operatorCredentialsSchema,
  operatorListSchema,
  operatorSchema,
} from '../../../contract/admin.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { z } from '../../../contract/schema.ts';
import { actorOf } from './operators.plugin.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

const operatorParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** Managing operators and reading the audit log: admins only. There is no route that changes the audit log. */
export const operatorsRoutes = routesPlugin({ name: 'operators-routes', dependencies: ['operators'] }, async (app) => {
  app.addHook('onRequest', app.requireOperator('admin'));
  const operators = app.operators;
  const common = { tags: ['admin: operators'], security: [{ bearerAuth: [] }] };

  app.get(
    '/api/admin/operators',
    { schema: { ...common, summary: 'Every operator', response: { 200: operatorListSchema, ...errors } } },
    async () => ({ operators: await operators.listOperators() }),
  );

  app.post(
    '/api/admin/operators',
    {
      schema: {
        ...common,
        summary: 'A new operator with a one-time password, shown in this answer only',
        body: newOperatorRequestSchema,
        response: { 201: operatorCredentialsSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await operators.createOperator(request.body, actorOf(request))),
  );

  app.patch(
    '/api/admin/operators/:id',
    {
      schema: {
        ...common,
        summary: 'Change the role, disable or enable (409 LAST_ADMIN when no admin would be left)',
        params: operatorParams,
        body: operatorChangesSchema,
        response: { 200: operatorSchema, ...errors },
      },
    },
    async (request) => operators.changeOperator(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/operators/:id/reset',
    {
      schema: {
        ...common,
        summary: 'A new one-time password and TOTP enrolment at the next login; the operator’s sessions end',
        params: operatorParams,
        response: { 200: operatorCredentialsSchema, ...errors },
      },
    },
    async (request) => operators.resetOperator(request.params.id, actorOf(request)),
  );

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        ...common,
        summary: 'What operators changed, newest first (read-only: the database refuses changes to it)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema, ...errors },
      },
    },
    async (request) => operators.readAuditLog(request.query),
  );
});
