import type { Kysely } from 'kysely';
import { assessmentAnswerSchema } from '../../../../contract/catalog.ts';
import type { ExerciseKind } from '../../../../contract/companion.ts';
import { z } from '../../../../contract/schema.ts';
import type { Database } from '../../../db/schema.ts';
import { bktParameters, bktUpdate } from './bkt.ts';

/** The answers of a free assessment as assessment_results stores them. */
const assessmentAnswerList = z.array(assessmentAnswerSchema);

export type MasteryState = { pKnown: number; attempts: number; correct: number };

/** The learner's stored mastery per knowledge point (points with no evidence are absent: P(L0) applies). */
export async function masteryOf(
  db: Kysely<Database>,
  learnerId: string,
  knowledgePointIds?: readonly string[],
): Promise<Map<string, MasteryState>> {
  let query = db
    .selectFrom('learner_mastery')
    .select(['knowledge_point_id', 'p_known', 'attempts', 'correct'])
    .where('learner_id', '=', learnerId);
  if (knowledgePointIds) {
    if (knowledgePointIds.length === 0) return new Map();
    query = query.where('knowledge_point_id', 'in', [...knowledgePointIds]);
  }
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [row.knowledge_point_id, { pKnown: Number(row.p_known), attempts: row.attempts, correct: row.correct }]),
  );
}

/**
 * The free assessment seeds mastery: each of its answers is one BKT observation (single choice) on the knowledge
 * point of the same stage and title. Only points with no evidence yet are seeded, so practice is never overwritten
 * and seeding again changes nothing.
 */
export async function seedMasteryFromAssessment(db: Kysely<Database>, learner: { id: string; stage: string }, now: number): Promise<void> {
  const latest = await db
    .selectFrom('assessment_results')
    .select(['answers'])
    .where('learner_id', '=', learner.id)
    .where('stage', '=', learner.stage)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return;
  const answers = assessmentAnswerList.parse(JSON.parse(latest.answers));
  if (answers.length === 0) return;
  const questions = await db
    .selectFrom('assessment_questions')
    .innerJoin('knowledge_points', (join) =>
      join
        .onRef('knowledge_points.title', '=', 'assessment_questions.knowledge_point')
        .onRef('knowledge_points.stage', '=', 'assessment_questions.stage'),
    )
    .select([
      'assessment_questions.id as questionId',
      'assessment_questions.answer_index as answerIndex',
      'knowledge_points.id as knowledgePointId',
    ])
    .where(
      'assessment_questions.id',
      'in',
      answers.map((answer) => answer.questionId),
    )
    .where('knowledge_points.retired_at', 'is', null)
    .execute();
  const observations = new Map<string, boolean[]>();
  for (const question of questions) {
    const answer = answers.find((candidate) => candidate.questionId === question.questionId);
    if (!answer) continue;
    observations.set(question.knowledgePointId, [
      ...(observations.get(question.knowledgePointId) ?? []),
      answer.choice === question.answerIndex,
    ]);
  }
  for (const [knowledgePointId, results] of observations) {
    const pKnown = results.reduce((p, correct) => bktUpdate(p, correct, 'single'), bktParameters.initial as number);
    await db
      .insertInto('learner_mastery')
      .values({ learner_id: learner.id, knowledge_point_id: knowledgePointId, p_known: pKnown, attempts: 0, correct: 0, updated_at: now })
      .onConflict((conflict) => conflict.columns(['learner_id', 'knowledge_point_id']).doNothing())
      .execute();
  }
}

/**
 * One answer's evidence on each knowledge point it tests; call inside the answer's transaction. The row is written
 * before it is read, so PostgreSQL holds its lock and two answers on one point at once both count.
 */
export async function recordEvidence(
  trx: Kysely<Database>,
  evidence: { learnerId: string; knowledgePointIds: readonly string[]; correct: boolean; kind: ExerciseKind; now: number },
): Promise<Map<string, number>> {
  const after = new Map<string, number>();
  for (const knowledgePointId of evidence.knowledgePointIds) {
    await trx
      .insertInto('learner_mastery')
      .values({
        learner_id: evidence.learnerId,
        knowledge_point_id: knowledgePointId,
        p_known: bktParameters.initial,
        attempts: 0,
        correct: 0,
        updated_at: evidence.now,
      })
      .onConflict((conflict) => conflict.columns(['learner_id', 'knowledge_point_id']).doUpdateSet({ updated_at: evidence.now }))
      .execute();
    const row = await trx
      .selectFrom('learner_mastery')
      .select(['p_known', 'attempts', 'correct'])
      .where('learner_id', '=', evidence.learnerId)
      .where('knowledge_point_id', '=', knowledgePointId)
      .executeTakeFirstOrThrow();
    const pKnown = bktUpdate(Number(row.p_known), evidence.correct, evidence.kind);
    await trx
      .updateTable('learner_mastery')
      .set({ p_known: pKnown, attempts: row.attempts + 1, correct: row.correct + (evidence.correct ? 1 : 0), updated_at: evidence.now })
      .where('learner_id', '=', evidence.learnerId)
      .where('knowledge_point_id', '=', knowledgePointId)
      .execute();
    after.set(knowledgePointId, pKnown);
  }
  return after;
}
