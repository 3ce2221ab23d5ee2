import { Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AuditEntry } from '../../../contract/admin.ts';
import { useAuditLog } from '../../api/admin/operators.ts';
import { AuditDiff } from '../components/audit-diff.tsx';
import { formatDateTime } from '../components/format.ts';
import { LoadError } from '../components/load-error.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { RequireRole } from '../components/require-role.tsx';

/** What each audited action is called in the console; an action not listed shows as written. */
const ACTION_LABELS: Record<string, string> = {
  'operator.create': '新建操作员',
  'operator.update': '修改操作员',
  'operator.reset': '重置操作员',
  'operator.enrol': '绑定验证器',
  'plan.create': '新建套餐',
  'plan.update': '修改套餐',
  'plan.order': '调整套餐顺序',
  'content.update': '发布内容',
  'upload.create': '上传图片',
  'order.refund': '退款',
  'order.review': '复核订单',
  'order.extra_charge_refund': '自动退回重复扣款',
  'order.extra_charge_refund_retry': '重试重复扣款退款',
  'account.phone_reveal': '查看完整手机号',
  'learner.service_extend': '延长服务',
};

const TARGET_LABELS: Record<string, string> = {
  operator: '操作员',
  plan: '套餐',
  content: '内容',
  order: '订单',
  refund: '退款',
  account: '账号',
  learner: '学员',
  upload: '图片',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** 审计日志 (admins only): every operator write, newest first, with who, what, before → after and when. */
export function AuditLogPage() {
  return (
    <RequireRole roles={['admin']}>
      <AuditLogTable />
    </RequireRole>
  );
}

function AuditLogTable() {
  const [targetId, setTargetId] = useState<string | undefined>();
  const log = useAuditLog({ limit: 200, targetId });
  return (
    <>
      <PageHeader title="审计日志" subTitle="操作员的每一次修改都记录在此，任何人都不能修改或删除。" />
      <Card>
        <Space style={{ marginBottom: 16 }}>
          <Input.Search
            placeholder="按对象 ID 筛选"
            allowClear
            enterButton="筛选"
            style={{ width: 320 }}
            onSearch={(value) => setTargetId(value.trim() || undefined)}
          />
          <Button onClick={() => void log.refetch()} loading={log.isFetching}>
            刷新
          </Button>
        </Space>
        {log.isError ? (
          <LoadError error={log.error} onRetry={() => void log.refetch()} />
        ) : (
          <Table<AuditEntry>
            rowKey="id"
            loading={log.isPending}
            dataSource={log.data?.entries}
            locale={{ emptyText: '暂无记录' }}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            columns={[
              { title: '时间', dataIndex: 'createdAt', width: 180, render: formatDateTime },
              {
                title: '操作员',
                dataIndex: 'operatorName',
                width: 120,
                // Without an operator: the system's own act (an extra charge refunded by itself), or the command line.
                render: (name: string | null, row) => name ?? <Tag>{row.action === 'order.extra_charge_refund' ? '系统' : '命令行'}</Tag>,
              },
              { title: '操作', dataIndex: 'action', width: 140, render: (action: string) => actionLabel(action) },
              {
                title: '对象',
                key: 'target',
                width: 220,
                render: (_, row) => (
                  <Space direction="vertical" size={0}>
                    <span>{TARGET_LABELS[row.targetType] ?? row.targetType}</span>
                    <Typography.Text type="secondary" copyable style={{ fontSize: 12 }}>
                      {row.targetId}
                    </Typography.Text>
                  </Space>
                ),
              },
              { title: '修改前 → 修改后', key: 'diff', render: (_, row) => <AuditDiff before={row.before} after={row.after} /> },
            ]}
          />
        )}
      </Card>
    </>
  );
}
