import { describe, expect, it } from 'vitest';
import { practiceSetSchema, progressSchema, studyPlanSchema } from '../../src/contract/companion.ts';
import { errorOf } from './helpers/auth.ts';
import { answerKey, fetchAssessment, postAssessment } from './helpers/catalog.ts';
import { learnerWithService, rightAnswer, wrongAnswer } from './helpers/companion.ts';
import { insertSet } from '../../src/server/features/companion/practice/practice.repository.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const plan = { subjects: ['数学'], startDate: '2026-03-02', deadline: '2026-03-29', weekDays: [1, 2, 3, 4, 5, 6, 7], minutesPerDay: 40 };

describe('practice and diagnosis', () => {
  const testApp = closingAfterEachTest();

  it('checks answers on the server, explains them, and shows weak points whose lessons join the plan', async () => {
    const clock = createTestClock();
    const { app } = await testApp({}, { clock });
    const student = await learnerWithService(app);
    await student.makePlan(plan);
    const todays = (await student.today()).tasks;
    // A new section's practice after its lesson when the class meets one today, else a review.
    const task =
      todays.find((candidate) => candidate.kind === 'practice' && candidate.origin === 'planned') ??
      todays.find((candidate) => candidate.kind === 'practice');
    if (!task) throw new Error('a practice task today expected');
    const lesson = todays.find((candidate) => candidate.kind === 'lesson' && candidate.knowledgePointId === task.knowledgePointId);
    // Read the lesson first (a lesson still to do is not added twice).
    if (lesson) await student.call('POST', `/api/companion/tasks/${lesson.id}/complete`, { spentMinutes: 8 });

    const set = await student.startPractice({ taskId: task.id });
    // A plan's practice holds exercises for its minutes: three to ten.
    expect(set.exercises.length).toBeGreaterThanOrEqual(3);
    expect(set.exercises.length).toBeLessThanOrEqual(10);
    expect(set.taskId).toBe(task.id);
    // Nothing of the answers reaches the learner before answering.
    const raw = JSON.stringify((await student.call('GET', `/api/companion/practice/${set.id}`)).json());
    expect(raw).not.toMatch(/"answer"|explanation|correct/);
    // Practising the task again continues the open set.
    expect((await student.startPractice({ taskId: task.id })).id).toBe(set.id);

    const [first, second, ...rest] = set.exercises;
    if (!first || !second) throw new Error('exercises expected');
    const right = await student.answer(set.id, first.id, await rightAnswer(app, first.id));
    expect(right.correct).toBe(true);
    expect(right.explanation.length).toBeGreaterThanOrEqual(2);
    expect(right.correctAnswerText.length).toBeGreaterThan(0);
    const wrong = await student.answer(set.id, second.id, await wrongAnswer(app, second.id));
    expect(wrong.correct).toBe(false);
    expect(wrong.correctAnswer).toEqual(await rightAnswer(app, second.id));

    // The first answer counts: sending another answer to the same exercise returns the same feedback.
    const changed = await student.answer(set.id, second.id, await rightAnswer(app, second.id));
    expect(changed).toEqual(wrong);
    const mismatch = await student.call('POST', `/api/companion/practice/${set.id}/answers`, {
      exerciseId: rest[0]?.id,
      answer: rest[0]?.kind === 'truefalse' ? { kind: 'single', choice: 0 } : { kind: 'truefalse', value: true },
    });
    expect(errorOf(mismatch).code).toBe('ANSWER_KIND_MISMATCH');
    const foreign = await student.call('POST', `/api/companion/practice/${set.id}/answers`, {
      exerciseId: 'senior-math-derivative-1',
      answer: { kind: 'single', choice: 0 },
    });
    expect(errorOf(foreign).code).toBe('EXERCISE_NOT_IN_SET');
    expect(errorOf(await student.call('POST', `/api/companion/practice/${set.id}/finish`)).code).toBe('PRACTICE_INCOMPLETE');

    for (const exercise of rest) await student.answer(set.id, exercise.id, await wrongAnswer(app, exercise.id));
    clock.advance(6 * 60 * 1000);
    const finished = await student.call('POST', `/api/companion/practice/${set.id}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    const result = practiceSetSchema.parse(finished.json()).result;
    expect(result).toMatchObject({ correct: 1, total: set.exercises.length });
    expect(result?.weakPoints.map((point) => point.knowledgePointId)).toContain(task.knowledgePointId);
    for (const point of result?.weakPoints ?? []) expect(point.mastery).toBeLessThan(0.6);
    const added = result?.addedTasks ?? [];
    expect(added.length).toBeGreaterThan(0);
    expect(added[0]).toMatchObject({ kind: 'lesson', origin: 'weak_point', status: 'todo' });
    // The lesson of the weak point is in the plan, on a day still within the daily minutes.
    const days = studyPlanSchema.parse((await student.call('GET', '/api/companion/plan?from=2026-03-02&to=2026-03-29')).json()).days;
    const planned = days.flatMap((day) => day.tasks).find((candidate) => candidate.id === added[0]?.id);
    expect(planned?.knowledgePointId).toBe(added[0]?.knowledgePointId);
    for (const day of days) expect(day.plannedMinutes).toBeLessThanOrEqual(40);
    // The practice task is done with the time the set took; finishing again changes nothing.
    expect((await student.today()).tasks.find((candidate) => candidate.id === task.id)).toMatchObject({ status: 'done', spentMinutes: 6 });
    const again = await student.call('POST', `/api/companion/practice/${set.id}/finish`);
    expect(practiceSetSchema.parse(again.json()).result).toEqual(result);
    // After the end, an answered exercise still returns its first feedback.
    expect(await student.answer(set.id, first.id, await wrongAnswer(app, first.id))).toEqual(right);

    // Another account sees none of it.
    const stranger = await learnerWithService(app);
    expect(errorOf(await stranger.call('GET', `/api/companion/practice/${set.id}`)).code).toBe('PRACTICE_NOT_FOUND');
  });

  it('updates mastery by Bayesian Knowledge Tracing', async () => {
    const { app } = await testApp();
    const student = await learnerWithService(app);
    const set = await student.startPractice({ knowledgePointId: 'junior-math-pythagorean' });
    const single = set.exercises.find((exercise) => exercise.kind === 'single');
    if (!single) throw new Error('a single-choice exercise expected');
    const feedback = await student.answer(set.id, single.id, await wrongAnswer(app, single.id));
    // P(L0)=0.3, slip 0.1, guess 0.25, transit 0.1: 0.03/0.555 = 0.054054…, then + 0.945946…·0.1 = 0.148649…
    expect(feedback.mastery.find((entry) => entry.knowledgePointId === 'junior-math-pythagorean')?.mastery).toBeCloseTo(0.148649, 5);
    const stored = await app.db
      .selectFrom('learner_mastery')
      .selectAll()
      .where('learner_id', '=', student.learner.id)
      .where('knowledge_point_id', '=', 'junior-math-pythagorean')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ attempts: 1, correct: 0 });

    expect(
      errorOf(await student.call('POST', '/api/companion/practice', { knowledgePointId: 'senior-math-derivative-meaning' })).code,
    ).toBe('KNOWLEDGE_POINT_NOT_FOUND');
    expect(errorOf(await student.call('POST', '/api/companion/practice', {})).code).toBe('PRACTICE_REQUEST_INVALID');
  });

  it('an exercise answered right before is no new evidence when answered right again; a wrong answer to it still is', async () => {
    const { app } = await testApp();
    const student = await learnerWithService(app);
    const pointId = 'junior-math-pythagorean';
    const first = await student.startPractice({ knowledgePointId: pointId });
    const exercise = first.exercises[0];
    if (!exercise) throw new Error('an exercise expected');
    const once = await student.answer(first.id, exercise.id, await rightAnswer(app, exercise.id));
    const masteryAfterOnce = once.mastery.find((entry) => entry.knowledgePointId === pointId)?.mastery;
    expect(masteryAfterOnce).toBeGreaterThan(0.3);

    // The same exercise again in a later set (as a review would bring it back).
    const again = (id: string) =>
      insertSet(app.db, {
        id,
        learnerId: student.learner.id,
        taskId: null,
        knowledgePointId: pointId,
        title: '复习',
        exerciseIds: [exercise.id],
        createdAt: Date.now(),
        finishedAt: null,
        result: null,
      });
    await again('repeat-right');
    const repeated = await student.answer('repeat-right', exercise.id, await rightAnswer(app, exercise.id));
    expect(repeated.correct).toBe(true);
    expect(repeated.mastery.find((entry) => entry.knowledgePointId === pointId)?.mastery).toBe(masteryAfterOnce);
    const stored = await app.db
      .selectFrom('learner_mastery')
      .select(['attempts', 'correct'])
      .where('learner_id', '=', student.learner.id)
      .where('knowledge_point_id', '=', pointId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ attempts: 1, correct: 1 });

    await again('repeat-wrong');
    const wrong = await student.answer('repeat-wrong', exercise.id, await wrongAnswer(app, exercise.id));
    expect(wrong.mastery.find((entry) => entry.knowledgePointId === pointId)?.mastery).toBeLessThan(masteryAfterOnce ?? 0);
  });

  it('the free assessment seeds mastery: its wrong answers are the first weak points and come first in the plan', async () => {
    const { app } = await testApp({}, { clock: createTestClock() });
    const student = await learnerWithService(app);
    const assessment = await fetchAssessment(app, 'junior', '初二');
    const key = await answerKey(app, assessment);
    const missed = key.find((question) => question.knowledgePoint === '勾股定理');
    if (!missed) throw new Error('the junior assessment asks about 勾股定理');
    const answers = key.map((question) => ({
      questionId: question.id,
      choice: question === missed ? (question.answerIndex + 1) % 4 : question.answerIndex,
    }));
    const taken = await postAssessment(app, { stage: 'junior', grade: '初二', answers }, student.headers);
    expect(taken.statusCode, taken.body).toBe(200);

    await student.makePlan(plan);
    // The weak point: first among the first day's review when the class has met it, else its lesson comes when the
    // class meets it (never review before the lesson).
    const whole = studyPlanSchema.parse(
      (await student.call('GET', `/api/companion/plan?from=${plan.startDate}&to=${plan.deadline}`)).json(),
    );
    const tasks = whole.days.flatMap((day) => day.tasks);
    const firstReview = (whole.days[0]?.tasks ?? []).find((task) => task.origin === 'review');
    const lesson = tasks.find((task) => task.kind === 'lesson' && task.knowledgePointId === 'junior-math-pythagorean');
    if (lesson) {
      for (const task of tasks.filter((other) => other.knowledgePointId === lesson.knowledgePointId))
        expect(task.date >= lesson.date).toBe(true);
    } else {
      expect(firstReview?.knowledgePointId).toBe('junior-math-pythagorean');
    }

    const progress = progressSchema.parse((await student.call('GET', '/api/companion/progress')).json());
    expect(progress.weakPoints.map((point) => point.title)).toEqual(['勾股定理']);
    expect(progress.weakPoints[0]?.mastery).toBeCloseTo(0.148649, 5);
    const equation = progress.knowledgePoints.find((point) => point.title === '一元一次方程');
    expect(equation?.mastery).toBeCloseTo(0.646067, 5);
  });

  it('progress and a weekly report a parent reads for each child', async () => {
    const clock = createTestClock();
    const { app } = await testApp({}, { clock });
    const parent = await learnerWithService(app, { role: 'parent', children: ['小红'] });
    const child = parent.learner;
    await parent.makePlan({ ...plan, learnerId: child.id });
    const [lesson] = (await parent.today(child.id)).tasks;
    if (!lesson) throw new Error('a task expected');
    await parent.call('POST', `/api/companion/tasks/${lesson.id}/complete`, { spentMinutes: 11 });
    const set = await parent.startPractice({ learnerId: child.id, knowledgePointId: lesson.knowledgePointId });
    for (const exercise of set.exercises) await parent.answer(set.id, exercise.id, await rightAnswer(app, exercise.id));

    const report = await parent.call('GET', `/api/companion/report/weekly?learnerId=${child.id}&week=2026-03-04`);
    expect(report.statusCode, report.body).toBe(200);
    const weekly = progressSchema.parse(report.json());
    expect(weekly).toMatchObject({
      learnerName: '小红',
      from: '2026-03-02',
      to: '2026-03-08',
      minutesStudied: 11,
      tasksDone: 1,
      exercisesAnswered: 5,
      exercisesCorrect: 5,
    });
    expect(weekly.tasksPlanned).toBeGreaterThan(1);
    expect(weekly.masteryBySubject.map((entry) => entry.subject)).toEqual(['数学']);
    expect(weekly.masteryBySubject[0]?.mastery).toBeGreaterThan(0.6);
    // Today is not over, so today is a study day not yet on track.
    expect(weekly).toMatchObject({ studyDays: 1, daysOnTrack: 0 });

    const lastWeek = progressSchema.parse(
      (await parent.call('GET', `/api/companion/report/weekly?learnerId=${child.id}&week=2026-02-24`)).json(),
    );
    expect(lastWeek).toMatchObject({ from: '2026-02-23', to: '2026-03-01', minutesStudied: 0, tasksDone: 0 });
    expect(errorOf(await parent.call('GET', `/api/companion/report/weekly?learnerId=${child.id}&week=2026-13-01`)).code).toBe(
      'VALIDATION_FAILED',
    );
  });
});
