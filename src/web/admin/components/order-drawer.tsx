import { Alert, App, Button, Card, Descriptions, Drawer, Flex, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ADMIN_NOTE_MAX, type AdminOrderDetail } from '../../../contract/admin-operations.ts';
import { stageLabels } from '../../../contract/catalog.ts';
import { type Refund, type RefundStatus, refundStatusLabels } from '../../../contract/refunds.ts';
import { useAdminOrder, useReviewOrder } from '../../api/admin/orders.ts';
import { ExtraChargesTable, ExtraChargeTag, PaymentAttemptsTable } from './extra-charges.tsx';
import { CHANNEL_LABELS } from './labels.ts';
import { formatDateTime, formatFen } from './format.ts';
import { LoadError } from './load-error.tsx';
import { OrderStatusTag } from './order-status-tag.tsx';
import { OrderTimeline, type TimelineNames } from './order-timeline.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { useOperator } from './require-role.tsx';

const REFUND_COLORS: Record<RefundStatus, string> = { PENDING: 'processing', SUCCEEDED: 'success', FAILED: 'error' };

/** An order's detail in a drawer: facts, 退款, 标记已复核, its refunds and its whole timeline. */
export function OrderDrawer({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const detail = useAdminOrder(orderNo);
  return (
    <Drawer open={orderNo !== null} onClose={onClose} size={720} title={orderNo ? `订单 ${orderNo}` : '订单'} destroyOnHidden>
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <OrderDetail detail={detail.data} />
      ) : (
        <Card loading variant="borderless" />
      )}
    </Drawer>
  );
}

/** The names the detail (and the signed-in operator) give for the ids on the timeline; no extra request. */
function timelineNames({ order, learner, review }: AdminOrderDetail, me: { id: string; name: string }): TimelineNames {
  return {
    operators: { [me.id]: me.name, ...(review?.reviewerName ? { [review.reviewedBy]: review.reviewerName } : {}) },
    learners: { [order.learner.id]: order.learner.name, [learner.id]: learner.name },
    plans: { [order.planSnapshot.planId]: order.planSnapshot.title },
  };
}

function OrderDetail({ detail }: { detail: AdminOrderDetail }) {
  const { order, account, learner, refunds, review, timeline, refundableFen, attempts, extraCharges } = detail;
  const me = useOperator();
  const [refunding, setRefunding] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const { message } = App.useApp();
  return (
    <Flex vertical gap={24}>
      <Descriptions
        bordered
        size="small"
        column={2}
        title={
          <Space>
            <OrderStatusTag status={order.status} refundedFen={order.refundedFen} />
            {order.paidAfterClose && <Tag color={review ? 'default' : 'red'}>{review ? '关闭后支付·已复核' : '关闭后支付·待复核'}</Tag>}
            {order.extraCharges.length > 0 && <ExtraChargeTag charges={order.extraCharges} />}
          </Space>
        }
        extra={
          <Space>
            {order.paidAfterClose && !review && <Button onClick={() => setReviewing(true)}>标记已复核</Button>}
            <Button danger type="primary" disabled={refundableFen <= 0} onClick={() => setRefunding(true)}>
              退款
            </Button>
          </Space>
        }
        items={[
          {
            label: '套餐',
            children: `${order.planSnapshot.title}（${stageLabels[order.planSnapshot.stage]} · ${order.planSnapshot.durationDays}天）`,
            span: 2,
          },
          { label: '订单金额', children: formatFen(order.amountFen) },
          { label: '已退款', children: formatFen(order.refundedFen) },
          { label: '学员', children: learner.name },
          { label: '手机号', children: account.phone },
          { label: '支付方式', children: order.channel ? CHANNEL_LABELS[order.channel] : '—' },
          { label: '可退金额', children: formatFen(refundableFen) },
          { label: '下单时间', children: formatDateTime(order.createdAt) },
          { label: '支付时间', children: formatDateTime(order.paidAt) },
          { label: '关闭时间', children: formatDateTime(order.closedAt) },
          { label: '服务到期', children: formatDateTime(order.serviceEndsAt) },
        ]}
      />
      {review && (
        <Alert
          type="success"
          showIcon
          title={`已复核：${review.reviewerName ?? review.reviewedBy} · ${formatDateTime(review.reviewedAt)}`}
          description={review.note}
        />
      )}
      {extraCharges.length > 0 && (
        <div>
          <Typography.Title level={5}>重复扣款</Typography.Title>
          <Typography.Paragraph type="secondary">
            用户为这笔订单多付了钱（两个收银台都付了款），系统已向原支付渠道全额退回，不计入订单退款。退款失败时可在此重试。
          </Typography.Paragraph>
          <ExtraChargesTable orderNo={order.orderNo} charges={extraCharges} />
        </div>
      )}
      <div>
        <Typography.Title level={5}>退款记录</Typography.Title>
        <Table<Refund>
          rowKey="refundId"
          size="small"
          pagination={false}
          dataSource={refunds}
          locale={{ emptyText: '没有退款' }}
          columns={[
            { title: '退款单号', dataIndex: 'outRefundNo' },
            { title: '金额', dataIndex: 'amountFen', render: formatFen },
            {
              title: '状态',
              dataIndex: 'status',
              render: (status: RefundStatus) => <Tag color={REFUND_COLORS[status]}>{refundStatusLabels[status]}</Tag>,
            },
            {
              title: '原因',
              dataIndex: 'reason',
              render: (reason: string, row) => (row.failureReason ? `${reason}（失败：${row.failureReason}）` : reason),
            },
            { title: '申请时间', dataIndex: 'createdAt', render: formatDateTime },
          ]}
        />
      </div>
      <div>
        <Typography.Title level={5}>支付尝试</Typography.Title>
        <PaymentAttemptsTable attempts={attempts} />
      </div>
      <div>
        <Typography.Title level={5}>订单时间线</Typography.Title>
        <OrderTimeline events={timeline} names={timelineNames(detail, me)} />
      </div>
      <RefundDialog
        orderNo={order.orderNo}
        refundableFen={refundableFen}
        refundLimit={detail.refundLimit}
        open={refunding}
        onClose={() => setRefunding(false)}
        onRefunded={(text) => {
          setRefunding(false);
          void message.success(text);
        }}
      />
      <ReviewDialog orderNo={order.orderNo} open={reviewing} onClose={() => setReviewing(false)} />
    </Flex>
  );
}

/** 标记已复核 with a note (what was done: refunded, kept, asked the customer). */
export function ReviewDialog({ orderNo, open, onClose }: { orderNo: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const review = useReviewOrder();
  const { message } = App.useApp();
  return (
    <Modal
      open={open}
      title={`标记已复核 · ${orderNo}`}
      okText="标记已复核"
      cancelText="取消"
      confirmLoading={review.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={({ note }) =>
          review.mutate(
            { orderNo, note },
            {
              onSuccess: () => {
                void message.success('已标记为已复核');
                onClose();
              },
              onError: (error) => form.setFields([{ name: 'note', errors: [error.message] }]),
            },
          )
        }
      >
        <Form.Item
          label="复核说明"
          name="note"
          rules={[
            { required: true, whitespace: true, message: '请填写复核说明' },
            { max: ADMIN_NOTE_MAX, message: `最多 ${ADMIN_NOTE_MAX} 个字` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={ADMIN_NOTE_MAX} showCount placeholder="如：已与用户确认，保留订单" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
