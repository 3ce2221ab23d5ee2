import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer } from './auth.ts';

/**
 * A request to the app as the holder of `token` sends it (null: without a session), with `payload` as its JSON body when
 * given: how the tests of guarded routes (the console's, a customer's) reach them.
 */
export function callApi(
  app: FastifyInstance,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    // Any value a client may send (tests send malformed bodies on purpose); inject serialises it as JSON.
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
