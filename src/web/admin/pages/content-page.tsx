import { Tabs } from 'antd';
import { PageHeader } from '../components/page-header.tsx';
import { RequireRole } from '../components/require-role.tsx';
import { GalleryTab } from './content/gallery-tab.tsx';
import { HomeContentTab } from './content/home-content-tab.tsx';

/** 内容 (admins): the home page's sections and the picture gallery, previewed as a draft, then 发布. */
export function ContentPage() {
  return (
    <RequireRole roles={['admin']}>
      <PageHeader title="内容" subTitle="编辑官网首页各板块和图片展示；预览确认后发布，公开页面立即更新" />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'home', label: '首页内容', children: <HomeContentTab /> },
          { key: 'pictures', label: '图片展示', children: <GalleryTab /> },
        ]}
      />
    </RequireRole>
  );
}
