import fp from 'fastify-plugin';
import { createUploadsService } from './uploads.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: ReturnType<typeof createUploadsService>;
  }
}

/** Images the console uploads, kept in the database (decision 017). */
export const uploadsPlugin = fp(
  async (app) => {
    app.decorate('uploads', createUploadsService({ db: app.db, clock: app.clock }));
  },
  { name: 'uploads', dependencies: ['database', 'platform'] },
);
