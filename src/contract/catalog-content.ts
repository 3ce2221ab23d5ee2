import { gradeSchema } from './accounts.ts';
import { newPlanSchema } from './admin-catalog.ts';
import { gradesByStage, stageSchema, subjectSchema } from './catalog.ts';
import { z } from './schema.ts';

/**
 * The catalog a new database starts with (decision 032): content/catalog/plans.json and
 * content/catalog/assessment-questions.json. They are loaded into empty tables on first start; afterwards the rows
 * are the operators' and the files are not read again, though a broken file still stops the start.
 */

const text = z.string().check(z.minLength(1, 'must not be empty'));

/** Each id once in the list: `[{ id }]` at `<key>[i].id`. */
const uniqueIds = <Item extends { id: string }>(key: string) =>
  z.superRefine<Record<string, Item[]>>((file, ctx) => {
    const seen = new Set<string>();
    (file[key] ?? []).forEach((item, index) => {
      if (seen.has(item.id)) ctx.addIssue({ code: 'custom', message: `the id ${item.id} is used twice`, path: [key, index, 'id'] });
      seen.add(item.id);
    });
  });

/**
 * A plan as the console's NewPlan holds it (id, texts and their lengths, prices in fen up to ¥100,000 and not above
 * the struck-through original, 1-1095 days, a shipped or uploaded cover), with its display position. A field the
 * console does not know is refused, not dropped: it is a typo.
 */
export const planContentSchema = z.catchall(
  z.safeExtend(newPlanSchema, { sortOrder: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)) }),
  z.never(),
);
export type PlanContent = z.output<typeof planContentSchema>;

/** content/catalog/plans.json */
export const plansFileSchema = z.strictObject({ plans: z.array(planContentSchema) }).check(uniqueIds<PlanContent>('plans'));

/** One of the free assessment's single-choice questions. */
export const assessmentQuestionContentSchema = z
  .strictObject({
    /** Stable id, e.g. 'junior-math-01'. */
    id: z.string().check(z.regex(/^[a-z0-9-]+$/, 'an id is lower-case letters, digits and -')),
    stage: stageSchema,
    /** The grades of its stage this question suits. */
    grades: z.array(gradeSchema).check(z.minLength(1, 'a question suits at least one grade')),
    subject: subjectSchema,
    /** The knowledge point a wrong answer reveals as weak: a knowledge point's title in the course library. */
    knowledgePoint: text,
    prompt: text,
    /** Four options; exactly one is right. */
    options: z.tuple([text, text, text, text]),
    /** Index (0–3) of the right option. */
    answerIndex: z.number().check(z.int(), z.gte(0), z.lte(3)),
    /** Position among its stage's questions of the subject, smaller first. */
    sortOrder: z.number().check(z.int(), z.nonnegative()),
  })
  .check(
    z.refine((question) => question.grades.every((grade) => gradesByStage[question.stage].includes(grade)), {
      error: 'a grade is not one of the stage’s',
      path: ['grades'],
    }),
  );
export type AssessmentQuestionContent = z.output<typeof assessmentQuestionContentSchema>;

/** content/catalog/assessment-questions.json */
export const assessmentQuestionsFileSchema = z
  .strictObject({ questions: z.array(assessmentQuestionContentSchema) })
  .check(uniqueIds<AssessmentQuestionContent>('questions'));
