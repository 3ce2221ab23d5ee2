import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

type Props = { title: string; description?: ReactNode; action?: ReactNode };

/** A calm, centred message for a screen with nothing to show yet. */
export function EmptyState({ title, description, action }: Props) {
  return (
    <div className={styles.box} role="status">
      <svg className={styles.art} viewBox="0 0 120 96" aria-hidden="true">
        <rect x="18" y="20" width="84" height="60" rx="10" fill="#e3f7f3" />
        <rect x="30" y="34" width="40" height="6" rx="3" fill="#9edfd4" />
        <rect x="30" y="46" width="60" height="6" rx="3" fill="#c5ece5" />
        <rect x="30" y="58" width="28" height="6" rx="3" fill="#c5ece5" />
        <circle cx="92" cy="24" r="10" fill="#ffd166" />
      </svg>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
