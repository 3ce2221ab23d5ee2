/** Seed data shapes: loaded into the database on first start; operators edit the rows afterwards. */

export type Stage = 'primary' | 'junior' | 'senior';

export type PlanSeed = {
  /** Stable id used in URLs and orders, e.g. 'junior-120'. */
  id: string;
  stage: Stage;
  durationDays: 30 | 120 | 365;
  /** Integer fen. */
  priceFen: number;
  originalPriceFen: number;
  title: string;
  subtitle: string;
  /** What is included, most important first (the list page shows the first three). */
  inclusions: string[];
  /** Detail page sections: a heading and paragraphs. */
  detailSections: { heading: string; paragraphs: string[] }[];
  faq: { question: string; answer: string }[];
  /** A path under the web app's public folder, e.g. '/images/plans/junior.svg'. */
  coverImage: string;
  sortOrder: number;
  onSale: boolean;
};

export type Subject = '数学' | '语文' | '英语';

export type AssessmentQuestionSeed = {
  /** Stable id, e.g. 'p-low-math-01'. */
  id: string;
  stage: Stage;
  /** The grades this question suits, as in the contract's grade list (一年级…六年级, 初一…初三, 高一…高三). */
  grades: string[];
  subject: Subject;
  /** The knowledge point a wrong answer reveals as weak, e.g. '分数的加减法'. */
  knowledgePoint: string;
  prompt: string;
  /** Four options; exactly one is right. */
  options: [string, string, string, string];
  /** Index (0–3) of the right option. */
  answerIndex: 0 | 1 | 2 | 3;
  sortOrder: number;
};
