import type { Kysely, Selectable } from 'kysely';
import type { Subject } from '../../../../contract/catalog.ts';
import { type StudyPlan, studyPlanSchema } from '../../../../contract/companion.ts';
import type { Database, StudyPlansTable } from '../../../db/schema.ts';

export type UnplacedPoint = StudyPlan['unplaced'][number];

/** A study plan as stored, its lists read back. */
export type Plan = {
  id: string;
  learnerId: string;
  subjects: Subject[];
  startDate: string;
  deadline: string;
  /** ISO weekdays to study on. */
  weekDays: number[];
  minutesPerDay: number;
  /** Points the plan could not fit before the deadline. */
  unplaced: UnplacedPoint[];
  createdAt: number;
};

const { subjects: subjectList, weekDays: weekDayList, unplaced: unplacedList } = studyPlanSchema.shape;

function toPlan(row: Selectable<StudyPlansTable>): Plan {
  return {
    id: row.id,
    learnerId: row.learner_id,
    subjects: subjectList.parse(JSON.parse(row.subjects)),
    startDate: row.start_date,
    deadline: row.deadline,
    weekDays: weekDayList.parse(JSON.parse(row.week_days)),
    minutesPerDay: row.minutes_per_day,
    unplaced: unplacedList.parse(JSON.parse(row.unplaced)),
    createdAt: Number(row.created_at),
  };
}

export async function currentPlan(db: Kysely<Database>, learnerId: string): Promise<Plan | undefined> {
  const row = await db
    .selectFrom('study_plans')
    .selectAll()
    .where('learner_id', '=', learnerId)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  return row && toPlan(row);
}

/**
 * Inside a transaction: writes the current plan's row first, so PostgreSQL holds its lock until commit and changes
 * to one plan's tasks (re-planning, weak-point lessons, a new plan) run one after the other. Undefined: no current plan.
 */
export async function lockCurrentPlan(trx: Kysely<Database>, learnerId: string, now: number): Promise<Plan | undefined> {
  const result = await trx
    .updateTable('study_plans')
    .set({ updated_at: now })
    .where('learner_id', '=', learnerId)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return currentPlan(trx, learnerId);
}

/** Stores a new current plan (the previous one retired first). */
export async function insertPlan(trx: Kysely<Database>, plan: Plan, now: number): Promise<void> {
  await trx
    .insertInto('study_plans')
    .values({
      id: plan.id,
      learner_id: plan.learnerId,
      subjects: JSON.stringify(plan.subjects),
      start_date: plan.startDate,
      deadline: plan.deadline,
      week_days: JSON.stringify(plan.weekDays),
      minutes_per_day: plan.minutesPerDay,
      unplaced: JSON.stringify(plan.unplaced),
      created_at: plan.createdAt,
      updated_at: now,
      replaced_at: null,
    })
    .execute();
}

/** A plan replaced by a new one: no longer current, its to-do tasks gone (done tasks stay for progress). */
export async function retirePlan(trx: Kysely<Database>, planId: string, now: number): Promise<void> {
  await trx.updateTable('study_plans').set({ replaced_at: now, updated_at: now }).where('id', '=', planId).execute();
  await trx.deleteFrom('plan_tasks').where('plan_id', '=', planId).where('status', '=', 'todo').execute();
}

export async function setUnplaced(trx: Kysely<Database>, planId: string, unplaced: readonly UnplacedPoint[]): Promise<void> {
  await trx
    .updateTable('study_plans')
    .set({ unplaced: JSON.stringify(unplaced) })
    .where('id', '=', planId)
    .execute();
}
