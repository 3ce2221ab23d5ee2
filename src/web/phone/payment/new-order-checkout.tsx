import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Me } from '../../../contract/accounts.ts';
import type { Plan } from '../../../contract/catalog.ts';
import type { PaymentChannel } from '../../../contract/orders.ts';
import { usePlan } from '../../api/catalog/get-plan.ts';
import { ApiError } from '../../api/client.ts';
import { meQueryKey, useMe } from '../../api/me/get-me.ts';
import { useCreateOrder } from '../../api/orders/create-order.ts';
import { LegalLink } from '../../components/legal/legal-link.tsx';
import { formatDuration, Price } from '../../components/price.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { CheckoutBar } from './checkout-bar.tsx';
import { CheckoutSkeleton } from './checkout-skeleton.tsx';
import { handOverPayment } from './checkout-hand-over.ts';
import styles from './checkout.module.css';
import { createIdempotencyKeys } from './idempotency-key.ts';
import { buyableLearners, LearnerPicker } from './learner-picker.tsx';
import { PaymentChannelPicker } from './payment-channel-picker.tsx';
import { PendingOrderNotice } from './pending-order-notice.tsx';
import { useChannelOptions } from './use-channel-options.ts';

type Errors = { learner?: string; agreed?: string; form?: string };

/** 确认订单 for a plan: who it is for, how to pay, the agreement; then one order and on to paying it. */
export function NewOrderCheckout({ planId }: { planId: string }) {
  const plan = usePlan(planId);
  const me = useMe();

  if (plan.isError && plan.error instanceof ApiError && plan.error.status === 404) {
    return (
      <EmptyState title="没有找到这个方案" description="它可能已经下架了。" action={<Link to="/mobile/student/home">查看全部方案</Link>} />
    );
  }
  const failed = plan.isError ? plan : me.isError && !me.data ? me : null;
  if (failed) {
    return (
      <EmptyState
        title="加载失败"
        description={failed.error instanceof ApiError ? failed.error.message : '请稍后再试'}
        action={
          <Button color="primary" shape="rounded" onClick={() => void failed.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!plan.data || !me.data) return <CheckoutSkeleton />;
  if (!plan.data.onSale) {
    return (
      <EmptyState title="这个方案已下架" description="请选择其他方案。" action={<Link to="/mobile/student/home">查看全部方案</Link>} />
    );
  }
  return <CheckoutForm plan={plan.data} me={me.data} />;
}

function CheckoutForm({ plan, me }: { plan: Plan; me: Me }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: createOrder } = useCreateOrder();
  const { options, inWechat } = useChannelOptions();
  const [keys] = useState(() => createIdempotencyKeys());
  const [chosenLearnerId, setChosenLearnerId] = useState<string | null>(null);
  const [channel, setChannel] = useState<PaymentChannel>(options[0].channel);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const submittingNow = useRef(false);

  const learners = buyableLearners(me);
  // One learner is chosen for you; with several, a parent says which child, so no one buys for the wrong child.
  const learnerId = chosenLearnerId ?? (learners.length === 1 ? (learners[0]?.id ?? null) : null);

  const submit = async () => {
    if (submittingNow.current) return;
    const next: Errors = {};
    if (!learnerId) next.learner = me.role === 'parent' ? '请选择为哪位孩子购买' : '请先完善学习者信息';
    if (!agreed) next.agreed = '请先阅读并同意《用户协议》';
    setErrors(next);
    if (!learnerId || !agreed) return;

    submittingNow.current = true;
    setSubmitting(true);
    try {
      const order = await createOrder({ planId: plan.id, learnerId, idempotencyKey: keys.keyFor({ planId: plan.id, learnerId }) });
      handOverPayment(navigate, order.orderNo, channel);
    } catch (caught) {
      submittingNow.current = false;
      setSubmitting(false);
      setErrors({ form: caught instanceof ApiError ? caught.message : '提交失败，请稍后重试' });
      if (caught instanceof ApiError && caught.code === 'LEARNER_NOT_FOUND') void queryClient.invalidateQueries({ queryKey: meQueryKey });
      if (caught instanceof ApiError && caught.code === 'PLAN_OFF_SALE')
        void queryClient.invalidateQueries({ queryKey: ['plan', plan.id] });
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="plan-title">
        <div className={styles.plan}>
          <img className={styles.cover} src={plan.coverImage} width={96} height={54} alt="" />
          <div className={styles.planText}>
            <h2 id="plan-title" className={styles.planTitle}>
              {plan.title}
            </h2>
            <div className={styles.planMeta}>
              <span className={styles.duration}>{formatDuration(plan.durationDays)}</span>
              <Price fen={plan.priceFen} originalFen={plan.originalPriceFen} />
            </div>
          </div>
        </div>
      </section>

      <LearnerPicker
        me={me}
        planStage={plan.stage}
        value={learnerId}
        onChange={(id) => {
          setChosenLearnerId(id);
          setErrors(({ learner: _, ...rest }) => rest);
        }}
        error={errors.learner ?? null}
      />

      <PendingOrderNotice planId={plan.id} learnerId={learnerId} />

      <PaymentChannelPicker options={options} inWechat={inWechat} value={channel} onChange={setChannel} />

      <div className={styles.agreement}>
        <input
          id="order-agreed"
          type="checkbox"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
            setErrors(({ agreed: _, ...rest }) => rest);
          }}
          aria-invalid={Boolean(errors.agreed)}
          aria-describedby={errors.agreed ? 'order-agreed-error' : undefined}
        />
        <label htmlFor="order-agreed">
          我已阅读并同意
          <LegalLink slug="user-agreement" href="/mobile/legal/user-agreement">
            《用户协议》
          </LegalLink>
          ，了解服务期计算和退款规则
        </label>
      </div>
      {errors.agreed && (
        <p id="order-agreed-error" className={styles.agreementError} role="alert">
          {errors.agreed}
        </p>
      )}
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}

      <CheckoutBar amountFen={plan.priceFen} label="提交订单并支付" busyLabel="正在提交" busy={submitting} onSubmit={() => void submit()} />
    </div>
  );
}
