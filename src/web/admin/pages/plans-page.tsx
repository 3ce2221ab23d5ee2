import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Image, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AdminPlan, PlanEdit } from '../../../contract/admin-catalog.ts';
import { stageLabels } from '../../../contract/catalog.ts';
import { useAdminPlans, useEditPlan, useReorderPlans } from '../../api/admin/catalog.ts';
import { formatFen } from '../components/format.ts';
import { LoadError } from '../components/load-error.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useOperator } from '../components/require-role.tsx';
import { PlanEditor } from './plan-editor.tsx';

/** The editable fields of a stored plan, as a PUT sends them back. */
export function planEditOf(plan: AdminPlan): PlanEdit {
  const { title, subtitle, stage, priceFen, originalPriceFen, durationDays, inclusions, detailSections, faq, coverImage, onSale } = plan;
  return { title, subtitle, stage, priceFen, originalPriceFen, durationDays, inclusions, detailSections, faq, coverImage, onSale };
}

/** 套餐: every plan in display order, on/off sale, order, and the editor; the service role reads only. */
export function PlansPage() {
  const operator = useOperator();
  const canEdit = operator.role === 'admin';
  const plans = useAdminPlans();
  const edit = useEditPlan();
  const reorder = useReorderPlans();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const list = plans.data?.plans ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((plan) => plan.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids, { onSuccess: () => void message.success('已调整顺序'), onError: (error) => void message.error(error.message) });
  };

  const setOnSale = (plan: AdminPlan, onSale: boolean) =>
    edit.mutate(
      { id: plan.id, plan: { ...planEditOf(plan), onSale } },
      {
        onSuccess: () => void message.success(onSale ? `${plan.title} 已上架` : `${plan.title} 已下架`),
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <>
      <PageHeader
        title="套餐"
        subTitle="调整价格不会影响已下的订单；排在前面的套餐先展示"
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              新建套餐
            </Button>
          )
        }
      />
      {!canEdit && <Alert type="info" showIcon title="客服角色只能查看套餐，修改请联系管理员。" style={{ marginBottom: 16 }} />}
      <Card>
        {plans.isError ? (
          <LoadError error={plans.error} onRetry={() => void plans.refetch()} />
        ) : (
          <Table<AdminPlan>
            rowKey="id"
            loading={plans.isPending || reorder.isPending}
            dataSource={list}
            pagination={false}
            locale={{ emptyText: '还没有套餐' }}
            columns={[
              ...(canEdit
                ? [
                    {
                      title: '排序',
                      key: 'order',
                      width: 96,
                      render: (_: unknown, row: AdminPlan, index: number) => (
                        <Space size={4}>
                          <Button
                            size="small"
                            icon={<ArrowUpOutlined />}
                            aria-label={`上移 ${row.title}`}
                            disabled={index === 0 || reorder.isPending}
                            onClick={() => move(index, -1)}
                          />
                          <Button
                            size="small"
                            icon={<ArrowDownOutlined />}
                            aria-label={`下移 ${row.title}`}
                            disabled={index === list.length - 1 || reorder.isPending}
                            onClick={() => move(index, 1)}
                          />
                        </Space>
                      ),
                    },
                  ]
                : []),
              {
                title: '封面',
                dataIndex: 'coverImage',
                width: 96,
                render: (src: string, row) => (
                  <Image src={src} width={72} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} alt={row.title} />
                ),
              },
              {
                title: '套餐',
                dataIndex: 'title',
                render: (title: string, row) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{title}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {row.id} · {row.subtitle}
                    </Typography.Text>
                  </Space>
                ),
              },
              { title: '学段', dataIndex: 'stage', width: 80, render: (stage: AdminPlan['stage']) => <Tag>{stageLabels[stage]}</Tag> },
              { title: '时长', dataIndex: 'durationDays', width: 90, render: (days: number) => `${days} 天` },
              {
                title: '售价 / 原价',
                key: 'price',
                width: 170,
                render: (_, row) => (
                  <Space size={6}>
                    <Typography.Text strong style={{ color: '#f2542d' }} data-testid="plan-price">
                      {formatFen(row.priceFen)}
                    </Typography.Text>
                    {row.originalPriceFen > row.priceFen && (
                      <Typography.Text delete type="secondary">
                        {formatFen(row.originalPriceFen)}
                      </Typography.Text>
                    )}
                  </Space>
                ),
              },
              {
                title: '在售',
                dataIndex: 'onSale',
                width: 90,
                render: (onSale: boolean, row) => (
                  <Switch
                    checked={onSale}
                    disabled={!canEdit}
                    loading={edit.isPending && edit.variables?.id === row.id}
                    aria-label={`${row.title} 在售`}
                    onChange={(checked) => setOnSale(row, checked)}
                  />
                ),
              },
              {
                title: '操作',
                key: 'actions',
                width: 90,
                render: (_, row) => (
                  <Button type="link" size="small" onClick={() => setEditing(row)} aria-label={`${canEdit ? '编辑' : '查看'} ${row.title}`}>
                    {canEdit ? '编辑' : '查看'}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      <PlanEditor plan={editing} readOnly={!canEdit} onClose={() => setEditing(null)} />
    </>
  );
}
