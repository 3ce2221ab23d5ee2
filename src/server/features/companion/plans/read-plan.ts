import { MAX_PLAN_DAYS, type PlanTask, type StudyPlan, type Today } from '../../../../contract/companion.ts';
import { AppError } from '../../../errors.ts';
import { addDays, daysBetween, isValidDay, today as todayOf } from '../calendar.ts';
import type { CompanionDeps } from '../learner-access.ts';
import { planTasks, type TaskRow, toPlanTask } from './plan-tasks.repository.ts';
import { currentPlan, type Plan } from './plan.repository.ts';

/** A plan with the tasks of the days asked for (`tasks`) and its totals over all its tasks (`all`). */
export function toStudyPlan(plan: Plan, tasks: readonly TaskRow[], all: readonly TaskRow[]): StudyPlan {
  const days = new Map<string, PlanTask[]>();
  for (const task of tasks) days.set(task.date, [...(days.get(task.date) ?? []), toPlanTask(task)]);
  return {
    id: plan.id,
    learnerId: plan.learnerId,
    subjects: plan.subjects,
    startDate: plan.startDate,
    deadline: plan.deadline,
    weekDays: plan.weekDays,
    minutesPerDay: plan.minutesPerDay,
    createdAt: new Date(plan.createdAt).toISOString(),
    totals: {
      tasks: all.length,
      done: all.filter((task) => task.status === 'done').length,
      minutes: all.reduce((sum, task) => sum + task.estimated_minutes, 0),
    },
    unplaced: plan.unplaced,
    days: [...days].map(([date, dayTasks]) => ({
      date,
      tasks: dayTasks,
      plannedMinutes: dayTasks.reduce((sum, task) => sum + task.estimatedMinutes, 0),
    })),
  };
}

/** The learner's current plan with the days from `from` to `to` (default: today and the next 13 days). */
export async function getPlan(
  { db, clock, access }: CompanionDeps,
  accountId: string,
  query: { learnerId?: string; from?: string; to?: string },
): Promise<StudyPlan> {
  const learner = await access.resolveActive(accountId, query.learnerId);
  const plan = await currentPlan(db, learner.id);
  if (!plan) throw new AppError(404, 'STUDY_PLAN_NOT_FOUND');
  for (const field of ['from', 'to'] as const) {
    const day = query[field];
    if (day !== undefined && !isValidDay(day)) throw new AppError(400, 'VALIDATION_FAILED', '日期有误', field);
  }
  const from = query.from ?? todayOf(clock.now());
  const to = query.to ?? addDays(from, 13);
  if (to < from || daysBetween(from, to) > MAX_PLAN_DAYS) throw new AppError(400, 'VALIDATION_FAILED', '日期范围有误', 'to');
  const all = await planTasks(db, plan.id);
  return toStudyPlan(
    plan,
    all.filter((task) => task.date >= from && task.date <= to),
    all,
  );
}

/** Today's tasks of the learner's plan, the minutes done and planned, and the next day with something to do. */
export async function getToday({ db, clock, access }: CompanionDeps, accountId: string, learnerId: string | undefined): Promise<Today> {
  const learner = await access.resolveActive(accountId, learnerId);
  const day = todayOf(clock.now());
  const plan = await currentPlan(db, learner.id);
  const tasks = plan ? await planTasks(db, plan.id, { from: day }) : [];
  const todays = tasks.filter((task) => task.date === day);
  const next = tasks.find((task) => task.date > day && task.status === 'todo');
  return {
    date: day,
    learnerId: learner.id,
    hasPlan: plan !== undefined,
    tasks: todays.map(toPlanTask),
    doneMinutes: todays.reduce((sum, task) => sum + (task.spent_minutes ?? 0), 0),
    plannedMinutes: todays.reduce((sum, task) => sum + task.estimated_minutes, 0),
    nextStudyDate: next?.date ?? null,
  };
}
