import { described, z } from './schema.ts';

export const refundStatuses = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export const refundStatusSchema = described(z.enum(refundStatuses), {
  description: 'PENDING 退款中 (asked, not yet confirmed by the provider) → SUCCEEDED 退款成功 | FAILED 退款失败',
});
export type RefundStatus = z.infer<typeof refundStatusSchema>;
export const refundStatusLabels: Record<RefundStatus, string> = { PENDING: '退款中', SUCCEEDED: '退款成功', FAILED: '退款失败' };

/** The caller's id for one intent to refund (like Idempotency-Key): the same id returns the same refund. */
export const REFUND_REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** WeChat Pay shows at most 80 bytes of the reason to the payer; we keep up to 80 characters. */
export const REFUND_REASON_MAX = 80;

/** What an operator asks for: an amount of the order (up to what is left to refund), the reason, their request id. */
export const refundRequestSchema = described(
  z.object({
    amountFen: described(z.number().check(z.int(), z.positive()), { description: 'integer fen, at most what was paid minus what is refunded or being refunded' }),
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(REFUND_REASON_MAX)),
    requestId: z.string().check(z.regex(REFUND_REQUEST_ID_PATTERN)),
  }),
  { id: 'RefundRequest' },
);
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundSchema = described(
  z.object({
    refundId: z.string(),
    orderNo: z.string(),
    /** Our refund number at the provider (WeChat out_refund_no, Alipay out_request_no). */
    outRefundNo: z.string(),
    amountFen: z.number().check(z.int(), z.positive()),
    reason: z.string(),
    status: refundStatusSchema,
    requestedBy: z.nullable(z.string()),
    providerStatus: z.nullable(z.string()),
    providerRefundId: z.nullable(z.string()),
    failureReason: z.nullable(z.string()),
    createdAt: z.string(),
    completedAt: z.nullable(z.string()),
  }),
  { id: 'Refund' },
);
export type Refund = z.infer<typeof refundSchema>;
