import { z } from '../../../contract/schema.ts';
import {
  devSmsLatestSchema,
  humanCheckChallengeSchema,
  loginRequestSchema,
  loginResponseSchema,
  phoneSchema,
  smsCodeRequestSchema,
} from '../../../contract/accounts.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema, 503: errorEnvelopeSchema };
const smsCodeErrors = { ...errors, 403: errorEnvelopeSchema, 428: errorEnvelopeSchema };

export const authRoutes = routesPlugin({ name: 'auth-routes', dependencies: ['auth'] }, async (app) => {
  app.post(
    '/api/auth/sms-codes',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit login code by SMS (resend after 60 s; daily and per-IP caps)',
        description:
          'The first code a phone asks for in an hour is sent at once. Any other (a second code within the hour, an address ' +
          'that asked for several, a phone past its daily limit) answers 428 HUMAN_CHECK_REQUIRED: solve GET ' +
          '/api/auth/human-check and send the same request with `humanCheck`. A forged or expired solution answers 400/403 ' +
          'HUMAN_CHECK_INVALID or HUMAN_CHECK_EXPIRED, a solution used before 403 HUMAN_CHECK_USED. With the `deviceToken` ' +
          'a login on this device returned for this phone, no check is asked and the code counts on the device allowance ' +
          "(SMS_DEVICE_DAILY_LIMIT a day), not the phone's caps; any other token is ignored.",
        body: smsCodeRequestSchema,
        response: { 204: z.undefined(), ...smsCodeErrors },
      },
    },
    async (request, reply) => {
      const { phone, humanCheck, deviceToken } = request.body;
      await app.authService.requestSmsCode(phone, request.ip, { solvedCheck: humanCheck, deviceToken });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/auth/human-check',
    {
      schema: {
        tags: ['auth'],
        summary: 'A human check to solve before a code request that needs one (ALTCHA proof of work, or Tencent captcha)',
        response: { 200: humanCheckChallengeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.humanCheck.issueChallenge();
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
});
