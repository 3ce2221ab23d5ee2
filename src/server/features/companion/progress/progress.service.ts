import type { Kysely } from 'kysely';
import { subjects, type Subject } from '../../../../contract/catalog.ts';
import type { Progress, WeakPoint } from '../../../../contract/companion.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { bktParameters, WEAK_BELOW } from '../mastery/bkt.ts';
import { addDays, daysBetween, isValidDay, mondayOf, startOfDay, today as todayOf } from '../calendar.ts';
import { type CompanionDeps, type CompanionLearner, gradesUpTo } from '../learner-access.ts';
import { listKnowledgePoints } from '../library/library.repository.ts';
import { masteryOf, seedMasteryFromAssessment } from '../mastery/mastery.repository.ts';
import { tasksDoneBetween, tasksPlannedBetween } from '../plans/plan-tasks.repository.ts';
import { answersBetween } from '../practice/practice.repository.ts';

const MAX_RANGE_DAYS = 92;

/**
 * Mastery of every knowledge point the learner can reach, the ten weakest among those with evidence, and the mean
 * per subject over the points with evidence.
 */
async function masteryOverview(
  db: Kysely<Database>,
  learner: CompanionLearner,
): Promise<Pick<Progress, 'knowledgePoints' | 'weakPoints' | 'masteryBySubject'>> {
  const points = await listKnowledgePoints(db, { stage: learner.stage, grades: gradesUpTo(learner) });
  const mastery = await masteryOf(db, learner.id);
  const knowledgePoints = points.map((point) => {
    const state = mastery.get(point.id);
    return {
      knowledgePointId: point.id,
      title: point.title,
      subject: point.subject,
      mastery: state?.pKnown ?? bktParameters.initial,
      attempts: state?.attempts ?? 0,
      evidence: state !== undefined,
      lessonId: point.lessonId,
    };
  });
  const weakPoints: WeakPoint[] = knowledgePoints
    .filter((point) => point.evidence && point.mastery < WEAK_BELOW)
    .sort((a, b) => a.mastery - b.mastery)
    .slice(0, 10)
    .map((point) => ({
      knowledgePointId: point.knowledgePointId,
      title: point.title,
      subject: point.subject,
      mastery: point.mastery,
      lessonId: point.lessonId,
    }));
  const masteryBySubject = subjects.flatMap((subject: Subject) => {
    const known = knowledgePoints.filter((point) => point.subject === subject && point.evidence);
    if (known.length === 0) return [];
    return [{ subject, mastery: known.reduce((sum, point) => sum + point.mastery, 0) / known.length, knowledgePoints: known.length }];
  });
  return {
    knowledgePoints: knowledgePoints.map(({ evidence: _evidence, lessonId: _lessonId, ...point }) => point),
    weakPoints,
    masteryBySubject,
  };
}

/** A learner's progress from `from` to `to`: days on track, time, tasks and answers, and mastery per knowledge point. */
async function progressOf({ db, clock }: CompanionDeps, learner: CompanionLearner, from: string, to: string): Promise<Progress> {
  if (!isValidDay(from) || !isValidDay(to) || to < from || daysBetween(from, to) > MAX_RANGE_DAYS) {
    throw new AppError(400, 'VALIDATION_FAILED', '日期范围有误（最长 92 天）', 'from');
  }
  const now = clock.now();
  const day = todayOf(now);
  const start = startOfDay(from);
  const end = startOfDay(addDays(to, 1));
  await seedMasteryFromAssessment(db, learner, now);

  // Tasks planned for a day in the range (by the day they were first planned for), from any plan the learner had.
  const planned = await tasksPlannedBetween(db, learner.id, from, to);
  const byDay = new Map<string, { total: number; doneInTime: number }>();
  for (const task of planned) {
    const entry = byDay.get(task.planned_date) ?? { total: 0, doneInTime: 0 };
    entry.total++;
    if (task.status === 'done' && task.done_at !== null && Number(task.done_at) < startOfDay(addDays(task.planned_date, 1)))
      entry.doneInTime++;
    byDay.set(task.planned_date, entry);
  }
  const pastDays = [...byDay].filter(([date]) => date <= day);
  const done = await tasksDoneBetween(db, learner.id, start, end);
  const answers = await answersBetween(db, learner.id, start, end);

  const { knowledgePoints, weakPoints, masteryBySubject } = await masteryOverview(db, learner);
  return {
    learnerId: learner.id,
    learnerName: learner.name,
    from,
    to,
    studyDays: pastDays.length,
    daysOnTrack: pastDays.filter(([, entry]) => entry.doneInTime === entry.total).length,
    minutesStudied: done.reduce((sum, task) => sum + (task.spent_minutes ?? 0), 0),
    tasksDone: done.length,
    tasksPlanned: planned.length,
    exercisesAnswered: answers.length,
    exercisesCorrect: answers.filter((answer) => answer.correct).length,
    masteryBySubject,
    weakPoints,
    knowledgePoints,
  };
}

/** The learner's progress (a running service); default: this week so far. */
export async function progress(
  deps: CompanionDeps,
  accountId: string,
  query: { learnerId?: string; from?: string; to?: string },
): Promise<Progress> {
  const learner = await deps.access.resolveActive(accountId, query.learnerId);
  const day = todayOf(deps.clock.now());
  return progressOf(deps, learner, query.from ?? mondayOf(day), query.to ?? day);
}

/** Monday to Sunday of the week a day is in; a parent reads it for each child, also after the service ended. */
export async function weeklyReport(
  deps: CompanionDeps,
  accountId: string,
  query: { learnerId?: string; week?: string },
): Promise<Progress> {
  const learner = await deps.access.resolve(accountId, query.learnerId);
  const week = query.week ?? todayOf(deps.clock.now());
  if (!isValidDay(week)) throw new AppError(400, 'VALIDATION_FAILED', '日期有误', 'week');
  const monday = mondayOf(week);
  return progressOf(deps, learner, monday, addDays(monday, 6));
}
