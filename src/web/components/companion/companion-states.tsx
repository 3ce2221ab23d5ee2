import type { ReactNode } from 'react';
import { BellIcon, CalendarIcon, ChartIcon, ChatIcon } from './companion-icons.tsx';
import ui from './companion-ui.module.css';
import styles from './companion-states.module.css';

/** Grey blocks where a screen's content will be, while it loads. */
export function CompanionLoading({ label = '加载中' }: { label?: string }) {
  return (
    <div className={styles.loading} role="progressbar" aria-label={label} aria-busy="true">
      <div className={styles.skeletonHero} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLine} data-short />
      <div className={styles.skeletonCard} />
      <div className={styles.skeletonCard} />
    </div>
  );
}

/** A load that failed, with its message and a way to try again. */
export function CompanionError({ message, onRetry, retrying = false }: { message: string; onRetry?: () => void; retrying?: boolean }) {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeTitle}>加载失败</p>
      <p className={styles.noticeText}>{message}</p>
      {onRetry && (
        <button type="button" className={ui.buttonGhost} onClick={onRetry} disabled={retrying}>
          {retrying ? '正在重试…' : '重新加载'}
        </button>
      )}
    </div>
  );
}

/** A calm message for a screen with nothing to show yet, with what to do next. */
export function CompanionEmpty({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.notice} role="status">
      <svg className={styles.emptyArt} viewBox="0 0 120 96" aria-hidden="true">
        <rect x="18" y="20" width="84" height="60" rx="10" fill="#e3f7f3" />
        <rect x="30" y="34" width="40" height="6" rx="3" fill="#9edfd4" />
        <rect x="30" y="46" width="60" height="6" rx="3" fill="#c5ece5" />
        <rect x="30" y="58" width="28" height="6" rx="3" fill="#c5ece5" />
        <circle cx="92" cy="24" r="10" fill="#ffd166" />
      </svg>
      <p className={styles.noticeTitle}>{title}</p>
      {description && <p className={styles.noticeText}>{description}</p>}
      {action}
    </div>
  );
}

const benefits = [
  { icon: <CalendarIcon />, title: '专属学习计划', text: '按目标和时间排好每天的任务' },
  { icon: <BellIcon />, title: '每日督学提醒', text: '早上提醒学习，晚上提醒补完' },
  { icon: <ChatIcon />, title: 'AI老师答疑', text: '不会的题随时问小伴老师' },
  { icon: <ChartIcon />, title: '知识点诊断', text: '找出薄弱点，自动安排补弱' },
];

type InactiveProps = {
  /** Whose service it is: a parent sees the child's name. */
  learnerName?: string;
  /** How to buy here: a button on the phone, a QR code on a classroom screen. */
  action: ReactNode;
};

/** What a learner without a running service sees (403 SERVICE_NOT_ACTIVE): what the service gives, and how to get it. */
export function ServiceInactive({ learnerName, action }: InactiveProps) {
  return (
    <section className={styles.inactive} aria-labelledby="service-inactive-title" data-testid="service-inactive">
      <div className={styles.inactiveArt} aria-hidden="true">
        <svg viewBox="0 0 96 96">
          <circle cx="48" cy="48" r="44" fill="#e3f7f3" />
          <rect x="26" y="24" width="44" height="52" rx="8" fill="#fff" stroke="#12a594" strokeWidth="3" />
          <path d="M35 40h26M35 50h26M35 60h15" stroke="#9edfd4" strokeWidth="4" strokeLinecap="round" />
          <circle cx="68" cy="68" r="13" fill="#12a594" />
          <path d="M68 62v7M68 73.5v.5" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
      </div>
      <h2 id="service-inactive-title" className={styles.inactiveTitle}>
        {learnerName ? `${learnerName}还没有开通AI伴学服务` : '还没有开通AI伴学服务'}
      </h2>
      <p className={styles.inactiveText}>服务未开通或已到期。开通后即可使用以下功能：</p>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <span className={styles.benefitIcon}>{benefit.icon}</span>
            <span>
              <strong>{benefit.title}</strong>
              <small>{benefit.text}</small>
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.inactiveAction}>{action}</div>
    </section>
  );
}
