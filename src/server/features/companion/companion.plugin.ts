import fp from 'fastify-plugin';
import { createLearnerAccess, type LearnerAccess } from './learner-access.ts';
import { loadLibrary } from './library/library-content.ts';
import { seedLibrary } from './library/library.repository.ts';
import { createPlanService, type PlanService } from './plans/plan.service.ts';
import { createPracticeService } from './practice/practice.service.ts';
import { createProgressService } from './progress/progress.service.ts';
import { createReminderService, type ReminderService } from './reminders/reminders.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which learner a companion request is about, and whether their service is running. */
    learnerAccess: LearnerAccess;
    companion: {
      plans: PlanService;
      practice: ReturnType<typeof createPracticeService>;
      progress: ReturnType<typeof createProgressService>;
      reminders: ReminderService;
    };
  }
}

/**
 * The companion's services: the course library (seeded on first start), the learner access guard, plans, practice,
 * progress and reminders, and the timer that runs the due jobs (re-planning, 督学 reminders) in every process.
 */
export const companionPlugin = fp(
  async (app) => {
    await seedLibrary(app.db, loadLibrary());
    const access = createLearnerAccess(app.db, app.clock);
    const plans = createPlanService(app.db, app.clock, access);
    const reminders = createReminderService({
      db: app.db,
      clock: app.clock,
      sms: app.sms,
      config: app.config.companion,
      plans,
      log: app.log,
    });
    app.decorate('learnerAccess', access);
    app.decorate('companion', {
      plans,
      practice: createPracticeService(app.db, app.clock, access, plans),
      progress: createProgressService(app.db, app.clock, access),
      reminders,
    });

    const { jobIntervalMs } = app.config.companion;
    if (jobIntervalMs > 0) {
      let running: Promise<unknown> | null = null;
      const timer = setInterval(() => {
        running ??= reminders
          .runDueJobs()
          .catch((error: unknown) => app.log.error({ err: error }, 'companion jobs failed'))
          .finally(() => {
            running = null;
          });
      }, jobIntervalMs);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'companion', dependencies: ['database', 'platform'] },
);
