import {
  completeTaskRequestSchema,
  createPlanRequestSchema,
  learnerQuerySchema,
  planRangeQuerySchema,
  planPreviewSchema,
  planTaskSchema,
  studyPlanSchema,
  todaySchema,
} from '../../../../contract/companion.ts';
import { z } from '../../../../contract/schema.ts';
import { routesPlugin } from '../../../plugins/routes-plugin.ts';
import { sessionOf } from '../../../plugins/session.ts';
import { companionErrors as errors, companionRoute as common, pathId } from '../route-schemas.ts';

/** The learner's study plan: today's tasks, making and reading the plan, finishing a task. */
export const plansRoutes = routesPlugin({ name: 'companion-plans-routes', dependencies: ['auth', 'companion'] }, async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const { plans } = app.companion;

  app.get(
    '/api/companion/today',
    {
      schema: {
        ...common,
        summary: 'Today’s tasks of the learner’s plan (403 SERVICE_NOT_ACTIVE without a running service)',
        querystring: learnerQuerySchema,
        response: { 200: todaySchema, ...errors },
      },
    },
    async (request) => plans.getToday(sessionOf(request).accountId, request.query.learnerId),
  );

  app.post(
    '/api/companion/plan',
    {
      schema: {
        ...common,
        summary: 'Make the learner’s study plan (replaces the current one; finished tasks are kept)',
        description:
          'New sections when the learner’s class meets them (grade and school calendar), then review practice (weak points first) until each chosen day holds minutesPerDay; the deadline may not pass the service’s last day (400 PLAN_AFTER_SERVICE).',
        body: createPlanRequestSchema,
        response: { 201: studyPlanSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await plans.createPlan(sessionOf(request).accountId, request.body)),
  );

  app.post(
    '/api/companion/plan/preview',
    {
      schema: {
        ...common,
        summary: 'What POST /api/companion/plan would make with this request, without making it',
        body: createPlanRequestSchema,
        response: { 200: planPreviewSchema, ...errors },
      },
    },
    async (request) => plans.previewPlan(sessionOf(request).accountId, request.body),
  );

  app.get(
    '/api/companion/plan',
    {
      schema: {
        ...common,
        summary: 'The current plan, with the days from `from` to `to` (default: today and the next 13 days)',
        querystring: planRangeQuerySchema,
        response: { 200: studyPlanSchema, ...errors },
      },
    },
    async (request) => plans.getPlan(sessionOf(request).accountId, request.query),
  );

  app.post(
    '/api/companion/tasks/:taskId/complete',
    {
      schema: {
        ...common,
        summary: 'Mark a task done with the minutes spent (again: unchanged)',
        params: z.object({ taskId: pathId }),
        body: completeTaskRequestSchema,
        response: { 200: planTaskSchema, ...errors },
      },
    },
    async (request) => plans.completeTask(sessionOf(request).accountId, request.params.taskId, request.body.spentMinutes),
  );
});
