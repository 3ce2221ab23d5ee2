import { useNavigate } from 'react-router';
import { useProgress } from '../../../api/companion/get-progress.ts';
import { useWeeklyReport } from '../../../api/companion/get-weekly-report.ts';
import { mondayOf, shanghaiToday } from '../../../components/companion/calendar-day.ts';
import ui from '../../../components/companion/companion-ui.module.css';
import { ProgressView } from '../../../components/companion/progress/progress-view.tsx';
import { WeekPicker } from '../../../components/companion/progress/week-picker.tsx';
import { useSpace } from '../space-context.tsx';
import { messageOf, SpaceGate } from '../space-gate.tsx';
import { recentRange } from './recent-range.ts';
import space from './space-ui.module.css';
import { usePractisePoint } from './use-practise-point.ts';
import { WeakPointActions } from './weak-point-actions.tsx';
import styles from './report-view.module.css';

/** 学习报告: the last 30 days (with the weak points to work on) or one week's report. */
export function ReportView({ week }: { week: string | null }) {
  const { learner, paths } = useSpace();
  const navigate = useNavigate();
  const thisMonday = mondayOf(shanghaiToday());
  const tabs = [
    { key: 'recent', label: '近30天', to: paths.report() },
    { key: 'week', label: '每周报告', to: paths.report(thisMonday) },
  ];
  const active = week ? 'week' : 'recent';

  return (
    <div className={`${space.stack} ${styles.report}`}>
      <header className={space.head}>
        <div>
          <h1 className={space.title}>学习报告</h1>
          <p className={space.subtitle}>
            {learner.isSelf ? '学习时长、任务完成和各科掌握情况' : `${learner.name}的学习时长、任务完成和各科掌握情况`}
          </p>
        </div>
        <div className={space.segments} role="tablist" aria-label="报告范围">
          {tabs.map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={active === tab.key}
              className={space.segment}
              onClick={() => navigate(tab.to, { replace: true })}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </header>
      {week ? <WeeklyReport monday={mondayOf(week)} thisMonday={thisMonday} /> : <RecentProgress />}
    </div>
  );
}

function RecentProgress() {
  const { learner } = useSpace();
  const progress = useProgress(learner.id, recentRange());
  const point = usePractisePoint();
  return (
    <>
      {point.error && (
        <p className={ui.alert} role="alert">
          {messageOf(point.error, '练习没能开始，请稍后再试')}
        </p>
      )}
      <SpaceGate query={progress}>
        {(data) => (
          <ProgressView
            progress={data}
            weakPointAction={(weak) => (
              <WeakPointActions
                point={weak}
                onPractise={point.practise}
                starting={point.startingId === weak.knowledgePointId}
                disabled={point.startingId !== null}
              />
            )}
          />
        )}
      </SpaceGate>
    </>
  );
}

function WeeklyReport({ monday, thisMonday }: { monday: string; thisMonday: string }) {
  const { learner, paths } = useSpace();
  const navigate = useNavigate();
  const report = useWeeklyReport(learner.id, monday);
  return (
    <div className={space.stack}>
      <WeekPicker monday={monday} thisMonday={thisMonday} onChange={(next) => navigate(paths.report(next), { replace: true })} />
      <SpaceGate query={report}>
        {(data) => (
          <div className={report.isPlaceholderData ? styles.stale : undefined}>
            <ProgressView progress={data} />
          </div>
        )}
      </SpaceGate>
    </div>
  );
}
