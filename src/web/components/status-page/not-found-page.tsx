import { Link } from 'react-router';
import { StatusPage } from './status-page.tsx';

export function NotFoundPage({ homePath }: { homePath: string }) {
  return (
    <StatusPage icon="404" title="页面不存在" actions={<Link to={homePath}>返回首页</Link>}>
      你访问的页面可能已被移除，或者链接有误。
    </StatusPage>
  );
}
