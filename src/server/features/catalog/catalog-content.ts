import {
  type AssessmentQuestionContent,
  assessmentQuestionsFileSchema,
  type PlanContent,
  plansFileSchema,
} from '../../../contract/catalog-content.ts';
import { contentRoot, readContentFile } from '../../content-files.ts';

/** content/catalog/plans.json, checked against the contract (decision 032): the plans a new database starts with. */
export function loadPlans(root: string = contentRoot): PlanContent[] {
  return readContentFile(root, 'catalog/plans.json', plansFileSchema).plans;
}

/** content/catalog/assessment-questions.json: the free assessment's questions a new database starts with. */
export function loadAssessmentQuestions(root: string = contentRoot): AssessmentQuestionContent[] {
  return readContentFile(root, 'catalog/assessment-questions.json', assessmentQuestionsFileSchema).questions;
}
