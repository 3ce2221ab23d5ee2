import fp from 'fastify-plugin';
import { seedContent } from './content.repository.ts';
import { createContentAdminService } from './content.service.ts';
import { loadHomeContent, loadPictureGallery } from './site-content.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contentAdmin: ReturnType<typeof createContentAdminService>;
  }
}

/** The sites' editable copy (home page, gallery): seeded from content/site on first start, edited in the console. */
export const contentPlugin = fp(
  async (app) => {
    // content/site's files are checked against the contract at start: a broken file stops the app, not a page.
    await seedContent(app.db, { home: loadHomeContent(), pictures: loadPictureGallery() }, app.clock.now());
    app.decorate('contentAdmin', createContentAdminService({ db: app.db, clock: app.clock }));
  },
  { name: 'content', dependencies: ['database', 'platform'] },
);
