import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { z } from '../../../contract/schema.ts';

/** The error answers every companion route documents. */
export const companionErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** An id in a companion route's path. */
export const pathId = z.string().check(z.minLength(1), z.maxLength(64));

/** The OpenAPI tag and the bearer token of the learner's companion routes. */
export const companionRoute = { tags: ['companion'], security: [{ bearerAuth: [] }] };
