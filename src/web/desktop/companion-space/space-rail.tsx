import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { notificationsQueryKey, useNotifications } from '../../api/companion/get-notifications.ts';
import { BookIcon, ChartIcon, ChatIcon, PencilIcon, SunIcon } from '../../components/companion/companion-icons.tsx';
import { useSpace } from './space-context.tsx';
import { remindersOf } from './views/reminders-of.ts';
import type { SpaceSection } from './space-view.ts';
import styles from './space-rail.module.css';

type Props = {
  section: SpaceSection;
  /** Back to all the account's learners, for a parent with several. */
  overviewPath: string | null;
};

/** A pad or a classroom screen stays open for hours: a new 督学 reminder shows within a minute. */
const REMINDERS_REFRESH_MS = 60_000;

const NAV_KEYS: Record<string, -1 | 1> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

/** Arrow keys move along the rail as they do in a tab list; Tab and Enter work as on any link. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const step = NAV_KEYS[event.key];
  if (!step) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-rail-item]')];
  const at = links.findIndex((link) => link === document.activeElement);
  if (at === -1) return;
  event.preventDefault();
  links[(at + step + links.length) % links.length]?.focus();
}

/** The space's navigation: 今日, 课本同步, 练习·薄弱点, 学习报告, 小伴老师; whose space it is and how long the service runs. */
export function SpaceRail({ section, overviewPath }: Props) {
  const { learner, service, paths } = useSpace();
  const notifications = useNotifications().data?.notifications ?? [];
  const unread = remindersOf(notifications, learner.id).filter((item) => !item.read).length;
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = window.setInterval(() => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }), REMINDERS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [queryClient]);
  const items: { key: SpaceSection; to: string; icon: ReactNode; label: string; badge?: number }[] = [
    { key: 'today', to: paths.study, icon: <SunIcon />, label: '今日学习', badge: unread },
    { key: 'library', to: paths.library, icon: <BookIcon />, label: '课本同步' },
    { key: 'practice', to: paths.practiceHub, icon: <PencilIcon />, label: '练习·薄弱点' },
    { key: 'report', to: paths.progress, icon: <ChartIcon />, label: '学习报告' },
    { key: 'tutor', to: paths.tutor(), icon: <ChatIcon />, label: '小伴老师' },
  ];

  return (
    <aside className={styles.rail}>
      <div className={styles.who}>
        <span className={styles.avatar} aria-hidden="true">
          {learner.name.slice(0, 1)}
        </span>
        <span className={styles.whoText}>
          <strong>{learner.name}</strong>
          <small>{learner.isSelf ? '我的学习空间' : '孩子的学习空间'}</small>
        </span>
      </div>
      {overviewPath && (
        <Link to={overviewPath} className={styles.switch}>
          切换孩子
        </Link>
      )}
      <nav className={styles.nav} aria-label="学习空间" onKeyDown={moveFocus}>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className={styles.item}
                data-rail-item
                aria-current={section === item.key ? 'page' : undefined}
                aria-label={item.badge ? `${item.label}，${item.badge} 条未读提醒` : undefined}
              >
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                  {item.badge ? <span className={styles.badge}>{item.badge > 99 ? '99+' : item.badge}</span> : null}
                </span>
                <span className={styles.label}>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.service} data-testid="rail-service">
        <span className={styles.status}>
          <span className={styles.dot} aria-hidden="true" />
          服务中
        </span>
        <span>
          剩余 <strong>{service.daysLeft}</strong> 天
        </span>
      </p>
    </aside>
  );
}
