import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { AdminLoginStep } from '../../../../contract/admin.ts';
import { useOperatorLogin } from '../../../api/admin/admin-auth.ts';
import { ApiError } from '../../../api/client.ts';
import { showApiError } from '../../components/api-errors.ts';
import styles from '../login-page.module.css';

/** 账号密码: the operator's name and password; the server answers with the next step. */
export function PasswordStep({ onNext }: { onNext: (step: AdminLoginStep) => void }) {
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
