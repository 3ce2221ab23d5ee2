import { Button, Popup } from 'antd-mobile';
import { Link } from 'react-router';
import type { Order } from '../../../contract/orders.ts';
import type { RefundStatus } from '../../../contract/refunds.ts';
import { formatDuration, formatYuan } from '../../components/price.tsx';
import { formatShanghaiDateTime, formatShanghaiLongDate } from '../../components/shanghai-time.ts';
import { orderPagePath } from '../payment/checkout-hand-over.ts';
import { isPayable, orderStatusText } from '../payment/order-state.ts';
import { channelLabels } from '../payment/payment-channels.ts';
import styles from './order-list.module.css';

/** Where the refund of a payment made twice stands, in the customer's words. */
export const extraChargeRefundText: Record<RefundStatus, string> = {
  PENDING: '正在原路退回，一般 1–3 个工作日到账',
  SUCCEEDED: '已原路退回',
  FAILED: '退款遇到问题，客服会尽快为你处理',
};

type Props = { order: Order; now: number; onCancel: (order: Order) => void; onClose: () => void };

/** 订单详情: everything about one order, in a bottom sheet over mine. */
export function OrderDetailPopup({ order, now, onCancel, onClose }: Props) {
  const payable = isPayable(order, now);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16 }}>
      <div className={styles.sheet} role="dialog" aria-labelledby="order-detail-title">
        <h2 id="order-detail-title" className={styles.sheetTitle}>
          订单详情
        </h2>
        <p className={styles.sheetStatus}>
          {orderStatusText(order, now)}
          <strong>{formatYuan(order.amountFen)}</strong>
        </p>
        <dl className={styles.facts}>
          <dt>服务方案</dt>
          <dd>{order.planSnapshot.title}</dd>
          <dt>服务时长</dt>
          <dd>{formatDuration(order.planSnapshot.durationDays)}</dd>
          <dt>学习者</dt>
          <dd>{order.learner.name}</dd>
          <dt>订单编号</dt>
          <dd>{order.orderNo}</dd>
          <dt>下单时间</dt>
          <dd>{formatShanghaiDateTime(order.createdAt)}</dd>
          {order.channel && (
            <>
              <dt>支付方式</dt>
              <dd>{channelLabels[order.channel]}</dd>
            </>
          )}
          {order.paidAt && (
            <>
              <dt>支付时间</dt>
              <dd>{formatShanghaiDateTime(order.paidAt)}</dd>
            </>
          )}
          {order.serviceEndsAt && (
            <>
              <dt>服务有效期至</dt>
              <dd>{formatShanghaiLongDate(order.serviceEndsAt)}</dd>
            </>
          )}
          {order.status === 'CLOSED' && order.closedAt && (
            <>
              <dt>关闭时间</dt>
              <dd>{formatShanghaiDateTime(order.closedAt)}</dd>
            </>
          )}
        </dl>
        {order.extraCharges.length > 0 && (
          <section className={styles.extraCharges} aria-label="重复支付">
            <h3>
              {order.extraCharges.every((charge) => charge.refund.status === 'SUCCEEDED')
                ? '重复支付，已为你原路退回'
                : '重复支付的款项将原路退回'}
            </h3>
            <ul>
              {order.extraCharges.map((charge) => (
                <li key={`${charge.channel}-${charge.paidAt}`}>
                  {channelLabels[charge.channel]}多付了 {formatYuan(charge.amountFen)}（{formatShanghaiDateTime(charge.paidAt)}）：
                  {extraChargeRefundText[charge.refund.status]}
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className={styles.sheetActions}>
          {payable ? (
            <>
              <Button shape="rounded" className={styles.sheetButton} onClick={() => onCancel(order)}>
                取消订单
              </Button>
              <Link className={styles.sheetPay} to={orderPagePath(order.orderNo)}>
                去支付
              </Link>
            </>
          ) : (
            <Button shape="rounded" className={styles.sheetButton} onClick={onClose}>
              关闭
            </Button>
          )}
        </div>
      </div>
    </Popup>
  );
}
