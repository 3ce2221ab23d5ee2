import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import { createHumanCheck } from '../../human-check/create-human-check.ts';
import type { HumanCheck } from '../../human-check/human-check.ts';
import { loadHumanCheckSecret } from '../../human-check/human-check-secret.ts';
import { type AuthService, createAuthService } from './auth.service.ts';
import { createDeviceTokens } from './device-token.ts';
import '../../plugins/session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    /** The human check a code request needs past its free ones (decision 026). */
    humanCheck: HumanCheck;
  }
}

const bearer = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

export const authPlugin = fp(
  async (app) => {
    const humanCheck = createHumanCheck(app.config.humanCheck, { clock: app.clock, limiter: app.limiter, dataDir: app.config.dataDir });
    const auth = createAuthService({
      db: app.db,
      clock: app.clock,
      limiter: app.limiter,
      humanCheck,
      deviceTokens: createDeviceTokens(loadHumanCheckSecret(app.config.humanCheck.secret, app.config.dataDir), app.clock),
      sms: app.sms,
      config: app.config,
      accounts: app.accounts,
      log: app.log,
    });
    app.decorate('authService', auth);
    app.decorate('humanCheck', humanCheck);
    app.decorateRequest('session', null);
    const identify = async (request: FastifyRequest) => {
      const token = bearer.exec(request.headers.authorization ?? '')?.[1];
      const accountId = token ? await auth.authenticate(token) : undefined;
      if (token && accountId) request.session = { accountId, token };
    };
    app.decorate('identifyIfLoggedIn', identify);
    app.decorate('requireAuth', async (request: FastifyRequest) => {
      await identify(request);
      if (!request.session) throw new AppError(401, 'UNAUTHORIZED');
    });
  },
  { name: 'auth', dependencies: ['database', 'platform', 'accounts'] },
);
