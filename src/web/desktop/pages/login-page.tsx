import { FrameCard, PageFrame } from '../components/page-frame.tsx';

export function LoginPage() {
  return (
    <PageFrame>
      <FrameCard title="登录 AI伴学">
        <p>手机号验证码登录即将开放。登录后可进入平板学习空间，查看学习计划与服务状态。</p>
      </FrameCard>
    </PageFrame>
  );
}
