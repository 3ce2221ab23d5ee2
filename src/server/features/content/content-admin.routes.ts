import {
  adminHomeContentSchema,
  adminPictureGallerySchema,
  homeContentUpdateSchema,
  pictureGalleryUpdateSchema,
} from '../../../contract/admin-content.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { actorOf } from '../operators/operators.plugin.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The console's content: every operator reads the documents with their hidden items and version; admins replace
 * them whole, sending back the version they read (409 CONTENT_CHANGED when someone saved in between). The public
 * /api/content routes answer the new document at once, with a new ETag. Preview needs nothing here: the console
 * renders its draft with the sites' own components.
 */
export const contentAdminRoutes = routesPlugin({ name: 'content-admin-routes', dependencies: ['operators', 'content'] }, async (app) => {
  const content = app.contentAdmin;
  const common = { tags: ['admin: content'], security: [{ bearerAuth: [] }] };
  const anyOperator = app.requireOperator();
  const adminOnly = app.requireOperator('admin');

  app.get(
    '/api/admin/content/home',
    {
      onRequest: anyOperator,
      schema: {
        ...common,
        summary: 'The home page document with hidden items and its version',
        response: { 200: adminHomeContentSchema, ...errors },
      },
    },
    async () => content.getDocument('home'),
  );

  app.put(
    '/api/admin/content/home',
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: 'Replace the home page document (send the version read; 409 CONTENT_CHANGED when it is stale)',
        body: homeContentUpdateSchema,
        response: { 200: adminHomeContentSchema, ...errors },
      },
    },
    async (request) => content.replaceDocument('home', request.body.content, request.body.version, actorOf(request)),
  );

  app.get(
    '/api/admin/content/pictures',
    {
      onRequest: anyOperator,
      schema: {
        ...common,
        summary: 'The picture gallery with hidden items and its version',
        response: { 200: adminPictureGallerySchema, ...errors },
      },
    },
    async () => content.getDocument('pictures'),
  );

  app.put(
    '/api/admin/content/pictures',
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: 'Replace the picture gallery (send the version read; 409 CONTENT_CHANGED when it is stale)',
        body: pictureGalleryUpdateSchema,
        response: { 200: adminPictureGallerySchema, ...errors },
      },
    },
    async (request) => content.replaceDocument('pictures', request.body.content, request.body.version, actorOf(request)),
  );
});
