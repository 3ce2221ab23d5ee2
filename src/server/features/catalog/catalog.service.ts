import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Grade } from '../../../contract/accounts.ts';
import { type AdminPlan, type NewPlan, type PlanEdit, SHIPPED_IMAGE_PATTERN } from '../../../contract/admin-catalog.ts';
import {
  type Assessment,
  type AssessmentResult,
  type AssessmentSubmission,
  gradesByStage,
  type Plan,
  type ServicePeriod,
  type Stage,
  subjects,
} from '../../../contract/catalog.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { newId } from '../../secrets.ts';
import { findLearner, listLearners } from '../accounts/account.repository.ts';
import { appendAuditEntry } from '../operators/audit-log.repository.ts';
import { isUniqueViolation } from '../operators/operator.repository.ts';
import type { Actor } from '../operators/operators.service.ts';
import { missingUploads } from '../uploads/uploads.service.ts';
import {
  findAdminPlan,
  findPlan,
  insertAssessmentResult,
  insertPlan,
  isCoverImageInUse,
  listAllPlans,
  listPlansOnSale,
  listQuestionsForGrade,
  nextPlanSortOrder,
  type PlanFields,
  readPlansOnSale,
  setPlanSortOrders,
  type StoredQuestion,
  updatePlan,
} from './catalog.repository.ts';
import { listLearnerServices } from './service-period.repository.ts';

export const QUESTIONS_PER_SUBJECT = 4;

/** Below 60 % a year of support, below 85 % a term, otherwise a month to keep the habit. */
export function recommendedDuration(overallMastery: number): 30 | 120 | 365 {
  if (overallMastery < 60) return 365;
  if (overallMastery < 85) return 120;
  return 30;
}

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct / total) * 100));

export function createCatalogService(db: Kysely<Database>, clock: Clock) {
  async function getPlan(id: string): Promise<Plan> {
    const plan = await findPlan(db, id);
    if (!plan) throw new AppError(404, 'PLAN_NOT_FOUND');
    return plan;
  }

  async function questionsFor(stage: Stage, grade: Grade): Promise<StoredQuestion[]> {
    if (!gradesByStage[stage].includes(grade)) throw new AppError(400, 'ASSESSMENT_GRADE_MISMATCH', undefined, 'grade');
    const all = await listQuestionsForGrade(db, stage, grade);
    return subjects.flatMap((subject) => all.filter((question) => question.subject === subject).slice(0, QUESTIONS_PER_SUBJECT));
  }

  async function getAssessment(stage: Stage, grade: Grade): Promise<Assessment> {
    const questions = await questionsFor(stage, grade);
    return {
      stage,
      grade,
      questions: questions.map(({ id, subject, prompt, options }) => ({ id, subject, prompt, options })),
    };
  }

  /** Which learner a logged-in account's result belongs to: the one named, else the student itself. */
  async function resultOwner(accountId: string, learnerId: string | undefined): Promise<string | null> {
    if (learnerId) {
      const learner = await findLearner(db, accountId, learnerId);
      if (!learner) throw new AppError(404, 'LEARNER_NOT_FOUND', undefined, 'learnerId');
      return learner.id;
    }
    const self = (await listLearners(db, accountId)).find((learner) => learner.is_self === 1);
    return self?.id ?? null;
  }

  async function scoreAssessment(submission: AssessmentSubmission, accountId: string | null): Promise<AssessmentResult> {
    const questions = await questionsFor(submission.stage, submission.grade);
    const byId = new Map(questions.map((question) => [question.id, question]));
    const answered = new Set(submission.answers.map((answer) => answer.questionId));
    const complete =
      answered.size === submission.answers.length &&
      answered.size === questions.length &&
      submission.answers.every((answer) => byId.has(answer.questionId));
    if (!complete) throw new AppError(400, 'ASSESSMENT_ANSWERS_INVALID', undefined, 'answers');

    const correctIds = new Set(
      submission.answers.filter((answer) => byId.get(answer.questionId)?.answerIndex === answer.choice).map((answer) => answer.questionId),
    );
    const subjectScores = subjects
      .map((subject) => {
        const ofSubject = questions.filter((question) => question.subject === subject);
        const correct = ofSubject.filter((question) => correctIds.has(question.id)).length;
        return { subject, correct, total: ofSubject.length, mastery: percent(correct, ofSubject.length) };
      })
      .filter((score) => score.total > 0);
    const overallMastery = percent(correctIds.size, questions.length);
    const weakPoints = questions
      .filter((question) => !correctIds.has(question.id))
      .map((question) => ({ subject: question.subject, knowledgePoint: question.knowledgePoint }));
    const plans = await listPlansOnSale(db, submission.stage);
    const duration = recommendedDuration(overallMastery);
    const recommended = plans.find((plan) => plan.durationDays === duration) ?? plans[0];

    const owner = accountId ? await resultOwner(accountId, submission.learnerId) : null;
    const result: AssessmentResult = {
      stage: submission.stage,
      grade: submission.grade,
      overallMastery,
      subjects: subjectScores,
      weakPoints,
      recommendedPlanId: recommended?.id ?? null,
      savedForLearnerId: owner,
    };
    if (owner) {
      await insertAssessmentResult(db, {
        id: newId(),
        learnerId: owner,
        stage: submission.stage,
        grade: submission.grade,
        answers: submission.answers,
        result,
        now: clock.now(),
      });
    }
    return result;
  }

  async function listServices(accountId: string): Promise<ServicePeriod[]> {
    const now = clock.now();
    const rows = await listLearnerServices(db, accountId);
    return rows.map((row) => ({
      ...row,
      startsAt: new Date(row.startsAt).toISOString(),
      endsAt: new Date(row.endsAt).toISOString(),
      active: row.startsAt <= now && now < row.endsAt,
    }));
  }

  return { readPlans: (stage?: Stage) => readPlansOnSale(db, stage), getPlan, getAssessment, scoreAssessment, listServices };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** The editable fields of a plan as stored, and what the audit log keeps of them. */
function fieldsOf(plan: AdminPlan): PlanFields {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = plan;
  return fields;
}

/** The fields in one fixed order, so two sets compare equal whatever order their keys came in. */
const comparable = (fields: PlanFields) =>
  JSON.stringify([
    fields.title,
    fields.subtitle,
    fields.stage,
    fields.priceFen,
    fields.originalPriceFen,
    fields.durationDays,
    fields.inclusions,
    fields.detailSections.map((section) => [section.heading, section.paragraphs]),
    fields.faq.map((item) => [item.question, item.answer]),
    fields.coverImage,
    fields.onSale,
    fields.sortOrder,
  ]);

const planAudit = (actor: Actor, action: string, targetId: string, before: unknown, after: unknown, now: number) => ({
  operatorId: actor.operatorId,
  requestId: actor.requestId,
  action,
  targetType: 'plan',
  targetId,
  before,
  after,
  createdAt: now,
});

/**
 * The console's catalog: every plan, creating, editing and reordering them. Each write and its audit entry (before →
 * after) commit together. Orders keep their own plan snapshot and amount, so no edit here reaches an existing order.
 */
export function createCatalogAdminService({ db, clock, webDir }: { db: Kysely<Database>; clock: Clock; webDir: string }) {
  const notFound = () => new AppError(404, 'PLAN_NOT_FOUND');
  const coverInvalid = () => new AppError(400, 'PLAN_COVER_IMAGE_INVALID', undefined, 'coverImage');

  /** An uploaded image that exists with its type, or an /images/ file the web app serves (or a plan already shows). */
  async function checkCoverImage(trx: Kysely<Database>, coverImage: string): Promise<void> {
    if (SHIPPED_IMAGE_PATTERN.test(coverImage)) {
      if (fs.existsSync(path.join(webDir, coverImage)) || (await isCoverImageInUse(trx, coverImage))) return;
      throw coverInvalid();
    }
    if ((await missingUploads(trx, [coverImage])).length > 0) throw coverInvalid();
  }

  async function createPlan(request: NewPlan, actor: Actor): Promise<AdminPlan> {
    const { id, ...input } = request;
    const taken = () => new AppError(409, 'PLAN_ID_TAKEN', undefined, 'id');
    return db
      .transaction()
      .execute(async (trx) => {
        if (await findAdminPlan(trx, id)) throw taken();
        await checkCoverImage(trx, input.coverImage);
        const now = clock.now();
        await insertPlan(trx, id, { ...input, sortOrder: input.sortOrder ?? (await nextPlanSortOrder(trx)) }, now);
        const created = await findAdminPlan(trx, id);
        if (!created) throw new Error('the plan just inserted is missing');
        await appendAuditEntry(trx, planAudit(actor, 'plan.create', id, null, created, now));
        return created;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? taken() : error;
      });
  }

  /** Replaces every editable field; the sort order stays when none is sent. An edit that changes nothing writes nothing. */
  async function editPlan(id: string, edit: PlanEdit, actor: Actor): Promise<AdminPlan> {
    return db.transaction().execute(async (trx) => {
      const before = await findAdminPlan(trx, id);
      if (!before) throw notFound();
      const fields: PlanFields = { ...edit, sortOrder: edit.sortOrder ?? before.sortOrder };
      if (comparable(fields) === comparable(fieldsOf(before))) return before;
      if (fields.coverImage !== before.coverImage) await checkCoverImage(trx, fields.coverImage);
      const now = clock.now();
      await updatePlan(trx, id, fields, now);
      const after = await findAdminPlan(trx, id);
      if (!after) throw notFound();
      await appendAuditEntry(trx, planAudit(actor, 'plan.update', id, before, after, now));
      return after;
    });
  }

  /** `ids` must name every plan exactly once; they are shown in that order. */
  async function reorderPlans(ids: string[], actor: Actor): Promise<AdminPlan[]> {
    return db.transaction().execute(async (trx) => {
      const plans = await listAllPlans(trx);
      const current = plans.map((plan) => plan.id);
      const known = new Set(current);
      const complete = new Set(ids).size === ids.length && ids.length === current.length && ids.every((id) => known.has(id));
      if (!complete) throw new AppError(400, 'PLAN_ORDER_MISMATCH', undefined, 'ids');
      if (ids.every((id, index) => current[index] === id)) return plans;
      const now = clock.now();
      await setPlanSortOrders(trx, ids, now);
      await appendAuditEntry(trx, planAudit(actor, 'plan.order', 'plans', { ids: current }, { ids }, now));
      return listAllPlans(trx);
    });
  }

  return { listPlans: () => listAllPlans(db), createPlan, editPlan, reorderPlans };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
