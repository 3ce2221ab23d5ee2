import { useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Result, Toast } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ORDER_NO_PATTERN, type Order } from '../../../contract/orders.ts';
import { servicesQueryKey } from '../../api/catalog/get-services.ts';
import { ApiError } from '../../api/client.ts';
import { useOrder } from '../../api/orders/get-order.ts';
import { orderListQueryKey } from '../../api/orders/get-orders.ts';
import { formatDuration, formatYuan } from '../../components/price.tsx';
import { formatShanghaiLongDate } from '../../components/shanghai-time.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { orderPagePath } from './checkout-hand-over.ts';
import { OrderNotFound } from './order-not-found.tsx';
import { pollIntervalFor, resultViewOf } from './order-state.ts';
import { showPaymentHelp } from './payment-help.tsx';
import styles from './payment-result.module.css';
import { useNow } from '../../components/use-now.ts';

/**
 * 支付结果, for both return pages (WeChat's and Alipay's): the order as the server knows it, asked again until it is
 * final. A return URL, like WeChat's "ok", proves nothing: only the server's answer does.
 */
export function PaymentResult() {
  const [params] = useSearchParams();
  // Alipay appends out_trade_no to its return URL; ours carries orderNo.
  const orderNo = params.get('orderNo') ?? params.get('out_trade_no');
  if (!orderNo || !ORDER_NO_PATTERN.test(orderNo)) return <OrderNotFound />;
  return <OrderResult key={orderNo} orderNo={orderNo} />;
}

function OrderResult({ orderNo }: { orderNo: string }) {
  const queryClient = useQueryClient();
  const [waitingSince, setWaitingSince] = useState(() => Date.now());
  const [checkingNow, setCheckingNow] = useState(false);
  const now = useNow(1000);
  const order = useOrder(orderNo, { pollInterval: (data) => pollIntervalFor(data, Date.now() - waitingSince) });
  const paid = order.data?.status === 'PAID';

  useEffect(() => {
    // The new service period and the order's status show on mine: read them again.
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: servicesQueryKey });
    void queryClient.invalidateQueries({ queryKey: orderListQueryKey });
  }, [paid, queryClient]);

  if (order.isError && !order.data) {
    if (order.error instanceof ApiError && order.error.status === 404) return <OrderNotFound />;
    return (
      <EmptyState
        title="查询失败"
        description={order.error instanceof ApiError ? order.error.message : '请稍后再试'}
        action={
          <Button color="primary" shape="rounded" onClick={() => void order.refetch()}>
            重新查询
          </Button>
        }
      />
    );
  }
  if (!order.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <Result status="waiting" title="正在查询支付结果" description={<DotLoading />} />
      </div>
    );
  }

  // Asking by hand also starts the automatic asking over, for another three minutes.
  const checkNow = async () => {
    setWaitingSince(Date.now());
    setCheckingNow(true);
    const { data } = await order.refetch();
    setCheckingNow(false);
    if (data?.status === 'PENDING') Toast.show({ content: '暂未查询到支付结果，请稍候' });
  };

  const view = resultViewOf(order.data, now, now - waitingSince);
  switch (view.kind) {
    case 'paid':
      return <PaidView order={order.data} />;
    case 'refunded':
      return (
        <ResultLayout order={order.data} status="info" title="订单已退款" description="这笔订单已经退款，款项将按原支付方式退回。">
          <Link className={styles.primary} to="/mobile/student/mine">
            查看我的订单
          </Link>
        </ResultLayout>
      );
    case 'closed':
      return (
        <ResultLayout
          order={order.data}
          status="warning"
          title={view.reason === 'expired' ? '订单已超时' : '订单已关闭'}
          description={view.reason === 'expired' ? '超过 15 分钟未完成支付，订单已失效。' : '订单已取消或超时未支付，不能再支付。'}
        >
          <p className={styles.note}>如果你已经付款，款项确认后订单会自动更新为已支付，请不要重复购买。</p>
          {view.canRebuy && (
            <Link className={styles.primary} to={`/mobile/student/detail?planId=${encodeURIComponent(order.data.planSnapshot.planId)}`}>
              重新购买
            </Link>
          )}
          <Button block fill="none" className={styles.plain} onClick={() => showPaymentHelp(orderNo)}>
            遇到问题
          </Button>
        </ResultLayout>
      );
    case 'pending':
      return (
        <ResultLayout
          order={order.data}
          status="waiting"
          // The return from the cashier says nothing about paying (WeChat's H5 return is the same either way): say
          // what we know — not yet paid as far as we can tell — and both ways on, without alarming whoever paid.
          title={view.checking ? '正在确认支付结果' : '暂未查询到支付结果'}
          description={
            view.checking ? (
              <>
                已付款请稍候，无需重复支付；如果取消了支付，可以重新支付
                <DotLoading />
              </>
            ) : (
              '如果你已付款，无需重复支付，稍后可在「我的」中查看订单状态；如果还没有付款，可以重新支付。'
            )
          }
        >
          <Button block color="primary" shape="rounded" loading={checkingNow} loadingText="正在查询" onClick={() => void checkNow()}>
            我已完成支付
          </Button>
          {view.canRepay && (
            <Link className={styles.secondary} to={orderPagePath(orderNo)}>
              重新支付
            </Link>
          )}
          <Button block fill="none" className={styles.plain} onClick={() => showPaymentHelp(orderNo)}>
            遇到问题
          </Button>
        </ResultLayout>
      );
  }
}

function PaidView({ order }: { order: Order }) {
  return (
    <ResultLayout order={order} status="success" title="支付成功" description={`实付 ${formatYuan(order.amountFen)}`}>
      {order.serviceEndsAt && (
        <p className={styles.period} data-testid="service-ends-at">
          服务有效期至 {formatShanghaiLongDate(order.serviceEndsAt)}
        </p>
      )}
      <Link className={styles.primary} to="/mobile/student/mine">
        查看我的服务
      </Link>
      <Link className={styles.secondary} to="/mobile/student/home">
        返回首页
      </Link>
    </ResultLayout>
  );
}

type LayoutProps = {
  order: Order;
  status: 'success' | 'waiting' | 'warning' | 'info';
  title: string;
  description: ReactNode;
  children: ReactNode;
};

function ResultLayout({ order, status, title, description, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <Result className={styles.result} status={status} title={<span role="status">{title}</span>} description={description} />
      <dl className={styles.facts}>
        <dt>学习者</dt>
        <dd>{order.learner.name}</dd>
        <dt>服务方案</dt>
        <dd>{order.planSnapshot.title}</dd>
        <dt>服务时长</dt>
        <dd>{formatDuration(order.planSnapshot.durationDays)}</dd>
        <dt>订单金额</dt>
        <dd>{formatYuan(order.amountFen)}</dd>
        <dt>订单编号</dt>
        <dd>{order.orderNo}</dd>
      </dl>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
