import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

/** A missing or malformed order number, or someone else's order: the same answer, with a way on. */
export function OrderNotFound() {
  return (
    <EmptyState
      title="没有找到这个订单"
      description="订单号可能有误，或者订单不属于当前登录的账号。"
      action={<Link to="/mobile/student/mine">查看我的订单</Link>}
    />
  );
}
