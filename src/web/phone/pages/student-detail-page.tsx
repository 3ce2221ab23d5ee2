import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

export function MobileStudentDetailPage() {
  return <EmptyState title="方案详情正在准备中" description="你可以先回到服务首页看看。" action={<Link to="/mobile/student/home">返回服务首页</Link>} />;
}
