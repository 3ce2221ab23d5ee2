import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import { createHumanCheck, type HumanCheck } from '../../human-check/human-check.ts';
import { loadHumanCheckSecret } from '../../human-check/human-check-secret.ts';
import { type AccountsService, createAccountsService } from '../accounts/accounts.service.ts';
import { type AuthService, createAuthService } from './auth.service.ts';
import { createDeviceTokens } from './device-token.ts';

type Session = { accountId: string; token: string };

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    /** The human check a code request needs past its free ones (decision 026). */
    humanCheck: HumanCheck;
    accountsService: AccountsService;
    /** preHandler: answers 401 UNAUTHORIZED unless the request carries a live `Authorization: Bearer` token. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** preHandler for public routes that do more for a logged-in user: a missing or dead token means anonymous. */
    identifyIfLoggedIn: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

const bearer = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

/** The session of an authenticated request (after requireAuth). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError(401, 'UNAUTHORIZED');
  return request.session;
}

export const authPlugin = fp(
  async (app) => {
    const accounts = createAccountsService(app.db, app.clock);
    const humanCheck = createHumanCheck(app.config.humanCheck, { clock: app.clock, limiter: app.limiter, dataDir: app.config.dataDir });
    const auth = createAuthService({
      db: app.db,
      clock: app.clock,
      limiter: app.limiter,
      humanCheck,
      deviceTokens: createDeviceTokens(loadHumanCheckSecret(app.config.humanCheck.secret, app.config.dataDir), app.clock),
      sms: app.sms,
      config: app.config,
      accounts,
      log: app.log,
    });
    app.decorate('accountsService', accounts);
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
  { name: 'auth', dependencies: ['database', 'platform'] },
);
