import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Each feature adds its tables here together with the migration that creates them.
 * Times are integer milliseconds since the epoch (UTC) so both dialects compare and sort them the same way.
 */
export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  learners: LearnersTable;
  plans: PlansTable;
  assessment_questions: AssessmentQuestionsTable;
  assessment_results: AssessmentResultsTable;
  service_periods: ServicePeriodsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  payment_simulator_transactions: PaymentSimulatorTransactionsTable;
  site_content: SiteContentTable;
  knowledge_points: KnowledgePointsTable;
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
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_login_challenges: OperatorLoginChallengesTable;
  operator_audit_log: OperatorAuditLogTable;
  refunds: RefundsTable;
  payment_attempts: PaymentAttemptsTable;
  uploads: UploadsTable;
  health_probe: HealthProbeTable;
}

export interface AccountsTable {
  id: string;
  phone: string;
  role: string | null;
  nickname: string | null;
  grade: string | null;
  /** 1: 督学 reminders also go out by SMS. */
  reminder_sms: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface SmsCodesTable {
  id: string;
  phone: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  /** Guesses judged so far; the fifth voids the code whatever its outcome. */
  attempts: Generated<number>;
  consumed_at: number | null;
  voided_at: number | null;
}

export interface LearnersTable {
  id: string;
  account_id: string;
  name: string;
  grade: string | null;
  /** 1 for a student account's own learner, 0 for a parent's child. */
  is_self: Generated<number>;
  created_at: number;
  updated_at: number;
}

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

export interface OrdersTable {
  order_no: string;
  account_id: string;
  learner_id: string;
  plan_id: string;
  /** JSON: the plan as it was sold (title, stage, days, price). */
  plan_snapshot: string;
  amount_fen: number;
  status: string;
  channel: string | null;
  idempotency_key: string;
  /** What the idempotency key was first used for (plan and learner): a reuse for something else is refused. */
  request_fingerprint: string;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  closed_at: number | null;
  close_reason: string | null;
  provider_transaction_id: string | null;
  paid_after_close: Generated<number>;
  updated_at: number;
  /** Once PAID: the learner's service end this payment extended to. */
  service_ends_at: number | null;
  /** What has been refunded of amount_fen (successful refunds only); equal to it once the order is REFUNDED. */
  refunded_fen: Generated<number>;
  /** A paid_after_close order an operator reviewed: when, who (operators.id) and their note (migration 0010). */
  reviewed_at: number | null;
  reviewed_by: string | null;
  review_note: string | null;
  /** A lease on the order's payment (migration 0012): one pay request or close at a time, across processes. */
  payment_lock_until: number | null;
  payment_lock_id: string | null;
}

/**
 * One provider transaction opened for an order (decision 025): its own out_trade_no (the order number plus a suffix;
 * the order number itself for orders made before attempts had a table). OPEN (sent, or being sent, to the provider)
 * → CLOSED (closed there, unpaid), PAID (its payment is the order's) or EXTRA_CHARGE (paid when another attempt had
 * already paid the order: refunded in full, automatically).
 */
export interface PaymentAttemptsTable {
  id: string;
  order_no: string;
  out_trade_no: string;
  /** wechatpay | alipay */
  provider: string;
  channel: string;
  state: string;
  /** wx:<transaction_id> or alipay:<trade_no>, once paid. */
  transaction_id: string | null;
  paid_fen: number | null;
  opened_at: number;
  closed_at: number | null;
  paid_at: number | null;
  /** A CLOSED attempt asked again once it could no longer take money (the order's window over): nothing was paid there. */
  verified_at: number | null;
  updated_at: number;
}

/** A payment simulator's transaction (PAYMENT_MODE=simulator): its JSON state, per provider and out_trade_no. */
export interface PaymentSimulatorTransactionsTable {
  provider: string;
  out_trade_no: string;
  data: string;
  created_at: number;
  updated_at: number;
}

/** The order's timeline: created, pay attempts, notifications, state changes. */
export interface OrderEventsTable {
  id: string;
  order_no: string;
  type: string;
  detail: string;
  created_at: number;
}

/** A marketing content document (`home`, `pictures`): JSON in the shape of src/contract/content.ts. */
export interface SiteContentTable {
  key: string;
  data: string;
  created_at: number;
  updated_at: number;
}

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

/** An operator of the console (issue 8). Secrets: an argon2id hash, and the TOTP secret encrypted (totp-secret-box.ts). */
export interface OperatorsTable {
  id: string;
  name: string;
  /** admin | service */
  role: string;
  password_hash: string;
  /** Encrypted; null until enrolled. */
  totp_secret: string | null;
  /** 0: the password is a one-time password and the next login enrols TOTP and sets a new one. */
  totp_enrolled: Generated<number>;
  /** While `totp_enrolled` is 0: when the one-time password stops working (decision 023). Null once enrolled. */
  one_time_password_expires_at: number | null;
  /** The last 30-second TOTP step accepted: a code of that step or an earlier one is refused (no replay). */
  totp_last_step: number | null;
  disabled_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Like `sessions`, for operators: only the token's SHA-256 is kept. */
export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** The step between password and TOTP: `totp`, or `enrol` holding the not yet confirmed TOTP secret (encrypted). */
export interface OperatorLoginChallengesTable {
  token_hash: string;
  operator_id: string;
  kind: string;
  totp_secret: string | null;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

/** Append-only (a trigger refuses UPDATE and DELETE): who changed what, before → after, as JSON. */
export interface OperatorAuditLogTable {
  /** Increasing: the order entries were written in. */
  id: Generated<number>;
  /** null: done on the command line. */
  operator_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: string | null;
  after: string | null;
  request_id: string | null;
  created_at: number;
}

/**
 * A refund of a PAID order (issue 8): reserved as PENDING before the provider is asked (PENDING and SUCCEEDED count
 * against what can still be refunded), then SUCCEEDED (applied to the order once) or FAILED.
 */
export interface RefundsTable {
  id: string;
  order_no: string;
  /** wechatpay | alipay: the provider the order was paid with. */
  provider: string;
  /** Our refund number at the provider (WeChat out_refund_no, Alipay out_request_no): the same one on every retry. */
  out_refund_no: string;
  /** The caller's id for one intent to refund: the same id returns the same refund. */
  request_id: string;
  amount_fen: number;
  reason: string;
  /** The operator who asked (operators.id); null when asked from the command line or a test. */
  requested_by: string | null;
  /** PENDING | SUCCEEDED | FAILED */
  status: string;
  /** The provider's last word on it (SUCCESS, PROCESSING, ABNORMAL, CLOSED, or a refusal code). */
  provider_status: string | null;
  /** wx:<refund_id> or alipay:<trade_no>. */
  provider_refund_id: string | null;
  failure_reason: string | null;
  created_at: number;
  updated_at: number;
  /** When it succeeded or failed. */
  completed_at: number | null;
  /** The provider transaction it refunds (the paid attempt's out_trade_no). */
  out_trade_no: string;
  /** A refund of an extra charge: the attempt that charged twice. It is not part of the order's refunded_fen. */
  extra_charge_attempt_id: string | null;
}

/** An image an operator uploaded (issue 8): the bytes themselves, served at /api/uploads/<id>.<ext>; never changed. */
export interface UploadsTable {
  id: string;
  /** image/png | image/jpeg | image/webp, checked against the bytes' magic numbers. */
  content_type: string;
  byte_size: number;
  /** Pixels, read from the image's header. */
  width: number;
  height: number;
  /** Hex SHA-256 of the bytes, to check them and to find the same image uploaded again. */
  sha256: string;
  data: Buffer;
  /** operators.id of the uploader. */
  created_by: string;
  created_at: number;
}

/** The one row GET /api/health rewrites every few seconds to learn that writes still reach the disk (migration 0013). */
export interface HealthProbeTable {
  id: number;
  written_at: number;
  /** Which process wrote it last (host:pid), for whoever looks. */
  written_by: string;
}
