import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

export function PhonePicturesPage() {
  return <EmptyState title="图片展示即将上线" description="这里将展示我们的资质证书、荣誉与产品截图。" action={<Link to="/mobile/home">返回首页</Link>} />;
}
