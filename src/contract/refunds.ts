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
    amountFen: described(z.number().check(z.int(), z.positive()), {
      description: 'integer fen, at most what was paid minus what is refunded or being refunded',
    }),
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

/**
 * A `service` operator's refund limits (decision 029) and what is left of them now: an order's PENDING and SUCCEEDED
 * refunds, whoever asked, add up to at most `perOrderFen` when such an operator asks for one; their own refunds asked
 * for today (Asia/Shanghai) add up to at most `perDayFen`.
 */
export const refundLimitSchema = described(
  z.object({
    perOrderFen: z.number().check(z.int(), z.nonnegative()),
    orderLeftFen: described(z.number().check(z.int(), z.nonnegative()), {
      description: 'what this operator may still refund of this order',
    }),
    perDayFen: z.number().check(z.int(), z.nonnegative()),
    dayLeftFen: described(z.number().check(z.int(), z.nonnegative()), {
      description: 'what this operator may still refund today, across orders',
    }),
  }),
  { id: 'RefundLimit' },
);
export type RefundLimit = z.infer<typeof refundLimitSchema>;

/** As the console writes money (¥2,000.00). */
const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The 403 REFUND_LIMIT_EXCEEDED message: which limit, and how much of it is left. */
export function refundLimitMessage(limit: 'order' | 'day', limitFen: number, leftFen: number): string {
  if (limit === 'order') {
    const left = leftFen > 0 ? `这笔订单还可由你退 ${yuan(leftFen)}` : '这笔订单已不能再由你退款';
    return `超出你的退款权限：每笔订单的退款累计最多 ${yuan(limitFen)}，${left}；更多请联系管理员`;
  }
  const left = leftFen > 0 ? `你今天还可退 ${yuan(leftFen)}` : '你今天已不能再退款';
  return `超出你的退款权限：你每天的退款累计最多 ${yuan(limitFen)}，${left}；更多请联系管理员`;
}
