import { Button, Card, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AdminOrderRow } from '../../../contract/admin-operations.ts';
import { useAdminOrders } from '../../api/admin/orders.ts';
import { formatDateTime } from '../components/format.ts';
import { LoadError } from '../components/load-error.tsx';
import { OrderDrawer, ReviewDialog } from '../components/order-drawer.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { orderColumns } from '../components/order-columns.tsx';

type Shown = 'false' | 'true' | 'all';

/**
 * 待复核: orders paid after they had closed (the customer paid, the order had expired), each looked at once; and
 * extra charges whose automatic refund failed, retried from the order's drawer.
 */
export function ReviewPage() {
  const [shown, setShown] = useState<Shown>('false');
  const orders = useAdminOrders({ paidAfterClose: 'true', reviewed: shown, limit: 100 });
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title="待复核"
        subTitle="订单关闭后才收到支付的订单：请确认后退款或保留，并标记已复核"
        extra={
          <Segmented<Shown>
            value={shown}
            onChange={setShown}
            options={[
              { value: 'false', label: '待复核' },
              { value: 'true', label: '已复核' },
              { value: 'all', label: '全部' },
            ]}
          />
        }
      />
      <Card>
        {orders.isError ? (
          <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : (
          <Table<AdminOrderRow>
            scroll={{ x: 'max-content' }}
            rowKey="orderNo"
            loading={orders.isFetching}
            dataSource={orders.data?.orders}
            pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
            locale={{ emptyText: shown === 'false' ? '没有待复核的订单' : '暂无订单' }}
            columns={[
              ...orderColumns,
              { title: '支付时间', dataIndex: 'paidAt', width: 170, render: formatDateTime },
              {
                title: '复核',
                key: 'review',
                render: (_, row) =>
                  row.review ? <Tag color="green">{row.review.reviewerName ?? '已复核'}</Tag> : <Tag color="red">待复核</Tag>,
              },
              {
                title: '操作',
                key: 'actions',
                width: 190,
                fixed: 'right',
                render: (_, row) => (
                  <Space>
                    <Button size="small" onClick={() => setOpenOrder(row.orderNo)}>
                      详情
                    </Button>
                    {!row.review && (
                      <Button size="small" type="primary" onClick={() => setReviewing(row.orderNo)}>
                        标记已复核
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      <ExtraChargeRefundsCard onOpen={setOpenOrder} />
      <OrderDrawer orderNo={openOrder} onClose={() => setOpenOrder(null)} />
      {reviewing && <ReviewDialog orderNo={reviewing} open onClose={() => setReviewing(null)} />}
    </>
  );
}

/** Extra charges the provider would not refund: the customer's money until an operator retries (in the drawer). */
function ExtraChargeRefundsCard({ onOpen }: { onOpen: (orderNo: string) => void }) {
  const failed = useAdminOrders({ extraCharge: 'refund_failed', limit: 100 });
  return (
    <Card
      title="重复扣款退款失败"
      style={{ marginTop: 16 }}
      extra={<Typography.Text type="secondary">系统自动退回重复扣款时被支付机构拒绝：打开订单，在“重复扣款”中重试退款</Typography.Text>}
    >
      {failed.isError ? (
        <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : (
        <Table<AdminOrderRow>
          scroll={{ x: 'max-content' }}
          rowKey="orderNo"
          loading={failed.isFetching}
          dataSource={failed.data?.orders}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: '没有退款失败的重复扣款' }}
          columns={[
            ...orderColumns,
            {
              title: '操作',
              key: 'actions',
              width: 90,
              fixed: 'right',
              render: (_, row) => (
                <Button size="small" type="primary" onClick={() => onOpen(row.orderNo)}>
                  去处理
                </Button>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
