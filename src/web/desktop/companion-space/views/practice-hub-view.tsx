import { useProgress } from '../../../api/companion/get-progress.ts';
import ui from '../../../components/companion/companion-ui.module.css';
import { useSpace } from '../space-context.tsx';
import { messageOf, SpaceGate } from '../space-gate.tsx';
import { PointPicker } from './practice-hub/point-picker.tsx';
import { TodayPracticeCard } from './practice-hub/today-practice-card.tsx';
import { WeakPointsCard } from './practice-hub/weak-points-card.tsx';
import styles from './practice-hub-view.module.css';
import { recentRange } from './recent-range.ts';
import space from './space-ui.module.css';
import { usePractisePoint } from './use-practise-point.ts';

/** 练习·薄弱点: the weak points the practice found, today's practice tasks, and any knowledge point to practise. */
export function PracticeHubView() {
  const { learner } = useSpace();
  const progress = useProgress(learner.id, recentRange());
  const point = usePractisePoint();

  return (
    <div className={`${space.stack} ${space.wide}`}>
      <header className={space.head}>
        <div>
          <h1 className={space.title}>练习·薄弱点</h1>
          <p className={space.subtitle}>每道题答完就能看解析；练完找出薄弱知识点，补弱讲解自动加进计划</p>
        </div>
      </header>
      {point.error && (
        <p className={ui.alert} role="alert">
          {messageOf(point.error, '练习没能开始，请稍后再试')}
        </p>
      )}
      <SpaceGate query={progress}>
        {(data) => (
          <div className={`${space.split} ${styles.columns}`}>
            <div className={space.stack}>
              <WeakPointsCard progress={data} point={point} />
              <TodayPracticeCard />
            </div>
            <PointPicker progress={data} point={point} />
          </div>
        )}
      </SpaceGate>
    </div>
  );
}
