import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OperatorMe, OperatorRole } from '../../../contract/admin.ts';
import { AppError } from '../../errors.ts';
import { createOperatorLoginService, type OperatorLoginService } from './operator-login.service.ts';
import { type Actor, createOperatorsService, type OperatorsService } from './operators.service.ts';
import { createTotpSecretBox, loadTotpKey } from './totp-secret-box.ts';

type OperatorSession = OperatorMe & { token: string };

declare module 'fastify' {
  interface FastifyInstance {
    operatorLogin: OperatorLoginService;
    operators: OperatorsService;
    /**
     * onRequest/preHandler for /api/admin routes: 401 UNAUTHORIZED unless the request carries a live operator session
     * (a customer's token is not one); with `role`, 403 FORBIDDEN for an operator of another role. `admin` passes
     * every role check.
     */
    requireOperator: (role?: OperatorRole) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    operator: OperatorSession | null;
  }
}

// The same token shape as customer sessions (features/auth/auth.plugin.ts).
const bearer = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

/** The operator of a request that passed requireOperator. */
export function operatorOf(request: FastifyRequest): OperatorSession {
  if (!request.operator) throw new AppError(401, 'UNAUTHORIZED');
  return request.operator;
}

/** The audit log's "who": the operator of the request and the request's id. */
export const actorOf = (request: FastifyRequest): Actor => ({ operatorId: operatorOf(request).id, requestId: request.id });

export const operatorsPlugin = fp(
  async (app) => {
    const secretBox = createTotpSecretBox(loadTotpKey(app.config.operatorTotpKey, app.config.dataDir));
    if (app.config.isProduction && !app.config.operatorTotpKey) {
      app.log.warn(
        'OPERATOR_TOTP_KEY is unset: operators’ TOTP secrets are encrypted with a key file in DATA_DIR, which serves one machine only',
      );
    }
    const login = createOperatorLoginService({
      db: app.db,
      clock: app.clock,
      limiter: app.limiter,
      secretBox,
      ipHourlyLimit: app.config.loginIpHourlyLimit,
    });
    app.decorate('operatorLogin', login);
    app.decorate('operators', createOperatorsService({ db: app.db, clock: app.clock }));
    app.decorateRequest('operator', null);
    app.decorate('requireOperator', (role?: OperatorRole) => async (request: FastifyRequest) => {
      const token = bearer.exec(request.headers.authorization ?? '')?.[1];
      const operator = token ? await login.authenticate(token) : undefined;
      if (!token || !operator) throw new AppError(401, 'UNAUTHORIZED');
      request.operator = { ...operator, token };
      if (role && operator.role !== role && operator.role !== 'admin') throw new AppError(403, 'FORBIDDEN');
    });
  },
  { name: 'operators', dependencies: ['database', 'platform'] },
);
