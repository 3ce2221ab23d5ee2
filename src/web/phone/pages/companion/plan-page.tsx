import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Learner } from '../../../../contract/accounts.ts';
import type { StudyPlan, Today } from '../../../../contract/companion.ts';
import { useServices } from '../../../api/catalog/get-services.ts';
import { ApiError } from '../../../api/client.ts';
import { useCreateStudyPlan } from '../../../api/companion/create-plan.ts';
import { useStudyPlan } from '../../../api/companion/get-plan.ts';
import { useToday } from '../../../api/companion/get-today.ts';
import { addDays } from '../../../components/companion/calendar-day.ts';
import { PlanForm } from '../../../components/companion/plan/plan-form.tsx';
import { initialPlanForm, type PlanFormValue } from '../../../components/companion/plan/plan-form-model.ts';
import { PlanOverview } from '../../../components/companion/plan/plan-overview.tsx';
import { formatShanghaiDate } from '../../../components/shanghai-time.ts';
import { CompanionPage, QueryGate } from './companion-page.tsx';
import { phoneCompanionPaths as paths } from './phone-companion-paths.ts';
import styles from './plan-page.module.css';

const PAGE_DAYS = 14;

/** 学习计划 (style 4): the current plan day by day, and the form that makes (or remakes) it. */
export function PlanPage() {
  return <CompanionPage withSwitcher>{(learner) => <LearnerPlan learner={learner} />}</CompanionPage>;
}

function LearnerPlan({ learner }: { learner: Learner }) {
  const today = useToday(learner.id);
  return (
    <QueryGate query={today} learner={learner}>
      {(data) => (data.hasPlan ? <CurrentPlan learner={learner} today={data} /> : <NewPlan learner={learner} today={data} />)}
    </QueryGate>
  );
}

/** The last calendar day of the learner's running service (its end instant belongs to the day before). */
function useServiceEndsOn(learnerId: string): string | null {
  const services = useServices();
  const service = services.data?.services.find((item) => item.learnerId === learnerId && item.active);
  return service ? formatShanghaiDate(new Date(Date.parse(service.endsAt) - 1).toISOString()) : null;
}

function CurrentPlan({ learner, today }: { learner: Learner; today: Today }) {
  const [days, setDays] = useState(PAGE_DAYS);
  const [editing, setEditing] = useState(false);
  const plan = useStudyPlan(learner.id, { from: today.date, to: addDays(today.date, days - 1) });

  return (
    <QueryGate query={plan} learner={learner}>
      {(data) =>
        editing ? (
          <PlanEditor learner={learner} today={today} plan={data} onCancel={() => setEditing(false)} />
        ) : (
          <div className={styles.stack}>
            <PlanOverview plan={data} today={today.date} />
            {data.deadline > addDays(today.date, days - 1) && (
              <Button
                block
                fill="none"
                className={styles.more}
                onClick={() => setDays((count) => count + PAGE_DAYS)}
                loading={plan.isFetching}
              >
                显示之后两周
              </Button>
            )}
            <div className={styles.footer}>
              <Button block color="primary" fill="outline" shape="rounded" onClick={() => setEditing(true)}>
                调整计划
              </Button>
            </div>
          </div>
        )
      }
    </QueryGate>
  );
}

function NewPlan({ learner, today }: { learner: Learner; today: Today }) {
  return (
    <div className={styles.stack}>
      <header className={styles.intro}>
        <h2>制定{learner.isSelf ? '你的' : `${learner.name}的`}学习计划</h2>
        <p>告诉小伴学哪些科目、学到哪天、每周哪几天学、每天学多久，马上生成每天的学习任务。</p>
      </header>
      <PlanEditor learner={learner} today={today} plan={null} />
    </div>
  );
}

function PlanEditor({ learner, today, plan, onCancel }: { learner: Learner; today: Today; plan: StudyPlan | null; onCancel?: () => void }) {
  const navigate = useNavigate();
  const create = useCreateStudyPlan(learner.id);
  const serviceEndsOn = useServiceEndsOn(learner.id);
  const [error, setError] = useState<string | null>(null);

  const submit = async (value: PlanFormValue) => {
    setError(null);
    try {
      const created = await create.mutateAsync(value);
      Toast.show({ icon: 'success', content: plan ? '计划已更新' : '学习计划已生成' });
      if (created.unplaced.length > 0) Toast.show({ content: `有 ${created.unplaced.length} 个知识点没排进计划，可在计划页查看` });
      navigate(paths.study, { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '计划没能生成，请稍后再试');
    }
  };

  return (
    <div className={styles.stack}>
      {plan && <p className={styles.notice}>按新的设置重新生成后，会替换当前计划，已完成的学习记录都会保留。</p>}
      <PlanForm
        learner={learner}
        today={today.date}
        initial={initialPlanForm(today.date, { plan, serviceEndsOn })}
        serviceEndsOn={serviceEndsOn}
        submitting={create.isPending}
        error={error}
        submitLabel={plan ? '重新生成计划' : '生成学习计划'}
        onSubmit={(value) => void submit(value)}
      />
      {onCancel && (
        <Button block fill="none" onClick={onCancel} className={styles.cancel}>
          取消
        </Button>
      )}
    </div>
  );
}
