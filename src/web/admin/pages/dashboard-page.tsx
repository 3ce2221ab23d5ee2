import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, DatePicker, Row, Segmented, Space, Statistic } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard, DashboardQuery } from '../../../contract/admin-operations.ts';
import { downloadDashboardCsv, useDashboard } from '../../api/admin/dashboard.ts';
import { ApiError } from '../../api/client.ts';
import { fenToYuan, formatFen, SHANGHAI } from '../components/format.ts';
import { LoadError } from '../components/load-error.tsx';
import { PageHeader } from '../components/page-header.tsx';

type Range = [Dayjs, Dayjs];

const today = () => dayjs().tz(SHANGHAI).startOf('day');
const lastDays = (days: number): Range => [today().subtract(days - 1, 'day'), today()];

function percent(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;
}

/** 数据看板: revenue, paid orders, conversion and learners over a date range, per day as a chart, and as CSV. */
export function DashboardPage() {
  const [range, setRange] = useState<Range>(() => lastDays(30));
  const query: DashboardQuery = { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') };
  const dashboard = useDashboard(query);
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await downloadDashboardCsv(query);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `数据看板-${query.from}-${query.to}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : '导出失败，请重试');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="数据看板"
        subTitle="按北京时间统计每日数据"
        extra={
          <Space wrap>
            <Segmented<number | string>
              value={[7, 30, 90].find((days) => range[1].isSame(today(), 'day') && range[1].diff(range[0], 'day') === days - 1) ?? '自定义'}
              options={[
                { value: 7, label: '近 7 天' },
                { value: 30, label: '近 30 天' },
                { value: 90, label: '近 90 天' },
                { value: '自定义', label: '自定义', disabled: true },
              ]}
              onChange={(days) => {
                if (typeof days === 'number') setRange(lastDays(days));
              }}
            />
            <DatePicker.RangePicker
              value={range}
              allowClear={false}
              disabledDate={(day) => day.isAfter(today(), 'day')}
              onChange={(value) => {
                if (value?.[0] && value[1]) setRange([value[0], value[1]]);
              }}
            />
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
              导出 CSV
            </Button>
          </Space>
        }
      />
      {dashboard.isError ? (
        <Card>
          <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        </Card>
      ) : (
        <DashboardView data={dashboard.data} loading={dashboard.isFetching} />
      )}
    </>
  );
}

function DashboardView({ data, loading }: { data: Dashboard | undefined; loading: boolean }) {
  const totals = data?.totals;
  const cards = [
    {
      title: '净收入',
      value: totals ? formatFen(totals.netRevenueFen) : '—',
      note: totals ? `支付 ${formatFen(totals.grossRevenueFen)} · 退款 ${formatFen(totals.refundedFen)}` : '',
    },
    { title: '支付订单', value: totals ? `${totals.ordersPaid} 单` : '—', note: totals ? `新建 ${totals.ordersCreated} 单` : '' },
    {
      title: '下单转化率',
      value: totals ? percent(totals.conversionRate) : '—',
      note: totals ? `新建 ${totals.ordersCreated} 单，其中 ${totals.paidOfCreated} 单已支付` : '',
    },
    {
      title: '活跃学员',
      value: totals ? `${totals.learnersStudying} 人` : '—',
      note: totals ? `服务期内 ${totals.learnersInService} 人` : '',
    },
  ];
  const chart = (data?.days ?? []).map((day) => ({
    date: day.date.slice(5),
    支付订单: day.ordersPaid,
    新建订单: day.ordersCreated,
    净收入: fenToYuan(day.netRevenueFen),
    学习学员: day.learnersStudying,
  }));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={16}>
        {cards.map((card) => (
          <Col span={6} key={card.title}>
            <Card loading={loading && !data}>
              <Statistic title={card.title} value={card.value} />
              <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, marginTop: 4, minHeight: 20 }}>{card.note}</div>
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="每日收入与订单" loading={loading && !data}>
        <div style={{ width: '100%', height: 320 }} data-testid="dashboard-chart">
          <ResponsiveContainer>
            <ComposedChart data={chart} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#f0f0f0" />
              <XAxis dataKey="date" tick={{ fontSize: 12 }} />
              <YAxis
                yAxisId="orders"
                allowDecimals={false}
                tick={{ fontSize: 12 }}
                label={{ value: '单', position: 'insideTopLeft', fontSize: 12 }}
              />
              <YAxis
                yAxisId="yuan"
                orientation="right"
                tick={{ fontSize: 12 }}
                label={{ value: '元', position: 'insideTopRight', fontSize: 12 }}
              />
              <Tooltip formatter={(value, name) => (name === '净收入' ? `¥${Number(value).toFixed(2)}` : value)} />
              <Legend />
              <Bar yAxisId="orders" dataKey="新建订单" fill="#7fd3c5" radius={[3, 3, 0, 0]} />
              <Bar yAxisId="orders" dataKey="支付订单" fill="#12a594" radius={[3, 3, 0, 0]} />
              <Line yAxisId="yuan" type="linear" dataKey="净收入" stroke="#f2542d" strokeWidth={2} dot={{ r: 2 }} />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card title="每日活跃学员" loading={loading && !data}>
        <div style={{ width: '100%', height: 220 }}>
          <ResponsiveContainer>
            <ComposedChart data={chart} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#f0f0f0" />
              <XAxis dataKey="date" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Line type="linear" dataKey="学习学员" stroke="#12a594" strokeWidth={2} dot={{ r: 2 }} />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </Card>
    </Space>
  );
}
