import type { Kysely, Selectable } from 'kysely';
import type { AdminPlan } from '../../../contract/admin-catalog.ts';
import type { AssessmentQuestionContent, PlanContent } from '../../../contract/catalog-content.ts';
import {
  type Plan,
  type PlanSummary,
  planSchema,
  planSummarySchema,
  stageSchema,
  subjectSchema,
  type Subject,
} from '../../../contract/catalog.ts';
import type { AssessmentQuestionsTable, Database, PlansTable } from '../../db/schema.ts';

type PlanRow = Selectable<PlansTable>;

function parseJson(text: string): unknown {
  return JSON.parse(text);
}

function stringArray(text: string): string[] {
  const value = parseJson(text);
  return Array.isArray(value) ? value.map(String) : [];
}

/** What a plan card shows: every column but the detail sections and the FAQ. */
const SUMMARY_COLUMNS = [
  'id',
  'stage',
  'duration_days',
  'price_fen',
  'original_price_fen',
  'title',
  'subtitle',
  'inclusions',
  'cover_image',
  'on_sale',
] as const;
type PlanSummaryRow = Pick<PlanRow, (typeof SUMMARY_COLUMNS)[number]>;

function summaryFields(row: PlanSummaryRow) {
  return {
    id: row.id,
    stage: row.stage,
    durationDays: row.duration_days,
    priceFen: row.price_fen,
    originalPriceFen: row.original_price_fen,
    title: row.title,
    subtitle: row.subtitle,
    inclusions: parseJson(row.inclusions),
    coverImage: row.cover_image,
    onSale: row.on_sale === 1,
  };
}

/** A stored row as the contract's Plan; a row that does not fit (a bad manual edit) fails loudly. */
function toPlan(row: PlanRow): Plan {
  return planSchema.parse({ ...summaryFields(row), detailSections: parseJson(row.detail_sections), faq: parseJson(row.faq) });
}

async function planSummaryRowsOnSale(db: Kysely<Database>, stage?: string): Promise<PlanSummaryRow[]> {
  let query = db.selectFrom('plans').select(SUMMARY_COLUMNS).where('on_sale', '=', 1);
  if (stage) query = query.where('stage', '=', stage);
  return query.orderBy('sort_order').orderBy('id').execute();
}

/** The plans on sale as listed, in display order. */
export async function listPlansOnSale(db: Kysely<Database>, stage?: string): Promise<PlanSummary[]> {
  return (await planSummaryRowsOnSale(db, stage)).map((row) => planSummarySchema.parse(summaryFields(row)));
}

/**
 * The plans on sale as listed, with a fingerprint of their rows exactly as stored: the same fingerprint means the
 * same plans, whoever changed the rows and however. The plans are only made from the rows when asked for.
 */
export async function readPlansOnSale(db: Kysely<Database>, stage?: string): Promise<{ fingerprint: string; plans: () => PlanSummary[] }> {
  const rows = await planSummaryRowsOnSale(db, stage);
  return { fingerprint: JSON.stringify(rows), plans: () => rows.map((row) => planSummarySchema.parse(summaryFields(row))) };
}

export async function findPlan(db: Kysely<Database>, id: string): Promise<Plan | undefined> {
  const row = await db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPlan(row);
}

/** A plan as the console sees it: with its display position and times. */
function toAdminPlan(row: PlanRow): AdminPlan {
  return {
    ...toPlan(row),
    sortOrder: row.sort_order,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Every plan, on sale or not, in display order. */
export async function listAllPlans(db: Kysely<Database>): Promise<AdminPlan[]> {
  const rows = await db.selectFrom('plans').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map(toAdminPlan);
}

export async function findAdminPlan(db: Kysely<Database>, id: string): Promise<AdminPlan | undefined> {
  const row = await db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toAdminPlan(row);
}

/** What an operator sets on a plan (everything but its id and times). */
export type PlanFields = Omit<Plan, 'id'> & { sortOrder: number };

function planColumns(fields: PlanFields) {
  return {
    stage: fields.stage,
    duration_days: fields.durationDays,
    price_fen: fields.priceFen,
    original_price_fen: fields.originalPriceFen,
    title: fields.title,
    subtitle: fields.subtitle,
    inclusions: JSON.stringify(fields.inclusions),
    detail_sections: JSON.stringify(fields.detailSections),
    faq: JSON.stringify(fields.faq),
    cover_image: fields.coverImage,
    sort_order: fields.sortOrder,
    on_sale: fields.onSale ? 1 : 0,
  };
}

export async function insertPlan(db: Kysely<Database>, id: string, fields: PlanFields, now: number): Promise<void> {
  await db
    .insertInto('plans')
    .values({ id, ...planColumns(fields), created_at: now, updated_at: now })
    .execute();
}

export async function updatePlan(db: Kysely<Database>, id: string, fields: PlanFields, now: number): Promise<void> {
  await db
    .updateTable('plans')
    .set({ ...planColumns(fields), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The position after the last plan's. */
export async function nextPlanSortOrder(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('plans')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Display positions 0, 1, 2… in the order of `ids`. */
export async function setPlanSortOrders(db: Kysely<Database>, ids: string[], now: number): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.updateTable('plans').set({ sort_order: position, updated_at: now }).where('id', '=', id).execute();
  }
}

/** Whether some plan already shows this cover (the seed's shipped images count as existing). */
export async function isCoverImageInUse(db: Kysely<Database>, coverImage: string): Promise<boolean> {
  const row = await db.selectFrom('plans').select('id').where('cover_image', '=', coverImage).limit(1).executeTakeFirst();
  return row !== undefined;
}

export type StoredQuestion = {
  id: string;
  subject: Subject;
  knowledgePoint: string;
  prompt: string;
  options: string[];
  answerIndex: number;
};

function toQuestion(row: Selectable<AssessmentQuestionsTable>): StoredQuestion {
  return {
    id: row.id,
    subject: subjectSchema.parse(row.subject),
    knowledgePoint: row.knowledge_point,
    prompt: row.prompt,
    options: stringArray(row.options),
    answerIndex: row.answer_index,
  };
}

/** The questions of a stage that suit a grade, in their order within each subject. */
export async function listQuestionsForGrade(db: Kysely<Database>, stage: string, grade: string): Promise<StoredQuestion[]> {
  const rows = await db
    .selectFrom('assessment_questions')
    .selectAll()
    .where('stage', '=', stageSchema.parse(stage))
    .orderBy('subject')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.filter((row) => stringArray(row.grades).includes(grade)).map(toQuestion);
}

export async function insertAssessmentResult(
  db: Kysely<Database>,
  row: { id: string; learnerId: string; stage: string; grade: string; answers: unknown; result: unknown; now: number },
): Promise<void> {
  await db
    .insertInto('assessment_results')
    .values({
      id: row.id,
      learner_id: row.learnerId,
      stage: row.stage,
      grade: row.grade,
      answers: JSON.stringify(row.answers),
      result: JSON.stringify(row.result),
      created_at: row.now,
    })
    .execute();
}

async function isEmpty(db: Kysely<Database>, table: 'plans' | 'assessment_questions'): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * First start: the plans and questions of content/catalog go into empty tables. Afterwards the rows are the operators'
 * (edited, taken off sale) and the files are not used again. Several processes starting at once insert each row once.
 */
export async function seedCatalog(
  db: Kysely<Database>,
  plans: readonly PlanContent[],
  questions: readonly AssessmentQuestionContent[],
  now: number,
): Promise<void> {
  if (plans.length > 0 && (await isEmpty(db, 'plans'))) {
    await db
      .insertInto('plans')
      .values(
        plans.map((plan) => ({
          id: plan.id,
          stage: plan.stage,
          duration_days: plan.durationDays,
          price_fen: plan.priceFen,
          original_price_fen: plan.originalPriceFen,
          title: plan.title,
          subtitle: plan.subtitle,
          inclusions: JSON.stringify(plan.inclusions),
          detail_sections: JSON.stringify(plan.detailSections),
          faq: JSON.stringify(plan.faq),
          cover_image: plan.coverImage,
          sort_order: plan.sortOrder,
          on_sale: plan.onSale ? 1 : 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  if (questions.length > 0 && (await isEmpty(db, 'assessment_questions'))) {
    await db
      .insertInto('assessment_questions')
      .values(
        questions.map((question) => ({
          id: question.id,
          stage: question.stage,
          grades: JSON.stringify(question.grades),
          subject: question.subject,
          knowledge_point: question.knowledgePoint,
          prompt: question.prompt,
          options: JSON.stringify(question.options),
          answer_index: question.answerIndex,
          sort_order: question.sortOrder,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}
