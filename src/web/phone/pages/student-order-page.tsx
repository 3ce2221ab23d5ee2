import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

export function MobileStudentOrderPage() {
  return <EmptyState title="暂时还不能下单" description="购买功能开放后，你可以在这里确认订单并支付。" action={<Link to="/mobile/student/home">返回服务首页</Link>} />;
}
