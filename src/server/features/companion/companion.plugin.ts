import fp from 'fastify-plugin';
import { createLearnerAccess, type LearnerAccess } from './learner-access.ts';
import { seedLibrary } from './library.repository.ts';
import { curricula } from './seed/curriculum.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which learner a companion request is about, and whether their service is running. */
    learnerAccess: LearnerAccess;
  }
}

/** The companion's shared pieces: the course library (seeded on first start) and the learner access guard. */
export const companionPlugin = fp(
  async (app) => {
    await seedLibrary(app.db, curricula);
    app.decorate('learnerAccess', createLearnerAccess(app.db, app.clock));
  },
  { name: 'companion', dependencies: ['database', 'platform'] },
);
