import { App, Button, Table, Tag, Tooltip, Typography } from 'antd';
import { type AdminExtraCharge, type PaymentAttempt, paymentAttemptStateLabels } from '../../../contract/admin-operations.ts';
import type { ExtraCharge } from '../../../contract/orders.ts';
import { type RefundStatus, refundStatusLabels } from '../../../contract/refunds.ts';
import { useRetryExtraChargeRefund } from '../../api/admin/orders.ts';
import { formatDateTime, formatFen } from './format.ts';
import { CHANNEL_LABELS } from './labels.ts';

const REFUND_COLORS: Record<RefundStatus, string> = { PENDING: 'processing', SUCCEEDED: 'success', FAILED: 'error' };
const ATTEMPT_COLORS: Record<PaymentAttempt['state'], string> = {
  OPEN: 'processing',
  CLOSED: 'default',
  PAID: 'success',
  EXTRA_CHARGE: 'orange',
};

/** An order charged more than once, in a list: how its refunds stand (red while one failed and needs a retry). */
export function ExtraChargeTag({ charges }: { charges: ExtraCharge[] }) {
  const failed = charges.some((charge) => charge.refund.status === 'FAILED');
  const refunded = charges.every((charge) => charge.refund.status === 'SUCCEEDED');
  const label = failed ? '重复扣款·退款失败' : refunded ? '重复扣款·已退回' : '重复扣款·退款中';
  return <Tag color={failed ? 'red' : refunded ? 'default' : 'orange'}>{label}</Tag>;
}

/** The extra charges of one order with their refunds; a failed refund can be sent again (重试退款). */
export function ExtraChargesTable({ orderNo, charges }: { orderNo: string; charges: AdminExtraCharge[] }) {
  const retry = useRetryExtraChargeRefund();
  const { message } = App.useApp();
  return (
    <Table<AdminExtraCharge>
      rowKey="attemptId"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={charges}
      columns={[
        { title: '支付方式', dataIndex: 'channel', render: (channel: string) => CHANNEL_LABELS[channel] ?? channel },
        {
          title: '商户订单号',
          dataIndex: 'outTradeNo',
          render: (outTradeNo: string) => <Typography.Text copyable>{outTradeNo}</Typography.Text>,
        },
        { title: '金额', dataIndex: 'amountFen', render: formatFen },
        { title: '扣款时间', dataIndex: 'paidAt', render: formatDateTime },
        {
          title: '自动退款',
          key: 'refund',
          render: (_, charge) => {
            const refund = charge.refund;
            if (!refund) return <Tag color="processing">待退款</Tag>;
            const tag = <Tag color={REFUND_COLORS[refund.status]}>{refundStatusLabels[refund.status]}</Tag>;
            return refund.failureReason ? <Tooltip title={refund.failureReason}>{tag}</Tooltip> : tag;
          },
        },
        {
          title: '操作',
          key: 'actions',
          render: (_, charge) =>
            charge.refund?.status === 'FAILED' ? (
              <Button
                size="small"
                type="primary"
                loading={retry.isPending && retry.variables.attemptId === charge.attemptId}
                onClick={() =>
                  retry.mutate(
                    { orderNo, attemptId: charge.attemptId },
                    {
                      onSuccess: (refund) =>
                        void (refund.status === 'FAILED'
                          ? message.error(`退款仍然失败：${refund.failureReason ?? '支付机构拒绝了退款'}`)
                          : message.success(`已重新申请退款：${refundStatusLabels[refund.status]}`)),
                      onError: (error) => void message.error(error.message),
                    },
                  )
                }
              >
                重试退款
              </Button>
            ) : null,
        },
      ]}
    />
  );
}

/** Every payment attempt of the order: the numbers to give a provider's support when asking about one. */
export function PaymentAttemptsTable({ attempts }: { attempts: PaymentAttempt[] }) {
  return (
    <Table<PaymentAttempt>
      rowKey="attemptId"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={attempts}
      locale={{ emptyText: '还没有发起过支付' }}
      columns={[
        {
          title: '商户订单号',
          dataIndex: 'outTradeNo',
          render: (outTradeNo: string) => <Typography.Text copyable>{outTradeNo}</Typography.Text>,
        },
        { title: '支付方式', dataIndex: 'channel', render: (channel: string) => CHANNEL_LABELS[channel] ?? channel },
        {
          title: '状态',
          dataIndex: 'state',
          render: (state: PaymentAttempt['state']) => <Tag color={ATTEMPT_COLORS[state]}>{paymentAttemptStateLabels[state]}</Tag>,
        },
        { title: '发起时间', dataIndex: 'openedAt', render: formatDateTime },
        { title: '关闭/支付时间', key: 'ended', render: (_, attempt) => formatDateTime(attempt.paidAt ?? attempt.closedAt) },
      ]}
    />
  );
}
