import type { Grade } from '../../../../contract/accounts.ts';
import { grades } from '../../../../contract/accounts.ts';
import type { Subject } from '../../../../contract/catalog.ts';
import type { TaskKind } from '../../../../contract/companion.ts';
import type { Term } from '../../../../contract/library-content.ts';
import { addDays } from '../calendar.ts';
import { MASTERED_FROM, WEAK_BELOW } from '../mastery/bkt.ts';
import {
  gradeOn,
  nextTermStart,
  PREVIEW_DAYS,
  releaseDays,
  type SchoolCalendar,
  schoolYearOf,
  termOn,
  termsOf,
} from './school-calendar.ts';

/** A knowledge point of the library as the plan sees it. */
export type CurriculumPoint = {
  knowledgePointId: string;
  title: string;
  subject: Subject;
  grade: Grade;
  term: Term;
  lessonId: string;
  lessonMinutes: number;
  /** P(known), 0–1. */
  mastery: number;
  /** Whether the learner has been assessed or has practised it (an untried point is not "weak"). */
  tried: boolean;
};

export type TaskOrigin = 'planned' | 'review';

export type PlacedTask = {
  date: string;
  kind: TaskKind;
  knowledgePointId: string;
  subject: Subject;
  title: string;
  lessonId: string | null;
  minutes: number;
  origin: TaskOrigin;
  /** A section of the next term met in the holiday before it. */
  preview: boolean;
};

export type PlanLayout = { tasks: PlacedTask[]; unplaced: CurriculumPoint[] };

/** Minutes of a new point's practice set; a review set takes what the day has left, REVIEW_MIN to REVIEW_MAX. */
export const PRACTICE_MINUTES = 8;
export const REVIEW_MIN = 4;
export const REVIEW_MAX = 10;
/** The longest a practice set grows to fill a day (a set holds at most ten exercises of one or two minutes). */
export const PRACTICE_LONGEST = 20;
/** A plan starting mid-term teaches the sections the class met in these last days; earlier ones are review. */
export const CATCH_UP_DAYS = 14;

type Release = { point: CurriculumPoint; day: string; preview: boolean };

/** When the learner's class meets each point between `from` and `to` (grade by grade as the school years turn). */
function releases(points: readonly CurriculumPoint[], calendar: SchoolCalendar, grade: Grade, today: string, from: string, to: string) {
  const found: Release[] = [];
  const seen = new Set<string>();
  // From the school year the plan starts in to the one after it ends (its first sections are a summer's preview).
  for (let year = schoolYearOf(calendar, from); year <= schoolYearOf(calendar, to) + 1; year++) {
    const yearGrade = gradeOn(calendar, grade, today, `${year}-${calendar.autumnTermStart}`);
    for (const span of termsOf(calendar, year)) {
      const own = points.filter((point) => point.grade === yearGrade && point.term === span.term && !seen.has(point.knowledgePointId));
      releaseDays(span, own.length).forEach((release, k) => {
        const point = own[k];
        if (!point) return;
        seen.add(point.knowledgePointId);
        found.push({ point, ...release });
      });
    }
  }
  return found.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/**
 * Lays a plan over the study days the way the learner's class goes through its textbooks: each day first the
 * sections the class meets about then (lesson, then its practice the same day or later; a mastered point only its
 * practice), then review practice of what came before — weak points first, then what was reviewed longest ago —
 * until the day's minutes are used. Holidays get review and a preview of the next term. Points already taught
 * (`taught`) are only reviewed; nothing is above the learner's grade on that day except a holiday's preview. The
 * first day always starts with a lesson when one is to come.
 * What the class meets before the last day but does not fit is returned as unplaced.
 */
export function layOutPlan(input: {
  days: readonly string[];
  minutesPerDay: number;
  grade: Grade;
  today: string;
  calendar: SchoolCalendar;
  points: readonly CurriculumPoint[];
  taught?: ReadonlySet<string>;
  usedMinutes?: ReadonlyMap<string, number>;
}): PlanLayout {
  const { days, minutesPerDay, calendar, grade, today } = input;
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return { tasks: [], unplaced: [] };
  const taught = input.taught ?? new Set<string>();
  const all = releases(input.points, calendar, grade, today, first, last);
  const queue = all.filter((release) => !taught.has(release.point.knowledgePointId) && release.day >= addDays(first, -CATCH_UP_DAYS));
  const queued = new Set(queue.map((release) => release.point.knowledgePointId));
  /** Review: when each point was last met (weak ones as never, so they come first). */
  /** Review candidates, the longest unseen first (a Map keeps the order it was written in). */
  const reviewOrder = new Map<string, true>();
  const seen = (id: string) => {
    reviewOrder.delete(id);
    reviewOrder.set(id, true);
  };
  const initial: { id: string; weak: boolean }[] = [];
  const byId = new Map(input.points.map((point) => [point.knowledgePointId, point]));
  for (const point of input.points) {
    const covered = all.some((release) => release.point === point && release.day < first) && !queued.has(point.knowledgePointId);
    // Weak points of earlier grades, and of this year's sections the class has met.
    const weak = point.tried && point.mastery < WEAK_BELOW && (grades.indexOf(point.grade) < grades.indexOf(grade) || covered);
    if (taught.has(point.knowledgePointId) || covered || weak) initial.push({ id: point.knowledgePointId, weak });
  }

  // The weakest first, then the rest in curriculum order.
  const mastery = (id: string) => byId.get(id)?.mastery ?? 0;
  const weakest = initial.filter((entry) => entry.weak).sort((a, b) => mastery(a.id) - mastery(b.id));
  for (const { id } of [...weakest, ...initial.filter((entry) => !entry.weak)]) reviewOrder.set(id, true);
  const previewed = new Set(queue.filter((release) => release.preview).map((release) => release.point.knowledgePointId));
  const termStarts = new Map(
    queue.map((release) => [release.point.knowledgePointId, addDays(release.day, release.preview ? PREVIEW_DAYS : 0)]),
  );
  const tasks: PlacedTask[] = [];
  let next = 0;
  let carriedPractice: Release[] = [];
  for (const day of days) {
    let room = minutesPerDay - (input.usedMinutes?.get(day) ?? 0);
    const onDay: PlacedTask[] = [];
    const place = (task: Omit<PlacedTask, 'date'>) => {
      onDay.push({ ...task, date: day });
      room -= task.minutes;
    };
    const practise = ({ point, preview }: Release) => {
      place({
        ...common(point),
        kind: 'practice',
        title: `练习：${point.title}`,
        lessonId: null,
        minutes: PRACTICE_MINUTES,
        origin: 'planned',
        preview,
      });
      seen(point.knowledgePointId);
    };
    // Practice sets that did not fit on their lesson's day come first.
    const waiting = carriedPractice;
    carriedPractice = [];
    for (const release of waiting) {
      if (room >= PRACTICE_MINUTES) practise(release);
      else carriedPractice.push(release);
    }
    // The sections the class meets by today, in order; one that does not fit waits for the next day.
    // A plan starts with a lesson: on its first day, when the class meets nothing new, the next section comes early
    // (of the learner's grade then, or in a holiday a preview of the term right after it).
    const startEarly = (release: Release) =>
      day === first &&
      release.day > day &&
      (grades.indexOf(release.point.grade) <= grades.indexOf(gradeOn(calendar, grade, today, day)) ||
        (release.preview &&
          termOn(calendar, day) === null &&
          termStarts.get(release.point.knowledgePointId) === nextTermStart(calendar, day)));
    let taughtToday = false;
    for (
      let release = queue[next];
      release && (release.day <= day || (!taughtToday && startEarly(release))) && carriedPractice.length === 0;
      release = queue[next]
    ) {
      const { point, preview } = release;
      const mastered = point.mastery >= MASTERED_FROM;
      // A lesson's practice may wait for the next study day, but not past the last one.
      const needed = mastered ? PRACTICE_MINUTES : point.lessonMinutes + (day === last ? PRACTICE_MINUTES : 0);
      if (room < needed) break;
      next++;
      if (!mastered) {
        place({
          ...common(point),
          kind: 'lesson',
          title: `学习：${point.title}`,
          lessonId: point.lessonId,
          minutes: point.lessonMinutes,
          origin: 'planned',
          preview,
        });
      }
      if (room >= PRACTICE_MINUTES) practise(release);
      else carriedPractice.push(release);
      taughtToday = true;
    }
    // Then review until the day is full: a point at most once a day, the longest unseen first.
    const reviewed = new Set(onDay.map((task) => task.knowledgePointId));
    while (room >= REVIEW_MIN) {
      let candidate: string | undefined;
      for (const id of reviewOrder.keys()) {
        if (reviewed.has(id)) continue;
        candidate = id;
        break;
      }
      const point = candidate ? byId.get(candidate) : undefined;
      if (!point) break;
      const minutes = room - Math.min(room, REVIEW_MAX) < REVIEW_MIN ? room : REVIEW_MAX;
      // A section met in a holiday before its term: until the term starts, its review is preview too.
      const preview = previewed.has(point.knowledgePointId) && (termStarts.get(point.knowledgePointId) ?? '') > day;
      place({
        ...common(point),
        kind: 'practice',
        title: `复习：${point.title}`,
        lessonId: null,
        minutes,
        origin: 'review',
        preview,
      });
      reviewed.add(point.knowledgePointId);
      seen(point.knowledgePointId);
    }
    // Minutes left that no other set can take (too few, or nothing more to review) lengthen the day's practice sets,
    // up to PRACTICE_LONGEST each, so the day holds what was chosen.
    for (const task of onDay.filter((candidate) => candidate.kind === 'practice').reverse()) {
      const more = Math.min(room, PRACTICE_LONGEST - task.minutes);
      if (more <= 0) continue;
      task.minutes += more;
      room -= more;
    }
    tasks.push(...onDay);
  }
  const unplaced = [
    ...carriedPractice.map((release) => release.point),
    ...queue
      .slice(next)
      .filter((release) => release.day <= last)
      .map((release) => release.point),
  ];
  return { tasks, unplaced };
}

const common = (point: CurriculumPoint) => ({ knowledgePointId: point.knowledgePointId, subject: point.subject });
