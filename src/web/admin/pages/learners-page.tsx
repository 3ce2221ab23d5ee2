import { EyeOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Empty, Flex, Form, Input, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_NOTE_MAX,
  type AdminAccount,
  type AdminLearner,
  type AdminOrderRow,
  type AdminServicePeriod,
  SERVICE_EXTENSION_MAX_DAYS,
} from '../../../contract/admin-operations.ts';
import { useExtendService, useLearnerDetail, useLearnerSearch, useRevealPhone } from '../../api/admin/learners.ts';
import { ApiError } from '../../api/client.ts';
import { showApiError } from '../components/api-errors.ts';
import { formatDate, formatDateTime } from '../components/format.ts';
import { LoadError } from '../components/load-error.tsx';
import { OrderDrawer } from '../components/order-drawer.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { detailColumn, orderColumns } from '../components/order-columns.tsx';

const ROLE_NAMES: Record<string, string> = { student: '学生', parent: '家长' };

function ServiceTag({ service }: { service: AdminServicePeriod | null }) {
  if (!service) return <Tag>未开通</Tag>;
  return service.active ? <Tag color="green">服务中 · 剩 {service.daysLeft} 天</Tag> : <Tag>已到期</Tag>;
}

/** 学员: look an account up by phone; its learners with their service, its orders, the audited phone reveal, 延长服务. */
export function LearnersPage() {
  const [params, setParams] = useSearchParams();
  const phone = params.get('phone');
  const learnerId = params.get('learner');
  const search = useLearnerSearch(phone);
  const [form] = Form.useForm<{ phone: string }>();

  const phoneError = search.error instanceof ApiError && search.error.status === 400 ? search.error.message : null;

  return (
    <>
      <PageHeader title="学员" subTitle="输入家长或学生的手机号查找账号、学员、服务期和订单" />
      <Card style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="inline"
          initialValues={{ phone: phone ?? '' }}
          onFinish={({ phone: typed }) => setParams({ phone: typed.trim() })}
        >
          <Form.Item
            name="phone"
            label="手机号"
            rules={[{ required: true, whitespace: true, message: '请输入手机号' }]}
            {...(phoneError ? { validateStatus: 'error', help: phoneError } : {})}
          >
            <Input allowClear placeholder="11 位手机号" style={{ width: 220 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={search.isFetching}>
              查找
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {phone === null ? (
        <Card>
          <Empty description="输入手机号开始查找" />
        </Card>
      ) : search.isError && !phoneError ? (
        <Card>
          <LoadError error={search.error} onRetry={() => void search.refetch()} />
        </Card>
      ) : search.data && search.data.account === null ? (
        <Card>
          <Empty description="没有这个手机号的账号" />
        </Card>
      ) : search.data?.account ? (
        <AccountView
          account={search.data.account}
          learners={search.data.learners}
          selected={learnerId ?? search.data.learners[0]?.id ?? null}
          onSelect={(id) => setParams({ phone: phone, learner: id }, { preventScrollReset: true })}
        />
      ) : (
        <Card loading />
      )}
    </>
  );
}

function AccountView({
  account,
  learners,
  selected,
  onSelect,
}: {
  account: AdminAccount;
  learners: AdminLearner[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const [extending, setExtending] = useState<AdminLearner | null>(null);
  return (
    <Flex vertical gap={16}>
      <Card title="账号">
        <Descriptions
          column={4}
          items={[
            { label: '手机号', children: <PhoneWithReveal account={account} /> },
            { label: '身份', children: account.role ? ROLE_NAMES[account.role] : '未选择' },
            { label: '昵称', children: account.nickname ?? '—' },
            { label: '注册时间', children: formatDateTime(account.createdAt) },
          ]}
        />
      </Card>
      <Card title="学员与服务期">
        <Table<AdminLearner>
          rowKey="id"
          pagination={false}
          dataSource={learners}
          locale={{ emptyText: '这个账号还没有学员' }}
          rowClassName={(row) => (row.id === selected ? 'ant-table-row-selected' : '')}
          onRow={(row) => ({ onClick: () => onSelect(row.id), style: { cursor: 'pointer' } })}
          columns={[
            {
              title: '姓名',
              dataIndex: 'name',
              render: (name: string, row) =>
                row.isSelf ? (
                  <Space>
                    {name}
                    <Tag>本人</Tag>
                  </Space>
                ) : (
                  name
                ),
            },
            { title: '年级', dataIndex: 'grade', render: (grade: AdminLearner['grade']) => grade ?? '—' },
            { title: '服务', dataIndex: 'service', render: (service: AdminServicePeriod | null) => <ServiceTag service={service} /> },
            { title: '套餐', key: 'plan', render: (_, row) => row.service?.planTitle ?? '—' },
            {
              title: '服务期',
              key: 'period',
              render: (_, row) => (row.service ? `${formatDate(row.service.startsAt)} 至 ${formatDate(row.service.endsAt)}` : '—'),
            },
            {
              title: '操作',
              key: 'actions',
              width: 120,
              render: (_, row) => (
                <Button
                  size="small"
                  onClick={(event) => {
                    event.stopPropagation();
                    setExtending(row);
                  }}
                >
                  延长服务
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {selected && <LearnerOrders learnerId={selected} />}
      <ExtendServiceDialog learner={extending} onClose={() => setExtending(null)} />
    </Flex>
  );
}

function LearnerOrders({ learnerId }: { learnerId: string }) {
  const detail = useLearnerDetail(learnerId);
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  return (
    <Card title={detail.data ? `订单（${detail.data.account.phone} 的全部订单）` : '订单'}>
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Table<AdminOrderRow>
          scroll={{ x: 'max-content' }}
          rowKey="orderNo"
          loading={detail.isPending}
          dataSource={detail.data?.orders}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: '没有订单' }}
          columns={[...orderColumns, detailColumn(setOpenOrder)]}
        />
      )}
      <OrderDrawer orderNo={openOrder} onClose={() => setOpenOrder(null)} />
    </Card>
  );
}

/** The masked phone, and 显示完整号码 behind a reason (each reveal is audited). */
function PhoneWithReveal({ account }: { account: AdminAccount }) {
  const [asking, setAsking] = useState(false);
  const [revealed, setRevealed] = useState<string | null>(null);
  const reveal = useRevealPhone();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Space>
      <Typography.Text copyable={revealed ? { text: revealed } : false} data-testid="account-phone">
        {revealed ?? account.phone}
      </Typography.Text>
      {!revealed && (
        <Button size="small" icon={<EyeOutlined />} onClick={() => setAsking(true)}>
          显示完整号码
        </Button>
      )}
      <Modal
        open={asking}
        title="显示完整号码"
        okText="显示"
        cancelText="取消"
        confirmLoading={reveal.isPending}
        onOk={() => form.submit()}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">查看完整号码会记录在审计日志中，请说明原因。</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ reason }) =>
            reveal.mutate(
              { accountId: account.id, reason },
              {
                onSuccess: ({ phone }) => {
                  setRevealed(phone);
                  setAsking(false);
                },
                onError: (error) => form.setFields([{ name: 'reason', errors: [error.message] }]),
              },
            )
          }
        >
          <Form.Item
            label="原因"
            name="reason"
            rules={[
              { required: true, whitespace: true, message: '请填写原因' },
              { max: ADMIN_NOTE_MAX, message: `最多 ${ADMIN_NOTE_MAX} 个字` },
            ]}
          >
            <Input.TextArea rows={2} maxLength={ADMIN_NOTE_MAX} placeholder="如：用户来电要求核对订单" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

function ExtendServiceDialog({ learner, onClose }: { learner: AdminLearner | null; onClose: () => void }) {
  const [form] = Form.useForm<{ days: number; reason: string }>();
  const extend = useExtendService();
  const { message } = App.useApp();
  return (
    <Modal
      open={learner !== null}
      title={`延长服务 · ${learner?.name ?? ''}`}
      okText="延长"
      cancelText="取消"
      confirmLoading={extend.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {learner?.service?.active ? `从当前到期日 ${formatDate(learner.service.endsAt)} 起顺延。` : '服务未在进行中：从现在开始计算。'}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => {
          if (!learner) return;
          extend.mutate(
            { learnerId: learner.id, ...values },
            {
              onSuccess: ({ service }) => {
                void message.success(`已延长 ${values.days} 天，新的到期日 ${formatDate(service.endsAt)}`);
                onClose();
              },
              onError: (error) => {
                const general = showApiError(form, error, ['days', 'reason']);
                if (general) void message.error(general);
              },
            },
          );
        }}
      >
        <Form.Item label="延长天数" name="days" rules={[{ required: true, message: '请输入天数' }]}>
          <InputNumber min={1} max={SERVICE_EXTENSION_MAX_DAYS} precision={0} addonAfter="天" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label="原因"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: '请填写原因' },
            { max: ADMIN_NOTE_MAX, message: `最多 ${ADMIN_NOTE_MAX} 个字` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={ADMIN_NOTE_MAX} showCount placeholder="如：系统故障补偿" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
