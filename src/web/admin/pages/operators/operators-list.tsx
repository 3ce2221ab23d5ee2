import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { Operator, OperatorRole } from '../../../../contract/admin.ts';
import { useChangeOperator, useOperators, useResetOperator } from '../../../api/admin/operators.ts';
import { formatDateTime } from '../../components/format.ts';
import { ROLE_LABELS } from '../../components/labels.ts';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useOperator } from '../../components/require-role.tsx';
import { CreateOperatorModal } from './create-operator-modal.tsx';
import { CredentialsModal, type ShownCredentials } from './credentials-modal.tsx';
import { OperatorStatus } from './operator-status.tsx';
import { roleOptions } from './role-options.ts';

/** The operators in a table: role, status, 启用 / 停用 and 重置密码; 新建操作员 above it. */
export function OperatorsList() {
  const me = useOperator();
  const operators = useOperators();
  const change = useChangeOperator();
  const reset = useResetOperator();
  const { message } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [credentials, setCredentials] = useState<ShownCredentials | null>(null);

  const changeOperator = (operator: Operator, changes: { role?: OperatorRole; disabled?: boolean }, done: string) =>
    change.mutate(
      { id: operator.id, ...changes },
      { onSuccess: () => void message.success(done), onError: (error) => void message.error(error.message) },
    );

  return (
    <>
      <PageHeader
        title="操作员"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建操作员
          </Button>
        }
      />
      <Card>
        {operators.isError ? (
          <LoadError error={operators.error} onRetry={() => void operators.refetch()} />
        ) : (
          <Table<Operator>
            rowKey="id"
            loading={operators.isPending}
            dataSource={operators.data?.operators}
            pagination={false}
            locale={{ emptyText: '还没有操作员' }}
            columns={[
              {
                title: '账号',
                dataIndex: 'name',
                render: (name: string, row) =>
                  row.id === me.id ? (
                    <Space>
                      {name}
                      <Tag>我</Tag>
                    </Space>
                  ) : (
                    name
                  ),
              },
              {
                title: '角色',
                dataIndex: 'role',
                width: 160,
                render: (role: OperatorRole, row) => (
                  <Select<OperatorRole>
                    aria-label={`${row.name} 的角色`}
                    value={role}
                    options={roleOptions}
                    style={{ width: 120 }}
                    disabled={change.isPending}
                    onChange={(next) => changeOperator(row, { role: next }, `已将 ${row.name} 改为${ROLE_LABELS[next]}`)}
                  />
                ),
              },
              {
                title: '状态',
                dataIndex: 'disabled',
                width: 140,
                render: (_: boolean, row) => <OperatorStatus operator={row} />,
              },
              { title: '创建时间', dataIndex: 'createdAt', width: 180, render: formatDateTime },
              {
                title: '操作',
                key: 'actions',
                width: 220,
                render: (_, row) => (
                  <Space>
                    {row.disabled ? (
                      <Button size="small" onClick={() => changeOperator(row, { disabled: false }, `已启用 ${row.name}`)}>
                        启用
                      </Button>
                    ) : (
                      <Popconfirm
                        title={`停用 ${row.name}？`}
                        description="停用后该账号立即退出，不能再登录。"
                        okText="停用"
                        cancelText="取消"
                        onConfirm={() => changeOperator(row, { disabled: true }, `已停用 ${row.name}`)}
                      >
                        <Button size="small" danger disabled={row.id === me.id}>
                          停用
                        </Button>
                      </Popconfirm>
                    )}
                    <Popconfirm
                      title={`重置 ${row.name}？`}
                      description="将生成新的一次性密码，下次登录需重新绑定验证器。"
                      okText="重置"
                      cancelText="取消"
                      onConfirm={() =>
                        reset.mutate(row.id, {
                          onSuccess: (value) => setCredentials({ title: `已重置 ${row.name}`, value }),
                          onError: (error) => void message.error(error.message),
                        })
                      }
                    >
                      <Button size="small">重置密码</Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      <CreateOperatorModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(value) => {
          setCreating(false);
          setCredentials({ title: `已创建 ${value.operator.name}`, value });
        }}
      />
      <CredentialsModal credentials={credentials} onClose={() => setCredentials(null)} />
    </>
  );
}
