import { gradeSchema, learnerSchema, PHONE_PATTERN, roleSchema } from './accounts.ts';
import { stageSchema } from './catalog.ts';
import { extraChargeSchema, ORDER_NO_PATTERN, orderSchema, orderStatusSchema, paymentChannelSchema } from './orders.ts';
import { orderEventSchema } from './order-events.ts';
import { refundLimitSchema, refundSchema } from './refunds.ts';
import { described, z } from './schema.ts';

/**
 * The operations console's work on the business (issue 8): order search and detail with its timeline, the review
 * queue of orders paid after they closed, refunds, learners and accounts, and the dashboard. Every route needs an
 * operator session (Authorization: Bearer); any role may use them, within the service role's refund limit.
 * Phones are masked (138****1234) everywhere but the audited phone reveal.
 */

/** YYYY-MM-DD, a day in Asia/Shanghai (UTC+8, no daylight saving). */
export const SHANGHAI_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const shanghaiDateSchema = described(z.string().check(z.regex(SHANGHAI_DATE_PATTERN)), {
  description: 'a day in Asia/Shanghai',
  example: '2026-11-22',
});
/** The longest range the order search and the dashboard accept, in days (both ends included). */
export const MAX_RANGE_DAYS = 366;

/**
 * An operator types a phone as they heard it: spaces, dashes and a leading +86 / 86 are dropped, then it must be a
 * mainland mobile number, matched exactly.
 */
export const normalizePhone = (value: string) => value.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');
export const adminPhoneQuerySchema = described(
  z.string().check(z.overwrite(normalizePhone), z.regex(PHONE_PATTERN, { error: 'INVALID_PHONE' })),
  {
    description: 'the account’s phone, matched exactly (spaces, dashes and +86 ignored)',
    example: '13812341234',
  },
);

const booleanQuery = z.enum(['true', 'false']);
export const ADMIN_NOTE_MAX = 500;
const noteSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(ADMIN_NOTE_MAX));

// ---------------------------------------------------------------------------------------------------------------
// Orders

export const adminOrderListQuerySchema = z.object({
  orderNo: z.optional(z.string().check(z.trim(), z.regex(ORDER_NO_PATTERN))),
  phone: z.optional(adminPhoneQuerySchema),
  learner: z.optional(
    described(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), { description: 'a learner’s id, or part of their name' }),
  ),
  status: z.optional(orderStatusSchema),
  from: z.optional(described(shanghaiDateSchema, { description: 'created on or after this day (Asia/Shanghai)' })),
  to: z.optional(described(shanghaiDateSchema, { description: 'created on or before this day (Asia/Shanghai)' })),
  paidAfterClose: z.optional(described(booleanQuery, { description: 'true: the review queue, orders paid after they had closed' })),
  extraCharge: z.optional(
    described(z.enum(['any', 'refund_failed']), {
      description:
        'any: orders charged more than once (an extra charge); refund_failed: those whose extra charge’s refund failed (the review queue, with a retry)',
    }),
  ),
  reviewed: z.optional(
    described(z.enum(['false', 'true', 'all']), {
      description: 'with paidAfterClose=true: false (the default) only the ones not yet reviewed, true the reviewed ones, all both',
    }),
  ),
  cursor: z.optional(described(z.string().check(z.maxLength(200)), { description: 'nextCursor of the previous page' })),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const orderReviewSchema = described(
  z.object({
    reviewedAt: z.string(),
    reviewedBy: described(z.string(), { description: 'the operator’s id' }),
    reviewerName: z.nullable(z.string()),
    note: z.string(),
  }),
  { id: 'OrderReview', description: 'an operator looked at an order paid after it had closed (and, say, refunded it)' },
);
export type OrderReview = z.infer<typeof orderReviewSchema>;

export const adminOrderRowSchema = described(
  z.object({
    orderNo: z.string(),
    status: orderStatusSchema,
    amountFen: z.number().check(z.int()),
    refundedFen: z.number().check(z.int()),
    channel: z.nullable(paymentChannelSchema),
    planTitle: z.string(),
    accountId: z.string(),
    phone: described(z.string(), { description: 'masked, e.g. 138****1234', example: '138****1234' }),
    learnerId: z.string(),
    learnerName: z.string(),
    createdAt: z.string(),
    paidAt: z.nullable(z.string()),
    paidAfterClose: z.boolean(),
    review: z.nullable(orderReviewSchema),
    extraCharges: described(z.array(extraChargeSchema), { description: 'payments beyond the order’s own, each refunded automatically' }),
  }),
  { id: 'AdminOrderRow' },
);
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = described(
  z.object({
    orders: z.array(adminOrderRowSchema),
    nextCursor: described(z.nullable(z.string()), { description: 'null on the last page' }),
  }),
  { id: 'AdminOrderList', description: 'newest first' },
);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminAccountSchema = described(
  z.object({
    id: z.string(),
    phone: described(z.string(), { description: 'masked, e.g. 138****1234; POST /api/admin/accounts/:id/phone-reveal shows it whole' }),
    role: z.nullable(roleSchema),
    nickname: z.nullable(z.string()),
    createdAt: z.string(),
  }),
  { id: 'AdminAccount' },
);
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const paymentAttemptStates = ['OPEN', 'CLOSED', 'PAID', 'EXTRA_CHARGE'] as const;
export const paymentAttemptStateSchema = z.enum(paymentAttemptStates);
export const paymentAttemptStateLabels: Record<(typeof paymentAttemptStates)[number], string> = {
  OPEN: '待支付',
  CLOSED: '已关闭',
  PAID: '已支付',
  EXTRA_CHARGE: '重复扣款',
};

/** One transaction opened at a provider for the order, under its own out_trade_no (decision 025). */
export const paymentAttemptSchema = described(
  z.object({
    attemptId: z.string(),
    outTradeNo: described(z.string(), { description: 'the attempt’s number at the provider (商户订单号): the order number + P01, P02, …' }),
    channel: paymentChannelSchema,
    state: described(paymentAttemptStateSchema, {
      description: 'OPEN 待支付 → CLOSED 已关闭 | PAID 已支付 (the order’s payment) | EXTRA_CHARGE 重复扣款 (refunded automatically)',
    }),
    transactionId: z.nullable(z.string()),
    openedAt: z.string(),
    closedAt: z.nullable(z.string()),
    paidAt: z.nullable(z.string()),
  }),
  { id: 'PaymentAttempt' },
);
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** An extra charge as operators see it: the attempt that charged twice and its newest refund. */
export const adminExtraChargeSchema = described(
  z.object({
    attemptId: z.string(),
    outTradeNo: z.string(),
    transactionId: z.string(),
    channel: paymentChannelSchema,
    amountFen: z.number().check(z.int()),
    paidAt: z.string(),
    refund: z.nullable(refundSchema),
  }),
  { id: 'AdminExtraCharge' },
);
export type AdminExtraCharge = z.infer<typeof adminExtraChargeSchema>;

export const adminOrderDetailSchema = described(
  z.object({
    order: orderSchema,
    account: adminAccountSchema,
    learner: learnerSchema,
    refundableFen: described(z.number().check(z.int()), {
      description: 'what a refund may still ask for: paid minus refunded and refunds in progress; 0 unless PAID',
    }),
    refundLimit: described(z.nullable(refundLimitSchema), {
      description: 'the signed-in operator’s refund limits and what is left of them (service role); null: no limit (admin)',
    }),
    refunds: described(z.array(refundSchema), { description: 'the order’s own refunds (not those of extra charges)' }),
    attempts: described(z.array(paymentAttemptSchema), { description: 'every payment attempt, oldest first' }),
    extraCharges: described(z.array(adminExtraChargeSchema), {
      description: 'payments beyond the order’s own, oldest first, with their refunds',
    }),
    review: z.nullable(orderReviewSchema),
    timeline: described(z.array(orderEventSchema), { description: 'oldest first' }),
  }),
  { id: 'AdminOrderDetail' },
);
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const orderReviewRequestSchema = described(z.object({ note: noteSchema }), { id: 'OrderReviewRequest' });
export type OrderReviewRequest = z.infer<typeof orderReviewRequestSchema>;

/** The answer to POST /api/admin/orders/:orderNo/refunds (201 for a new refund, 200 when the requestId was seen before). */
export const adminRefundResultSchema = described(z.object({ refund: refundSchema, order: orderSchema }), { id: 'AdminRefundResult' });
export type AdminRefundResult = z.infer<typeof adminRefundResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Learners and accounts

export const adminLearnerQuerySchema = z.object({ phone: adminPhoneQuerySchema });

export const adminServicePeriodSchema = described(
  z.object({
    planId: z.string(),
    planTitle: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    active: z.boolean(),
    daysLeft: described(z.number().check(z.int()), { description: 'whole days left, rounded up; 0 once ended' }),
  }),
  { id: 'AdminServicePeriod' },
);
export type AdminServicePeriod = z.infer<typeof adminServicePeriodSchema>;

export const adminLearnerSchema = described(
  z.object({
    id: z.string(),
    name: z.string(),
    grade: z.nullable(gradeSchema),
    stage: described(z.nullable(stageSchema), { description: 'from the grade; null without one' }),
    isSelf: z.boolean(),
    accountId: z.string(),
    createdAt: z.string(),
    service: described(z.nullable(adminServicePeriodSchema), { description: 'null: never had a service period' }),
  }),
  { id: 'AdminLearner' },
);
export type AdminLearner = z.infer<typeof adminLearnerSchema>;

export const adminLearnerSearchSchema = described(
  z.object({ account: z.nullable(adminAccountSchema), learners: z.array(adminLearnerSchema) }),
  { id: 'AdminLearnerSearch', description: 'the account with that phone (null when there is none) and its learners' },
);
export type AdminLearnerSearch = z.infer<typeof adminLearnerSearchSchema>;

export const adminLearnerDetailSchema = described(
  z.object({
    learner: adminLearnerSchema,
    account: adminAccountSchema,
    learners: described(z.array(adminLearnerSchema), { description: 'every learner of the account, this one included' }),
    orders: described(z.array(adminOrderRowSchema), { description: 'the account’s orders (all its learners), newest first, at most 100' }),
  }),
  { id: 'AdminLearnerDetail' },
);
export type AdminLearnerDetail = z.infer<typeof adminLearnerDetailSchema>;

export const phoneRevealRequestSchema = described(z.object({ reason: noteSchema }), { id: 'PhoneRevealRequest' });
export type PhoneRevealRequest = z.infer<typeof phoneRevealRequestSchema>;
export const phoneRevealSchema = described(z.object({ accountId: z.string(), phone: z.string() }), {
  id: 'PhoneReveal',
  description: 'the whole phone; each reveal is in the audit log (account.phone_reveal) with its reason',
});
export type PhoneReveal = z.infer<typeof phoneRevealSchema>;

export const SERVICE_EXTENSION_MAX_DAYS = 366;
export const serviceExtensionRequestSchema = described(
  z.object({
    days: described(z.number().check(z.int(), z.gte(1), z.lte(SERVICE_EXTENSION_MAX_DAYS)), {
      description: `1–${SERVICE_EXTENSION_MAX_DAYS}`,
    }),
    reason: noteSchema,
  }),
  { id: 'ServiceExtensionRequest' },
);
export type ServiceExtensionRequest = z.infer<typeof serviceExtensionRequestSchema>;
export const serviceExtensionSchema = described(
  z.object({ learnerId: z.string(), previousEndsAt: z.nullable(z.string()), service: adminServicePeriodSchema }),
  {
    id: 'ServiceExtension',
    description: 'from the current end while the service runs, from now otherwise (a learner without one gets one starting now)',
  },
);
export type ServiceExtension = z.infer<typeof serviceExtensionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Dashboard

export const dashboardQuerySchema = z.object({
  from: z.optional(described(shanghaiDateSchema, { description: 'first day; default: 29 days before `to`' })),
  to: z.optional(described(shanghaiDateSchema, { description: 'last day, included; default: today (Asia/Shanghai)' })),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const figuresShape = {
  ordersCreated: described(z.number().check(z.int()), { description: 'orders created in the day' }),
  ordersPaid: described(z.number().check(z.int()), { description: 'orders paid in the day (paid_at), whatever became of them later' }),
  paidOfCreated: described(z.number().check(z.int()), {
    description: 'of the orders created in the day, how many have been paid (by now)',
  }),
  conversionRate: described(z.nullable(z.number()), { description: 'paidOfCreated / ordersCreated, 0–1; null when no order was created' }),
  grossRevenueFen: described(z.number().check(z.int()), { description: 'the amounts of the orders paid in the day' }),
  refundedFen: described(z.number().check(z.int()), { description: 'refunds that succeeded in the day (whenever their order was paid)' }),
  netRevenueFen: described(z.number().check(z.int()), { description: 'grossRevenueFen − refundedFen' }),
  learnersInService: described(z.number().check(z.int()), {
    description:
      'learners whose service period covers part of the day (the current period of each learner: a refund or extension rewrites it)',
  }),
  learnersStudying: described(z.number().check(z.int()), {
    description: 'learners who did something in the companion that day: completed a study task or answered a practice exercise',
  }),
};

export const dashboardDaySchema = described(z.object({ date: shanghaiDateSchema, ...figuresShape }), { id: 'DashboardDay' });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardSchema = described(
  z.object({
    from: shanghaiDateSchema,
    to: shanghaiDateSchema,
    days: described(z.array(dashboardDaySchema), { description: 'every day of the range, oldest first, empty days included' }),
    totals: described(z.object(figuresShape), { description: 'the range as a whole; the learner figures count each learner once' }),
  }),
  { id: 'Dashboard', description: 'days in Asia/Shanghai; at most 366 days; the same per-day figures as CSV at /api/admin/dashboard.csv' },
);
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The CSV's columns, in order (UTF-8 with a BOM; amounts in yuan with two decimals, the rate as a percentage). */
export const dashboardCsvHeaders = [
  '日期',
  '新建订单数',
  '支付订单数',
  '当日订单已支付数',
  '转化率',
  '支付金额（元）',
  '退款金额（元）',
  '净收入（元）',
  '服务期内学员数',
  '学习学员数',
] as const;
