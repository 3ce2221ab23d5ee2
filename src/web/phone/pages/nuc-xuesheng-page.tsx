import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

export function NucXueshengPage() {
  return <EmptyState title="学习空间" description="请在教室大屏上打开此页面登录学习空间。" action={<Link to="/mobile/home">返回首页</Link>} />;
}
