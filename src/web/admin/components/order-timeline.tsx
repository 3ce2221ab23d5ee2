import { Timeline, Typography } from 'antd';
import {
  type OrderEvent,
  type OrderEventType,
  notificationOutcomeLabels,
  orderEventLabels,
} from '../../../contract/admin-operations.ts';
import { orderStatusLabels } from '../../../contract/orders.ts';
import { CHANNEL_LABELS } from './labels.ts';
import { formatDateTime, formatFen } from './format.ts';

const COLORS: Partial<Record<OrderEventType, string>> = {
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
  closed: 'gray',
  provider_closed: 'gray',
};

const KEY_LABELS: Record<string, string> = {
  channel: '支付方式',
  provider: '支付机构',
  kind: '类型',
  outcome: '结果',
  transactionId: '支付单号',
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
  note: '备注',
  state: '状态',
  planId: '套餐',
  learnerId: '学员',
};

const VALUE_LABELS: Record<string, string> = {
  ...CHANNEL_LABELS,
  ...notificationOutcomeLabels,
  wechatpay: '微信支付',
  wechat: '微信支付',
  alipay: '支付宝',
  payment: '支付通知',
  refund: '退款通知',
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
  ...orderStatusLabels,
};

const HIDDEN_KEYS = new Set(['refundId', 'operatorId']);

function showValue(key: string, value: unknown): string {
  if (typeof value === 'number' && /Fen$/.test(key)) return formatFen(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string' && /At$/.test(key)) return formatDateTime(value);
  if (typeof value === 'string') return VALUE_LABELS[value] ?? value;
  return JSON.stringify(value);
}

/** The order's full history, oldest first, each event with its Chinese label and its facts. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <Timeline
      items={events.map((event) => {
        const facts = Object.entries(event.detail).filter(([key, value]) => !HIDDEN_KEYS.has(key) && value !== null && value !== undefined);
        return {
          color: COLORS[event.type] ?? 'blue',
          content: (
            <div data-testid="timeline-event">
              <Typography.Text strong>{orderEventLabels[event.type]}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                {formatDateTime(event.at)}
              </Typography.Text>
              {facts.length > 0 && (
                <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)', marginTop: 2 }}>
                  {facts.map(([key, value]) => `${KEY_LABELS[key] ?? key}：${showValue(key, value)}`).join('；')}
                </div>
              )}
            </div>
          ),
        };
      })}
    />
  );
}
