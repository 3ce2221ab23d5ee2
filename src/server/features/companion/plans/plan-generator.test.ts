import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Grade, grades } from '../../../../contract/accounts.ts';
import { type Subject, subjects } from '../../../../contract/catalog.ts';
import { terms } from '../../../../contract/library-content.ts';
import { addDays, daysFrom, isoWeekday } from '../calendar.ts';
import { type CurriculumPoint, layOutPlan, type PlacedTask } from './plan-generator.ts';
import { replanTasks, type ReplanTask } from './replan.ts';
import { defaultSchoolCalendar as calendar } from '../../../config/companion.ts';
import { gradeOn, termOn } from './school-calendar.ts';

/** A library of every grade and term, `perTerm` sections each in each subject, with a term's book missing now and then. */
function library(perTerm: number, draw: () => number): CurriculumPoint[] {
  return subjects.flatMap((subject: Subject) =>
    grades.flatMap((grade) =>
      terms.flatMap((term) =>
        Array.from({ length: draw() < 0.15 ? 0 : perTerm }, (_, k) => ({
          knowledgePointId: `${subject}-${grade}-${term}-${k}`,
          title: `${grade}${term}第${k + 1}节`,
          subject,
          grade,
          term,
          lessonId: `${subject}-${grade}-${term}-${k}-lesson`,
          lessonMinutes: 5 + Math.floor(draw() * 11),
          mastery: draw() < 0.1 ? 0.97 : Math.round(draw() * 80) / 100,
          tried: draw() < 0.3,
        })),
      ),
    ),
  );
}

const planArbitrary = fc.record({
  grade: fc.constantFrom(...grades),
  startOffset: fc.integer({ min: 0, max: 730 }),
  length: fc.integer({ min: 1, max: 365 }),
  weekDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
  minutesPerDay: fc.integer({ min: 10, max: 120 }),
  subjects: fc.uniqueArray(fc.constantFrom(...subjects), { minLength: 1, maxLength: 3 }),
  perTerm: fc.integer({ min: 3, max: 30 }),
  seed: fc.integer(),
});

type PlanCase = typeof planArbitrary extends fc.Arbitrary<infer T> ? T : never;

function makePlan(input: PlanCase) {
  let state = input.seed >>> 0;
  const draw = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const today = addDays('2026-01-01', input.startOffset);
  const days = daysFrom(today, addDays(today, input.length - 1)).filter((day) => input.weekDays.includes(isoWeekday(day)));
  const points = library(input.perTerm, draw).filter((point) => input.subjects.includes(point.subject));
  const layout = layOutPlan({ days, minutesPerDay: input.minutesPerDay, grade: input.grade, today, calendar, points });
  return { today, days, points, ...layout };
}

const rank = (grade: Grade) => grades.indexOf(grade);
const minutesByDay = (tasks: readonly { date: string; minutes: number }[]) => {
  const perDay = new Map<string, number>();
  for (const task of tasks) perDay.set(task.date, (perDay.get(task.date) ?? 0) + task.minutes);
  return perDay;
};

describe('layOutPlan over random grades, dates, weekdays, minutes and subjects', () => {
  it('holds the day’s minutes, never teaches a lesson twice or a practice before its lesson, nothing above the grade', () => {
    fc.assert(
      fc.property(planArbitrary, (input) => {
        const { today, days, points, tasks, unplaced } = makePlan(input);
        const byId = new Map(points.map((point) => [point.knowledgePointId, point]));
        for (const [day, minutes] of minutesByDay(tasks)) {
          expect(minutes).toBeLessThanOrEqual(input.minutesPerDay);
          expect(days).toContain(day);
        }
        const lessons = tasks.filter((task) => task.kind === 'lesson');
        const lessonOf = new Map(lessons.map((task) => [task.knowledgePointId, task]));
        const practised = new Set(
          tasks.filter((task) => task.kind === 'practice' && task.origin === 'planned').map((task) => task.knowledgePointId),
        );
        expect(new Set(lessons.map((task) => task.knowledgePointId)).size).toBe(lessons.length);
        for (const task of tasks) {
          const lesson = lessonOf.get(task.knowledgePointId);
          if (task.kind === 'practice' && lesson) expect(task.date >= lesson.date, `${task.title} on ${task.date}`).toBe(true);
          const point = byId.get(task.knowledgePointId)!;
          const allowed =
            rank(gradeOn(calendar, input.grade, today, task.date)) + (task.preview && termOn(calendar, task.date) === null ? 1 : 0);
          expect(rank(point.grade), `${task.title} on ${task.date} for ${input.grade}`).toBeLessThanOrEqual(allowed);
        }
        // Nothing lost: a section taught has its practice; one reported unplaced is not taught.
        for (const lesson of lessons) expect(practised.has(lesson.knowledgePointId), lesson.title).toBe(true);
        for (const point of unplaced) expect(lessonOf.has(point.knowledgePointId)).toBe(false);
      }),
      { numRuns: 150, seed: 20261126 },
    );
  }, 120_000);

  it('fills the study days: at least 95% hold their full minutes (a library of a textbook’s size, minutes that fit a lesson)', () => {
    fc.assert(
      fc.property(
        planArbitrary.filter((input) => input.minutesPerDay >= 20 && input.length >= 30 && input.perTerm >= 12),
        (input) => {
          const { days, tasks } = makePlan(input);
          const perDay = minutesByDay(tasks);
          const full = days.filter((day) => perDay.get(day) === input.minutesPerDay).length;
          expect(full / days.length, `${full} of ${days.length} days full`).toBeGreaterThanOrEqual(0.95);
        },
      ),
      { numRuns: 100, seed: 20261127 },
    );
  }, 120_000);

  it('starts a 五年级 plan in late November with 五年级上册 sections', () => {
    const { tasks } = makePlan({
      grade: '五年级',
      startOffset: 329,
      length: 60,
      weekDays: [1, 2, 3, 4, 5, 6, 7],
      minutesPerDay: 30,
      subjects: ['数学'],
      perTerm: 20,
      seed: 1,
    });
    const firstLesson = tasks.find((task) => task.kind === 'lesson');
    // It starts with a lesson on its first day.
    expect(firstLesson?.date).toBe(tasks[0]?.date);
    expect(firstLesson?.knowledgePointId).toMatch(/^数学-五年级-上学期-/);
    expect(tasks.some((task) => task.knowledgePointId.includes('一年级') && task.origin === 'planned')).toBe(false);
  });
});

describe('replanTasks over random missed-day patterns', () => {
  it('moves every unfinished task or reports it, keeps each day within its minutes and lessons first; only review ahead makes way', () => {
    fc.assert(
      fc.property(
        planArbitrary,
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (input, elapsed, missRate) => {
          const { days, tasks } = makePlan(input);
          const today = addDays(days[0] ?? '2026-01-01', elapsed);
          let state = input.seed >>> 0;
          const draw = () => (state = (Math.imul(state, 22695477) + 1) >>> 0) / 2 ** 32;
          const missedDays = new Set(days.filter((day) => day < today && draw() < missRate));
          const planned: ReplanTask[] = tasks.map((task: PlacedTask, i) => ({
            id: `t${i}`,
            date: task.date,
            kind: task.kind,
            origin: task.origin,
            knowledgePointId: task.knowledgePointId,
            minutes: task.minutes,
            done: task.date < today && !missedDays.has(task.date),
          }));
          const remaining = days.filter((day) => day >= today);
          const outcome = replanTasks({ today, days: remaining, minutesPerDay: input.minutesPerDay, tasks: planned });

          const removed = new Set(outcome.removed);
          const unplaced = new Set(outcome.unplaced.map((task) => task.id));
          const after = planned
            .filter((task) => !removed.has(task.id) && !unplaced.has(task.id))
            .map((task) => ({
              ...task,
              date: outcome.moves.find((move) => move.id === task.id)?.date ?? task.date,
              minutes: outcome.shortened.filter((change) => change.id === task.id).at(-1)?.minutes ?? task.minutes,
            }));
          for (const task of planned.filter((candidate) => !candidate.done && candidate.date < today)) {
            const moved = after.find((candidate) => candidate.id === task.id);
            expect(moved ? moved.date >= today && remaining.includes(moved.date) : unplaced.has(task.id), `${task.id} kept`).toBe(true);
          }
          // Only review of the days ahead makes way.
          for (const id of removed) {
            const task = planned.find((candidate) => candidate.id === id);
            expect(task && task.origin === 'review' && !task.done && task.date >= today, `${id} made way`).toBe(true);
          }
          for (const [day, minutes] of minutesByDay(after.filter((task) => task.date >= today))) {
            expect(minutes, day).toBeLessThanOrEqual(input.minutesPerDay);
          }
          for (const task of after.filter(
            (candidate) => candidate.kind === 'practice' && !candidate.done && candidate.origin !== 'review',
          )) {
            const lesson = after.find(
              (candidate) => candidate.kind === 'lesson' && !candidate.done && candidate.knowledgePointId === task.knowledgePointId,
            );
            if (lesson) expect(task.date >= lesson.date, `${task.id} after its lesson`).toBe(true);
          }
          for (const task of planned.filter((candidate) => candidate.done))
            expect(after.find((candidate) => candidate.id === task.id)?.date).toBe(task.date);
        },
      ),
      { numRuns: 150, seed: 20261128 },
    );
  }, 120_000);
});
