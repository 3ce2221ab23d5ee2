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
}

export interface AccountsTable {
  id: string;
  phone: string;
  role: string | null;
  nickname: string | null;
  grade: string | null;
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
