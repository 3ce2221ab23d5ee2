import etag from '@fastify/etag';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homeContentSchema, pictureGallerySchema } from '../../../contract/content.ts';
import { publicHomeContent, publicPictureGallery } from '../../../contract/content-visibility.ts';
import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { AppError } from '../../errors.ts';
import { type ContentKey, readContent } from './content.repository.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

/** Public content may be cached briefly and revalidated with its ETag. */
const PUBLIC_CACHE = 'public, max-age=300, must-revalidate';

export const contentRoutes = routesPlugin({ name: 'content-routes', dependencies: ['content'] }, async (app) => {
  const load = async (key: ContentKey) => {
    const data = await readContent(app.db, key);
    if (data === undefined) throw new AppError(404, 'NOT_FOUND', '内容不存在');
    return data;
  };

  await app.register(async (scope) => {
    await scope.register(etag);
    const cached = scope.withTypeProvider<ZodTypeProvider>();
    cached.get(
      '/api/content/home',
      {
        schema: {
          tags: ['content'],
          summary: 'The seven sections of the marketing home, hidden items left out (ETag; 304 when unchanged)',
          response: { 200: homeContentSchema, 404: errorEnvelopeSchema },
        },
      },
      async (_request, reply) => {
        const content = publicHomeContent(homeContentSchema.parse(await load('home')));
        reply.header('Cache-Control', PUBLIC_CACHE);
        return content;
      },
    );
    cached.get(
      '/api/content/pictures',
      {
        schema: {
          tags: ['content'],
          summary: 'The picture gallery by category, hidden categories and pictures left out (ETag; 304 when unchanged)',
          response: { 200: pictureGallerySchema, 404: errorEnvelopeSchema },
        },
      },
      async (_request, reply) => {
        const gallery = publicPictureGallery(pictureGallerySchema.parse(await load('pictures')));
        reply.header('Cache-Control', PUBLIC_CACHE);
        return gallery;
      },
    );
  });
});
