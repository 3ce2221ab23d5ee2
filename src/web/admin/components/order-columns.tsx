import { Button, Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { AdminOrderRow } from '../../../contract/admin-operations.ts';
import type { OrderStatus } from '../../../contract/orders.ts';
import { formatDateTime, formatFen } from './format.ts';
import { ExtraChargeTag } from './extra-charges.tsx';
import { OrderStatusTag } from './order-status-tag.tsx';

/** The order columns every order table shows (orders, the review queue, a learner's orders). */
export const orderColumns = [
  {
    title: '订单号',
    dataIndex: 'orderNo',
    width: 240,
    render: (orderNo: string) => <Typography.Text copyable={{ text: orderNo }}>{orderNo}</Typography.Text>,
  },
  { title: '套餐', dataIndex: 'planTitle', width: 160, ellipsis: true },
  { title: '学员', dataIndex: 'learnerName', width: 90, ellipsis: true },
  { title: '手机号', dataIndex: 'phone', width: 120 },
  {
    title: '金额',
    dataIndex: 'amountFen',
    width: 120,
    align: 'right' as const,
    render: (fen: number, row: AdminOrderRow) => (
      <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
        {formatFen(fen)}
        {row.refundedFen > 0 && (
          <Typography.Text type="warning" style={{ fontSize: 12 }}>
            已退 {formatFen(row.refundedFen)}
          </Typography.Text>
        )}
      </Space>
    ),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (status: OrderStatus, row: AdminOrderRow) => (
      <Space direction="vertical" size={2}>
        <OrderStatusTag status={status} refundedFen={row.refundedFen} />
        {row.extraCharges.length > 0 && <ExtraChargeTag charges={row.extraCharges} />}
      </Space>
    ),
  },
  { title: '下单时间', dataIndex: 'createdAt', width: 150, render: (iso: string) => formatDateTime(iso).slice(0, 16) },
];

/** The last column: 详情, opening the order's drawer. */
export function detailColumn(open: (orderNo: string) => void): ColumnType<AdminOrderRow> {
  return {
    title: '操作',
    key: 'actions',
    width: 72,
    fixed: 'right',
    render: (_, row) => (
      <Button type="link" size="small" onClick={() => open(row.orderNo)}>
        详情
      </Button>
    ),
  };
}
