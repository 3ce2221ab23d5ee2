import { type Grade, grades } from '../../../../contract/accounts.ts';
import type { Term } from '../../../../contract/library-content.ts';
import type { SchoolCalendar } from '../../../config/companion.ts';
import { addDays, daysBetween } from '../calendar.ts';

export type { SchoolCalendar };

/** One term of one school year (the year it starts in), its first and last day. */
export type TermSpan = { schoolYear: number; term: Term; start: string; end: string };

/** The school year a day belongs to: the year of the autumn term start on or before it. */
export function schoolYearOf(calendar: SchoolCalendar, day: string): number {
  const year = Number(day.slice(0, 4));
  return day.slice(5) >= calendar.autumnTermStart ? year : year - 1;
}

export function termsOf(calendar: SchoolCalendar, schoolYear: number): [TermSpan, TermSpan] {
  return [
    {
      schoolYear,
      term: '上学期',
      start: `${schoolYear}-${calendar.autumnTermStart}`,
      end: addDays(`${schoolYear + 1}-${calendar.winterBreakStart}`, -1),
    },
    {
      schoolYear,
      term: '下学期',
      start: `${schoolYear + 1}-${calendar.springTermStart}`,
      end: addDays(`${schoolYear + 1}-${calendar.summerBreakStart}`, -1),
    },
  ];
}

/** The term a day falls in, or null in a holiday. */
export function termOn(calendar: SchoolCalendar, day: string): TermSpan | null {
  return termsOf(calendar, schoolYearOf(calendar, day)).find((span) => span.start <= day && day <= span.end) ?? null;
}

/** The grade a learner of `grade` today is in on `day`: one more each autumn term start between, at most 高三. */
export function gradeOn(calendar: SchoolCalendar, grade: Grade, today: string, day: string): Grade {
  const years = Math.max(0, schoolYearOf(calendar, day) - schoolYearOf(calendar, today));
  return grades[Math.min(grades.indexOf(grade) + years, grades.length - 1)] ?? grade;
}

/** Days of a term over which a class meets new sections; the rest of the term is its review before the exams. */
const TEACHING_SHARE = 0.85;
/** A holiday's last days preview the first sections of the next term. */
export const PREVIEW_DAYS = 7;

/**
 * When a class meets each of a term's sections: spread evenly over the term's teaching days, the k-th of n on
 * start + ⌊k·teaching/n⌋. The first sections (those due in the term's first PREVIEW_DAYS days) are previewed in the
 * holiday before it, from PREVIEW_DAYS days before the term starts.
 */
export function releaseDays(span: TermSpan, count: number): { day: string; preview: boolean }[] {
  const teaching = Math.max(1, Math.floor((daysBetween(span.start, span.end) + 1) * TEACHING_SHARE));
  return Array.from({ length: count }, (_, k) => {
    const offset = Math.floor((k * teaching) / count);
    return offset < PREVIEW_DAYS
      ? { day: addDays(span.start, offset - PREVIEW_DAYS), preview: true }
      : { day: addDays(span.start, offset), preview: false };
  });
}

/** The first day of the first term that starts after `day`. */
export function nextTermStart(calendar: SchoolCalendar, day: string): string {
  const year = schoolYearOf(calendar, day);
  return [...termsOf(calendar, year), ...termsOf(calendar, year + 1)].map((span) => span.start).find((start) => start > day) ?? day;
}
