import { Tabs, Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import type { Learner } from '../../../../contract/accounts.ts';
import type { WeakPoint } from '../../../../contract/companion.ts';
import { ApiError } from '../../../api/client.ts';
import { useProgress } from '../../../api/companion/get-progress.ts';
import { useWeeklyReport } from '../../../api/companion/get-weekly-report.ts';
import { useStartPractice } from '../../../api/companion/start-practice.ts';
import { addDays, DATE_KEY, mondayOf, shanghaiToday } from '../../../components/companion/calendar-day.ts';
import { ProgressView } from '../../../components/companion/progress/progress-view.tsx';
import { WeekPicker } from '../../../components/companion/progress/week-picker.tsx';
import { CompanionPage, QueryGate } from './companion-page.tsx';
import { phoneCompanionPaths as paths } from './phone-companion-paths.ts';
import styles from './progress-page.module.css';

const RECENT_DAYS = 30;

/** 学习报告 (style 4): the last 30 days and the weekly report (?tab=week&week=YYYY-MM-DD), for each child of a parent. */
export function ProgressPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'week' ? 'week' : 'recent';
  return (
    <CompanionPage withSwitcher>
      {(learner) => (
        <>
          <Tabs
            activeKey={tab}
            onChange={(key) => setParams(key === 'week' ? { tab: 'week' } : {}, { replace: true })}
            className={styles.tabs}
          >
            <Tabs.Tab key="recent" title="近30天" />
            <Tabs.Tab key="week" title="每周报告" />
          </Tabs>
          {tab === 'week' ? <WeeklyReport learner={learner} /> : <RecentProgress learner={learner} />}
        </>
      )}
    </CompanionPage>
  );
}

function usePractiseWeakPoint(learnerId: string) {
  const navigate = useNavigate();
  const start = useStartPractice(learnerId);
  return (point: WeakPoint) => (
    <span className={styles.weakActions}>
      <button type="button" className={styles.ghost} onClick={() => navigate(paths.lesson(point.lessonId))}>
        看讲解
      </button>
      <button
        type="button"
        className={styles.primary}
        disabled={start.isPending}
        onClick={() =>
          start.mutate(
            { knowledgePointId: point.knowledgePointId },
            {
              onSuccess: (set) => navigate(paths.practice(set.id)),
              onError: (caught) => Toast.show({ content: caught instanceof ApiError ? caught.message : '练习没能开始，请稍后再试' }),
            },
          )
        }
      >
        去练习
      </button>
    </span>
  );
}

function RecentProgress({ learner }: { learner: Learner }) {
  const today = shanghaiToday();
  const progress = useProgress(learner.id, { from: addDays(today, 1 - RECENT_DAYS), to: today });
  const weakPointAction = usePractiseWeakPoint(learner.id);
  return (
    <QueryGate query={progress} learner={learner}>
      {(data) => <ProgressView progress={data} weakPointAction={weakPointAction} />}
    </QueryGate>
  );
}

function WeeklyReport({ learner }: { learner: Learner }) {
  const [params, setParams] = useSearchParams();
  const thisMonday = mondayOf(shanghaiToday());
  const asked = params.get('week');
  const monday = asked && DATE_KEY.test(asked) ? mondayOf(asked) : thisMonday;
  const report = useWeeklyReport(learner.id, monday);

  return (
    <div className={styles.weekly}>
      <WeekPicker monday={monday} thisMonday={thisMonday} onChange={(week) => setParams({ tab: 'week', week }, { replace: true })} />
      <QueryGate query={report} learner={learner}>
        {(data) => (
          <div className={report.isPlaceholderData ? styles.stale : undefined}>
            <p className={styles.reportFor}>{data.learnerName}的学习周报</p>
            <ProgressView progress={data} />
          </div>
        )}
      </QueryGate>
    </div>
  );
}
