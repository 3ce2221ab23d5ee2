import type { Notification } from '../../../../contract/companion.ts';
import { formatShanghaiClock, formatShanghaiDate } from '../../shanghai-time.ts';
import { dayLabel, shanghaiToday } from '../calendar-day.ts';
import { MoonIcon, SunIcon } from '../companion-icons.tsx';
import styles from './notification-list.module.css';

type Props = {
  notifications: Notification[];
  /** Tapping a reminder reads it (and may lead to today's study). */
  onOpen: (notification: Notification) => void;
  today?: string;
};

function when(iso: string, today: string): string {
  return `${dayLabel(formatShanghaiDate(iso), today)} ${formatShanghaiClock(iso)}`;
}

/** 督学 reminders, newest first: morning and evening, unread ones marked. */
export function NotificationList({ notifications, onOpen, today = shanghaiToday() }: Props) {
  return (
    <ul className={styles.list}>
      {notifications.map((notification) => (
        <li key={notification.id}>
          <button
            type="button"
            className={styles.item}
            data-read={notification.read}
            data-testid="notification"
            onClick={() => onOpen(notification)}
          >
            <span className={styles.icon} data-kind={notification.kind} aria-hidden="true">
              {notification.kind === 'evening_reminder' ? <MoonIcon /> : <SunIcon />}
            </span>
            <span className={styles.body}>
              <span className={styles.head}>
                <span className={styles.title}>
                  {!notification.read && <span className={styles.unread} aria-label="未读" />}
                  {notification.title}
                </span>
                <time className={styles.time} dateTime={notification.createdAt}>
                  {when(notification.createdAt, today)}
                </time>
              </span>
              <span className={styles.text}>{notification.body}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
