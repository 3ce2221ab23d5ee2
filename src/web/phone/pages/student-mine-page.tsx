import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

export function MobileStudentMinePage() {
  return <EmptyState title="还没有登录" description="登录后可以查看你的服务、订单和学习记录。" action={<Link to="/mobile/login">去登录</Link>} />;
}
