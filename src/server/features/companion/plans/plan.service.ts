import type { Kysely } from 'kysely';
import { gradesByStage, type Subject } from '../../../../contract/catalog.ts';
import { type CreatePlanRequest, MAX_PLAN_DAYS, type PlanTask, type StudyPlan, type Today } from '../../../../contract/companion.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { newId } from '../../../secrets.ts';
import { bktParameters } from '../mastery/bkt.ts';
import { addDays, daysBetween, daysFrom, isoWeekday, isValidDay, today as todayOf } from '../calendar.ts';
import type { CompanionLearner, LearnerAccess } from '../learner-access.ts';
import { exercisesOf, lessonMinutes, listKnowledgePoints } from '../library/library.repository.ts';
import { masteryOf, seedMasteryFromAssessment } from '../mastery/mastery.repository.ts';
import { layOutPlan, type PlanItem } from './plan-generator.ts';
import { updateLearner } from '../../accounts/account.repository.ts';
import {
  deleteTodoTask,
  findAccountTask,
  insertTasks,
  learnersWithOverdueTasks,
  markTaskDone,
  moveTodoTask,
  nextPosition,
  plannedMinutesFrom,
  planTasks,
  type TaskRow,
  toPlanTask,
} from './plan-tasks.repository.ts';
import { currentPlan, insertPlan, lockCurrentPlan, type Plan, retirePlan, setUnplaced, type UnplacedPoint } from './plan.repository.ts';

/** Exercises in one practice set (the plan reckons their minutes). */
export const PRACTICE_SET_SIZE = 5;

/** The grades of the learner's stage up to their own: a 初一 learner does not get 初三 points. */
export function gradesUpTo(learner: Pick<CompanionLearner, 'stage' | 'grade'>): string[] {
  const grades = gradesByStage[learner.stage];
  return grades.slice(0, grades.indexOf(learner.grade) + 1);
}

/** The study days of a plan from `from` on: chosen weekdays up to the deadline. */
function studyDays(plan: { weekDays: readonly number[]; deadline: string }, from: string): string[] {
  if (from > plan.deadline) return [];
  return daysFrom(from, plan.deadline).filter((day) => plan.weekDays.includes(isoWeekday(day)));
}

export function createPlanService(db: Kysely<Database>, clock: Clock, access: LearnerAccess) {
  async function planItems(learner: CompanionLearner, subjects: readonly Subject[]): Promise<PlanItem[]> {
    await seedMasteryFromAssessment(db, learner, clock.now());
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

  function toStudyPlan(plan: Plan, tasks: TaskRow[], all: TaskRow[]): StudyPlan {
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

  async function createPlan(accountId: string, request: CreatePlanRequest): Promise<StudyPlan> {
    const learner = await access.resolveActive(accountId, request.learnerId);
    const now = clock.now();
    const day = todayOf(now);
    if (!isValidDay(request.startDate)) throw new AppError(400, 'PLAN_DATES_INVALID', '开始日期不是有效的日期', 'startDate');
    if (!isValidDay(request.deadline)) throw new AppError(400, 'PLAN_DATES_INVALID', '截止日期不是有效的日期', 'deadline');
    if (request.deadline < day) throw new AppError(400, 'PLAN_DEADLINE_PASSED', undefined, 'deadline');
    if (request.startDate > request.deadline) throw new AppError(400, 'PLAN_DATES_INVALID', '开始日期不能晚于截止日期', 'startDate');
    const from = request.startDate > day ? request.startDate : day;
    if (daysBetween(from, request.deadline) >= MAX_PLAN_DAYS) {
      throw new AppError(400, 'PLAN_DATES_INVALID', '计划最长一年，请把截止日期提前', 'deadline');
    }
    const subjects = [...new Set(request.subjects)];
    const weekDays = [...new Set(request.weekDays)].sort();
    const days = studyDays({ weekDays, deadline: request.deadline }, from);
    if (days.length === 0) throw new AppError(400, 'PLAN_NO_STUDY_DAYS', undefined, 'weekDays');

    const items = await planItems(learner, subjects);
    if (items.length === 0) throw new AppError(400, 'PLAN_NOTHING_FITS', '所选科目暂时没有适合这个年级的内容，请换个科目', 'subjects');

    return db.transaction().execute(async (trx) => {
      // The learner's row first: two plans made at once for one learner are made one after the other.
      await updateLearner(trx, learner.accountId, learner.id, { updated_at: now });
      const previous = await currentPlan(trx, learner.id);
      // Today's finished work still counts against today's minutes.
      const usedToday = previous
        ? (await planTasks(trx, previous.id, { from: day, to: day })).filter((task) => task.status === 'done')
        : [];
      const usedMinutes = new Map([[day, usedToday.reduce((sum, task) => sum + task.estimated_minutes, 0)]]);
      const layout = layOutPlan({ days, minutesPerDay: request.minutesPerDay, items, usedMinutes });
      if (layout.tasks.length === 0) {
        const smallest = Math.min(...items.flatMap((item) => [item.lessonMinutes, item.practiceMinutes]));
        throw new AppError(
          400,
          'PLAN_NOTHING_FITS',
          `每天的学习时间放不下任何任务，请至少安排 ${Math.max(smallest, 10)} 分钟`,
          'minutesPerDay',
        );
      }
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

  async function getPlan(accountId: string, query: { learnerId?: string; from?: string; to?: string }): Promise<StudyPlan> {
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

  async function getToday(accountId: string, learnerId: string | undefined): Promise<Today> {
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

  async function completeTask(accountId: string, taskId: string, spentMinutes: number): Promise<PlanTask> {
    const task = await findAccountTask(db, accountId, taskId);
    if (!task) throw new AppError(404, 'TASK_NOT_FOUND');
    await access.resolveActive(accountId, task.learner_id);
    await markTaskDone(db, task.id, spentMinutes, clock.now());
    const stored = await findAccountTask(db, accountId, taskId);
    if (!stored) throw new AppError(404, 'TASK_NOT_FOUND');
    return toPlanTask(stored);
  }

  /**
   * After practice: the lessons of the weak points go into the current plan on the first study day with room
   * (today included), unless a lesson for the point is still to do. Returns the tasks added.
   */
  async function addWeakPointLessons(
    trx: Kysely<Database>,
    learnerId: string,
    weakPoints: readonly { knowledgePointId: string; title: string; subject: Subject; lessonId: string }[],
    now: number,
  ): Promise<PlanTask[]> {
    if (weakPoints.length === 0) return [];
    const plan = await lockCurrentPlan(trx, learnerId, now);
    if (!plan) return [];
    const day = todayOf(now);
    const days = studyDays(plan, day);
    const upcoming = await planTasks(trx, plan.id, { from: day });
    const used = await plannedMinutesFrom(trx, plan.id, day);
    const minutes = await lessonMinutes(
      trx,
      weakPoints.map((point) => point.knowledgePointId),
    );
    let position = await nextPosition(trx, plan.id);
    const added: TaskRow[] = [];
    for (const point of weakPoints) {
      const pending = upcoming.some(
        (task) => task.kind === 'lesson' && task.status === 'todo' && task.knowledge_point_id === point.knowledgePointId,
      );
      if (pending) continue;
      const length = minutes.get(point.knowledgePointId) ?? 10;
      const date = days.find((candidate) => (used.get(candidate) ?? 0) + length <= plan.minutesPerDay);
      if (!date) continue;
      used.set(date, (used.get(date) ?? 0) + length);
      added.push({
        id: newId(),
        plan_id: plan.id,
        learner_id: learnerId,
        date,
        planned_date: date,
        position: position++,
        kind: 'lesson',
        subject: point.subject,
        knowledge_point_id: point.knowledgePointId,
        lesson_id: point.lessonId,
        title: `复习：${point.title}`,
        estimated_minutes: length,
        status: 'todo',
        spent_minutes: null,
        done_at: null,
        origin: 'weak_point',
        created_at: now,
        updated_at: now,
      });
    }
    await insertTasks(trx, added);
    return added.map(toPlanTask);
  }

  /**
   * Nightly: the unfinished tasks of past days move to the remaining study days (first with room, a practice never
   * before its lesson); what no longer fits before the deadline is reported on the plan as unplaced. Each plan is
   * changed under its lock and only tasks still dated in the past move, so running it again, or in two processes
   * at once, moves nothing twice.
   */
  async function replanOverdue(): Promise<{ plans: number; moved: number; unplaced: number }> {
    const now = clock.now();
    const day = todayOf(now);
    const overdue = await learnersWithOverdueTasks(db, day);
    const totals = { plans: 0, moved: 0, unplaced: 0 };
    for (const learnerId of overdue) {
      const outcome = await db.transaction().execute(async (trx) => {
        const plan = await lockCurrentPlan(trx, learnerId, now);
        if (!plan) return { moved: 0, unplaced: 0 };
        const tasks = await planTasks(trx, plan.id, { to: addDays(day, -1) });
        const late = tasks.filter((task) => task.status === 'todo');
        const days = studyDays(plan, day);
        const used = await plannedMinutesFrom(trx, plan.id, day);
        const lessonDates = new Map<string, string>();
        for (const task of await planTasks(trx, plan.id, { from: day })) {
          if (task.kind === 'lesson' && task.status === 'todo') lessonDates.set(task.knowledge_point_id, task.date);
        }
        let position = await nextPosition(trx, plan.id);
        const unplaced = [...plan.unplaced];
        let moved = 0;
        let dropped = 0;
        for (const task of late) {
          const earliest = task.kind === 'practice' ? (lessonDates.get(task.knowledge_point_id) ?? day) : day;
          const date = days.find(
            (candidate) => candidate >= earliest && (used.get(candidate) ?? 0) + task.estimated_minutes <= plan.minutesPerDay,
          );
          if (date) {
            used.set(date, (used.get(date) ?? 0) + task.estimated_minutes);
            if (task.kind === 'lesson') lessonDates.set(task.knowledge_point_id, date);
            await moveTodoTask(trx, task.id, { date, position: position++, now });
            moved++;
          } else {
            await deleteTodoTask(trx, task.id);
            if (!unplaced.some((point) => point.knowledgePointId === task.knowledge_point_id)) {
              const title = task.title.replace(/^[^：]+：/, '');
              unplaced.push({ knowledgePointId: task.knowledge_point_id, title, subject: task.subject as Subject });
            }
            dropped++;
          }
        }
        if (dropped > 0) await setUnplaced(trx, plan.id, unplaced);
        return { moved, unplaced: dropped };
      });
      if (outcome.moved + outcome.unplaced > 0) totals.plans++;
      totals.moved += outcome.moved;
      totals.unplaced += outcome.unplaced;
    }
    return totals;
  }

  return { createPlan, getPlan, getToday, completeTask, addWeakPointLessons, replanOverdue };
}

export type PlanService = ReturnType<typeof createPlanService>;
