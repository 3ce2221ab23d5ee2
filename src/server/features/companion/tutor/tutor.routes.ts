import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import {
  chatHistorySchema,
  chatRequestSchema,
  type ChatStreamEvent,
  learnerQuerySchema,
  MAX_QUESTION_LENGTH,
} from '../../../../contract/companion.ts';
import { errorEnvelopeSchema } from '../../../../contract/errors.ts';
import { described, z } from '../../../../contract/schema.ts';
import { routesPlugin } from '../../../plugins/routes-plugin.ts';
import { sessionOf } from '../../../plugins/session.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** One Server-Sent Event: its name, and its data as one line of JSON. */
export const sseEvent = ({ event, data }: ChatStreamEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const streamDescription = [
  'Server-Sent Events (`text/event-stream`), each `event: <name>` and one `data: <JSON>` line, in this order:',
  '`question` (the stored question, a ChatMessage), `sources` ({mode: llm|library, sources: ChatSource[]}),',
  'any number of `delta` ({text}: the next piece of the answer), then `done` (the stored answer, a ChatMessage)',
  'or `error` ({code: TUTOR_TIMEOUT|TUTOR_UNAVAILABLE, message, questionId}: the question is kept; ask again with',
  '`retryOf`). Errors before the stream starts (401, 403, 400, 404, 429) are the usual JSON error envelope.',
].join(' ');

/** 小伴老师: ask a question (the answer streams) and read the conversation. */
export const tutorRoutes = routesPlugin({ name: 'companion-tutor-routes', dependencies: ['auth', 'companion'] }, async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const { tutor } = app.companion;
  // An answer still being stored when the app closes (its learner left early) finishes before the database closes.
  const answering = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(answering);
  });
  const common = { tags: ['companion'], security: [{ bearerAuth: [] }] };

  app.post(
    '/api/companion/chat',
    {
      schema: {
        ...common,
        summary: `Ask 小伴老师 (at most ${MAX_QUESTION_LENGTH} characters; a daily quota per learner): the answer streams as Server-Sent Events`,
        description: streamDescription,
        body: chatRequestSchema,
        response: {
          200: {
            description: 'The answer as Server-Sent Events: question, sources, delta…, then done or error (see above)',
            content: { 'text/event-stream': { schema: described(z.string(), { example: 'event: delta\ndata: {"text":"勾股定理"}\n\n' }) } },
          },
          ...errors,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const learner = await app.learnerAccess.resolveActive(sessionOf(request).accountId, request.body.learnerId);
      const accepted = await tutor.accept(learner, request.body);

      const stream = new PassThrough();
      const learnerLeft = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) learnerLeft.abort();
      });
      const emit = (event: ChatStreamEvent) => {
        if (!stream.destroyed) stream.write(sseEvent(event));
      };
      const answered = tutor.answer(learner, accepted, emit, learnerLeft.signal).finally(() => {
        stream.end();
        answering.delete(answered);
      });
      answering.add(answered);
      // The 200 schema documents the event stream as text; what is sent is the stream itself.
      const streamingReply: FastifyReply = reply;
      return (
        streamingReply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // Proxies (nginx) pass each event on at once instead of buffering the answer.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );

  app.get(
    '/api/companion/chat',
    {
      schema: {
        ...common,
        summary: 'The learner’s conversation with 小伴老师 (the latest 50 messages, oldest first) and today’s remaining questions',
        querystring: learnerQuerySchema,
        response: { 200: chatHistorySchema, ...errors },
      },
    },
    async (request) => {
      const learner = await app.learnerAccess.resolveActive(sessionOf(request).accountId, request.query.learnerId);
      return tutor.history(learner);
    },
  );
});
