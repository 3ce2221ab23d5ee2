import { Button, Collapse, Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Plan } from '../../../contract/catalog.ts';
import { usePlan } from '../../api/catalog/get-plan.ts';
import { ApiError } from '../../api/client.ts';
import { formatDuration, Price } from '../../components/price.tsx';
import { sharedDataStore } from '../../stores/session.ts';
import { EmptyState } from '../components/empty-state.tsx';
import styles from './student-detail-page.module.css';

const steps = [
  { title: '免费测评', text: '12 道题摸清各科掌握情况' },
  { title: '专属计划', text: '按薄弱点和时间排好每日任务' },
  { title: '每日督学', text: '按时提醒，AI随时答疑讲题' },
  { title: '每周报告', text: '进步与薄弱点，家长一目了然' },
];

/** MobileStudentDetail (style 4): one plan in full, with a fixed bar to buy it. */
export function MobileStudentDetailPage() {
  const [params] = useSearchParams();
  const planId = params.get('planId');
  const plan = usePlan(planId);

  useEffect(() => {
    // The plan's title travels to the next bars (sharedData.barText).
    if (plan.data) sharedDataStore.set({ ...sharedDataStore.get(), barText: plan.data.title });
  }, [plan.data]);

  if (!planId || (plan.isError && plan.error instanceof ApiError && plan.error.status === 404)) {
    return (
      <EmptyState title="没有找到这个方案" description="它可能已经下架了。" action={<Link to="/mobile/student/home">查看全部方案</Link>} />
    );
  }
  if (plan.isError) {
    return (
      <EmptyState
        title="加载失败"
        description={plan.error.message}
        action={
          <Button color="primary" shape="rounded" onClick={() => void plan.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!plan.data) return <DetailSkeleton />;
  return <PlanDetail plan={plan.data} />;
}

function PlanDetail({ plan }: { plan: Plan }) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <img className={styles.cover} src={plan.coverImage} width={750} height={420} alt="" />
      <section className={styles.summary}>
        <h2 className={styles.title}>{plan.title}</h2>
        <p className={styles.subtitle}>{plan.subtitle}</p>
        <div className={styles.priceRow}>
          <Price fen={plan.priceFen} originalFen={plan.originalPriceFen} size="large" />
          <span className={styles.duration}>{formatDuration(plan.durationDays)}</span>
        </div>
      </section>

      <section className={styles.block} aria-labelledby="included-title">
        <h3 id="included-title">服务包含</h3>
        <ul className={styles.included}>
          {plan.inclusions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="steps-title">
        <h3 id="steps-title">如何开始</h3>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title}>
              <span className={styles.stepNo}>{index + 1}</span>
              <strong>{step.title}</strong>
              <small>{step.text}</small>
            </li>
          ))}
        </ol>
      </section>

      {plan.detailSections.map((section) => (
        <section key={section.heading} className={styles.block}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}

      <section className={styles.block} aria-labelledby="faq-title">
        <h3 id="faq-title">常见问题</h3>
        <Collapse accordion>
          {plan.faq.map((item) => (
            <Collapse.Panel key={item.question} title={item.question}>
              <p className={styles.answer}>{item.answer}</p>
            </Collapse.Panel>
          ))}
        </Collapse>
      </section>

      <div className={styles.buyBar}>
        <Price fen={plan.priceFen} originalFen={plan.originalPriceFen} />
        <Button
          color="primary"
          shape="rounded"
          className={styles.buyButton}
          disabled={!plan.onSale}
          onClick={() => navigate(`/mobile/student/order?planId=${encodeURIComponent(plan.id)}`)}
        >
          {plan.onSale ? '立即购买' : '已下架'}
        </Button>
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.coverPlaceholder} />
      <section className={styles.summary}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </section>
    </div>
  );
}
