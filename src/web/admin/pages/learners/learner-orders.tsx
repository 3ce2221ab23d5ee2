import { Card, Table } from 'antd';
import { useState } from 'react';
import type { AdminOrderRow } from '../../../../contract/admin-operations.ts';
import { useLearnerDetail } from '../../../api/admin/learners.ts';
import { LoadError } from '../../components/load-error.tsx';
import { OrderDrawer } from '../../components/order-drawer.tsx';
import { detailColumn, orderColumns } from '../../components/order-columns.tsx';

/** The orders of the selected learner's account, each opening its detail drawer. */
export function LearnerOrders({ learnerId }: { learnerId: string }) {
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
