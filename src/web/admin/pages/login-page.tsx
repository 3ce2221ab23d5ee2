import { Card, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AdminLoginStep } from '../../../contract/admin.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { safeRedirect } from '../../components/login/safe-redirect.ts';
import styles from './login-page.module.css';
import { EnrolForm } from './login/enrol-form.tsx';
import { PasswordStep } from './login/password-step.tsx';
import { TotpForm } from './login/totp-form.tsx';

/** /admin/login: name + password, then the authenticator's code (the first time: enrolment and a new password). */
export function AdminLoginPage() {
  const [step, setStep] = useState<AdminLoginStep | null>(null);
  const navigate = useNavigate();
  const { search } = useLocation();
  const done = () => {
    const target = safeRedirect(search);
    navigate(target?.startsWith('/admin/') ? target : '/admin', { replace: true });
  };
  const restart = () => setStep(null);

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.brand}>
          <BrandLogo size={36} withText={false} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            AI伴学运营后台
          </Typography.Title>
        </div>
        <Steps
          size="small"
          current={step === null ? 0 : 1}
          className={styles.steps}
          items={[{ title: '账号密码' }, { title: step?.next === 'enrol' ? '绑定验证器' : '动态验证码' }]}
        />
        {step === null && <PasswordStep onNext={setStep} />}
        {step?.next === 'totp' && <TotpForm step={step} onDone={done} onRestart={restart} />}
        {step?.next === 'enrol' && <EnrolForm step={step} onDone={done} onRestart={restart} />}
      </Card>
    </div>
  );
}
