import type { Me } from '../../../../contract/accounts.ts';
import styles from '../student-mine-page.module.css';

const roleLabel = { student: '学生', parent: '家长' } as const;

/** The account's name (its nickname, the student's own name, or the role), its phone and role. */
export function AccountHeader({ me }: { me: Me }) {
  const displayName = me.nickname ?? me.learners.find((learner) => learner.isSelf)?.name ?? (me.role === 'parent' ? '家长' : '同学');
  return (
    <header className={styles.header}>
      <div className={styles.avatar} aria-hidden="true">
        {displayName.slice(0, 1)}
      </div>
      <div>
        <h1 className={styles.name}>{displayName}</h1>
        <p className={styles.meta}>
          <span data-testid="account-phone">{me.phone}</span>
          {me.role && displayName !== roleLabel[me.role] && <span className={styles.roleTag}>{roleLabel[me.role]}</span>}
        </p>
      </div>
    </header>
  );
}
