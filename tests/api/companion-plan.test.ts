import { describe, expect, it } from 'vitest';
import { studyPlanSchema } from '../../src/contract/companion.ts';
import { errorOf, loginAs, bearer } from './helpers/auth.ts';
import { buyService, learnerWithService } from './helpers/companion.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// The test clock starts on Monday 2026-03-02 at 09:00 in Asia/Shanghai.
const twoWeeks = {
  subjects: ['数学', '英语'],
  startDate: '2026-03-02',
  deadline: '2026-03-15',
  weekDays: [1, 2, 3, 4, 5],
  minutesPerDay: 30,
};

describe('companion access', () => {
  const testApp = closingAfterEachTest();

  it('asks for a login, then for a running service, and offers nothing of another account', async () => {
    const { app } = await testApp();
    expect((await app.inject({ url: '/api/companion/today' })).statusCode).toBe(401);

    const student = await learnerWithService(app, { buy: false });
    for (const [method, url, payload] of [
      ['GET', '/api/companion/today', undefined],
      ['POST', '/api/companion/plan', twoWeeks],
      ['GET', '/api/companion/plan', undefined],
      ['GET', '/api/companion/progress', undefined],
      ['POST', '/api/companion/practice', { knowledgePointId: 'junior-math-linear-equation' }],
    ] as const) {
      const response = await student.call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(response).code).toBe('SERVICE_NOT_ACTIVE');
    }

    const other = await learnerWithService(app);
    const foreign = await other.call('GET', `/api/companion/today?learnerId=${student.learner.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toMatchObject({ code: 'LEARNER_NOT_FOUND', field: 'learnerId' });
  });

  it('a parent with two children says which one; each child needs their own service', async () => {
    const { app } = await testApp();
    const parent = await learnerWithService(app, { role: 'parent', children: ['小红', '小刚'] });
    const [first, second] = parent.learners;
    if (!first || !second) throw new Error('two children expected');

    const unnamed = await parent.call('GET', '/api/companion/today');
    expect(unnamed.statusCode).toBe(400);
    expect(errorOf(unnamed).field).toBe('learnerId');
    expect((await parent.today(first.id)).learnerId).toBe(first.id);
    expect(errorOf(await parent.call('GET', `/api/companion/today?learnerId=${second.id}`)).code).toBe('SERVICE_NOT_ACTIVE');

    await buyService(app, parent, second.id);
    expect((await parent.today(second.id)).learnerId).toBe(second.id);
  });

  it('ends with the service period', async () => {
    const clock = createTestClock();
    // Sessions outlive the 30-day service here, so the answer is about the service, not the login.
    const { app } = await testApp({ SESSION_TTL_DAYS: '60' }, { clock });
    const student = await learnerWithService(app);
    await student.makePlan(twoWeeks);
    clock.advance(31 * DAY);
    expect(errorOf(await student.call('GET', '/api/companion/today')).code).toBe('SERVICE_NOT_ACTIVE');
    // What the learner did stays readable in the weekly report.
    expect((await student.call('GET', '/api/companion/report/weekly?week=2026-03-02')).statusCode).toBe(200);
  });
});

describe('study plan', () => {
  const testApp = closingAfterEachTest();

  it('follows the class: sections a 初二 class meets about now, review of what came before, each study day filled to its minutes', async () => {
    const clock = createTestClock();
    const { app } = await testApp({}, { clock });
    const student = await learnerWithService(app);
    const request = { ...twoWeeks, weekDays: [1, 3, 5] };
    const preview = await student.call('POST', '/api/companion/plan/preview', request);
    expect(preview.statusCode, preview.body).toBe(200);
    const plan = await student.makePlan(request);

    expect(plan.subjects).toEqual(['数学', '英语']);
    const all = await student.call('GET', '/api/companion/plan?from=2026-03-01&to=2026-03-31');
    const full = studyPlanSchema.parse(all.json());
    const tasks = full.days.flatMap((day) => day.tasks);
    expect(tasks.length).toBe(full.totals.tasks);
    // What the form showed before is what was made: six study days of 30 minutes.
    expect(preview.json()).toMatchObject({
      studyDays: 6,
      filledDays: 6,
      minutes: 180,
      lessons: tasks.filter((task) => task.kind === 'lesson').length,
    });
    expect(full.totals.minutes).toBe(180);
    for (const day of full.days) {
      expect(day.plannedMinutes).toBe(30);
      expect(day.date >= '2026-03-02' && day.date <= '2026-03-15').toBe(true);
      // Monday, Wednesday, Friday only.
      expect([1, 3, 5]).toContain(new Date(`${day.date}T00:00:00Z`).getUTCDay());
    }
    // Nothing above 初二, and only the chosen subjects.
    const points = await app.db.selectFrom('knowledge_points').select(['id', 'grade', 'subject']).execute();
    for (const task of tasks) {
      const point = points.find((candidate) => candidate.id === task.knowledgePointId);
      expect(['数学', '英语']).toContain(point?.subject);
      expect(['一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '初一', '初二']).toContain(point?.grade);
      expect(['planned', 'review']).toContain(task.origin);
    }
    // A lesson once, its practice never before it.
    const lessons = tasks.filter((candidate) => candidate.kind === 'lesson');
    expect(new Set(lessons.map((task) => task.knowledgePointId)).size).toBe(lessons.length);
    for (const task of tasks.filter((candidate) => candidate.kind === 'practice')) {
      const lesson = lessons.find((candidate) => candidate.knowledgePointId === task.knowledgePointId);
      if (lesson) expect(task.date >= lesson.date).toBe(true);
    }
    expect(tasks.some((task) => task.origin === 'review')).toBe(true);

    const today = await student.today();
    expect(today).toMatchObject({ date: '2026-03-02', hasPlan: true, plannedMinutes: 30 });
    expect(today.nextStudyDate).toBe('2026-03-04');
  });

  it('ends a plan no later than the service: the form learns the last day, a later deadline gets 400 naming it', async () => {
    const clock = createTestClock();
    const { app } = await testApp({}, { clock });
    const student = await learnerWithService(app);
    const preview = (await student.call('POST', '/api/companion/plan/preview', twoWeeks)).json() as { serviceEndsOn: string };
    expect(preview.serviceEndsOn).toMatch(/^2026-04-0\d$/);

    const late = await student.call('POST', '/api/companion/plan', { ...twoWeeks, deadline: '2026-05-01' });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late)).toMatchObject({ code: 'PLAN_AFTER_SERVICE', field: 'deadline' });
    const [year, month, day] = preview.serviceEndsOn.split('-').map(Number);
    expect(errorOf(late).message).toContain(`服务到 ${year}年${month}月${day}日 到期`);
    const plan = await student.makePlan({ ...twoWeeks, deadline: preview.serviceEndsOn });
    expect(plan.deadline).toBe(preview.serviceEndsOn);
  });

  it('refuses impossible settings with what to change', async () => {
    const clock = createTestClock();
    const { app } = await testApp({}, { clock });
    const student = await learnerWithService(app);
    const cases = [
      [{ ...twoWeeks, startDate: '2026-02-01', deadline: '2026-03-01' }, 'PLAN_DEADLINE_PASSED', 'deadline'],
      [{ ...twoWeeks, startDate: '2026-03-10', deadline: '2026-03-05' }, 'PLAN_DATES_INVALID', 'startDate'],
      [{ ...twoWeeks, deadline: '2026-02-30' }, 'PLAN_DATES_INVALID', 'deadline'],
      [{ ...twoWeeks, deadline: '2027-06-01' }, 'PLAN_DATES_INVALID', 'deadline'],
      [{ ...twoWeeks, deadline: '2026-12-01' }, 'PLAN_AFTER_SERVICE', 'deadline'],
      // Tuesday 3rd to Thursday 5th has no Monday.
      [{ ...twoWeeks, startDate: '2026-03-03', deadline: '2026-03-05', weekDays: [1] }, 'PLAN_NO_STUDY_DAYS', 'weekDays'],
      [{ ...twoWeeks, minutesPerDay: 5 }, 'VALIDATION_FAILED', 'minutesPerDay'],
      [{ ...twoWeeks, weekDays: [0] }, 'VALIDATION_FAILED', 'weekDays.0'],
      [{ ...twoWeeks, subjects: [] }, 'VALIDATION_FAILED', 'subjects'],
    ] as const;
    for (const [request, code, field] of cases) {
      const response = await student.call('POST', '/api/companion/plan', request);
      expect(response.statusCode, JSON.stringify(request)).toBe(400);
      expect(errorOf(response)).toMatchObject({ code, field });
      expect(errorOf(response).message.length).toBeGreaterThan(4);
    }
    expect(errorOf(await student.call('GET', '/api/companion/plan')).code).toBe('STUDY_PLAN_NOT_FOUND');
    expect((await student.today()).hasPlan).toBe(false);
  });

  it('finishing a task records the time once; a new plan keeps finished work and replaces the rest', async () => {
    const clock = createTestClock();
    const { app } = await testApp({}, { clock });
    const student = await learnerWithService(app);
    await student.makePlan(twoWeeks);
    const [first] = (await student.today()).tasks;
    if (!first) throw new Error('a task today expected');

    const done = await student.call('POST', `/api/companion/tasks/${first.id}/complete`, { spentMinutes: 12 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: first.id, status: 'done', spentMinutes: 12 });
    const again = await student.call('POST', `/api/companion/tasks/${first.id}/complete`, { spentMinutes: 40 });
    expect(again.json()).toMatchObject({ status: 'done', spentMinutes: 12 });
    expect((await student.today()).doneMinutes).toBe(12);

    const stranger = await learnerWithService(app);
    expect(errorOf(await stranger.call('POST', `/api/companion/tasks/${first.id}/complete`, { spentMinutes: 5 })).code).toBe(
      'TASK_NOT_FOUND',
    );
    expect(errorOf(await student.call('POST', `/api/companion/tasks/${first.id}/complete`, { spentMinutes: 0 })).code).toBe(
      'VALIDATION_FAILED',
    );

    const replaced = await student.makePlan({ ...twoWeeks, subjects: ['语文'] });
    const stored = await app.db
      .selectFrom('plan_tasks')
      .select(['id', 'plan_id', 'status'])
      .where('learner_id', '=', student.learner.id)
      .execute();
    expect(stored.filter((task) => task.plan_id !== replaced.id).map((task) => task.id)).toEqual([first.id]);
    const today = await student.today();
    expect(today.tasks.every((task) => task.subject === '语文')).toBe(true);
    // Today's finished minutes still count against today's budget.
    expect(today.plannedMinutes).toBeLessThanOrEqual(30 - first.estimatedMinutes);
  });

  it('moves the unfinished tasks of past days into the remaining days at night, once; review ahead makes way', async () => {
    const clock = createTestClock();
    const { app } = await testApp({}, { clock });
    const student = await learnerWithService(app);
    await student.makePlan({ ...twoWeeks, minutesPerDay: 20 });
    const monday = (await student.today()).tasks;
    const finished = monday.find((task) => task.origin === 'review') ?? monday[0];
    const missed = monday.filter((task) => task !== finished);
    if (!finished || missed.length === 0) throw new Error('two tasks on Monday expected');
    await student.call('POST', `/api/companion/tasks/${finished.id}/complete`, { spentMinutes: 9 });

    // Wednesday 02:00: not yet; 03:00 (Asia/Shanghai) re-plans.
    clock.set(Date.UTC(2026, 2, 3, 18, 0));
    await app.companion.reminders.runDueJobs();
    expect(
      (
        await app.db
          .selectFrom('plan_tasks')
          .select('date')
          .where('id', '=', missed[0]?.id ?? '')
          .executeTakeFirstOrThrow()
      ).date,
    ).toBe('2026-03-02');
    clock.set(Date.UTC(2026, 2, 3, 19, 0));
    const outcome = await app.companion.reminders.runDueJobs();
    expect(outcome.replanned).toBeGreaterThanOrEqual(missed.length);

    const plan = studyPlanSchema.parse((await student.call('GET', '/api/companion/plan?from=2026-03-01&to=2026-03-31')).json());
    const tasks = plan.days.flatMap((day) => day.tasks);
    for (const task of missed) {
      const moved = tasks.find((candidate) => candidate.id === task.id);
      if (moved) {
        expect(moved.date >= '2026-03-04').toBe(true);
        expect(moved.origin).toBe('replanned');
      } else {
        expect(plan.unplaced.map((point) => point.knowledgePointId)).toContain(task.knowledgePointId);
      }
    }
    expect(tasks.find((task) => task.id === finished.id)).toMatchObject({ date: '2026-03-02', status: 'done' });
    expect(tasks.filter((task) => task.status === 'todo' && task.date < '2026-03-04')).toEqual([]);
    for (const day of plan.days) expect(day.plannedMinutes).toBeLessThanOrEqual(20);
    for (const task of tasks.filter((candidate) => candidate.kind === 'practice' && candidate.status === 'todo')) {
      const lesson = tasks.find(
        (candidate) => candidate.kind === 'lesson' && candidate.status === 'todo' && candidate.knowledgePointId === task.knowledgePointId,
      );
      if (lesson) expect(task.date >= lesson.date).toBe(true);
    }

    const before = JSON.stringify(plan);
    expect((await app.companion.reminders.runDueJobs()).replanned).toBe(0);
    const after = studyPlanSchema.parse((await student.call('GET', '/api/companion/plan?from=2026-03-01&to=2026-03-31')).json());
    expect(JSON.stringify(after)).toBe(before);

    const progress = (await student.call('GET', '/api/companion/progress?from=2026-03-02&to=2026-03-04')).json();
    // Every study day holds tasks now: Monday, the missed Tuesday and Wednesday, none on track yet.
    expect(progress).toMatchObject({ studyDays: 3, daysOnTrack: 0, minutesStudied: 9, tasksDone: 1 });
  });
});

describe('plan requests', () => {
  const testApp = closingAfterEachTest();

  it('a stranger’s token gets 401, not the plan', async () => {
    const { app } = await testApp();
    const { token } = await loginAs(app);
    const response = await app.inject({ url: '/api/companion/plan', headers: bearer(`${token}x`) });
    expect(response.statusCode).toBe(401);
  });
});

describe('the plan’s date range', () => {
  const testApp = closingAfterEachTest();

  it.each([
    ['from=0000-00-00', 'from'],
    ['from=2026-02-30&to=2026-03-31', 'from'],
    ['from=2026-03-01&to=2026-13-01', 'to'],
  ])('answers 400 VALIDATION_FAILED naming the field to a day that is not on the calendar (%s)', async (query, field) => {
    const { app } = await testApp({}, { clock: createTestClock() });
    const student = await learnerWithService(app);
    await student.makePlan(twoWeeks);

    const response = await student.call('GET', `/api/companion/plan?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});
