import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { REFUND_REASON_MAX, type RefundLimit } from '../../../contract/refunds.ts';
import { useRefundOrder } from '../../api/admin/orders.ts';
import { ApiError } from '../../api/client.ts';
import { newRequestKey } from '../../api/request-key.ts';
import { showApiError } from './api-errors.ts';
import { formatFen } from './format.ts';
import { MoneyInput, moneyFen, moneyRules } from './money-field.tsx';
import { useSingleSubmit } from './use-single-submit.ts';

type Values = { kind: 'full' | 'partial'; amountYuan?: string; reason: string };

/** refundLimit: the signed-in operator's limits and what is left of them (service role); null: none (admin). */
type Props = {
  orderNo: string;
  refundableFen: number;
  refundLimit: RefundLimit | null;
  open: boolean;
  onClose: () => void;
  onRefunded: (message: string) => void;
};

/** 退款: full or part of what is left, with a reason; mounted per opening, so each opening is one request id. */
export function RefundDialog(props: Props) {
  return props.open ? <RefundForm {...props} /> : null;
}

/** What the service role's limits say up front (decision 029): both totals and what is left of each. */
function RefundLimitNote({ limit }: { limit: RefundLimit }) {
  return (
    <Alert
      type="info"
      showIcon
      title="你的退款权限"
      description={
        <>
          每笔订单的退款累计最多 {formatFen(limit.perOrderFen)}（含他人已退），这笔订单还可由你退{' '}
          <Typography.Text strong>{formatFen(limit.orderLeftFen)}</Typography.Text>
          ；你每天的退款累计最多 {formatFen(limit.perDayFen)}，今天还可退{' '}
          <Typography.Text strong>{formatFen(limit.dayLeftFen)}</Typography.Text>。更多请联系管理员。
        </>
      }
      style={{ marginBottom: 16 }}
      data-testid="refund-limit"
    />
  );
}

function RefundForm({ orderNo, refundableFen, refundLimit, onClose, onRefunded }: Props) {
  const [form] = Form.useForm<Values>();
  // The most this operator may ask for here: what is left of the order, within both of their limits.
  const allowedFen = refundLimit ? Math.min(refundableFen, refundLimit.orderLeftFen, refundLimit.dayLeftFen) : refundableFen;
  const fullAllowed = allowedFen >= refundableFen;
  const [requestId] = useState(newRequestKey);
  const refund = useRefundOrder();
  const [failure, setFailure] = useState<ApiError | Error | null>(null);
  const kind = Form.useWatch('kind', form);

  const submit = useSingleSubmit(form, (values: Values, settled) => {
    const amountFen = values.kind === 'full' ? refundableFen : moneyFen(values.amountYuan);
    setFailure(null);
    refund.mutate(
      { orderNo, amountFen, reason: values.reason, requestId },
      {
        onSettled: settled,
        onSuccess: ({ refund: made }) =>
          onRefunded(
            made.status === 'SUCCEEDED'
              ? `已退款 ${formatFen(made.amountFen)}`
              : `退款 ${formatFen(made.amountFen)} 已提交，等待支付机构确认`,
          ),
        onError: (error) => {
          const general = showApiError(form, error, values.kind === 'partial' ? ['amountYuan', 'reason'] : ['reason'], {
            fieldByCode: { REFUND_AMOUNT_EXCEEDED: 'amountYuan', REFUND_LIMIT_EXCEEDED: 'amountYuan' },
            renameField: (field) => (field === 'amountFen' ? 'amountYuan' : field),
          });
          // The service role's limit is said in the dialog itself, whichever amount was asked for.
          if (general || (error instanceof ApiError && error.code === 'REFUND_LIMIT_EXCEEDED')) setFailure(error);
        },
      },
    );
  });

  return (
    <Modal
      open
      title={`退款 · ${orderNo}`}
      okText="确认退款"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={submit.busy}
      onOk={submit.submit}
      onCancel={onClose}
      maskClosable={false}
    >
      <Typography.Paragraph>
        可退金额：<Typography.Text strong>{formatFen(refundableFen)}</Typography.Text>
      </Typography.Paragraph>
      {refundLimit && <RefundLimitNote limit={refundLimit} />}
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure instanceof ApiError && failure.code === 'REFUND_LIMIT_EXCEEDED' ? '超出退款权限' : '退款失败'}
          description={failure.message}
          style={{ marginBottom: 16 }}
          data-testid="refund-error"
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: fullAllowed ? 'full' : 'partial' }}
        onFinish={submit.onFinish}
        onFinishFailed={submit.onFinishFailed}
        disabled={refund.isPending}
      >
        <Form.Item label="退款方式" name="kind">
          <Radio.Group
            options={[
              {
                value: 'full',
                label: `全额退款（${formatFen(refundableFen)}${fullAllowed ? '' : '，超出你的退款权限'}）`,
                disabled: !fullAllowed,
              },
              { value: 'partial', label: '部分退款' },
            ]}
          />
        </Form.Item>
        {kind === 'partial' && (
          <Form.Item
            label="退款金额（元）"
            name="amountYuan"
            rules={moneyRules('请输入退款金额', (fen) => {
              if (fen > refundableFen) return `不能超过可退金额 ${formatFen(refundableFen)}`;
              return fen > allowedFen ? `超出你的退款权限：这里最多还可由你退 ${formatFen(allowedFen)}` : null;
            })}
          >
            <MoneyInput style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item
          label="退款原因"
          name="reason"
          extra="原因会显示给付款人"
          rules={[
            { required: true, whitespace: true, message: '请填写退款原因' },
            { max: REFUND_REASON_MAX, message: `最多 ${REFUND_REASON_MAX} 个字` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REFUND_REASON_MAX} showCount placeholder="如：用户申请退款" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
