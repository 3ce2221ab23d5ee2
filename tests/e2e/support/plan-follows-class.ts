import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type StudyPlan, studyPlanSchema } from '../../../src/contract/companion.ts';
import { libraryPoints } from '../../../src/contract/library-content.ts';
import { loadLibrary } from '../../../src/server/features/companion/library/library-content.ts';
import { formatMinutes } from '../../../src/web/components/companion/companion-format.ts';
import { type Account, bearer } from './accounts.ts';

/** The content the server under test reads: the project root's, or beside the build it runs (E2E_DIST). */
const contentOfServer = () => (process.env.E2E_DIST ? path.join(path.resolve(process.env.E2E_DIST), '..', 'content') : undefined);

/** 五年级上册 数学 (人教版) as the library holds it: the sections a 五年级 class meets this term, id → title. */
export function grade5AutumnMath(): Map<string, string> {
  const points = libraryPoints(loadLibrary(contentOfServer())).filter((point) => point.volume.id === 'rj-math-5a');
  expect(points.length, 'the library holds 五年级上册 数学').toBeGreaterThan(0);
  return new Map(points.map((point) => [point.id, point.title]));
}

/** Today as the server counts it (Asia/Shanghai). */
export async function serverToday(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.get('/api/companion/today', { headers: bearer(account) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { date: string }).date;
}

/** 2026年12月25日 → 2026-12-25 */
export function dayOfLongDate(text: string): string {
  const match = /(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(text);
  if (!match) throw new Error(`no date in ${text}`);
  const [, year, month, day] = match;
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

export const daysFromTo = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const SUMMARY = /^共 (\d+) 个学习日，每天 (\d+) 分钟，合计约 (.+)，其中新课 (\d+) 节$/;

/** The figures the form shows, once it shows the server's answer for the settings on screen. */
export async function shownFigures(page: Page) {
  const summary = page.getByTestId('plan-form-summary');
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  await expect(summary).toHaveText(SUMMARY);
  const [, studyDays, minutesPerDay, total, lessons] = SUMMARY.exec((await summary.textContent())?.trim() ?? '') ?? [];
  return { studyDays: Number(studyDays), minutesPerDay: Number(minutesPerDay), total, lessons: Number(lessons) };
}

/** The learner's current plan with every day from `from` to `to`. */
export async function planOf(request: APIRequestContext, account: Account, from: string, to: string): Promise<StudyPlan> {
  const response = await request.get(`/api/companion/plan?from=${from}&to=${to}`, { headers: bearer(account) });
  expect(response.status(), await response.text()).toBe(200);
  return studyPlanSchema.parse(await response.json());
}

/**
 * The plan made holds what the form said it would: every study day has tasks, its minutes are the total shown and its
 * lesson tasks the new lessons shown; those lessons are 五年级上册 sections, in the book's order of the class.
 */
export function expectPlanAsShown(plan: StudyPlan, shown: Awaited<ReturnType<typeof shownFigures>>) {
  const tasks = plan.days.flatMap((day) => day.tasks);
  const lessons = tasks.filter((task) => task.kind === 'lesson');
  expect(plan.days.length, 'every study day has tasks').toBe(shown.studyDays);
  expect(`约 ${formatMinutes(plan.totals.minutes)}`).toBe(`约 ${shown.total}`);
  expect(plan.totals.tasks).toBe(tasks.length);
  expect(lessons.length).toBe(shown.lessons);
  expect(lessons.length, 'the plan teaches new sections').toBeGreaterThan(0);
  const autumn = grade5AutumnMath();
  for (const lesson of lessons) {
    expect(autumn.has(lesson.knowledgePointId), `${lesson.title} (${lesson.knowledgePointId}) is a 五年级上册 section`).toBe(true);
    expect(lesson.title).toBe(`学习：${autumn.get(lesson.knowledgePointId)}`);
  }
  // Practice of a new section never comes before its lesson; review practice says what it is in its title.
  for (const lesson of lessons) {
    for (const practice of tasks.filter((task) => task.kind === 'practice' && task.knowledgePointId === lesson.knowledgePointId)) {
      expect(practice.date >= lesson.date, `${practice.title} on ${practice.date} comes after its lesson on ${lesson.date}`).toBe(true);
    }
  }
  for (const task of tasks.filter((item) => item.origin === 'review')) {
    expect(task.kind).toBe('practice');
    expect(task.title).toMatch(/^复习：/);
  }
  return { lessons, tasks };
}
