import { SafetyOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Typography } from 'antd';
import { useOperatorSessionStep, verifyOperatorTotp } from '../../../api/admin/admin-auth.ts';
import { CODE_RULES, isExpired, type StepProps, type TotpStep } from './login-steps.ts';

/** 动态验证码: the authenticator's current code. */
export function TotpForm({ step, onDone, onRestart }: StepProps<TotpStep>) {
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
