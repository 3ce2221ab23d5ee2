import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminOrderListQuery, type AdminOrderRow } from '../../../contract/admin-operations.ts';
import { type OrderStatus, orderStatuses, orderStatusLabels } from '../../../contract/orders.ts';
import { useAdminOrders } from '../../api/admin/orders.ts';
import { ApiError } from '../../api/client.ts';
import { LoadError } from '../components/load-error.tsx';
import { OrderDrawer } from '../components/order-drawer.tsx';
import { detailColumn, orderColumns } from '../components/order-columns.tsx';
import { PageHeader } from '../components/page-header.tsx';

type ExtraChargeFilter = NonNullable<AdminOrderListQuery['extraCharge']>;
type SearchValues = {
  orderNo?: string;
  phone?: string;
  learner?: string;
  status?: OrderStatus;
  extraCharge?: ExtraChargeFilter;
  range?: [Dayjs, Dayjs] | null;
};

const EXTRA_CHARGE_OPTIONS: { value: ExtraChargeFilter; label: string }[] = [
  { value: 'any', label: '有重复扣款' },
  { value: 'refund_failed', label: '重复扣款退款失败' },
];

const SEARCH_KEYS = ['orderNo', 'phone', 'learner', 'status', 'extraCharge', 'from', 'to'] as const;

function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (orderStatuses as readonly string[]).includes(value);
}

/** The search as it stands in the URL (so reload and back keep it). */
function queryFromParams(params: URLSearchParams): AdminOrderListQuery {
  const query: AdminOrderListQuery = {};
  for (const key of ['orderNo', 'phone', 'learner', 'from', 'to'] as const) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  const status = params.get('status');
  if (isOrderStatus(status)) query.status = status;
  const extraCharge = EXTRA_CHARGE_OPTIONS.find((option) => option.value === params.get('extraCharge'));
  if (extraCharge) query.extraCharge = extraCharge.value;
  return query;
}

/** 订单: search by number, phone, learner, status and dates; the detail opens in a drawer (?order=…). */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const orders = useAdminOrders({ ...query, cursor, limit: 20 });
  const [form] = Form.useForm<SearchValues>();
  const openOrder = params.get('order');

  const setOpenOrder = (orderNo: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (orderNo) next.set('order', orderNo);
        else next.delete('order');
        return next;
      },
      { preventScrollReset: true },
    );

  const search = (values: SearchValues) => {
    const next = new URLSearchParams();
    if (values.orderNo?.trim()) next.set('orderNo', values.orderNo.trim());
    if (values.phone?.trim()) next.set('phone', values.phone.trim());
    if (values.learner?.trim()) next.set('learner', values.learner.trim());
    if (values.status) next.set('status', values.status);
    if (values.extraCharge) next.set('extraCharge', values.extraCharge);
    if (values.range) {
      next.set('from', values.range[0].format('YYYY-MM-DD'));
      next.set('to', values.range[1].format('YYYY-MM-DD'));
    }
    setCursors([]);
    setParams(next);
  };

  // A search value the server refused (a wrong phone, an impossible order number) is said at its field.
  const fieldError =
    orders.error instanceof ApiError && orders.error.field && (SEARCH_KEYS as readonly string[]).includes(orders.error.field)
      ? orders.error
      : null;

  return (
    <>
      <PageHeader title="订单" subTitle="按订单号、手机号、学员、状态、重复扣款和下单日期查找订单" />
      <Card style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="inline"
          onFinish={search}
          initialValues={{
            ...query,
            range: query.from && query.to ? [dayjs(query.from), dayjs(query.to)] : null,
          }}
          style={{ rowGap: 12 }}
        >
          <Form.Item
            name="orderNo"
            label="订单号"
            {...(fieldError?.field === 'orderNo' ? { validateStatus: 'error', help: fieldError.message } : {})}
          >
            <Input allowClear placeholder="订单号" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="phone"
            label="手机号"
            {...(fieldError?.field === 'phone' ? { validateStatus: 'error', help: fieldError.message } : {})}
          >
            <Input allowClear placeholder="完整手机号" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="learner" label="学员">
            <Input allowClear placeholder="姓名或学员 ID" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select
              allowClear
              placeholder="全部"
              style={{ width: 120 }}
              options={orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] }))}
            />
          </Form.Item>
          <Form.Item name="extraCharge" label="重复扣款">
            <Select allowClear placeholder="不限" style={{ width: 170 }} options={EXTRA_CHARGE_OPTIONS} />
          </Form.Item>
          <Form.Item
            name="range"
            label="下单日期"
            {...(fieldError && ['from', 'to'].includes(fieldError.field ?? '')
              ? { validateStatus: 'error', help: fieldError.message }
              : {})}
          >
            <DatePicker.RangePicker allowClear />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  form.setFieldsValue({
                    orderNo: undefined,
                    phone: undefined,
                    learner: undefined,
                    status: undefined,
                    extraCharge: undefined,
                    range: null,
                  });
                  search({});
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        {orders.isError && !fieldError ? (
          <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : (
          <>
            <Table<AdminOrderRow>
              scroll={{ x: 'max-content' }}
              rowKey="orderNo"
              loading={orders.isFetching}
              dataSource={fieldError ? [] : orders.data?.orders}
              columns={[...orderColumns, detailColumn(setOpenOrder)]}
              pagination={false}
              locale={{ emptyText: '没有符合条件的订单' }}
            />
            <Space style={{ marginTop: 16, display: 'flex', justifyContent: 'flex-end' }}>
              <Button disabled={cursors.length === 0} onClick={() => setCursors((list) => list.slice(0, -1))}>
                上一页
              </Button>
              <Typography.Text type="secondary">第 {cursors.length + 1} 页</Typography.Text>
              <Button
                disabled={!orders.data?.nextCursor}
                onClick={() => {
                  const next = orders.data?.nextCursor;
                  if (next) setCursors((list) => [...list, next]);
                }}
              >
                下一页
              </Button>
            </Space>
          </>
        )}
      </Card>
      <OrderDrawer orderNo={openOrder} onClose={() => setOpenOrder(null)} />
    </>
  );
}
