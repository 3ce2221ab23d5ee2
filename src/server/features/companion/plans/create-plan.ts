import { type CreatePlanRequest, MAX_PLAN_DAYS, type StudyPlan } from '../../../../contract/companion.ts';
import { AppError } from '../../../errors.ts';
import { newId } from '../../../secrets.ts';
import { updateLearner } from '../../accounts/account.repository.ts';
import { addDays, daysBetween, isValidDay, today as todayOf } from '../calendar.ts';
import type { CompanionDeps } from '../learner-access.ts';
import { layOutPlan, type PlanItem } from './plan-generator.ts';
import { planItems, studyDays } from './plan-items.ts';
import { insertTasks, planTasks, type TaskRow } from './plan-tasks.repository.ts';
import { currentPlan, insertPlan, type Plan, retirePlan, type UnplacedPoint } from './plan.repository.ts';
import { toStudyPlan } from './read-plan.ts';

/** The days a requested plan studies on, from today or its later start; a request that cannot make a plan is refused. */
function requestedStudyDays(request: CreatePlanRequest, weekDays: readonly number[], day: string): string[] {
  if (!isValidDay(request.startDate)) throw new AppError(400, 'PLAN_DATES_INVALID', '开始日期不是有效的日期', 'startDate');
  if (!isValidDay(request.deadline)) throw new AppError(400, 'PLAN_DATES_INVALID', '截止日期不是有效的日期', 'deadline');
  if (request.deadline < day) throw new AppError(400, 'PLAN_DEADLINE_PASSED', undefined, 'deadline');
  if (request.startDate > request.deadline) throw new AppError(400, 'PLAN_DATES_INVALID', '开始日期不能晚于截止日期', 'startDate');
  const from = request.startDate > day ? request.startDate : day;
  if (daysBetween(from, request.deadline) >= MAX_PLAN_DAYS) {
    throw new AppError(400, 'PLAN_DATES_INVALID', '计划最长一年，请把截止日期提前', 'deadline');
  }
  const days = studyDays({ weekDays, deadline: request.deadline }, from);
  if (days.length === 0) throw new AppError(400, 'PLAN_NO_STUDY_DAYS', undefined, 'weekDays');
  return days;
}

function nothingFits(items: readonly PlanItem[]): AppError {
  const smallest = Math.min(...items.flatMap((item) => [item.lessonMinutes, item.practiceMinutes]));
  return new AppError(400, 'PLAN_NOTHING_FITS', `每天的学习时间放不下任何任务，请至少安排 ${Math.max(smallest, 10)} 分钟`, 'minutesPerDay');
}

/**
 * Makes the learner's study plan: lessons and practice sets over the chosen weekdays up to the deadline, weakest
 * knowledge points first, each day within its minutes. It replaces the current plan, whose finished tasks are kept
 * (and today's finished work still counts against today's minutes).
 */
export async function createPlan({ db, clock, access }: CompanionDeps, accountId: string, request: CreatePlanRequest): Promise<StudyPlan> {
  const learner = await access.resolveActive(accountId, request.learnerId);
  const now = clock.now();
  const day = todayOf(now);
  const subjects = [...new Set(request.subjects)];
  const weekDays = [...new Set(request.weekDays)].sort();
  const days = requestedStudyDays(request, weekDays, day);

  const items = await planItems(db, learner, subjects, now);
  if (items.length === 0) throw new AppError(400, 'PLAN_NOTHING_FITS', '所选科目暂时没有适合这个年级的内容，请换个科目', 'subjects');

  return db.transaction().execute(async (trx) => {
    // The learner's row first: two plans made at once for one learner are made one after the other.
    await updateLearner(trx, learner.accountId, learner.id, { updated_at: now });
    const previous = await currentPlan(trx, learner.id);
    const usedToday = previous ? (await planTasks(trx, previous.id, { from: day, to: day })).filter((task) => task.status === 'done') : [];
    const usedMinutes = new Map([[day, usedToday.reduce((sum, task) => sum + task.estimated_minutes, 0)]]);
    const layout = layOutPlan({ days, minutesPerDay: request.minutesPerDay, items, usedMinutes });
    if (layout.tasks.length === 0) throw nothingFits(items);
    if (previous) await retirePlan(trx, previous.id, now);
    const plan: Plan = {
      id: newId(),
      learnerId: learner.id,
      subjects,
      startDate: request.startDate,
      deadline: request.deadline,
      weekDays,
      minutesPerDay: request.minutesPerDay,
      unplaced: layout.unplaced.map((item): UnplacedPoint => ({
        knowledgePointId: item.knowledgePointId,
        title: item.title,
        subject: item.subject,
      })),
      createdAt: now,
    };
    await insertPlan(trx, plan, now);
    const rows: TaskRow[] = layout.tasks.map((task, index) => ({
      id: newId(),
      plan_id: plan.id,
      learner_id: learner.id,
      date: task.date,
      planned_date: task.date,
      position: index + 1,
      kind: task.kind,
      subject: task.subject,
      knowledge_point_id: task.knowledgePointId,
      lesson_id: task.lessonId,
      title: task.title,
      estimated_minutes: task.minutes,
      status: 'todo',
      spent_minutes: null,
      done_at: null,
      origin: 'planned',
      created_at: now,
      updated_at: now,
    }));
    await insertTasks(trx, rows);
    return toStudyPlan(
      plan,
      rows.filter((row) => row.date <= addDays(day, 13)),
      rows,
    );
  });
}
