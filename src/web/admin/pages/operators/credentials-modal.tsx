import { Alert, Button, Modal, Typography } from 'antd';
import type { OperatorCredentials } from '../../../../contract/admin.ts';
import { formatDateTime } from '../../components/format.ts';

/** A new or reset operator's one-time password, with the dialog's title saying which. */
export type ShownCredentials = { title: string; value: OperatorCredentials };

/** The one-time password, shown once after 新建操作员 or 重置密码, until 我已记下. */
export function CredentialsModal({ credentials, onClose }: { credentials: ShownCredentials | null; onClose: () => void }) {
  return (
    <Modal
      open={credentials !== null}
      title={credentials?.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          我已记下
        </Button>
      }
    >
      <Alert type="warning" showIcon title="一次性密码只显示这一次，请立即复制并安全地交给对方。" style={{ marginBottom: 16 }} />
      <Typography.Paragraph>
        账号：<Typography.Text strong>{credentials?.value.operator.name}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>
        一次性密码：
        <Typography.Text code copyable={{ tooltips: ['复制', '已复制'] }} data-testid="one-time-password">
          {credentials?.value.oneTimePassword}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        有效期至 {formatDateTime(credentials?.value.operator.oneTimePasswordExpiresAt)}，对方首次登录 /admin/login
        时需设置新密码并绑定身份验证器；过期后请重置。
      </Typography.Paragraph>
    </Modal>
  );
}
