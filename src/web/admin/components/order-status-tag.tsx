import { Tag } from 'antd';
import { type OrderStatus, orderStatusLabels } from '../../../contract/orders.ts';

const COLORS: Record<OrderStatus, string> = { PENDING: 'processing', PAID: 'success', CLOSED: 'default', REFUNDED: 'warning' };

/** The order's status as the customer sees it; a PAID order with a refund is 部分退款. */
export function OrderStatusTag({ status, refundedFen }: { status: OrderStatus; refundedFen: number }) {
  if (status === 'PAID' && refundedFen > 0) return <Tag color="orange">部分退款</Tag>;
  return <Tag color={COLORS[status]}>{orderStatusLabels[status]}</Tag>;
}
