import { Link, useSearchParams } from 'react-router';
import { ORDER_NO_PATTERN } from '../../../contract/orders.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { ExistingOrderCheckout } from '../payment/existing-order-checkout.tsx';
import { NewOrderCheckout } from '../payment/new-order-checkout.tsx';
import { OrderNotFound } from '../payment/order-not-found.tsx';

/**
 * MobileStudentOrder (style 4, 确认订单): `?planId=` confirms a new order for a plan; `?orderNo=` pays an existing
 * pending order (from the result page, from mine, or back from WeChat's OAuth with `&code=`).
 */
export function MobileStudentOrderPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const planId = params.get('planId');
  if (orderNo) return ORDER_NO_PATTERN.test(orderNo) ? <ExistingOrderCheckout key={orderNo} orderNo={orderNo} /> : <OrderNotFound />;
  if (planId) return <NewOrderCheckout key={planId} planId={planId} />;
  return (
    <EmptyState
      title="请先选择服务方案"
      description="选好方案后，就可以在这里确认订单并支付。"
      action={<Link to="/mobile/student/home">查看服务方案</Link>}
    />
  );
}
