/** The course library (seeded; JSON columns: paragraphs, examples, options, answer, explanation). */
export interface KnowledgePointsTable {
  id: string;
  stage: string;
  subject: string;
  grade: string;
  unit_id: string;
  unit_title: string;
  title: string;
  lesson_id: string;
  sort_order: number;
  /** The textbooks' edition, the volume (册) and the term a class uses it in (上学期 / 下学期). */
  edition: string;
  volume_id: string;
  volume_title: string;
  term: string;
  /** When it left the library: kept for the learners whose progress points at it, never planned again. */
  retired_at: number | null;
}

/** A knowledge point and one that a learner needs first (of the same or an earlier grade). */
export interface KnowledgePointPrerequisitesTable {
  knowledge_point_id: string;
  prerequisite_id: string;
}

/** Which content the library tables hold (one row): a start with other content upgrades them. */
export interface LibraryStateTable {
  id: number;
  content_hash: string;
  synced_at: number;
}

export interface LessonsTable {
  id: string;
  knowledge_point_id: string;
  title: string;
  minutes: number;
  paragraphs: string;
  examples: string;
}

export interface ExercisesTable {
  id: string;
  knowledge_point_id: string;
  stage: string;
  subject: string;
  kind: string;
  prompt: string;
  options: string;
  answer: string;
  explanation: string;
  minutes: number;
  sort_order: number;
  retired_at: number | null;
}

/** Every knowledge point an exercise tests, its own included. */
export interface ExerciseKnowledgePointsTable {
  exercise_id: string;
  knowledge_point_id: string;
}

/** A learner's study plan; the current one has no replaced_at. JSON: subjects, week_days, unplaced. */
export interface StudyPlansTable {
  id: string;
  learner_id: string;
  subjects: string;
  start_date: string;
  deadline: string;
  week_days: string;
  minutes_per_day: number;
  unplaced: string;
  created_at: number;
  updated_at: number;
  replaced_at: number | null;
}

/** One task on one day (YYYY-MM-DD, Asia/Shanghai). */
export interface PlanTasksTable {
  id: string;
  plan_id: string;
  learner_id: string;
  date: string;
  planned_date: string;
  position: number;
  kind: string;
  subject: string;
  knowledge_point_id: string;
  lesson_id: string | null;
  title: string;
  estimated_minutes: number;
  status: string;
  spent_minutes: number | null;
  done_at: number | null;
  origin: string;
  created_at: number;
  updated_at: number;
}

/** Bayesian Knowledge Tracing state: P(known) of one knowledge point for one learner. */
export interface LearnerMasteryTable {
  learner_id: string;
  knowledge_point_id: string;
  p_known: number;
  attempts: number;
  correct: number;
  updated_at: number;
}

export interface PracticeSetsTable {
  id: string;
  learner_id: string;
  task_id: string | null;
  knowledge_point_id: string | null;
  title: string;
  exercise_ids: string;
  created_at: number;
  finished_at: number | null;
  result: string | null;
}

/** One answer per exercise per set; feedback is the AnswerFeedback JSON returned for it. */
export interface PracticeAnswersTable {
  set_id: string;
  exercise_id: string;
  learner_id: string;
  answer: string;
  correct: number;
  feedback: string;
  answered_at: number;
}

/** The in-app notification centre; sms_status: none | sending | sent | failed. */
export interface NotificationsTable {
  id: string;
  account_id: string;
  learner_id: string | null;
  kind: string;
  title: string;
  body: string;
  dedupe_key: string;
  sms_status: string;
  created_at: number;
  read_at: number | null;
}

/** The tutor's conversation per learner: a user question, then the assistant's answer pointing back at it. */
export interface ChatMessagesTable {
  id: string;
  learner_id: string;
  role: string;
  content: string;
  exercise_id: string | null;
  question_id: string | null;
  mode: string | null;
  sources: string;
  status: string;
  created_at: number;
}

/** The tables this part of the server owns, by name (db/schema.ts joins every part's into Database). */
export interface CompanionTables {
  knowledge_points: KnowledgePointsTable;
  knowledge_point_prerequisites: KnowledgePointPrerequisitesTable;
  library_state: LibraryStateTable;
  lessons: LessonsTable;
  exercises: ExercisesTable;
  exercise_knowledge_points: ExerciseKnowledgePointsTable;
  study_plans: StudyPlansTable;
  plan_tasks: PlanTasksTable;
  learner_mastery: LearnerMasteryTable;
  practice_sets: PracticeSetsTable;
  practice_answers: PracticeAnswersTable;
  notifications: NotificationsTable;
  chat_messages: ChatMessagesTable;
}
