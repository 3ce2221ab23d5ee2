import { FrameCard, PageFrame } from '../components/page-frame.tsx';

export function PicturesPage() {
  return (
    <PageFrame>
      <FrameCard title="图片展示">
        <p>这里将展示我们的专利证书、荣誉奖项与产品截图，敬请期待。</p>
      </FrameCard>
    </PageFrame>
  );
}
