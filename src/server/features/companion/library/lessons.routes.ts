import { learnerQuerySchema, lessonSchema } from '../../../../contract/companion.ts';
import { z } from '../../../../contract/schema.ts';
import { routesPlugin } from '../../../plugins/routes-plugin.ts';
import { sessionOf } from '../../../plugins/session.ts';
import { companionErrors as errors, companionRoute as common, pathId } from '../route-schemas.ts';

/** The course library's lessons, as a learner reads them. */
export const lessonsRoutes = routesPlugin({ name: 'companion-lessons-routes', dependencies: ['auth', 'companion'] }, async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const { lessons } = app.companion;

  app.get(
    '/api/companion/lessons/:lessonId',
    {
      schema: {
        ...common,
        summary: 'A lesson of the learner’s stage',
        params: z.object({ lessonId: pathId }),
        querystring: learnerQuerySchema,
        response: { 200: lessonSchema, ...errors },
      },
    },
    async (request) => lessons.getLesson(sessionOf(request).accountId, request.params.lessonId, request.query.learnerId),
  );
});
