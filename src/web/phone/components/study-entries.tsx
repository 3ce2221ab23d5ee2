import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useNotifications } from '../../api/companion/get-notifications.ts';
import { BellIcon, BookIcon, CalendarIcon, ChartIcon, ChatIcon } from '../../components/companion/companion-icons.tsx';
import styles from './study-entries.module.css';

const entries = [
  { to: '/mobile/student/study', icon: <BookIcon />, title: '今日学习' },
  { to: '/mobile/student/library', icon: <BookIcon />, title: '课本同步' },
  { to: '/mobile/student/plan', icon: <CalendarIcon />, title: '学习计划' },
  { to: '/mobile/student/progress', icon: <ChartIcon />, title: '学习报告' },
  { to: '/mobile/student/tutor', icon: <ChatIcon />, title: '问小伴老师' },
] as const;

/** On mine: the companion's screens, and the reminders with their unread badge. */
export function StudyEntries() {
  const navigate = useNavigate();
  const unread = useNotifications().data?.unread ?? 0;
  return (
    <List header="学习" className={styles.list}>
      {entries.map((entry) => (
        <List.Item key={entry.to} prefix={<span className={styles.icon}>{entry.icon}</span>} onClick={() => navigate(entry.to)}>
          {entry.title}
        </List.Item>
      ))}
      <List.Item
        prefix={
          <span className={styles.icon}>
            <BellIcon />
          </span>
        }
        extra={
          unread > 0 ? (
            <span className={styles.badge} role="status" aria-label={`${unread} 条未读`}>
              {unread > 99 ? '99+' : unread}
            </span>
          ) : undefined
        }
        onClick={() => navigate('/mobile/student/notifications')}
      >
        督学提醒
      </List.Item>
    </List>
  );
}
