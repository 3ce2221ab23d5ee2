import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** A customer's session on a request: set by the auth feature's requireAuth/identifyIfLoggedIn, read by every feature. */
export type Session = { accountId: string; token: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 UNAUTHORIZED unless the request carries a live `Authorization: Bearer` token. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** preHandler for public routes that do more for a logged-in user: a missing or dead token means anonymous. */
    identifyIfLoggedIn: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/** The session of an authenticated request (after requireAuth). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError(401, 'UNAUTHORIZED');
  return request.session;
}
