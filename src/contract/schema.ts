import * as z from 'zod/mini';

/**
 * The contract is written with zod/mini: the same schemas validate on the server (Fastify's zod type provider
 * works on zod's core) and parse responses in the browser, where zod/mini costs a fraction of classic zod's bytes.
 */
export { z };

type Meta = { id?: string; description?: string; example?: unknown };

/** Attaches OpenAPI metadata (an `id` makes the schema a named component). */
export function described<T extends z.ZodMiniType>(schema: T, meta: Meta): T {
  z.globalRegistry.add(schema, meta);
  return schema;
}
