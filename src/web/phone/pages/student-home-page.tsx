import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

export function MobileStudentHomePage() {
  return <EmptyState title="服务方案正在准备中" description="小学、初中、高中各学段的AI伴学服务方案即将上线。" action={<Link to="/mobile/home">先了解AI伴学</Link>} />;
}
