import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A feature's routes as a named plugin that declares the plugins it takes decorations from (decision 030): Fastify
 * refuses to start when one of them is not registered before it, instead of a route failing on its first request.
 * The routes stay encapsulated: their hooks (an `onRequest` auth check, say) apply to them only.
 */
export function routesPlugin(meta: { name: string; dependencies: string[] }, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return fp(routes, { ...meta, encapsulate: true });
}
