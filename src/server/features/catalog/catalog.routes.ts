import { createHash } from 'node:crypto';
import etag from '@fastify/etag';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assessmentQuerySchema,
  assessmentResultSchema,
  assessmentSchema,
  assessmentSubmissionSchema,
  type PlanList,
  planListSchema,
  planSchema,
  servicePeriodListSchema,
  stageSchema,
} from '../../../contract/catalog.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { z } from '../../../contract/schema.ts';
import { sessionOf } from '../../plugins/session.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

/** Public catalog answers may be cached briefly and revalidated with their ETag. */
const PUBLIC_CACHE = 'public, max-age=60, must-revalidate';

export const catalogRoutes = routesPlugin({ name: 'catalog-routes', dependencies: ['auth', 'catalog'] }, async (app) => {
  const catalog = app.catalog;
  // The busiest public read: ~5 kB of plan cards (each plan's details come with the plan) that change only with the
  // catalog. Its rows are still read on every request (so any change, from any process, shows at once), but checking,
  // serializing and hashing them happens once per set of rows (docs/PERFORMANCE.md).
  const planLists = new Map<string, { fingerprint: string; answer: PlanList; body: string; etag: string }>();

  // Only the public catalog reads carry ETags: a 304 must never swallow a POST's answer or an error.
  await app.register(async (scope) => {
    await scope.register(etag);
    const cached = scope.withTypeProvider<ZodTypeProvider>();
    cached.get(
      '/api/plans',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Plans on sale, in display order (ETag; 304 when unchanged)',
          // `?stage=` (empty) lists every stage, like no stage at all.
          querystring: z.object({ stage: z.optional(z.union([stageSchema, z.literal('')])) }),
          response: { 200: planListSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const stage = request.query.stage || undefined;
        const { fingerprint, plans } = await catalog.readPlans(stage);
        let list = planLists.get(stage ?? '');
        if (list?.fingerprint !== fingerprint) {
          const answer = planListSchema.parse({ plans: plans() });
          const body = JSON.stringify(answer);
          // The digest @fastify/etag would make; it keeps an ETag that is already set.
          list = { fingerprint, answer, body, etag: `"${createHash('sha1').update(body).digest('base64')}"` };
          planLists.set(stage ?? '', list);
        }
        const { answer, body } = list;
        reply.header('Cache-Control', PUBLIC_CACHE).header('ETag', list.etag).type('application/json; charset=utf-8');
        // This reply sends the bytes serialized above instead of checking and serializing the answer again.
        reply.serializer(() => body);
        return answer;
      },
    );

    cached.get(
      '/api/plans/:id',
      {
        schema: {
          tags: ['catalog'],
          summary: 'One plan; an off-sale plan is readable with onSale false',
          params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
          response: { 200: planSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const plan = await catalog.getPlan(request.params.id);
        reply.header('Cache-Control', PUBLIC_CACHE);
        return plan;
      },
    );
  });

  app.get(
    '/api/assessment',
    {
      schema: {
        tags: ['assessment'],
        summary: 'The free assessment: single-choice questions per subject for a stage and grade',
        querystring: assessmentQuerySchema,
        response: { 200: assessmentSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => catalog.getAssessment(request.query.stage, request.query.grade),
  );

  app.post(
    '/api/assessment',
    {
      preHandler: app.identifyIfLoggedIn,
      schema: {
        tags: ['assessment'],
        summary: 'Scores the answers on the server; a logged-in learner’s result is saved',
        body: assessmentSubmissionSchema,
        response: { 200: assessmentResultSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => catalog.scoreAssessment(request.body, request.session?.accountId ?? null),
  );

  app.get(
    '/api/me/services',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        summary: 'The service period of each of the account’s learners that has one',
        response: { 200: servicePeriodListSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ services: await catalog.listServices(sessionOf(request).accountId) }),
  );
});
