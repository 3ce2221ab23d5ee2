import {
  answerFeedbackSchema,
  practiceSetSchema,
  startPracticeRequestSchema,
  submitAnswerRequestSchema,
} from '../../../../contract/companion.ts';
import { z } from '../../../../contract/schema.ts';
import { routesPlugin } from '../../../plugins/routes-plugin.ts';
import { sessionOf } from '../../../plugins/session.ts';
import { companionErrors as errors, companionRoute as common, pathId } from '../route-schemas.ts';

/** Practice sets: start one, read it, answer its exercises, finish it. */
export const practiceRoutes = routesPlugin({ name: 'companion-practice-routes', dependencies: ['auth', 'companion'] }, async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const { practice } = app.companion;

  app.post(
    '/api/companion/practice',
    {
      schema: {
        ...common,
        summary: 'Start a practice set: a practice task of the plan, or one knowledge point (an open set of the task is continued)',
        body: startPracticeRequestSchema,
        response: { 200: practiceSetSchema, 201: practiceSetSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { set, created } = await practice.startPractice(sessionOf(request).accountId, request.body);
      return reply.code(created ? 201 : 200).send(set);
    },
  );

  app.get(
    '/api/companion/practice/:setId',
    {
      schema: {
        ...common,
        summary: 'A practice set with the answers given so far',
        params: z.object({ setId: pathId }),
        response: { 200: practiceSetSchema, ...errors },
      },
    },
    async (request) => practice.getPractice(sessionOf(request).accountId, request.params.setId),
  );

  app.post(
    '/api/companion/practice/:setId/answers',
    {
      schema: {
        ...common,
        summary: 'Answer one exercise: checked on the server, with the explanation and the mastery after it (the first answer counts)',
        params: z.object({ setId: pathId }),
        body: submitAnswerRequestSchema,
        response: { 200: answerFeedbackSchema, ...errors },
      },
    },
    async (request) =>
      practice.submitAnswer(sessionOf(request).accountId, request.params.setId, request.body.exerciseId, request.body.answer),
  );

  app.post(
    '/api/companion/practice/:setId/finish',
    {
      schema: {
        ...common,
        summary: 'Finish a set: weak points, their lessons added to the plan, the practice task done',
        params: z.object({ setId: pathId }),
        response: { 200: practiceSetSchema, ...errors },
      },
    },
    async (request) => practice.finishPractice(sessionOf(request).accountId, request.params.setId),
  );
});
