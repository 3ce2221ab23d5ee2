import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type AdminLoginStep, OPERATOR_PASSWORD_MIN } from '../../../contract/admin.ts';
import { enrolOperator, useOperatorLogin, useOperatorSessionStep, verifyOperatorTotp } from '../../api/admin/admin-auth.ts';
import { ApiError } from '../../api/client.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { safeRedirect } from '../../components/login/safe-redirect.ts';
import { showApiError } from '../components/api-errors.ts';
import styles from './login-page.module.css';

type EnrolStep = Extract<AdminLoginStep, { next: 'enrol' }>;
type TotpStep = Extract<AdminLoginStep, { next: 'totp' }>;

const CODE_RULES = [
  { required: true, message: '请输入 6 位验证码' },
  { pattern: /^\d{6}$/, message: '验证码是 6 位数字' },
];

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

function PasswordStep({ onNext }: { onNext: (step: AdminLoginStep) => void }) {
  const [form] = Form.useForm<{ name: string; password: string }>();
  const login = useOperatorLogin();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => {
        setFailure(null);
        login.mutate(values, {
          onSuccess: onNext,
          // The server has one answer for every wrong step; on this one no code has been asked for yet.
          onError: (error) =>
            setFailure(
              error instanceof ApiError && error.code === 'ADMIN_LOGIN_FAILED'
                ? '账号或密码不正确'
                : showApiError(form, error, ['name', 'password']),
            ),
        });
      }}
    >
      {failure && <Alert type="error" showIcon title={failure} className={styles.alert} />}
      <Form.Item label="账号" name="name" rules={[{ required: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" placeholder="操作员账号" />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
        下一步
      </Button>
    </Form>
  );
}

type StepProps<S> = { step: S; onDone: () => void; onRestart: () => void };

/** A challenge or enrolment that timed out cannot be retried: back to the password. */
function isExpired(error: unknown) {
  return error instanceof ApiError && error.code === 'ADMIN_LOGIN_EXPIRED';
}

function TotpForm({ step, onDone, onRestart }: StepProps<TotpStep>) {
  const [form] = Form.useForm<{ code: string }>();
  const verify = useOperatorSessionStep(verifyOperatorTotp);
  const { message } = App.useApp();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }) =>
        verify.mutate(
          { challenge: step.challenge, code },
          {
            onSuccess: onDone,
            onError: (error) => {
              if (isExpired(error)) {
                void message.warning(error instanceof Error ? error.message : '登录已超时');
                onRestart();
              } else form.setFields([{ name: 'code', errors: [error instanceof Error ? error.message : '验证失败'] }]);
            },
          },
        )
      }
    >
      <Typography.Paragraph type="secondary">
        打开身份验证器（如 Google Authenticator、腾讯身份验证器），输入当前显示的 6 位验证码。
      </Typography.Paragraph>
      <Form.Item label="动态验证码" name="code" rules={CODE_RULES}>
        <Input
          prefix={<SafetyOutlined />}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6 位数字"
          autoFocus
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending}>
        登录
      </Button>
      <Button type="link" block onClick={onRestart}>
        重新输入账号密码
      </Button>
    </Form>
  );
}

type EnrolValues = { code: string; newPassword: string; confirm: string };

function EnrolForm({ step, onDone, onRestart }: StepProps<EnrolStep>) {
  const [form] = Form.useForm<EnrolValues>();
  const enrol = useOperatorSessionStep(enrolOperator);
  const [failure, setFailure] = useState<string | null>(null);
  const { message } = App.useApp();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ code, newPassword }) => {
        setFailure(null);
        enrol.mutate(
          { enrolment: step.enrolment, code, newPassword },
          {
            onSuccess: onDone,
            onError: (error) => {
              if (isExpired(error)) {
                void message.warning(error instanceof Error ? error.message : '登录已超时');
                onRestart();
                return;
              }
              setFailure(
                showApiError(form, error, ['code', 'newPassword'], {
                  fieldByCode: {
                    ADMIN_LOGIN_FAILED: 'code',
                    OPERATOR_PASSWORD_TOO_SHORT: 'newPassword',
                    OPERATOR_PASSWORD_TOO_LONG: 'newPassword',
                    OPERATOR_PASSWORD_UNCHANGED: 'newPassword',
                  },
                }),
              );
            },
          },
        );
      }}
    >
      <Alert type="info" showIcon title="首次登录：请绑定身份验证器并设置新密码" className={styles.alert} />
      {failure && <Alert type="error" showIcon title={failure} className={styles.alert} />}
      <div className={styles.enrol}>
        <img src={step.qrCode} alt="身份验证器二维码" width={168} height={168} className={styles.qr} />
        <div>
          <Typography.Paragraph>1. 用身份验证器扫描左侧二维码；无法扫码时，手动输入密钥：</Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: step.secret, tooltips: ['复制密钥', '已复制'] }} code data-testid="totp-secret">
            {step.secret}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">2. 输入验证器显示的 6 位验证码，并设置新密码。</Typography.Paragraph>
        </div>
      </div>
      <Form.Item label="动态验证码" name="code" rules={CODE_RULES}>
        <Input prefix={<SafetyOutlined />} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="6 位数字" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPassword"
        rules={[
          { required: true, message: '请设置新密码' },
          { min: OPERATOR_PASSWORD_MIN, message: `新密码至少 ${OPERATOR_PASSWORD_MIN} 个字符` },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={`至少 ${OPERATOR_PASSWORD_MIN} 个字符`} />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirm"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || getFieldValue('newPassword') === value ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder="再输入一次" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={enrol.isPending}>
        完成绑定并登录
      </Button>
      <Button type="link" block onClick={onRestart}>
        重新输入账号密码
      </Button>
    </Form>
  );
}
