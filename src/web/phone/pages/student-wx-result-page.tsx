import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

export function MobileStudentWxResultPage() {
  return <EmptyState title="没有找到支付记录" description="如果你刚完成微信支付，请在“我的”中查看订单状态。" action={<Link to="/mobile/student/mine">查看我的订单</Link>} />;
}
