import fp from 'fastify-plugin';
import type { Answer, CreatePlanRequest, ReminderSettings, StartPracticeRequest } from '../../../contract/companion.ts';
import { runEvery } from '../../plugins/interval-jobs.ts';
import { type CompanionDeps, createLearnerAccess, type LearnerAccess } from './learner-access.ts';
import { getLesson } from './library/lesson.service.ts';
import type { LibraryCourse } from '../../../contract/library-content.ts';
import { loadLibrary } from './library/library-content.ts';
import { syncLibrary } from './library/library-sync.repository.ts';
import { completeTask } from './plans/complete-task.ts';
import { createPlan, previewPlan } from './plans/create-plan.ts';
import { getPlan, getToday } from './plans/read-plan.ts';
import { replanOverdue } from './plans/replan-overdue.ts';
import { finishPractice } from './practice/finish-practice.ts';
import { getPractice } from './practice/practice-set.ts';
import { startPractice } from './practice/start-practice.ts';
import { submitAnswer } from './practice/submit-answer.ts';
import { progress, weeklyReport } from './progress/progress.service.ts';
import { runDueJobs } from './reminders/due-jobs.ts';
import { listNotifications, markRead } from './reminders/notifications.service.ts';
import { getReminderSettings, setReminderSettings } from './reminders/reminder-settings.ts';
import { type ReminderKind, sendReminders } from './reminders/send-reminders.ts';
import { createTutorService, type TutorService } from './tutor/tutor.service.ts';

type DateRange = { learnerId?: string; from?: string; to?: string };

/** The sub-features' service functions bound to their dependencies: what their routes call. */
function companionServices(deps: CompanionDeps, jobs: Parameters<typeof runDueJobs>[0], tutor: TutorService) {
  return {
    lessons: {
      getLesson: (accountId: string, lessonId: string, learnerId?: string) => getLesson(deps, accountId, lessonId, learnerId),
    },
    plans: {
      createPlan: (accountId: string, request: CreatePlanRequest) => createPlan(deps, accountId, request),
      previewPlan: (accountId: string, request: CreatePlanRequest) => previewPlan(deps, accountId, request),
      getPlan: (accountId: string, query: DateRange) => getPlan(deps, accountId, query),
      getToday: (accountId: string, learnerId?: string) => getToday(deps, accountId, learnerId),
      completeTask: (accountId: string, taskId: string, spentMinutes: number) => completeTask(deps, accountId, taskId, spentMinutes),
      replanOverdue: () => replanOverdue(deps.db, deps.clock.now()),
    },
    practice: {
      startPractice: (accountId: string, request: StartPracticeRequest) => startPractice(deps, accountId, request),
      getPractice: (accountId: string, setId: string) => getPractice(deps, accountId, setId),
      submitAnswer: (accountId: string, setId: string, exerciseId: string, answer: Answer) =>
        submitAnswer(deps, accountId, setId, exerciseId, answer),
      finishPractice: (accountId: string, setId: string) => finishPractice(deps, accountId, setId),
    },
    progress: {
      progress: (accountId: string, query: DateRange) => progress(deps, accountId, query),
      weeklyReport: (accountId: string, query: { learnerId?: string; week?: string }) => weeklyReport(deps, accountId, query),
    },
    reminders: {
      sendReminders: (kind: ReminderKind) => sendReminders(jobs, kind),
      runDueJobs: () => runDueJobs(jobs),
      listNotifications: (accountId: string) => listNotifications(deps.db, accountId),
      markRead: (accountId: string, request: { ids?: string[]; all?: boolean }) => markRead(deps, accountId, request),
      getSettings: (accountId: string) => getReminderSettings(deps.db, accountId),
      setSettings: (accountId: string, settings: ReminderSettings) => setReminderSettings(deps, accountId, settings),
    },
    /** 小伴老师 (it keeps the library's search index, built on first use). */
    tutor,
  };
}

export type CompanionServices = ReturnType<typeof companionServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Which learner a companion request is about, and whether their service is running. */
    learnerAccess: LearnerAccess;
    companion: CompanionServices;
  }
}

/**
 * content/library as read and expanded at the first start in this process (0.2–0.4 s of generating variants): files
 * do not change under a running process, and the tests start hundreds of apps in one.
 */
let library: LibraryCourse[] | undefined;

/**
 * The companion's services: the course library (seeded on first start), the learner access guard, lessons, plans,
 * practice, progress, reminders and the tutor, and the timer that runs the due jobs (re-planning, 督学 reminders) in
 * every process.
 */
export const companionPlugin = fp(
  async (app) => {
    library ??= loadLibrary();
    await syncLibrary(app.db, library, app.clock.now());
    const { db, clock, sms, log } = app;
    const access = createLearnerAccess(db, clock);
    const tutor = createTutorService({
      db,
      clock,
      llm: app.config.companion.llm,
      dailyQuota: app.config.companion.tutorDailyQuestions,
      log,
    });
    const companion = companionServices(
      { db, clock, access, calendar: app.config.companion.schoolCalendar },
      { db, clock, sms, log, config: app.config.companion },
      tutor,
    );
    app.decorate('learnerAccess', access);
    app.decorate('companion', companion);
    runEvery(app, app.config.companion.jobIntervalMs, 'companion jobs', () => companion.reminders.runDueJobs());
  },
  { name: 'companion', dependencies: ['database', 'platform'] },
);
