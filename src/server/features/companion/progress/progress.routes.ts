import { planRangeQuerySchema, progressSchema, weeklyReportQuerySchema } from '../../../../contract/companion.ts';
import { routesPlugin } from '../../../plugins/routes-plugin.ts';
import { sessionOf } from '../../../plugins/session.ts';
import { companionErrors as errors, companionRoute as common } from '../route-schemas.ts';

/** The learner's progress and the weekly report. */
export const progressRoutes = routesPlugin({ name: 'companion-progress-routes', dependencies: ['auth', 'companion'] }, async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const { progress } = app.companion;

  app.get(
    '/api/companion/progress',
    {
      schema: {
        ...common,
        summary: 'Progress from `from` to `to` (default: this week so far) and mastery per knowledge point',
        querystring: planRangeQuerySchema,
        response: { 200: progressSchema, ...errors },
      },
    },
    async (request) => progress.progress(sessionOf(request).accountId, request.query),
  );

  app.get(
    '/api/companion/report/weekly',
    {
      schema: {
        ...common,
        summary: 'The weekly report (Monday–Sunday) of one learner; a parent reads it for each child, also after the service ended',
        querystring: weeklyReportQuerySchema,
        response: { 200: progressSchema, ...errors },
      },
    },
    async (request) => progress.weeklyReport(sessionOf(request).accountId, request.query),
  );
});
