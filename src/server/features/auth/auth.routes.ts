import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../contract/schema.ts';
import { devSmsLatestSchema, loginRequestSchema, loginResponseSchema, phoneSchema, smsCodeRequestSchema } from '../../../contract/accounts.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from './auth.plugin.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema, 503: errorEnvelopeSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/sms-codes',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit login code by SMS (resend after 60 s; daily and per-IP caps)',
        body: smsCodeRequestSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await app.authService.requestSmsCode(request.body.phone, request.ip);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with the SMS code; the first login creates the account',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => app.authService.login(request.body, request.ip),
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Revoke this session; its token stops working at once',
        security: [{ bearerAuth: [] }],
        response: { 204: z.undefined(), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await app.authService.logout(sessionOf(request).token);
      return reply.code(204).send();
    },
  );

  const inbox = app.devInbox;
  if (inbox) {
    app.get(
      '/api/dev/sms/latest',
      {
        schema: {
          tags: ['development'],
          summary: 'Development inbox: the last code the log sender sent to a phone (absent in production)',
          querystring: z.object({ phone: phoneSchema }),
          response: { 200: devSmsLatestSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const latest = inbox.latest(request.query.phone);
        if (!latest) throw new AppError(404, 'NOT_FOUND', '这个手机号还没有收到验证码');
        return { phone: request.query.phone, code: latest.code, sentAt: new Date(latest.sentAt).toISOString() };
      },
    );
  }
};
