import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The API's OpenAPI document as the app serves it at /api/docs/json, read into the few parts tests walk: every
 * route (method and path), whether it needs a bearer token, its parameters and its JSON body's schema.
 */

/** The JSON Schema subset @fastify/swagger writes for our zod contracts (OpenAPI 3.0: `nullable`, boolean `exclusiveMinimum`). */
export type JsonSchema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export const jsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    $ref: z.optional(z.string()),
    type: z.optional(z.string()),
    nullable: z.optional(z.boolean()),
    enum: z.optional(z.array(z.unknown())),
    pattern: z.optional(z.string()),
    minLength: z.optional(z.number()),
    maxLength: z.optional(z.number()),
    minimum: z.optional(z.number()),
    maximum: z.optional(z.number()),
    exclusiveMinimum: z.optional(z.union([z.boolean(), z.number()])),
    items: z.optional(jsonSchemaSchema),
    minItems: z.optional(z.number()),
    maxItems: z.optional(z.number()),
    properties: z.optional(z.record(z.string(), jsonSchemaSchema)),
    required: z.optional(z.array(z.string())),
    additionalProperties: z.optional(z.union([z.boolean(), jsonSchemaSchema])),
    oneOf: z.optional(z.array(jsonSchemaSchema)),
    anyOf: z.optional(z.array(jsonSchemaSchema)),
    allOf: z.optional(z.array(jsonSchemaSchema)),
  }),
);

export const httpMethodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
export type HttpMethod = z.infer<typeof httpMethodSchema>;

const parameterSchema = z.object({
  in: z.enum(['path', 'query', 'header', 'cookie']),
  name: z.string(),
  required: z.optional(z.boolean()),
  schema: z.optional(jsonSchemaSchema),
});
export type OpenApiParameter = z.infer<typeof parameterSchema>;

const operationSchema = z.looseObject({
  security: z.optional(z.array(z.record(z.string(), z.unknown()))),
  parameters: z.optional(z.array(parameterSchema)),
  requestBody: z.optional(
    z.object({ required: z.optional(z.boolean()), content: z.record(z.string(), z.object({ schema: z.optional(jsonSchemaSchema) })) }),
  ),
});

export const openApiDocumentSchema = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
  components: z.optional(z.object({ schemas: z.optional(z.record(z.string(), jsonSchemaSchema)) })),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

export type OpenApiOperation = {
  method: HttpMethod;
  /** As the document writes it, e.g. /api/orders/{orderNo} */
  path: string;
  /** `${method} ${path}`, e.g. "GET /api/orders/{orderNo}" */
  route: string;
  /** Needs a bearer token (a customer's, or an operator's under /api/admin). */
  authenticated: boolean;
  parameters: OpenApiParameter[];
  /** The application/json body's schema, when the route takes one. */
  jsonBody: JsonSchema | undefined;
};

/** GET /api/docs/json, parsed. */
export async function readOpenApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  return openApiDocumentSchema.parse(response.json());
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): OpenApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([name, operation]) => {
      const method = httpMethodSchema.parse(name.toUpperCase());
      return {
        method,
        path,
        route: `${method} ${path}`,
        authenticated: (operation.security ?? []).some((scheme) => 'bearerAuth' in scheme),
        parameters: operation.parameters ?? [],
        jsonBody: operation.requestBody?.content['application/json']?.schema,
      };
    }),
  );
}

/** Every operation of the document the app serves. */
export async function openApiOperations(app: FastifyInstance): Promise<OpenApiOperation[]> {
  return operationsOf(await readOpenApiDocument(app));
}

/** The schema a `$ref` (#/components/schemas/Name) names; other schemas as they are. */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
  const target = name ? document.components?.schemas?.[name] : undefined;
  if (!target) throw new Error(`unresolvable $ref ${schema.$ref}`);
  return resolveSchema(document, target);
}
