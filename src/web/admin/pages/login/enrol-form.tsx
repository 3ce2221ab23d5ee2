import { LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { OPERATOR_PASSWORD_MIN } from '../../../../contract/admin.ts';
import { enrolOperator, useOperatorSessionStep } from '../../../api/admin/admin-auth.ts';
import { showApiError } from '../../components/api-errors.ts';
import styles from '../login-page.module.css';
import { CODE_RULES, type EnrolStep, isExpired, type StepProps } from './login-steps.ts';

type EnrolValues = { code: string; newPassword: string; confirm: string };

/** 绑定验证器 (the first login): scan the secret, enter its code and set a new password. */
export function EnrolForm({ step, onDone, onRestart }: StepProps<EnrolStep>) {
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
