import type { Learner } from '../../../contract/accounts.ts';
import styles from './learner-switcher.module.css';

type Props = {
  learners: Learner[];
  selectedId: string | null;
  /** Learners with a running service; the others are marked 未开通. */
  activeIds: Set<string>;
  onChange: (learnerId: string) => void;
};

/** A parent's children side by side: whose study the screen shows. */
export function LearnerSwitcher({ learners, selectedId, activeIds, onChange }: Props) {
  return (
    <div className={styles.switcher} role="radiogroup" aria-label="选择孩子">
      {learners.map((learner) => {
        const selected = learner.id === selectedId;
        return (
          <button
            key={learner.id}
            type="button"
            role="radio"
            aria-checked={selected}
            className={styles.learner}
            onClick={() => onChange(learner.id)}
          >
            <span className={styles.avatar} aria-hidden="true">
              {learner.name.slice(0, 1)}
            </span>
            <span className={styles.name}>{learner.name}</span>
            {!activeIds.has(learner.id) && <span className={styles.off}>未开通</span>}
          </button>
        );
      })}
    </div>
  );
}
