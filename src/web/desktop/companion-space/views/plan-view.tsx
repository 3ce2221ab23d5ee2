import { useState } from 'react';
import type { Today } from '../../../../contract/companion.ts';
import { useStudyPlan } from '../../../api/companion/get-plan.ts';
import { useToday } from '../../../api/companion/get-today.ts';
import { addDays } from '../../../components/companion/calendar-day.ts';
import ui from '../../../components/companion/companion-ui.module.css';
import { PlanOverview } from '../../../components/companion/plan/plan-overview.tsx';
import { useSpace } from '../space-context.tsx';
import { SpaceGate } from '../space-gate.tsx';
import { BackButton } from './back-button.tsx';
import { PlanEditor } from './plan-editor.tsx';
import space from './space-ui.module.css';
import styles from './plan-view.module.css';

const PAGE_DAYS = 14;

/** 学习计划: the plan day by day, and remaking it with new settings (or making the first one). */
export function PlanView() {
  const { learner, paths } = useSpace();
  const today = useToday(learner.id);
  return (
    <div className={`${space.stack} ${styles.plan}`}>
      <BackButton fallback={paths.study} label="返回今日学习" />
      <SpaceGate query={today}>{(data) => <PlanScreen today={data} />}</SpaceGate>
    </div>
  );
}

function PlanScreen({ today }: { today: Today }) {
  const { learner } = useSpace();
  const [editing, setEditing] = useState(!today.hasPlan);
  const [days, setDays] = useState(PAGE_DAYS);
  const plan = useStudyPlan(today.hasPlan ? learner.id : undefined, { from: today.date, to: addDays(today.date, days - 1) });

  const head = (
    <header className={space.head}>
      <div>
        <h1 className={space.title}>{today.hasPlan ? '学习计划' : '制定学习计划'}</h1>
        <p className={space.subtitle}>新课跟着课本进度走，复习把每个学习日排满</p>
      </div>
      {today.hasPlan && !editing && (
        <button type="button" className={ui.buttonGhost} onClick={() => setEditing(true)}>
          调整计划
        </button>
      )}
    </header>
  );

  if (editing || !today.hasPlan) {
    return (
      <>
        {head}
        {today.hasPlan && <p className={styles.notice}>按新的设置重新生成后，会替换当前计划，已完成的学习记录都会保留。</p>}
        {today.hasPlan ? (
          <SpaceGate query={plan}>{(current) => <PlanEditor today={today.date} plan={current} />}</SpaceGate>
        ) : (
          <PlanEditor today={today.date} plan={null} />
        )}
        {today.hasPlan && (
          <button type="button" className={`${ui.buttonQuiet} ${ui.block}`} onClick={() => setEditing(false)}>
            取消
          </button>
        )}
      </>
    );
  }

  return (
    <>
      {head}
      <SpaceGate query={plan}>
        {(data) => (
          <div className={space.stack}>
            <PlanOverview plan={data} today={today.date} />
            {data.deadline > addDays(today.date, days - 1) && (
              <button
                type="button"
                className={`${ui.buttonGhost} ${ui.block}`}
                onClick={() => setDays((count) => count + PAGE_DAYS)}
                disabled={plan.isFetching}
              >
                {plan.isFetching ? '正在加载…' : '显示之后两周'}
              </button>
            )}
          </div>
        )}
      </SpaceGate>
    </>
  );
}
