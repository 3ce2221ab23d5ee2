import { FrameCard, PageFrame } from '../components/page-frame.tsx';

export function NucXueshengPage() {
  return (
    <PageFrame>
      <FrameCard title="教室大屏学习空间">
        <p>登录后，这里会以大字号显示学习计划与服务状态，方便在教室大屏上使用。</p>
      </FrameCard>
    </PageFrame>
  );
}
