import { gradeSchema, type Grade } from './accounts.ts';
import { described, z } from './schema.ts';

export const stages = ['primary', 'junior', 'senior'] as const;
export const stageSchema = described(z.enum(stages), { description: 'primary 小学 / junior 初中 / senior 高中' });
export type Stage = z.infer<typeof stageSchema>;
export const stageLabels: Record<Stage, string> = { primary: '小学', junior: '初中', senior: '高中' };

export const gradesByStage: Record<Stage, readonly Grade[]> = {
  primary: ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'],
  junior: ['初一', '初二', '初三'],
  senior: ['高一', '高二', '高三'],
};

export function stageOfGrade(grade: Grade): Stage {
  return stages.find((stage) => gradesByStage[stage].includes(grade)) ?? 'primary';
}

export const subjects = ['数学', '语文', '英语'] as const;
export const subjectSchema = z.enum(subjects);
export type Subject = z.infer<typeof subjectSchema>;

const fen = described(z.number().check(z.int(), z.nonnegative()), { description: 'integer fen (1/100 yuan)' });

const planSummaryShape = {
  id: z.string(),
  stage: stageSchema,
  durationDays: z.number().check(z.int(), z.positive()),
  priceFen: fen,
  originalPriceFen: fen,
  title: z.string(),
  subtitle: z.string(),
  inclusions: z.array(z.string()),
  coverImage: z.string(),
  onSale: described(z.boolean(), { description: 'false: readable, but it cannot be ordered' }),
};

/** A plan as listed: what a plan card shows. Its detail sections and FAQ are read with the plan itself. */
export const planSummarySchema = described(z.object(planSummaryShape), { id: 'PlanSummary' });
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planSchema = described(
  z.object({
    ...planSummaryShape,
    detailSections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  { id: 'Plan' },
);
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = described(z.object({ plans: z.array(planSummarySchema) }), { id: 'PlanList' });
export type PlanList = z.infer<typeof planListSchema>;

export const servicePeriodSchema = described(
  z.object({
    learnerId: z.string(),
    learnerName: z.string(),
    planId: z.string(),
    planTitle: z.string(),
    startsAt: described(z.string(), { description: 'ISO 8601 (UTC)' }),
    endsAt: described(z.string(), { description: 'ISO 8601 (UTC)' }),
    active: z.boolean(),
  }),
  { id: 'ServicePeriod' },
);
export type ServicePeriod = z.infer<typeof servicePeriodSchema>;
export const servicePeriodListSchema = described(z.object({ services: z.array(servicePeriodSchema) }), { id: 'ServicePeriodList' });

export const assessmentQuerySchema = z.object({ stage: stageSchema, grade: gradeSchema });

export const assessmentQuestionSchema = described(
  z.object({ id: z.string(), subject: subjectSchema, prompt: z.string(), options: z.array(z.string()) }),
  { id: 'AssessmentQuestion' },
);
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

export const assessmentSchema = described(
  z.object({ stage: stageSchema, grade: gradeSchema, questions: z.array(assessmentQuestionSchema) }),
  { id: 'Assessment' },
);
export type Assessment = z.infer<typeof assessmentSchema>;

export const assessmentAnswerSchema = z.object({
  questionId: z.string().check(z.minLength(1), z.maxLength(64)),
  choice: z.number().check(z.int(), z.gte(0), z.lte(3)),
});

export const assessmentSubmissionSchema = described(
  z.object({
    stage: stageSchema,
    grade: gradeSchema,
    answers: z.array(assessmentAnswerSchema).check(z.minLength(1), z.maxLength(20)),
    learnerId: z.optional(described(z.string(), { description: 'which of the account’s learners took it (default: the student)' })),
  }),
  { id: 'AssessmentSubmission' },
);
export type AssessmentSubmission = z.infer<typeof assessmentSubmissionSchema>;

export const assessmentResultSchema = described(
  z.object({
    stage: stageSchema,
    grade: gradeSchema,
    overallMastery: described(z.number(), { description: '0–100' }),
    subjects: z.array(z.object({ subject: subjectSchema, correct: z.number(), total: z.number(), mastery: z.number() })),
    weakPoints: z.array(z.object({ subject: subjectSchema, knowledgePoint: z.string() })),
    recommendedPlanId: z.nullable(z.string()),
    savedForLearnerId: z.nullable(z.string()),
  }),
  { id: 'AssessmentResult' },
);
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;
