import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

export function MobileLoginPage() {
  return <EmptyState title="手机号登录即将开放" description="登录后可以购买服务、查看订单。" action={<Link to="/mobile/home">返回首页</Link>} />;
}
