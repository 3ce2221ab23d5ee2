import fp from 'fastify-plugin';
import { loadAssessmentQuestions, loadPlans } from './catalog-content.ts';
import { seedCatalog } from './catalog.repository.ts';
import { createCatalogAdminService, createCatalogService } from './catalog.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: ReturnType<typeof createCatalogService>;
    catalogAdmin: ReturnType<typeof createCatalogAdminService>;
  }
}

/** The catalog: plans and the free assessment (seeded from content/catalog on first start), and the console's side of it. */
export const catalogPlugin = fp(
  async (app) => {
    await seedCatalog(app.db, loadPlans(), loadAssessmentQuestions(), app.clock.now());
    app.decorate('catalog', createCatalogService(app.db, app.clock));
    app.decorate('catalogAdmin', createCatalogAdminService({ db: app.db, clock: app.clock, webDir: app.config.webDir }));
  },
  { name: 'catalog', dependencies: ['database', 'platform'] },
);
