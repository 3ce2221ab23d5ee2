import { Button, Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../../contract/orders.ts';
import { ApiError } from '../../api/client.ts';
import { useCancelOrder } from '../../api/orders/cancel-order.ts';
import { useOrders } from '../../api/orders/get-orders.ts';
import { formatYuan } from '../../components/price.tsx';
import { formatShanghaiDateTime } from '../../components/shanghai-time.ts';
import { orderPagePath } from '../payment/checkout-hand-over.ts';
import { isPayable, orderStatusText } from '../payment/order-state.ts';
import { useNow } from '../../components/use-now.ts';
import { OrderDetailPopup } from './order-detail-popup.tsx';
import styles from './order-list.module.css';

const statusClass = { PENDING: styles.pending, PAID: styles.paid, CLOSED: styles.closed, REFUNDED: styles.closed } as const;

/** 我的订单 on mine: newest first, a page at a time; a payable order can be paid or cancelled from here. */
export function OrderList() {
  const orders = useOrders();
  const now = useNow(15_000);
  const [openNo, setOpenNo] = useState<string | null>(null);
  const cancelOrder = useOrderCancellation();
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const open = list.find((order) => order.orderNo === openNo);

  return (
    <section className={styles.section} aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.title}>
        我的订单
      </h2>
      {orders.isPending ? (
        <div className={styles.placeholder} aria-busy="true" />
      ) : orders.isError && list.length === 0 ? (
        <p className={styles.empty}>
          订单加载失败。
          <Button size="mini" fill="none" color="primary" onClick={() => void orders.refetch()}>
            重试
          </Button>
        </p>
      ) : list.length === 0 ? (
        <p className={styles.empty}>还没有订单。</p>
      ) : (
        <ul className={styles.list} aria-label="订单列表">
          {list.map((order) => (
            <li key={order.orderNo} className={styles.item} data-testid="order-row">
              <button type="button" className={styles.summary} onClick={() => setOpenNo(order.orderNo)}>
                <span className={styles.head}>
                  <strong className={styles.planTitle}>{order.planSnapshot.title}</strong>
                  <span className={statusClass[order.status]}>
                    {order.status === 'PAID' && order.refundedFen > 0 ? '部分退款' : orderStatusText(order, now)}
                  </span>
                </span>
                <span className={styles.meta}>
                  <span>
                    {order.learner.name} · {formatShanghaiDateTime(order.createdAt)}
                  </span>
                  <span className={styles.amount}>{formatYuan(order.amountFen)}</span>
                </span>
                {order.extraCharges.length > 0 && (
                  <span className={styles.extraNote}>
                    重复支付的款项{order.extraCharges.every((charge) => charge.refund.status === 'SUCCEEDED') ? '已原路退回' : '正在退回'}
                  </span>
                )}
              </button>
              {isPayable(order, now) && (
                <div className={styles.actions}>
                  <Button size="small" shape="rounded" onClick={() => void cancelOrder(order)}>
                    取消订单
                  </Button>
                  <Link className={styles.payLink} to={orderPagePath(order.orderNo)}>
                    去支付
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {orders.hasNextPage && (
        <Button block fill="none" className={styles.more} loading={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
          加载更多
        </Button>
      )}
      {open && <OrderDetailPopup order={open} now={now} onCancel={cancelOrder} onClose={() => setOpenNo(null)} />}
    </section>
  );
}

/** Asks first, then cancels; an order paid meanwhile says so (the list is read again either way). */
function useOrderCancellation() {
  const { mutateAsync: cancel } = useCancelOrder();
  return async (order: Order) => {
    const confirmed = await Dialog.confirm({
      content: '确定取消这个订单吗？取消后将不能再支付。',
      confirmText: '取消订单',
      cancelText: '再想想',
    });
    if (!confirmed) return;
    try {
      await cancel(order.orderNo);
      Toast.show({ content: '订单已取消' });
    } catch (caught) {
      Toast.show({ content: caught instanceof ApiError ? caught.message : '取消失败，请稍后再试' });
    }
  };
}
