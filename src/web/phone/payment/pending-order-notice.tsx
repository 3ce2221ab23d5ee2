import { Link } from 'react-router';
import { useOrders } from '../../api/orders/get-orders.ts';
import { useNow } from '../../components/use-now.ts';
import { orderPagePath } from './checkout-hand-over.ts';
import styles from './checkout.module.css';

/**
 * Before a second order of the same plan for the same learner: the unpaid one from a moment ago can simply be paid
 * (two paid orders would be two periods of service, bought by mistake). Only the newest page of orders is looked at:
 * an unpaid order is at most 15 minutes old, so it is there.
 */
export function PendingOrderNotice({ planId, learnerId }: { planId: string; learnerId: string | null }) {
  const orders = useOrders();
  const now = useNow(15_000);
  if (!learnerId) return null;
  const pending = orders.data?.pages[0]?.orders.find(
    (order) =>
      order.status === 'PENDING' &&
      order.planSnapshot.planId === planId &&
      order.learner.id === learnerId &&
      Date.parse(order.expiresAt) > now,
  );
  if (!pending) return null;
  return (
    <p className={styles.notice} data-testid="pending-order-notice">
      {pending.learner.isSelf ? '你' : pending.learner.name}已有一笔这个方案的订单还没有支付，可以直接
      <Link to={orderPagePath(pending.orderNo)}>继续支付这笔订单 ›</Link>
    </p>
  );
}
