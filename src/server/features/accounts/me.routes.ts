import { z } from '../../../contract/schema.ts';
import { learnerInputSchema, learnerPatchSchema, learnerSchema, meSchema, updateMeRequestSchema } from '../../../contract/accounts.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

const learnerParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

export const meRoutes = routesPlugin({ name: 'me-routes', dependencies: ['auth', 'accounts'] }, async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const accounts = app.accounts;
  const common = { tags: ['account'], security: [{ bearerAuth: [] }] };

  app.get(
    '/api/me',
    { schema: { ...common, summary: 'The logged-in account and its learners', response: { 200: meSchema, 401: errorEnvelopeSchema } } },
    async (request) => accounts.getMe(sessionOf(request).accountId),
  );

  app.patch(
    '/api/me',
    {
      schema: {
        ...common,
        summary: 'Choose the role (a student gets its own learner), nickname and grade',
        body: updateMeRequestSchema,
        response: { 200: meSchema, ...errors },
      },
    },
    async (request) => accounts.updateMe(sessionOf(request).accountId, request.body),
  );

  app.post(
    '/api/me/learners',
    { schema: { ...common, summary: 'A parent adds a child', body: learnerInputSchema, response: { 201: learnerSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await accounts.addLearner(sessionOf(request).accountId, request.body)),
  );

  app.patch(
    '/api/me/learners/:id',
    {
      schema: {
        ...common,
        summary: 'A parent edits a child',
        params: learnerParams,
        body: learnerPatchSchema,
        response: { 200: learnerSchema, ...errors },
      },
    },
    async (request) => accounts.changeLearner(sessionOf(request).accountId, request.params.id, request.body),
  );

  app.delete(
    '/api/me/learners/:id',
    {
      schema: {
        ...common,
        summary: 'A parent removes a child without orders',
        params: learnerParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.removeLearner(sessionOf(request).accountId, request.params.id);
      return reply.code(204).send();
    },
  );
});
