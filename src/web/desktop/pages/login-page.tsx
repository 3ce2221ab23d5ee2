import { LoginForm } from '../../components/login/login-form.tsx';
import { RoleChoice } from '../../components/login/role-choice.tsx';
import { useLoginFlow } from '../../components/login/use-login-flow.ts';
import { storedClientType } from '../../stores/client-type.ts';
import { FrameCard, PageFrame } from '../components/page-frame.tsx';

/** Login for pad and pc: the phone login in a centred card; a pad goes on to its student space. */
export function LoginPage() {
  const step = useLoginFlow(storedClientType() === 'pad' ? '/pad-xuesheng' : '/home');
  return (
    <PageFrame>
      <FrameCard title={step === 'role' ? '完善身份信息' : '登录 AI伴学'}>
        {step === 'login' && <LoginForm legalPath={(slug) => `/legal/${slug}`} />}
        {step === 'role' && <RoleChoice />}
      </FrameCard>
    </PageFrame>
  );
}
