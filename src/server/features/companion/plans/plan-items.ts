import type { Kysely } from 'kysely';
import { grades, gradeSchema } from '../../../../contract/accounts.ts';
import type { Subject } from '../../../../contract/catalog.ts';
import { termSchema } from '../../../../contract/library-content.ts';
import type { Database } from '../../../db/schema.ts';
import { daysFrom, isoWeekday } from '../calendar.ts';
import type { CompanionLearner } from '../learner-access.ts';
import { listCurriculum } from '../library/library.repository.ts';
import { bktParameters } from '../mastery/bkt.ts';
import { masteryOf, seedMasteryFromAssessment } from '../mastery/mastery.repository.ts';
import type { CurriculumPoint } from './plan-generator.ts';
import { gradeOn, type SchoolCalendar } from './school-calendar.ts';

/** The study days of a plan from `from` on: chosen weekdays up to the deadline. */
export function studyDays(plan: { weekDays: readonly number[]; deadline: string }, from: string): string[] {
  if (from > plan.deadline) return [];
  return daysFrom(from, plan.deadline).filter((day) => plan.weekDays.includes(isoWeekday(day)));
}

/**
 * What a plan for these subjects can hold until `deadline`: the library's points from 一年级 up to the grade the
 * learner reaches by then and the next (a summer's preview), each with its lesson's minutes and the learner's mastery
 * (the free assessment seeds it first).
 */
export async function curriculumFor(
  db: Kysely<Database>,
  learner: CompanionLearner,
  subjects: readonly Subject[],
  plan: { today: string; deadline: string; calendar: SchoolCalendar },
  now: number,
): Promise<CurriculumPoint[]> {
  await seedMasteryFromAssessment(db, learner, now);
  const top = grades.indexOf(gradeOn(plan.calendar, learner.grade, plan.today, plan.deadline));
  const rows = await listCurriculum(db, { subjects, grades: grades.slice(0, top + 2) });
  const mastery = await masteryOf(db, learner.id);
  return rows.map((row) => {
    const state = mastery.get(row.id);
    return {
      knowledgePointId: row.id,
      title: row.title,
      subject: row.subject,
      grade: gradeSchema.parse(row.grade),
      term: termSchema.parse(row.term),
      lessonId: row.lessonId,
      lessonMinutes: row.lessonMinutes,
      mastery: state?.pKnown ?? bktParameters.initial,
      tried: state !== undefined,
    };
  });
}
