import { FrameCard, PageFrame } from '../components/page-frame.tsx';

export function PadXueshengPage() {
  return (
    <PageFrame>
      <FrameCard title="平板学习空间">
        <p>登录后，这里会显示你的AI伴学服务状态与今日学习任务。</p>
      </FrameCard>
    </PageFrame>
  );
}
