import { Card, Collapse } from 'antd';
import type { AdminHomeContent } from '../../../../contract/admin-content.ts';
import { homeSectionTitles } from '../../../../contract/content.ts';
import { useAdminHomeContent, usePublishHomeContent } from '../../../api/admin/content.ts';
import { HomeContentPreview } from '../../components/content-preview.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { AboutFields } from './about-fields.tsx';
import { AdvantageFields } from './advantage-fields.tsx';
import { ContentEditor } from './content-editor.tsx';
import { HeroFields } from './hero-fields.tsx';
import { HonorFields } from './honor-fields.tsx';
import { ModelFields } from './model-fields.tsx';
import { PatentFields } from './patent-fields.tsx';
import { TeamFields } from './team-fields.tsx';

const HOME_FIELDS = ['hero', 'team', 'patents', 'model', 'advantages', 'honors', 'about'];

/** 首页内容: the home page's sections, one panel each. */
export function HomeContentTab() {
  const home = useAdminHomeContent();
  if (home.isError) return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  if (!home.data) return <Card loading />;
  return <HomeContentEditor key={home.data.version} document={home.data} onReload={() => void home.refetch()} />;
}

function HomeContentEditor({ document, onReload }: { document: AdminHomeContent; onReload: () => void }) {
  return (
    <ContentEditor
      document={document}
      onReload={onReload}
      publish={usePublishHomeContent()}
      name="首页内容"
      previewTitle="预览：首页（草稿）"
      publishedWhere="官网首页"
      formFields={HOME_FIELDS}
      fields={() => (
        <Collapse
          defaultActiveKey={['hero']}
          items={[
            { key: 'hero', forceRender: true, label: homeSectionTitles.home, children: <HeroFields /> },
            { key: 'team', forceRender: true, label: homeSectionTitles.team, children: <TeamFields /> },
            { key: 'patents', forceRender: true, label: homeSectionTitles.patents, children: <PatentFields /> },
            { key: 'model', forceRender: true, label: homeSectionTitles.model, children: <ModelFields /> },
            { key: 'advantages', forceRender: true, label: homeSectionTitles.advantages, children: <AdvantageFields /> },
            { key: 'honors', forceRender: true, label: homeSectionTitles.honors, children: <HonorFields /> },
            { key: 'about', forceRender: true, label: homeSectionTitles.about, children: <AboutFields /> },
          ]}
        />
      )}
      preview={(draft) => <HomeContentPreview content={draft} />}
    />
  );
}
