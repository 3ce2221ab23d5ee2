import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { type Operator, type OperatorCredentials, type OperatorRole, operatorRoles } from '../../../contract/admin.ts';
import { useChangeOperator, useCreateOperator, useOperators, useResetOperator } from '../../api/admin/operators.ts';
import { showApiError } from '../components/api-errors.ts';
import { ROLE_LABELS } from '../components/labels.ts';
import { LoadError } from '../components/load-error.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { RequireRole, useOperator } from '../components/require-role.tsx';
import { formatDateTime } from '../components/format.ts';
import { useSingleSubmit } from '../components/use-single-submit.ts';
import { useNow } from '../../components/use-now.ts';

const roleOptions = operatorRoles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** 操作员 (admins only): the operators, a new one, role changes, disable/enable and reset. */
export function OperatorsPage() {
  return (
    <RequireRole roles={['admin']}>
      <OperatorsList />
    </RequireRole>
  );
}

function OperatorsList() {
  const me = useOperator();
  const operators = useOperators();
  const change = useChangeOperator();
  const reset = useResetOperator();
  const { message } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [credentials, setCredentials] = useState<{ title: string; value: OperatorCredentials } | null>(null);

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
      <Modal
        open={credentials !== null}
        title={credentials?.title}
        onCancel={() => setCredentials(null)}
        footer={
          <Button type="primary" onClick={() => setCredentials(null)}>
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
    </>
  );
}

/** 正常, 已停用, or — until the first login — 待首次登录 with the one-time password's last day, or 密码已过期. */
function OperatorStatus({ operator }: { operator: Operator }) {
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

function CreateOperatorModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (value: OperatorCredentials) => void;
}) {
  const [form] = Form.useForm<{ name: string; role: OperatorRole }>();
  const create = useCreateOperator();
  const { message } = App.useApp();
  // A double click on 创建 creates once: the second click would otherwise be refused as OPERATOR_NAME_TAKEN and its
  // error would replace the first one's one-time password, which is shown only once.
  const submission = useSingleSubmit(form, (values: { name: string; role: OperatorRole }, settled) =>
    create.mutate(values, {
      onSettled: settled,
      onSuccess: onCreated,
      onError: (error) => {
        const general = showApiError(form, error, ['name', 'role'], { fieldByCode: { OPERATOR_NAME_TAKEN: 'name' } });
        if (general) void message.error(general);
      },
    }),
  );
  return (
    <Modal
      open={open}
      title="新建操作员"
      okText="创建"
      cancelText="取消"
      confirmLoading={submission.busy}
      onCancel={onClose}
      onOk={submission.submit}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ role: 'service' }}
        onFinish={submission.onFinish}
        onFinishFailed={submission.onFinishFailed}
      >
        <Form.Item
          label="账号"
          name="name"
          extra="2–32 位小写字母、数字或 . _ -"
          rules={[
            { required: true, message: '请输入账号' },
            { pattern: /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,31}$/, message: '账号为 2–32 位字母、数字或 . _ -，以字母或数字开头' },
          ]}
        >
          <Input placeholder="如 zhangsan" autoComplete="off" />
        </Form.Item>
        <Form.Item label="角色" name="role" rules={[{ required: true }]}>
          <Select options={roleOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
