import type { Kysely } from 'kysely';
import type { Subject } from '../../../../contract/catalog.ts';
import type { Database } from '../../../db/schema.ts';
import { daysFrom, isoWeekday } from '../calendar.ts';
import { type CompanionLearner, gradesUpTo } from '../learner-access.ts';
import { exercisesOf, lessonMinutes, listKnowledgePoints } from '../library/library.repository.ts';
import { bktParameters } from '../mastery/bkt.ts';
import { masteryOf, seedMasteryFromAssessment } from '../mastery/mastery.repository.ts';
import type { PlanItem } from './plan-generator.ts';

/** Exercises in one practice set (the plan reckons their minutes). */
export const PRACTICE_SET_SIZE = 5;

/** The study days of a plan from `from` on: chosen weekdays up to the deadline. */
export function studyDays(plan: { weekDays: readonly number[]; deadline: string }, from: string): string[] {
  if (from > plan.deadline) return [];
  return daysFrom(from, plan.deadline).filter((day) => plan.weekDays.includes(isoWeekday(day)));
}

/**
 * What a plan for these subjects can hold: each knowledge point the learner can reach, with its lesson's and practice
 * set's minutes and the learner's mastery (the free assessment seeds it first).
 */
export async function planItems(
  db: Kysely<Database>,
  learner: CompanionLearner,
  subjects: readonly Subject[],
  now: number,
): Promise<PlanItem[]> {
  await seedMasteryFromAssessment(db, learner, now);
  const points = await listKnowledgePoints(db, { stage: learner.stage, subjects, grades: gradesUpTo(learner) });
  const ids = points.map((point) => point.id);
  const [lessons, exercises, mastery] = await Promise.all([lessonMinutes(db, ids), exercisesOf(db, ids), masteryOf(db, learner.id, ids)]);
  return points.map((point) => ({
    knowledgePointId: point.id,
    title: point.title,
    subject: point.subject,
    lessonId: point.lessonId,
    lessonMinutes: lessons.get(point.id) ?? 10,
    practiceMinutes: exercises
      .filter((exercise) => exercise.knowledgePointId === point.id)
      .slice(0, PRACTICE_SET_SIZE)
      .reduce((sum, exercise) => sum + exercise.minutes, 0),
    mastery: mastery.get(point.id)?.pKnown ?? bktParameters.initial,
  }));
}
