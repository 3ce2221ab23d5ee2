import {
  adminEnrolmentRequestSchema,
  adminLoginRequestSchema,
  adminLoginStepSchema,
  adminSessionSchema,
  adminTotpRequestSchema,
  operatorMeSchema,
} from '../../../contract/admin.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { z } from '../../../contract/schema.ts';
import { operatorOf } from './operators.plugin.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** Operator login (password, then TOTP; the first time, TOTP enrolment with a new password), logout and me. */
export const adminLoginRoutes = routesPlugin({ name: 'admin-login-routes', dependencies: ['operators'] }, async (app) => {
  const login = app.operatorLogin;
  const tags = ['admin: access'];

  app.post(
    '/api/admin/login',
    {
      schema: {
        tags,
        summary:
          'Operator name + password → the TOTP step, or TOTP enrolment on the first login (401 ADMIN_LOGIN_FAILED for any wrong name or password)',
        body: adminLoginRequestSchema,
        response: { 200: adminLoginStepSchema, ...errors },
      },
    },
    async (request) => login.login(request.body, request.ip),
  );

  app.post(
    '/api/admin/login/totp',
    {
      schema: {
        tags,
        summary: 'The challenge + a TOTP code → an operator session (a code is accepted once; 5 tries per challenge)',
        body: adminTotpRequestSchema,
        response: { 200: adminSessionSchema, ...errors },
      },
    },
    async (request) => login.verifyTotp(request.body, request.ip),
  );

  app.post(
    '/api/admin/login/enrolment',
    {
      schema: {
        tags,
        summary: 'First login: the enrolment token, the first TOTP code and a new password → an operator session',
        body: adminEnrolmentRequestSchema,
        response: { 200: adminSessionSchema, ...errors },
      },
    },
    async (request) => login.enrol(request.body, request.ip, request.id),
  );

  const authenticated = { tags, security: [{ bearerAuth: [] }] };

  app.post(
    '/api/admin/logout',
    {
      onRequest: app.requireOperator(),
      schema: {
        ...authenticated,
        summary: 'Ends this operator session at once',
        response: { 204: z.undefined(), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await login.logout(operatorOf(request).token);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/me',
    {
      onRequest: app.requireOperator(),
      schema: {
        ...authenticated,
        summary: 'The logged-in operator and its role',
        response: { 200: operatorMeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { id, name, role } = operatorOf(request);
      return { id, name, role };
    },
  );
});
