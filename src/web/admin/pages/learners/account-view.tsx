import { Button, Card, Descriptions, Flex, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { AdminAccount, AdminLearner, AdminServicePeriod } from '../../../../contract/admin-operations.ts';
import { formatDate, formatDateTime } from '../../components/format.ts';
import { ExtendServiceDialog } from './extend-service-dialog.tsx';
import { LearnerOrders } from './learner-orders.tsx';
import { PhoneWithReveal } from './phone-with-reveal.tsx';

const ROLE_NAMES: Record<string, string> = { student: '学生', parent: '家长' };

function ServiceTag({ service }: { service: AdminServicePeriod | null }) {
  if (!service) return <Tag>未开通</Tag>;
  return service.active ? <Tag color="green">服务中 · 剩 {service.daysLeft} 天</Tag> : <Tag>已到期</Tag>;
}

/** The account found: its details, its learners with their service (延长服务 on each), the selected learner's orders. */
export function AccountView({
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
