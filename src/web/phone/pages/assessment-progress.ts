import { useMemo } from 'react';
import { gradeSchema } from '../../../contract/accounts.ts';
import { assessmentQuestionSchema, assessmentResultSchema, stageSchema } from '../../../contract/catalog.ts';
import { z } from '../../../contract/schema.ts';
import { sharedTestDataStore } from '../../stores/session.ts';

/** The assessment in progress, kept in sessionStorage `sharedTestData` so a reload continues where it was. */
const progressSchema = z.object({
  stage: stageSchema,
  grade: gradeSchema,
  questions: z.array(assessmentQuestionSchema),
  answers: z.record(z.string(), z.number()),
  index: z.number(),
  /** The child a parent takes it for (a student's own result needs no id). */
  learnerId: z.optional(z.string()),
  result: z.optional(assessmentResultSchema),
});
export type AssessmentProgress = z.infer<typeof progressSchema>;

export function useAssessmentProgress(): AssessmentProgress | null {
  // Select the stored value itself (a stable reference) and parse it per change, not per render.
  const stored = sharedTestDataStore.useValue();
  return useMemo(() => {
    const parsed = progressSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  }, [stored]);
}

export function saveAssessmentProgress(progress: AssessmentProgress | null) {
  sharedTestDataStore.set(progress);
}
