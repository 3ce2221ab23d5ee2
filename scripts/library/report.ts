/**
 * What the course library holds, and how full a year's plan is: writes docs/library.md from content/library and the
 * exercise generators (never typed by hand). Run: npm run library:report
 *
 * The fill figure lays a 365-day plan at 30 minutes every day from 2026-11-26 for one grade per stage with the real
 * library and the real plan generator (default school calendar, no mastery yet), and counts the days that hold
 * their full 30 minutes; it also checks no lesson is taught twice.
 */
import fs from 'node:fs';
import { grades } from '../../src/contract/accounts.ts';
import { subjects } from '../../src/contract/catalog.ts';
import { libraryPoints, type LibraryCourse } from '../../src/contract/library-content.ts';
import { defaultSchoolCalendar } from '../../src/server/config/companion.ts';
import { addDays, daysFrom } from '../../src/server/features/companion/calendar.ts';
import { exerciseGenerators } from '../../src/server/features/companion/library/generators/registry.ts';
import { loadLibrary } from '../../src/server/features/companion/library/library-content.ts';
import { bktParameters } from '../../src/server/features/companion/mastery/bkt.ts';
import { type CurriculumPoint, layOutPlan } from '../../src/server/features/companion/plans/plan-generator.ts';

const START = '2026-11-26';
const MINUTES = 30;
const FILL_GRADES = ['五年级', '初二', '高一'] as const;

function tableOfHoldings(courses: readonly LibraryCourse[]): string[] {
  const lines = ['| 年级 | 科目 | 册 | 单元 | 知识点（课） | 练习题 | 生成器 |', '|---|---|---|---|---|---|---|'];
  for (const grade of grades) {
    for (const subject of subjects) {
      const volumes = courses
        .filter((course) => course.subject === subject)
        .flatMap((course) => course.volumes.filter((volume) => volume.grade === grade));
      if (volumes.length === 0) {
        lines.push(`| ${grade} | ${subject} | — | 0 | 0 | 0 | 0 |`);
        continue;
      }
      const points = volumes.flatMap((volume) => volume.units.flatMap((unit) => unit.knowledgePoints));
      const generators = new Set(points.flatMap((point) => point.generators));
      lines.push(
        `| ${grade} | ${subject} | ${volumes.map((volume) => volume.title).join('、')} | ${volumes.reduce((sum, volume) => sum + volume.units.length, 0)} | ${points.length} | ${points.reduce((sum, point) => sum + point.exercises.length, 0)} | ${generators.size} |`,
      );
    }
  }
  return lines;
}

function fillOf(courses: readonly LibraryCourse[], grade: (typeof FILL_GRADES)[number]): string {
  const points: CurriculumPoint[] = libraryPoints(courses).map((point) => ({
    knowledgePointId: point.id,
    title: point.title,
    subject: point.course.subject,
    grade: point.volume.grade,
    term: point.volume.term,
    lessonId: `${point.id}-lesson`,
    lessonMinutes: point.lesson.minutes,
    mastery: bktParameters.initial,
    tried: false,
  }));
  const days = daysFrom(START, addDays(START, 364));
  const row = (label: string, chosen: readonly string[]) => {
    const { tasks, unplaced } = layOutPlan({
      days,
      minutesPerDay: MINUTES,
      grade,
      today: START,
      calendar: defaultSchoolCalendar,
      points: points.filter((point) => chosen.includes(point.subject)),
    });
    const perDay = new Map<string, number>();
    for (const task of tasks) perDay.set(task.date, (perDay.get(task.date) ?? 0) + task.minutes);
    const full = days.filter((day) => perDay.get(day) === MINUTES).length;
    const lessons = tasks.filter((task) => task.kind === 'lesson');
    if (new Set(lessons.map((task) => task.knowledgePointId)).size !== lessons.length)
      throw new Error(`${grade} ${label}: a lesson taught twice`);
    const review = tasks.filter((task) => task.origin === 'review').length;
    return `| ${grade} | ${label} | ${full} / ${days.length} (${((100 * full) / days.length).toFixed(1)}%) | ${lessons.length} | ${review} | ${unplaced.length} |`;
  };
  return [row('数学', ['数学']), row('数学+语文+英语', subjects)].join('\n');
}

const courses = loadLibrary();
const doc = [
  '# The course library',
  '',
  '_Written by `npm run library:report` from content/library and the exercise generators: do not edit by hand._',
  '',
  `${libraryPoints(courses).length} knowledge points, ${libraryPoints(courses).reduce((sum, point) => sum + point.exercises.length, 0)} exercises, ${Object.keys(exerciseGenerators).length} exercise generators.`,
  'A point with generators stores 24 generated variants (at least 20 different) and two generated worked examples; volumes whose title says 综合练习 are the first library, kept until the 人教版 volumes of that grade and subject replace them.',
  '',
  '## What each grade holds',
  '',
  ...tableOfHoldings(courses),
  '',
  '## Where the tables of contents come from',
  '',
  ...courses.flatMap((course) =>
    course.volumes.map((volume) => `- **${volume.id}** ${volume.grade} ${course.subject} ${volume.title}: ${volume.source}`),
  ),
  '',
  `## A year's plan: ${MINUTES} minutes every day from ${START}`,
  '',
  'Days holding their full minutes, new lessons, review tasks and sections left unplaced, laid out by the plan generator with this library.',
  '',
  '| 年级 | 科目 | 满的学习日 | 新课 | 复习 | 放不下 |',
  '|---|---|---|---|---|---|',
  ...FILL_GRADES.map((grade) => fillOf(courses, grade)),
  '',
].join('\n');
fs.writeFileSync('docs/library.md', doc);
console.log(doc.split('\n').slice(-8).join('\n'));
