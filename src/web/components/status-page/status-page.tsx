import type { ReactNode } from 'react';
import styles from './status-page.module.css';

type Props = { icon?: ReactNode; title: string; children?: ReactNode; actions?: ReactNode };

/** A full-page message (not found, continue on another device) that works on both sites. */
export function StatusPage({ icon, title, children, actions }: Props) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {icon && <div className={styles.icon}>{icon}</div>}
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.body}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </main>
  );
}
