/** JSON columns hold text: inclusions, detail_sections, faq, grades, options, answers, result. */
export interface PlansTable {
  id: string;
  stage: string;
  duration_days: number;
  price_fen: number;
  original_price_fen: number;
  title: string;
  subtitle: string;
  inclusions: string;
  detail_sections: string;
  faq: string;
  cover_image: string;
  sort_order: number;
  on_sale: number;
  created_at: number;
  updated_at: number;
}

export interface AssessmentQuestionsTable {
  id: string;
  stage: string;
  grades: string;
  subject: string;
  knowledge_point: string;
  prompt: string;
  options: string;
  answer_index: number;
  sort_order: number;
}

export interface AssessmentResultsTable {
  id: string;
  learner_id: string;
  stage: string;
  grade: string;
  answers: string;
  result: string;
  created_at: number;
}

/** A learner's current service: one row per learner, extended by each payment (issue 5). */
export interface ServicePeriodsTable {
  learner_id: string;
  plan_id: string;
  plan_title: string;
  starts_at: number;
  ends_at: number;
  updated_at: number;
}

/** The tables this part of the server owns, by name (db/schema.ts joins every part's into Database). */
export interface CatalogTables {
  plans: PlansTable;
  assessment_questions: AssessmentQuestionsTable;
  assessment_results: AssessmentResultsTable;
  service_periods: ServicePeriodsTable;
}
