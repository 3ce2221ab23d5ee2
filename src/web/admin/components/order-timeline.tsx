import { Timeline, Typography } from 'antd';
import { type OrderEvent, notificationOutcomeLabels, orderEventLabels } from '../../../contract/order-events.ts';
import { orderStatusLabels } from '../../../contract/orders.ts';
import { refundStatusLabels } from '../../../contract/refunds.ts';
import { CHANNEL_LABELS } from './labels.ts';
import { formatDateTime, formatFen } from './format.ts';

const COLORS: Partial<Record<OrderEvent['type'], string>> = {
  paid: 'green',
  refund_succeeded: 'green',
  refund_succeeded_after_failure: 'green',
  reviewed: 'green',
  payment_rejected: 'red',
  refund_failed: 'red',
  refund_rejected: 'red',
  refund_abnormal: 'red',
  refund_unrecognized: 'red',
  duplicate_payment: 'red',
  extra_charge: 'orange',
  extra_charge_refunded: 'green',
  extra_charge_refund_failed: 'red',
  closed: 'gray',
  provider_closed: 'gray',
  unreadable: 'orange',
};

const KEY_LABELS: Record<string, string> = {
  channel: '支付方式',
  provider: '支付机构',
  kind: '类型',
  outcome: '结果',
  transactionId: '支付单号',
  outTradeNo: '商户订单号',
  outRefundNo: '退款单号',
  amountFen: '金额',
  refundedFen: '已退金额',
  expectedFen: '应为',
  reason: '原因',
  by: '来源',
  found: '查询结果',
  source: '来源',
  afterClose: '关闭后支付',
  endsAt: '服务到期',
  serviceEndsAt: '服务到期',
  daysRemoved: '扣减天数',
  orderStatus: '订单状态',
  providerStatus: '机构状态',
  requestedBy: '操作员',
  operatorId: '操作员',
  note: '备注',
  state: '状态',
  planId: '套餐',
  learnerId: '学员',
  storedType: '记录类型',
  raw: '原始内容',
};

const VALUE_LABELS: Record<string, string> = {
  ...CHANNEL_LABELS,
  ...notificationOutcomeLabels,
  wechatpay: '微信支付',
  wechat: '微信支付',
  alipay: '支付宝',
  payment: '支付',
  refund: '退款',
  notification: '支付通知',
  query: '主动查询',
  reconciliation: '对账任务',
  expiry: '超时关闭任务',
  page: '结果页查询',
  paid: '已支付',
  pending: '未支付',
  closed: '已关闭',
  not_found: '不存在',
  error: '查询失败',
  switched: '改用其他支付方式',
  expired: '超时未支付',
  cancelled: '用户取消',
  settled: '订单已支付或已关闭',
  ...orderStatusLabels,
};

/**
 * The values of a refund's events: what a provider says of one of our refunds in the refund labels' words (its
 * states succeeded, processing, … and provider_status codes SUCCESS, PROCESSING, …; other codes are the provider's
 * own error codes) and where the news came from.
 */
const REFUND_VALUE_LABELS: Record<string, string> = {
  ...VALUE_LABELS,
  reply: '支付机构应答',
  notification: '退款通知',
  succeeded: refundStatusLabels.SUCCEEDED,
  SUCCESS: refundStatusLabels.SUCCEEDED,
  processing: refundStatusLabels.PENDING,
  PROCESSING: refundStatusLabels.PENDING,
  abnormal: orderEventLabels.refund_abnormal,
  ABNORMAL: orderEventLabels.refund_abnormal,
  closed: '退款已关闭',
  CLOSED: '退款已关闭',
  refused: '支付机构拒绝退款',
  not_found: '支付机构无此退款',
};

const HIDDEN_KEYS = new Set(['refundId']);

/** Names the order detail already holds for the ids a timeline mentions (operators, learners, plans). */
export type TimelineNames = { operators: Record<string, string>; learners: Record<string, string>; plans: Record<string, string> };

/** An id without a name at hand, short enough to read (its start is enough to tell ids apart). */
function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}

function showValue(key: string, value: unknown, { names, aboutRefund }: { names: TimelineNames; aboutRefund: boolean }): string {
  if (typeof value === 'number' && /Fen$/.test(key)) return formatFen(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if ((typeof value === 'string' || typeof value === 'number') && /(At|_at)$/.test(key)) return formatDateTime(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  // What an unreadable record says, as stored.
  if (key === 'storedType' || key === 'raw') return value;
  if (key === 'requestedBy' || key === 'operatorId') return names.operators[value] ?? shortId(value);
  if (key === 'learnerId') return names.learners[value] ?? shortId(value);
  if (key === 'planId') return names.plans[value] ?? shortId(value);
  return (aboutRefund ? REFUND_VALUE_LABELS : VALUE_LABELS)[value] ?? value;
}

/** The facts of an event as one line: 标签：值；… (ids by name where the detail has one). */
export function eventFacts(event: OrderEvent, names: TimelineNames): string {
  const aboutRefund = event.type.startsWith('refund_') || event.type.startsWith('extra_charge_refund') || event.detail.kind === 'refund';
  return Object.entries(event.detail)
    .filter(([key, value]) => !HIDDEN_KEYS.has(key) && value !== null && value !== undefined)
    .map(([key, value]) => `${KEY_LABELS[key] ?? key}：${showValue(key, value, { names, aboutRefund })}`)
    .join('；');
}

/** The order's full history, oldest first, each event with its Chinese label and its facts. */
export function OrderTimeline({ events, names }: { events: OrderEvent[]; names: TimelineNames }) {
  return (
    <Timeline
      items={events.map((event) => {
        const facts = eventFacts(event, names);
        return {
          color: COLORS[event.type] ?? 'blue',
          content: (
            <div data-testid="timeline-event">
              <Typography.Text strong>{orderEventLabels[event.type]}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                {formatDateTime(event.at)}
              </Typography.Text>
              {facts && <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)', marginTop: 2 }}>{facts}</div>}
            </div>
          ),
        };
      })}
    />
  );
}
