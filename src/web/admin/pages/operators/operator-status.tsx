import { Tag, Tooltip } from 'antd';
import type { Operator } from '../../../../contract/admin.ts';
import { useNow } from '../../../components/use-now.ts';
import { formatDateTime } from '../../components/format.ts';

/** 正常, 已停用, or — until the first login — 待首次登录 with the one-time password's last day, or 密码已过期. */
export function OperatorStatus({ operator }: { operator: Operator }) {
  const now = useNow(60_000);
  if (operator.disabled) return <Tag color="default">已停用</Tag>;
  if (operator.totpEnrolled) return <Tag color="green">正常</Tag>;
  const expiresAt = operator.oneTimePasswordExpiresAt;
  if (expiresAt !== null && Date.parse(expiresAt) <= now) {
    return (
      <Tooltip title="一次性密码已过期，重置后可再次登录">
        <Tag color="red">密码已过期</Tag>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={expiresAt === null ? undefined : `一次性密码有效至 ${formatDateTime(expiresAt)}`}>
      <Tag color="orange">待首次登录</Tag>
    </Tooltip>
  );
}
