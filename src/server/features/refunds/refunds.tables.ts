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

/** The tables this part of the server owns, by name (db/schema.ts joins every part's into Database). */
export interface RefundsTables {
  refunds: RefundsTable;
}
