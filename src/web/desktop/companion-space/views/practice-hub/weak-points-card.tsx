import type { Progress } from '../../../../../contract/companion.ts';
import { formatPercent, subjectKeys } from '../../../../components/companion/companion-format.ts';
import ui from '../../../../components/companion/companion-ui.module.css';
import styles from '../practice-hub-view.module.css';
import space from '../space-ui.module.css';
import type { usePractisePoint } from '../use-practise-point.ts';
import { WeakPointActions } from '../weak-point-actions.tsx';

type PointStarter = ReturnType<typeof usePractisePoint>;

/** 薄弱知识点: the weak points the practice found, with their mastery and what to do about each. */
export function WeakPointsCard({ progress, point }: { progress: Progress; point: PointStarter }) {
  const weak = progress.weakPoints;
  return (
    <section className={space.card} aria-labelledby="hub-weak-title" data-testid="hub-weak-points">
      <h2 id="hub-weak-title" className={space.cardTitle}>
        薄弱知识点 <small>{weak.length > 0 ? `${weak.length} 个待加强` : ''}</small>
      </h2>
      {weak.length === 0 ? (
        <p className={space.note}>
          {progress.exercisesAnswered === 0 ? '做过练习后，小伴会在这里列出需要加强的知识点。' : '暂时没有薄弱知识点，继续保持！'}
        </p>
      ) : (
        <ul className={styles.weak}>
          {weak.map((item) => (
            <li key={item.knowledgePointId}>
              <span className={styles.weakText}>
                <span className={styles.weakHead}>
                  <span className={ui.subjectTag} data-subject={subjectKeys[item.subject]}>
                    {item.subject}
                  </span>
                  <strong>{item.title}</strong>
                </span>
                <span className={styles.weakMeter}>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: formatPercent(item.mastery) }} />
                  </span>
                  <small>掌握度 {formatPercent(item.mastery)}</small>
                </span>
              </span>
              <WeakPointActions
                point={item}
                onPractise={point.practise}
                starting={point.startingId === item.knowledgePointId}
                disabled={point.startingId !== null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
