import type { Kysely } from 'kysely';
import type { Grade } from '../../../contract/accounts.ts';
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
import { findPlan, insertAssessmentResult, listPlansOnSale, listQuestionsForGrade, type StoredQuestion } from './catalog.repository.ts';
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

  return { listPlans: (stage?: Stage) => listPlansOnSale(db, stage), getPlan, getAssessment, scoreAssessment, listServices };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
