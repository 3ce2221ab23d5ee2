import { Button, CapsuleTabs, PullToRefresh, Skeleton } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { type PlanSummary, type Stage, stageLabels, stageOfGrade, stages } from '../../../contract/catalog.ts';
import { usePlans } from '../../api/catalog/get-plans.ts';
import { useMe } from '../../api/me/get-me.ts';
import { formatDuration, Price } from '../../components/price.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { ServiceStatus } from '../components/service-status.tsx';
import { StudyEntryCard } from '../components/study-entry-card.tsx';
import styles from './student-home-page.module.css';

function isStage(value: string | null): value is Stage {
  return stages.some((stage) => stage === value);
}

/** The stage in the URL, else the learner's own stage, else 小学. */
function useStage(): [Stage, (stage: Stage) => void] {
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const fromUrl = params.get('stage');
  const grade = me.data?.learners[0]?.grade ?? me.data?.grade ?? null;
  const stage = isStage(fromUrl) ? fromUrl : grade ? stageOfGrade(grade) : 'primary';
  return [stage, (next) => setParams({ stage: next }, { replace: true })];
}

/** MobileStudentHome (style 3, tab 0): the plans by school stage, the learner's service, the free assessment. */
export function MobileStudentHomePage() {
  const [stage, setStage] = useStage();
  const plans = usePlans(stage);

  return (
    <PullToRefresh onRefresh={async () => void (await plans.refetch())}>
      <div className={styles.page}>
        <ServiceStatus />
        <StudyEntryCard />
        <Link to="/mobile/student/assessment" className={styles.banner}>
          <span>
            <strong>免费学情测评</strong>
            <small>3 分钟 12 道题，找出薄弱知识点，推荐适合的方案</small>
          </span>
          <span className={styles.bannerAction}>去测评</span>
        </Link>
        <CapsuleTabs activeKey={stage} onChange={(key) => isStage(key) && setStage(key)} className={styles.tabs}>
          {stages.map((value) => (
            <CapsuleTabs.Tab key={value} title={stageLabels[value]} />
          ))}
        </CapsuleTabs>
        <section aria-label={`${stageLabels[stage]}服务方案`} className={styles.plans}>
          {plans.isPending ? (
            <PlanSkeletons />
          ) : plans.isError ? (
            <EmptyState
              title="方案加载失败"
              description={plans.error.message}
              action={
                <Button color="primary" shape="rounded" onClick={() => void plans.refetch()}>
                  重试
                </Button>
              }
            />
          ) : plans.data.plans.length === 0 ? (
            <EmptyState title="该学段暂无在售方案" description="请看看其他学段，或联系客服了解。" />
          ) : (
            plans.data.plans.map((plan) => <PlanCard key={plan.id} plan={plan} />)
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}

function PlanCard({ plan }: { plan: PlanSummary }) {
  return (
    <Link to={`/mobile/student/detail?planId=${encodeURIComponent(plan.id)}`} className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{plan.title}</h2>
        <span className={styles.duration}>{formatDuration(plan.durationDays)}</span>
      </div>
      <p className={styles.subtitle}>{plan.subtitle}</p>
      <ul className={styles.inclusions}>
        {plan.inclusions.slice(0, 3).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className={styles.cardFoot}>
        <Price fen={plan.priceFen} originalFen={plan.originalPriceFen} />
        <span className={styles.more}>查看详情</span>
      </div>
    </Link>
  );
}

function PlanSkeletons() {
  return (
    <>
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.card} aria-hidden="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </>
  );
}
