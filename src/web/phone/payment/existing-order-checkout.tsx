import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Order, PaymentChannel } from '../../../contract/orders.ts';
import { ApiError } from '../../api/client.ts';
import { useOrder } from '../../api/orders/get-order.ts';
import { formatDuration, formatYuan } from '../../components/price.tsx';
import { formatShanghaiClock } from '../../components/shanghai-time.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { CheckoutBar } from './checkout-bar.tsx';
import { handedOverChannel, orderPagePath } from './checkout-hand-over.ts';
import styles from './checkout.module.css';
import { CheckoutSkeleton } from './checkout-skeleton.tsx';
import { OrderNotFound } from './order-not-found.tsx';
import { isPayable } from './order-state.ts';
import { PaymentChannelPicker } from './payment-channel-picker.tsx';
import { useChannelOptions } from './use-channel-options.ts';
import { useNow } from '../../components/use-now.ts';
import { usePaymentLauncher } from './use-payment-launcher.ts';

/** An existing order's page: pay it (again), or see that it can no longer be paid. */
export function ExistingOrderCheckout({ orderNo }: { orderNo: string }) {
  const order = useOrder(orderNo);

  if (order.isError && !order.data) {
    if (order.error instanceof ApiError && order.error.status === 404) return <OrderNotFound />;
    return (
      <EmptyState
        title="加载失败"
        description={order.error instanceof ApiError ? order.error.message : '请稍后再试'}
        action={
          <Button color="primary" shape="rounded" onClick={() => void order.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!order.data) return <CheckoutSkeleton />;
  return <OrderPayment order={order.data} />;
}

function OrderPayment({ order }: { order: Order }) {
  const { orderNo } = order;
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { options, inWechat } = useChannelOptions();
  const now = useNow(1000);
  const { pay, busy, error } = usePaymentLauncher(orderNo);

  // Back from WeChat's OAuth page (JSAPI needs the payer's openid), or handed over by the plan's checkout. A channel
  // this browser cannot use (an OAuth code in a link opened outside WeChat) is not started.
  const oauthCode = params.get('code');
  const handedChannel = handedOverChannel(location.state);
  const handedOver = oauthCode !== null || handedChannel !== null;
  const wanted = oauthCode ? 'wechat_jsapi' : handedChannel;
  const autoChannel = options.find((option) => option.channel === wanted)?.channel ?? null;
  const [channel, setChannel] = useState<PaymentChannel>(autoChannel ?? options[0].channel);
  const autoStarted = useRef(false);

  useEffect(() => {
    if (!handedOver || autoStarted.current) return;
    autoStarted.current = true;
    // The code is good for one use and the hand-over for one visit: a reload or a Back must not repeat either.
    navigate(orderPagePath(orderNo), { replace: true, state: null });
    if (autoChannel && isPayable(order, Date.now())) {
      void pay({ channel: autoChannel, ...(oauthCode && autoChannel === 'wechat_jsapi' ? { wechatOauthCode: oauthCode } : {}) });
    }
  }, [autoChannel, handedOver, navigate, oauthCode, order, orderNo, pay]);

  const payable = isPayable(order, now);
  return (
    <div className={styles.page}>
      <OrderFacts order={order} />
      {payable ? (
        <>
          <p className={styles.notice} role="timer" aria-live="off">
            请在 {formatShanghaiClock(order.expiresAt)} 前完成支付（剩余 {remaining(Date.parse(order.expiresAt) - now)}
            ），超时订单将自动关闭
          </p>
          <PaymentChannelPicker options={options} inWechat={inWechat} value={channel} onChange={setChannel} />
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <CheckoutBar
            amountFen={order.amountFen}
            label="立即支付"
            busyLabel="正在发起支付"
            busy={busy}
            onSubmit={() => void pay({ channel })}
          />
        </>
      ) : (
        <NotPayable order={order} />
      )}
    </div>
  );
}

function OrderFacts({ order }: { order: Order }) {
  return (
    <section className={styles.card} aria-labelledby="plan-title">
      <h2 id="plan-title" className={styles.planTitle}>
        {order.planSnapshot.title}
      </h2>
      <dl className={styles.facts}>
        <dt>服务时长</dt>
        <dd>{formatDuration(order.planSnapshot.durationDays)}</dd>
        <dt>学习者</dt>
        <dd>{order.learner.name}</dd>
        <dt>订单编号</dt>
        <dd>{order.orderNo}</dd>
        <dt>订单金额</dt>
        <dd>{formatYuan(order.amountFen)}</dd>
      </dl>
    </section>
  );
}

function NotPayable({ order }: { order: Order }) {
  const { title, text, action } = notPayableView(order);
  return (
    <section className={styles.status} role="status">
      <p className={styles.statusTitle}>{title}</p>
      <p>{text}</p>
      <Link className={styles.statusAction} to={action.to}>
        {action.label}
      </Link>
    </section>
  );
}

function notPayableView(order: Order) {
  if (order.status === 'PAID') {
    const to = `/mobile/student/result?orderNo=${encodeURIComponent(order.orderNo)}`;
    return { title: '订单已支付', text: '这笔订单已经支付成功，无需再次支付。', action: { to, label: '查看支付结果' } };
  }
  if (order.status === 'REFUNDED') {
    return { title: '订单已退款', text: '这笔订单已经退款。', action: { to: '/mobile/student/mine', label: '查看我的订单' } };
  }
  const to = `/mobile/student/detail?planId=${encodeURIComponent(order.planSnapshot.planId)}`;
  return { title: '订单已关闭', text: '订单已超时或已取消，不能再支付。如需继续购买，请重新下单。', action: { to, label: '重新购买' } };
}

/** The time left as mm:ss, never negative. */
function remaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
