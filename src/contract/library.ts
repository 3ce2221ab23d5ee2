import { grades, gradeSchema } from './accounts.ts';
import { subjects, subjectSchema } from './catalog.ts';
import { learnerQuerySchema } from './companion.ts';
import { termSchema } from './library-content.ts';
import { described, z } from './schema.ts';

/**
 * 课本同步: the course library as a learner browses it, textbook by textbook (decision 033) — a grade's volumes of one
 * subject, their units and the units' knowledge points in textbook order, each with its lesson and the learner's mastery.
 */

export const libraryQuerySchema = z.object({
  ...learnerQuerySchema.shape,
  grade: z.optional(described(z.enum(grades), { description: 'whose textbooks (default: the learner’s grade)' })),
  subject: z.optional(described(z.enum(subjects), { description: '数学, 语文 or 英语 (default 数学)' })),
});
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

export const textbookPointSchema = described(
  z.object({
    id: z.string(),
    title: z.string(),
    lessonId: z.string(),
    mastery: z.nullable(
      described(z.number().check(z.gte(0), z.lte(1)), { description: 'P(known) from the learner’s practice; null when never practised' }),
    ),
    mastered: described(z.boolean(), { description: 'mastery at or above the level the plan counts as mastered (0.95)' }),
  }),
  { id: 'TextbookPoint' },
);
export type TextbookPoint = z.infer<typeof textbookPointSchema>;

export const textbookUnitSchema = described(
  z.object({
    id: z.string(),
    /** As the textbook prints it, e.g. '1 小数乘法'. */
    title: z.string(),
    knowledgePoints: z.array(textbookPointSchema),
  }),
  { id: 'TextbookUnit' },
);
export type TextbookUnit = z.infer<typeof textbookUnitSchema>;

export const textbookVolumeSchema = described(
  z.object({
    id: z.string(),
    /** As printed on the cover, e.g. '五年级上册'. */
    title: z.string(),
    term: termSchema,
    /** The textbooks' edition, e.g. '人教版'. */
    edition: z.string(),
    units: z.array(textbookUnitSchema),
  }),
  { id: 'TextbookVolume' },
);
export type TextbookVolume = z.infer<typeof textbookVolumeSchema>;

export const libraryTreeSchema = described(
  z.object({
    learnerId: z.string(),
    grade: gradeSchema,
    subject: subjectSchema,
    /** In the order a class goes through them (上学期 first); empty when the grade has no such course (英语 before 三年级). */
    volumes: z.array(textbookVolumeSchema),
  }),
  { id: 'LibraryTree' },
);
export type LibraryTree = z.infer<typeof libraryTreeSchema>;
