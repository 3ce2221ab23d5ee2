import type { Generated } from 'kysely';

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

/** The order's timeline: created, pay attempts, notifications, state changes. */
export interface OrderEventsTable {
  id: string;
  order_no: string;
  type: string;
  detail: string;
  created_at: number;
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

/** The tables this part of the server owns, by name (db/schema.ts joins every part's into Database). */
export interface OrdersTables {
  orders: OrdersTable;
  order_events: OrderEventsTable;
  payment_attempts: PaymentAttemptsTable;
}
