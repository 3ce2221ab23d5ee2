import type { FastifyError } from 'fastify';
import { UPLOAD_MAX_BYTES, uploadContentTypes, uploadFileParamsSchema, uploadSchema } from '../../../contract/admin-catalog.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { AppError } from '../../errors.ts';
import { operatorOf } from '../operators/operators.plugin.ts';
import { isUploadContentType, mediaTypeOf } from './uploads.service.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

/** An upload never changes (a new image gets a new id), so browsers and CDNs may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Image uploads: admins send the raw bytes (PNG, JPEG or WebP, at most 2 MiB; no SVG, which can carry script), every
 * process serves them from the database. The image parser and the larger body limit exist in this plugin only.
 */
export const uploadsRoutes = routesPlugin({ name: 'uploads-routes', dependencies: ['operators', 'uploads'] }, async (app) => {
  const uploads = app.uploads;

  app.addContentTypeParser([...uploadContentTypes], { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // A body that outgrows the limit while it streams in (no or a false Content-Length) gets this route's own code.
  app.setErrorHandler((error: FastifyError) => {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError(413, 'UPLOAD_TOO_LARGE') : error;
  });

  app.post(
    '/api/admin/uploads',
    {
      bodyLimit: UPLOAD_MAX_BYTES,
      onRequest: [
        app.requireOperator('admin'),
        // Refused before a byte of the body is read.
        async (request) => {
          if (!isUploadContentType(mediaTypeOf(request.headers['content-type']))) throw new AppError(415, 'UPLOAD_TYPE_UNSUPPORTED');
          if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES) throw new AppError(413, 'UPLOAD_TOO_LARGE');
        },
      ],
      schema: {
        tags: ['admin: catalog'],
        security: [{ bearerAuth: [] }],
        summary: 'Upload an image (raw body, Content-Type image/png, image/jpeg or image/webp, at most 2 MiB); admins only',
        consumes: [...uploadContentTypes],
        response: {
          201: uploadSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const contentType = mediaTypeOf(request.headers['content-type']);
      if (!isUploadContentType(contentType)) throw new AppError(415, 'UPLOAD_TYPE_UNSUPPORTED');
      // An empty body reaches no parser: it is no image either.
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const operator = operatorOf(request);
      const upload = await uploads.createUpload(bytes, contentType, { operatorId: operator.id, requestId: request.id });
      return reply.code(201).send(upload);
    },
  );

  app.get(
    '/api/uploads/:file',
    {
      schema: {
        tags: ['content'],
        summary: 'An uploaded image with its type, cacheable for a year (immutable); 404 UPLOAD_NOT_FOUND',
        params: uploadFileParamsSchema,
        produces: [...uploadContentTypes],
      },
    },
    async (request, reply) => {
      const { contentType, data } = await uploads.readUpload(request.params.file);
      return reply.type(contentType).header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff').send(data);
    },
  );
});
