import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerFeedbackSchema,
  completeTaskRequestSchema,
  createPlanRequestSchema,
  learnerQuerySchema,
  lessonSchema,
  markReadRequestSchema,
  notificationListSchema,
  planRangeQuerySchema,
  planTaskSchema,
  practiceSetSchema,
  progressSchema,
  reminderSettingsSchema,
  startPracticeRequestSchema,
  studyPlanSchema,
  submitAnswerRequestSchema,
  todaySchema,
  weeklyReportQuerySchema,
} from '../../../contract/companion.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { z } from '../../../contract/schema.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { gradesUpTo } from './learner-access.ts';
import { findLesson } from './library/library.repository.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const id = z.string().check(z.minLength(1), z.maxLength(64));

/** The learner's study plan, lessons, practice, progress; the notification centre and reminder settings. */
export const companionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const { plans, practice, progress, reminders } = app.companion;
  const common = { tags: ['companion'], security: [{ bearerAuth: [] }] };

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
          'Lessons and practice sets over the chosen weekdays up to the deadline, weakest knowledge points first, each day within minutesPerDay.',
        body: createPlanRequestSchema,
        response: { 201: studyPlanSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await plans.createPlan(sessionOf(request).accountId, request.body)),
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
        params: z.object({ taskId: id }),
        body: completeTaskRequestSchema,
        response: { 200: planTaskSchema, ...errors },
      },
    },
    async (request) => plans.completeTask(sessionOf(request).accountId, request.params.taskId, request.body.spentMinutes),
  );

  app.get(
    '/api/companion/lessons/:lessonId',
    {
      schema: {
        ...common,
        summary: 'A lesson of the learner’s stage',
        params: z.object({ lessonId: id }),
        querystring: learnerQuerySchema,
        response: { 200: lessonSchema, ...errors },
      },
    },
    async (request) => {
      const learner = await app.learnerAccess.resolveActive(sessionOf(request).accountId, request.query.learnerId);
      const lesson = await findLesson(app.db, request.params.lessonId);
      if (!lesson || lesson.knowledgePoint.stage !== learner.stage || !gradesUpTo(learner).includes(lesson.knowledgePoint.grade)) {
        throw new AppError(404, 'LESSON_NOT_FOUND');
      }
      return lesson;
    },
  );

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
        params: z.object({ setId: id }),
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
        params: z.object({ setId: id }),
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
        params: z.object({ setId: id }),
        response: { 200: practiceSetSchema, ...errors },
      },
    },
    async (request) => practice.finishPractice(sessionOf(request).accountId, request.params.setId),
  );

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

  const notifications = { tags: ['notifications'], security: [{ bearerAuth: [] }] };
  app.get(
    '/api/notifications',
    {
      schema: {
        ...notifications,
        summary: 'The account’s notification centre (latest 50) and its unread count',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => reminders.listNotifications(sessionOf(request).accountId),
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        ...notifications,
        summary: 'Mark notifications read (some ids, or all)',
        body: markReadRequestSchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => reminders.markRead(sessionOf(request).accountId, request.body),
  );

  app.get(
    '/api/me/reminders',
    {
      schema: {
        ...notifications,
        summary: 'Whether 督学 reminders also come by SMS',
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (request) => reminders.getSettings(sessionOf(request).accountId),
  );

  app.put(
    '/api/me/reminders',
    {
      schema: {
        ...notifications,
        summary: 'Opt in or out of 督学 reminders by SMS',
        body: reminderSettingsSchema,
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (request) => reminders.setSettings(sessionOf(request).accountId, request.body),
  );
};
