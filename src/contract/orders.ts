import { learnerSchema } from './accounts.ts';
import { stageSchema } from './catalog.ts';
import { refundStatusSchema } from './refunds.ts';
import { described, z } from './schema.ts';

export const orderStatuses = ['PENDING', 'PAID', 'CLOSED', 'REFUNDED'] as const;
export const orderStatusSchema = described(z.enum(orderStatuses), {
  description: 'PENDING 待支付 → PAID 已支付 → REFUNDED 已退款; PENDING → CLOSED 已关闭 (timed out or cancelled)',
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const orderStatusLabels: Record<OrderStatus, string> = { PENDING: '待支付', PAID: '已支付', CLOSED: '已关闭', REFUNDED: '已退款' };

export const paymentChannels = ['wechat_jsapi', 'wechat_h5', 'alipay_wap'] as const;
export const paymentChannelSchema = z.enum(paymentChannels);
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

/** 6–32 characters of [A-Za-z0-9]: fits WeChat Pay's and Alipay's out_trade_no. */
export const ORDER_NO_PATTERN = /^[A-Za-z0-9]{6,32}$/;
export const orderNoSchema = described(z.string().check(z.regex(ORDER_NO_PATTERN, { error: 'ORDER_NOT_FOUND' })), {
  example: 'BX20261122103000123456',
});

/** What was bought, frozen when the order was made: a later price change never changes an order. */
export const planSnapshotSchema = described(
  z.object({ planId: z.string(), title: z.string(), stage: stageSchema, durationDays: z.number(), priceFen: z.number() }),
  { id: 'PlanSnapshot' },
);

/**
 * A second payment for an order another payment attempt had already paid (the customer paid two cashiers): never part
 * of the order, refunded in full to where it came from, automatically.
 */
export const extraChargeSchema = described(
  z.object({
    channel: paymentChannelSchema,
    amountFen: described(z.number().check(z.int(), z.positive()), { description: 'integer fen charged a second time' }),
    paidAt: z.string(),
    refund: z.object({ status: refundStatusSchema }),
  }),
  { id: 'ExtraCharge' },
);
export type ExtraCharge = z.infer<typeof extraChargeSchema>;

export const orderSchema = described(
  z.object({
    orderNo: z.string(),
    status: orderStatusSchema,
    amountFen: described(z.number().check(z.int(), z.positive()), { description: 'integer fen, priced by the server' }),
    planSnapshot: planSnapshotSchema,
    learner: learnerSchema,
    channel: z.nullable(paymentChannelSchema),
    createdAt: z.string(),
    expiresAt: described(z.string(), { description: 'the end of the 15-minute payment window (ISO 8601)' }),
    paidAt: z.nullable(z.string()),
    closedAt: z.nullable(z.string()),
    paidAfterClose: z.boolean(),
    serviceEndsAt: described(z.nullable(z.string()), {
      description:
        'once PAID: where the learner’s service reaches with this order’s days — the end this payment extended it to, moved earlier by refunds of this order or of one paid before it (the latest order ends with the learner’s service; a fully refunded one where the service stands without it)',
    }),
    refundedFen: described(z.number().check(z.int(), z.nonnegative()), {
      description: 'integer fen refunded so far: > 0 on a PAID order is a partial refund (部分退款); equal to amountFen once REFUNDED',
    }),
    extraCharges: described(z.array(extraChargeSchema), {
      description:
        'payments beyond the one the order took (two cashiers paid), each refunded in full automatically: not part of status nor refundedFen',
    }),
  }),
  { id: 'Order' },
);
export type Order = z.infer<typeof orderSchema>;

export const createOrderRequestSchema = described(
  z.object({ planId: z.string().check(z.minLength(1), z.maxLength(64)), learnerId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  {
    id: 'CreateOrderRequest',
  },
);
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** Idempotency-Key: the client's id for one intent to buy; the same key returns the same order. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const orderListQuerySchema = z.object({
  status: z.optional(orderStatusSchema),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(50))),
});

export const orderListSchema = described(z.object({ orders: z.array(orderSchema), nextCursor: z.nullable(z.string()) }), {
  id: 'OrderList',
});
export type OrderList = z.infer<typeof orderListSchema>;

export const payOrderRequestSchema = described(
  z.object({
    channel: paymentChannelSchema,
    /** wechat_jsapi only: the code WeChat's OAuth (snsapi_base) handed back to the order page, for the payer's openid. */
    wechatOauthCode: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  }),
  { id: 'PayOrderRequest' },
);
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;

/** The signed parameters for WeixinJSBridge.invoke('getBrandWCPayRequest', …). */
export const jsapiPayParamsSchema = described(
  z.object({
    appId: z.string(),
    timeStamp: z.string(),
    nonceStr: z.string(),
    package: z.string(),
    signType: z.literal('RSA'),
    paySign: z.string(),
  }),
  { id: 'JsapiPayParams' },
);
export type JsapiPayParams = z.infer<typeof jsapiPayParamsSchema>;

/**
 * What the page does next: go to `url` (WeChat H5 cashier, Alipay's gateway, or WeChat's OAuth page when a JSAPI
 * payment still needs the payer's openid), or call getBrandWCPayRequest with `params`. `bridgeScriptUrl` is set
 * only in simulator mode: the script that provides WeixinJSBridge outside the real WeChat app.
 */
export const paymentActionSchema = described(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('redirect'), url: z.string() }),
    z.object({ kind: z.literal('jsapi'), params: jsapiPayParamsSchema, bridgeScriptUrl: z.nullable(z.string()) }),
  ]),
  { id: 'PaymentAction' },
);
export type PaymentAction = z.infer<typeof paymentActionSchema>;
