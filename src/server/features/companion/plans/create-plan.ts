import type { Kysely } from 'kysely';
import { type CreatePlanRequest, MAX_PLAN_DAYS, type PlanPreview, type StudyPlan } from '../../../../contract/companion.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { newId } from '../../../secrets.ts';
import { updateLearner } from '../../accounts/account.repository.ts';
import { addDays, daysBetween, isValidDay, today as todayOf } from '../calendar.ts';
import type { CompanionDeps, CompanionLearner } from '../learner-access.ts';
import { layOutPlan, type PlanLayout } from './plan-generator.ts';
import { curriculumFor, studyDays } from './plan-items.ts';
import { insertTasks, planTasks, type TaskRow, taughtPoints } from './plan-tasks.repository.ts';
import { currentPlan, insertPlan, type Plan, retirePlan, type UnplacedPoint } from './plan.repository.ts';
import { toStudyPlan } from './read-plan.ts';
import type { SchoolCalendar } from './school-calendar.ts';

/** The last day of the learner's service (Asia/Shanghai), or null without one. */
const serviceLastDay = (learner: CompanionLearner) => (learner.serviceEndsAt === null ? null : todayOf(learner.serviceEndsAt - 1));

/** The days a requested plan studies on, from today or its later start; a request that cannot make a plan is refused. */
function requestedStudyDays(request: CreatePlanRequest, learner: CompanionLearner, day: string): string[] {
  if (!isValidDay(request.startDate)) throw new AppError(400, 'PLAN_DATES_INVALID', '开始日期不是有效的日期', 'startDate');
  if (!isValidDay(request.deadline)) throw new AppError(400, 'PLAN_DATES_INVALID', '截止日期不是有效的日期', 'deadline');
  if (request.deadline < day) throw new AppError(400, 'PLAN_DEADLINE_PASSED', undefined, 'deadline');
  if (request.startDate > request.deadline) throw new AppError(400, 'PLAN_DATES_INVALID', '开始日期不能晚于截止日期', 'startDate');
  const from = request.startDate > day ? request.startDate : day;
  if (daysBetween(from, request.deadline) >= MAX_PLAN_DAYS) {
    throw new AppError(400, 'PLAN_DATES_INVALID', '计划最长一年，请把截止日期提前', 'deadline');
  }
  const lastDay = serviceLastDay(learner);
  if (lastDay !== null && request.deadline > lastDay) {
    const [year, month, date] = lastDay.split('-').map(Number);
    throw new AppError(400, 'PLAN_AFTER_SERVICE', `服务到 ${year}年${month}月${date}日 到期，计划的截止日期不能晚于这一天`, 'deadline');
  }
  const weekDays = [...new Set(request.weekDays)].sort();
  const days = studyDays({ weekDays, deadline: request.deadline }, from);
  if (days.length === 0) throw new AppError(400, 'PLAN_NO_STUDY_DAYS', undefined, 'weekDays');
  return days;
}

type Layout = PlanLayout & { learner: CompanionLearner; day: string; days: string[] };

/** Today's finished work of the current plan: it still counts against today's minutes in a new plan. */
async function minutesDoneToday(db: Kysely<Database>, previous: Plan | undefined, day: string): Promise<Map<string, number>> {
  const done = previous ? (await planTasks(db, previous.id, { from: day, to: day })).filter((task) => task.status === 'done') : [];
  return new Map([[day, done.reduce((sum, task) => sum + task.estimated_minutes, 0)]]);
}

/** The plan a request makes, laid out but not stored: what the preview shows and the creation stores. */
async function layOut(
  db: Kysely<Database>,
  deps: { learner: CompanionLearner; calendar: SchoolCalendar; now: number },
  request: CreatePlanRequest,
  previous: Plan | undefined,
): Promise<Layout> {
  const { learner, calendar, now } = deps;
  const day = todayOf(now);
  const usedMinutes = await minutesDoneToday(db, previous, day);
  const days = requestedStudyDays(request, learner, day);
  const subjects = [...new Set(request.subjects)];
  const points = await curriculumFor(db, learner, subjects, { today: day, deadline: request.deadline, calendar }, now);
  if (points.length === 0) throw new AppError(400, 'PLAN_NOTHING_FITS', '所选科目暂时没有适合这个年级的内容，请换个科目', 'subjects');
  const taught = await taughtPoints(db, learner.id);
  const layout = layOutPlan({
    days,
    minutesPerDay: request.minutesPerDay,
    grade: learner.grade,
    today: day,
    calendar,
    points,
    taught,
    usedMinutes,
  });
  if (layout.tasks.length === 0) throw new AppError(400, 'PLAN_NOTHING_FITS', undefined, 'minutesPerDay');
  return { ...layout, learner, day, days };
}

/**
 * What a plan would hold, before it is made: its study days, minutes and new lessons, and the service's last day (the
 * latest deadline). The form shows these figures; creating the plan with the same request stores exactly them.
 */
export async function previewPlan(
  { db, clock, access, calendar }: CompanionDeps,
  accountId: string,
  request: CreatePlanRequest,
): Promise<PlanPreview> {
  const learner = await access.resolveActive(accountId, request.learnerId);
  const layout = await layOut(db, { learner, calendar, now: clock.now() }, request, await currentPlan(db, learner.id));
  return {
    studyDays: layout.days.length,
    filledDays: new Set(layout.tasks.map((task) => task.date)).size,
    minutes: layout.tasks.reduce((sum, task) => sum + task.minutes, 0),
    lessons: layout.tasks.filter((task) => task.kind === 'lesson').length,
    firstDate: layout.days[0] ?? layout.day,
    serviceEndsOn: serviceLastDay(learner),
    unplaced: layout.unplaced.length,
  };
}

/**
 * Makes the learner's study plan: lessons as the class meets them and review over the chosen weekdays up to the
 * deadline (never after the service ends), each day filled to its minutes. It replaces the current plan, whose
 * finished tasks are kept (and today's finished work still counts against today's minutes).
 */
export async function createPlan(deps: CompanionDeps, accountId: string, request: CreatePlanRequest): Promise<StudyPlan> {
  const { db, clock, access, calendar } = deps;
  const learner = await access.resolveActive(accountId, request.learnerId);
  const now = clock.now();
  const day = todayOf(now);
  return db.transaction().execute(async (trx) => {
    // The learner's row first: two plans made at once for one learner are made one after the other.
    await updateLearner(trx, learner.accountId, learner.id, { updated_at: now });
    const previous = await currentPlan(trx, learner.id);
    const layout = await layOut(trx, { learner, calendar, now }, request, previous);
    if (previous) await retirePlan(trx, previous.id, now);
    const plan: Plan = {
      id: newId(),
      learnerId: learner.id,
      subjects: [...new Set(request.subjects)],
      startDate: request.startDate,
      deadline: request.deadline,
      weekDays: [...new Set(request.weekDays)].sort(),
      minutesPerDay: request.minutesPerDay,
      unplaced: layout.unplaced.map((point): UnplacedPoint => ({
        knowledgePointId: point.knowledgePointId,
        title: point.title,
        subject: point.subject,
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
      origin: task.origin,
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
