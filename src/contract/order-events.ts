import { paymentChannelSchema } from './orders.ts';
import { described, z } from './schema.ts';

/**
 * An order's timeline: what happened to it, in order, for the console and for people reading it later. It records;
 * it never decides what happens next (payment state lives in the payment attempts, refund state in the refunds).
 * Each kind of event has its own detail, validated when it is written and when it is read; the console gives each
 * kind a Chinese label (orderEventLabels). Details hold facts (ids, amounts, reasons, outcomes), never secrets.
 */

export const paymentProviderSchema = z.enum(['wechatpay', 'alipay']);
const provider = paymentProviderSchema;
const fen = z.number().check(z.int());
/** The provider's confirmation came from its reply to us, its notification, or our query. */
const refundSource = z.enum(['reply', 'notification', 'query']);
const refundIds = { refundId: z.string(), outRefundNo: z.string() };

/** The outcome of a provider notification (notification_received's detail.outcome). */
export const notificationOutcomes = [
  'applied',
  'extra_charge',
  'ignored',
  'bad_signature',
  'amount_mismatch',
  'unknown_order',
  'rejected',
] as const;
export const notificationOutcomeLabels: Record<(typeof notificationOutcomes)[number], string> = {
  applied: '已处理',
  extra_charge: '重复扣款，已申请退回',
  ignored: '重复或无需处理',
  bad_signature: '签名验证失败',
  amount_mismatch: '金额不符',
  unknown_order: '订单不存在',
  rejected: '商户信息不符',
};

/** What a question to a provider found: about a payment (paid … error) or, with kind refund, a refund. */
export const providerFindings = [
  'paid',
  'pending',
  'closed',
  'not_found',
  'rejected',
  'error',
  'succeeded',
  'processing',
  'abnormal',
  'refused',
] as const;
export type ProviderFinding = (typeof providerFindings)[number];
export type NotificationOutcome = (typeof notificationOutcomes)[number];

/** Each kind of event with its detail; the optional fields are those events written before them lack. */
const details = {
  created: { planId: z.string(), amountFen: fen, learnerId: z.string() },
  pay_started: { channel: paymentChannelSchema, outTradeNo: z.optional(z.string()) },
  provider_closed: {
    provider,
    outTradeNo: z.optional(z.string()),
    /** switched: another channel chosen; settled: the order was paid or closed otherwise. */
    reason: z.enum(['switched', 'expired', 'cancelled', 'settled']),
  },
  notification_received: {
    provider,
    kind: z.enum(['payment', 'refund']),
    outcome: z.enum(notificationOutcomes),
    outTradeNo: z.optional(z.string()),
    transactionId: z.optional(z.string()),
    outRefundNo: z.optional(z.string()),
    amountFen: z.optional(fen),
    expectedFen: z.optional(fen),
    /** The provider's state of the transaction or refund, when it was not a payment. */
    state: z.optional(z.string()),
    reason: z.optional(z.string()),
  },
  provider_queried: {
    provider,
    by: z.enum(['reconciliation', 'expiry']),
    found: z.enum(providerFindings),
    outTradeNo: z.optional(z.string()),
    kind: z.optional(z.literal('refund')),
    outRefundNo: z.optional(z.string()),
  },
  paid: {
    transactionId: z.string(),
    outTradeNo: z.optional(z.string()),
    source: z.enum(['notification', 'query']),
    afterClose: z.boolean(),
    /** The learner's service end after this payment (epoch ms). */
    endsAt: z.number(),
  },
  payment_rejected: {
    reason: z.literal('amount_mismatch'),
    amountFen: fen,
    outTradeNo: z.optional(z.string()),
    source: z.enum(['notification', 'query']),
  },
  /** Before payment attempts (decision 025); now extra_charge. */
  duplicate_payment: { transactionId: z.string(), amountFen: z.optional(fen) },
  closed: { reason: z.enum(['expired', 'cancelled']) },
  refund_requested: { ...refundIds, amountFen: fen, reason: z.string(), requestedBy: z.nullable(z.string()) },
  refund_succeeded: {
    ...refundIds,
    amountFen: fen,
    source: refundSource,
    refundedFen: fen,
    orderStatus: z.enum(['PAID', 'REFUNDED']),
    daysRemoved: z.number(),
    /** The order's service end after it (epoch ms); null when no day was taken back. */
    serviceEndsAt: z.nullable(z.number()),
  },
  refund_failed: { ...refundIds, providerStatus: z.nullable(z.string()), reason: z.string() },
  refund_rejected: {
    ...refundIds,
    amountFen: fen,
    source: refundSource,
    reason: z.literal('amount_mismatch'),
    expectedFen: fen,
  },
  refund_succeeded_after_failure: { ...refundIds, amountFen: fen, source: refundSource },
  refund_abnormal: { ...refundIds, source: refundSource },
  refund_unrecognized: { outRefundNo: z.string(), state: z.string() },
  reviewed: { operatorId: z.string(), note: z.string() },
  extra_charge: {
    provider,
    channel: paymentChannelSchema,
    outTradeNo: z.string(),
    transactionId: z.string(),
    amountFen: fen,
    source: z.enum(['notification', 'query']),
    ...refundIds,
  },
  extra_charge_refunded: { ...refundIds, amountFen: fen, source: refundSource },
  extra_charge_refund_failed: { ...refundIds, providerStatus: z.nullable(z.string()), reason: z.string() },
  extra_charge_refund_retried: { ...refundIds, operatorId: z.string() },
} as const;

export type OrderEventType = keyof typeof details;
/** Every kind of event, in the order of `details`. */
export const orderEventTypes = Object.keys(details) as OrderEventType[];

const eventOf = <T extends OrderEventType>(type: T) => z.object({ type: z.literal(type), detail: z.strictObject(details[type]) });

/** An event as the server writes it: its kind and that kind's detail, nothing else (a wrong one is a bug, not data). */
export const newOrderEventSchema = z.discriminatedUnion('type', [
  eventOf('created'),
  eventOf('pay_started'),
  eventOf('provider_closed'),
  eventOf('notification_received'),
  eventOf('provider_queried'),
  eventOf('paid'),
  eventOf('payment_rejected'),
  eventOf('duplicate_payment'),
  eventOf('closed'),
  eventOf('refund_requested'),
  eventOf('refund_succeeded'),
  eventOf('refund_failed'),
  eventOf('refund_rejected'),
  eventOf('refund_succeeded_after_failure'),
  eventOf('refund_abnormal'),
  eventOf('refund_unrecognized'),
  eventOf('reviewed'),
  eventOf('extra_charge'),
  eventOf('extra_charge_refunded'),
  eventOf('extra_charge_refund_failed'),
  eventOf('extra_charge_refund_retried'),
]);
export type NewOrderEvent = z.infer<typeof newOrderEventSchema>;

/** A stored event that does not read as its kind (written by hand, or in a shape since changed): shown raw. */
export const UNREADABLE_EVENT = 'unreadable';

export const orderEventTypeSchema = described(z.enum([...orderEventTypes, UNREADABLE_EVENT]), {
  description:
    'the kind of event (src/contract/order-events.ts lists each with its detail); unreadable: a stored event that does not read as its kind, detail {storedType, raw}',
});

export const orderEventSchema = described(
  z.object({
    id: z.string(),
    type: orderEventTypeSchema,
    at: described(z.string(), { description: 'ISO 8601 (UTC)' }),
    detail: z.record(z.string(), z.unknown()),
  }),
  { id: 'OrderEvent' },
);
/** An event as the console gets it. */
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderEventLabels: Record<OrderEventType | typeof UNREADABLE_EVENT, string> = {
  created: '下单',
  pay_started: '发起支付',
  provider_closed: '关闭支付机构订单',
  notification_received: '收到支付通知',
  provider_queried: '查询支付机构',
  paid: '支付成功',
  payment_rejected: '支付被拒',
  duplicate_payment: '重复支付',
  closed: '订单关闭',
  refund_requested: '申请退款',
  refund_succeeded: '退款成功',
  refund_failed: '退款失败',
  refund_rejected: '退款通知不符',
  refund_succeeded_after_failure: '失败后退款成功',
  refund_abnormal: '退款异常',
  refund_unrecognized: '未识别的退款',
  reviewed: '已复核',
  extra_charge: '重复扣款',
  extra_charge_refunded: '重复扣款已退回',
  extra_charge_refund_failed: '重复扣款退款失败',
  extra_charge_refund_retried: '重试重复扣款退款',
  unreadable: '无法识别的记录',
};
