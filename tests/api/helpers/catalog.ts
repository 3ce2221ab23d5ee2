import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Grade } from '../../../src/contract/accounts.ts';
import { type Assessment, assessmentSchema, type PlanList, planListSchema, type Stage } from '../../../src/contract/catalog.ts';

export function getPlans(app: FastifyInstance, query = '', headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ url: `/api/plans${query}`, headers });
}

/** GET /api/plans (which must answer 200), parsed. */
export async function plansOnSale(app: FastifyInstance, query = ''): Promise<PlanList['plans']> {
  const response = await getPlans(app, query);
  if (response.statusCode !== 200) throw new Error(`GET /api/plans${query} answered ${response.statusCode}: ${response.body}`);
  return planListSchema.parse(response.json()).plans;
}

/** GET /api/assessment (which must answer 200), parsed. */
export async function fetchAssessment(app: FastifyInstance, stage: Stage, grade: Grade): Promise<Assessment> {
  const response = await app.inject({ url: `/api/assessment?stage=${stage}&grade=${encodeURIComponent(grade)}` });
  if (response.statusCode !== 200)
    throw new Error(`GET /api/assessment ${stage} ${grade} answered ${response.statusCode}: ${response.body}`);
  return assessmentSchema.parse(response.json());
}

export type KeyedQuestion = { id: string; subject: string; knowledgePoint: string; answerIndex: number };

/** The served questions of an assessment in served order, with their right answer and knowledge point from the database. */
export async function answerKey(app: FastifyInstance, assessment: Assessment): Promise<KeyedQuestion[]> {
  const ids = assessment.questions.map((question) => question.id);
  const rows = await app.db
    .selectFrom('assessment_questions')
    .select(['id', 'subject', 'knowledge_point', 'answer_index'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`question ${id} is not in assessment_questions`);
    return { id, subject: row.subject, knowledgePoint: row.knowledge_point, answerIndex: row.answer_index };
  });
}

/** A choice that is certainly wrong for a question. */
export const wrongChoice = (question: KeyedQuestion) => (question.answerIndex + 1) % 4;

export function postAssessment(
  app: FastifyInstance,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/assessment', payload: payload as object, headers });
}

/** Stored assessment results, all or of one learner. */
export async function storedResults(app: FastifyInstance, learnerId?: string) {
  let query = app.db.selectFrom('assessment_results').selectAll();
  if (learnerId) query = query.where('learner_id', '=', learnerId);
  return query.execute();
}
