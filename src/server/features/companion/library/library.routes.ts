import { libraryQuerySchema, libraryTreeSchema } from '../../../../contract/library.ts';
import { routesPlugin } from '../../../plugins/routes-plugin.ts';
import { sessionOf } from '../../../plugins/session.ts';
import { companionErrors as errors, companionRoute as common } from '../route-schemas.ts';
import { getLibraryTree } from './library-tree.service.ts';

/** 课本同步: the course library by textbook, as a learner browses it. */
export const libraryRoutes = routesPlugin(
  { name: 'companion-library-routes', dependencies: ['auth', 'database', 'companion'] },
  async (app) => {
    app.addHook('onRequest', app.requireAuth);
    // The companion's learner guard and the database: the tree is one read, no service of the companion's to bind.
    const deps = { db: app.db, access: app.learnerAccess };

    app.get(
      '/api/companion/library',
      {
        schema: {
          ...common,
          summary: 'A grade’s textbooks of one subject: volumes, units and knowledge points in order, with the learner’s mastery',
          querystring: libraryQuerySchema,
          response: { 200: libraryTreeSchema, ...errors },
        },
      },
      async (request) => getLibraryTree(deps, sessionOf(request).accountId, request.query),
    );
  },
);
