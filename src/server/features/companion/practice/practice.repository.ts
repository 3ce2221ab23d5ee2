import type { Kysely, Selectable } from 'kysely';
import { z } from '../../../../contract/schema.ts';
import {
  type Answer,
  type AnswerFeedback,
  answerFeedbackSchema,
  type PracticeSet,
  practiceSetSchema,
} from '../../../../contract/companion.ts';
import type { Database, PracticeSetsTable } from '../../../db/schema.ts';

export type SetResult = NonNullable<PracticeSet['result']>;

/** A practice set as stored, its exercise list and result read back. */
export type StoredSet = {
  id: string;
  learnerId: string;
  /** The plan's practice task it practises, or null for a knowledge point practised on its own. */
  taskId: string | null;
  knowledgePointId: string | null;
  title: string;
  exerciseIds: string[];
  createdAt: number;
  finishedAt: number | null;
  result: SetResult | null;
};

const exerciseIdList = z.array(z.string());
const resultSchema = practiceSetSchema.shape.result;

function toStoredSet(row: Selectable<PracticeSetsTable>): StoredSet {
  return {
    id: row.id,
    learnerId: row.learner_id,
    taskId: row.task_id,
    knowledgePointId: row.knowledge_point_id,
    title: row.title,
    exerciseIds: exerciseIdList.parse(JSON.parse(row.exercise_ids)),
    createdAt: Number(row.created_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    result: row.result === null ? null : resultSchema.parse(JSON.parse(row.result)),
  };
}

/** A set of one of the account's learners. */
export async function findAccountSet(db: Kysely<Database>, accountId: string, setId: string): Promise<StoredSet | undefined> {
  const row = await db
    .selectFrom('practice_sets')
    .innerJoin('learners', 'learners.id', 'practice_sets.learner_id')
    .selectAll('practice_sets')
    .where('practice_sets.id', '=', setId)
    .where('learners.account_id', '=', accountId)
    .executeTakeFirst();
  return row && toStoredSet(row);
}

/** The latest unfinished set of a practice task. */
export async function findOpenTaskSet(db: Kysely<Database>, taskId: string): Promise<StoredSet | undefined> {
  const row = await db
    .selectFrom('practice_sets')
    .selectAll()
    .where('task_id', '=', taskId)
    .where('finished_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row && toStoredSet(row);
}

export async function insertSet(db: Kysely<Database>, set: StoredSet): Promise<void> {
  await db
    .insertInto('practice_sets')
    .values({
      id: set.id,
      learner_id: set.learnerId,
      task_id: set.taskId,
      knowledge_point_id: set.knowledgePointId,
      title: set.title,
      exercise_ids: JSON.stringify(set.exerciseIds),
      created_at: set.createdAt,
      finished_at: set.finishedAt,
      result: set.result === null ? null : JSON.stringify(set.result),
    })
    .execute();
}

/** Inside the finishing transaction: marks the set finished once; false when another request finished it first. */
export async function claimSetFinish(trx: Kysely<Database>, setId: string, now: number): Promise<boolean> {
  const claimed = await trx
    .updateTable('practice_sets')
    .set({ finished_at: now })
    .where('id', '=', setId)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return claimed.numUpdatedRows !== 0n;
}

export async function storeSetResult(trx: Kysely<Database>, setId: string, result: SetResult): Promise<void> {
  await trx
    .updateTable('practice_sets')
    .set({ result: JSON.stringify(result) })
    .where('id', '=', setId)
    .execute();
}

/** The feedback given to each exercise answered in a set, by exercise id. */
export async function feedbackOfSet(db: Kysely<Database>, setId: string): Promise<Map<string, AnswerFeedback>> {
  const rows = await db.selectFrom('practice_answers').select(['exercise_id', 'feedback']).where('set_id', '=', setId).execute();
  return new Map(rows.map((row) => [row.exercise_id, answerFeedbackSchema.parse(JSON.parse(row.feedback))]));
}

/** The feedback given to one exercise of a set, or undefined when it was not answered there. */
export async function findFeedback(db: Kysely<Database>, setId: string, exerciseId: string): Promise<AnswerFeedback | undefined> {
  const row = await db
    .selectFrom('practice_answers')
    .select('feedback')
    .where('set_id', '=', setId)
    .where('exercise_id', '=', exerciseId)
    .executeTakeFirst();
  return row ? answerFeedbackSchema.parse(JSON.parse(row.feedback)) : undefined;
}

/** Whether each answer of a set was right. */
export async function answersOfSet(db: Kysely<Database>, setId: string): Promise<{ exerciseId: string; correct: boolean }[]> {
  const rows = await db.selectFrom('practice_answers').select(['exercise_id', 'correct']).where('set_id', '=', setId).execute();
  return rows.map((row) => ({ exerciseId: row.exercise_id, correct: row.correct === 1 }));
}

/** Whether the learner's last answer to each of these exercises was right (exercises never answered are absent). */
export async function lastResults(db: Kysely<Database>, learnerId: string, exerciseIds: readonly string[]): Promise<Map<string, boolean>> {
  if (exerciseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('practice_answers')
    .select(['exercise_id', 'correct'])
    .where('learner_id', '=', learnerId)
    .where('exercise_id', 'in', [...exerciseIds])
    .orderBy('answered_at', 'desc')
    .execute();
  const last = new Map<string, boolean>();
  for (const row of rows) if (!last.has(row.exercise_id)) last.set(row.exercise_id, row.correct === 1);
  return last;
}

/**
 * Inside the answer's transaction: stores the first answer to an exercise of a set (its feedback follows with
 * storeFeedback). False when the set already has an answer to it.
 */
export async function insertAnswerOnce(
  trx: Kysely<Database>,
  answer: { setId: string; exerciseId: string; learnerId: string; answer: Answer; correct: boolean; now: number },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('practice_answers')
    .values({
      set_id: answer.setId,
      exercise_id: answer.exerciseId,
      learner_id: answer.learnerId,
      answer: JSON.stringify(answer.answer),
      correct: answer.correct ? 1 : 0,
      feedback: '{}',
      answered_at: answer.now,
    })
    .onConflict((conflict) => conflict.columns(['set_id', 'exercise_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 0;
}

export async function storeFeedback(trx: Kysely<Database>, setId: string, exerciseId: string, feedback: AnswerFeedback): Promise<void> {
  await trx
    .updateTable('practice_answers')
    .set({ feedback: JSON.stringify(feedback) })
    .where('set_id', '=', setId)
    .where('exercise_id', '=', exerciseId)
    .execute();
}

/** Whether each exercise the learner answered in [start, end) (ms) was right. */
export async function answersBetween(db: Kysely<Database>, learnerId: string, start: number, end: number): Promise<{ correct: boolean }[]> {
  const rows = await db
    .selectFrom('practice_answers')
    .select(['correct'])
    .where('learner_id', '=', learnerId)
    .where('answered_at', '>=', start)
    .where('answered_at', '<', end)
    .execute();
  return rows.map((row) => ({ correct: row.correct === 1 }));
}

/** Whether the learner answered this exercise right in an earlier set. */
export async function answeredRightBefore(db: Kysely<Database>, learnerId: string, exerciseId: string, setId: string): Promise<boolean> {
  const row = await db
    .selectFrom('practice_answers')
    .select('set_id')
    .where('learner_id', '=', learnerId)
    .where('exercise_id', '=', exerciseId)
    .where('correct', '=', 1)
    .where('set_id', '!=', setId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
