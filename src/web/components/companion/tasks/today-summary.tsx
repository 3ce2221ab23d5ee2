import type { Today } from '../../../../contract/companion.ts';
import { dayLabel, monthDay, weekdayNames, isoWeekday } from '../calendar-day.ts';
import { formatMinutes } from '../companion-format.ts';
import styles from './today-summary.module.css';

type Props = { today: Today; learnerName?: string };

function headline(done: number, total: number): string {
  if (total === 0) return '今天是休息日';
  if (done === total) return '今日任务全部完成，太棒了！';
  if (done === 0) return `今天有 ${total} 项学习任务`;
  return `还剩 ${total - done} 项，继续加油`;
}

/** The day at a glance: tasks done of planned in a ring, minutes studied, and when a rest day ends. */
export function TodaySummary({ today, learnerName }: Props) {
  const total = today.tasks.length;
  const done = today.tasks.filter((task) => task.status === 'done').length;
  const share = total === 0 ? 0 : done / total;
  const radius = 30;
  const circumference = 2 * Math.PI * radius;

  return (
    <section className={styles.summary} aria-label="今日进度" data-testid="today-summary">
      <div className={styles.text}>
        <p className={styles.date}>
          {monthDay(today.date)} {weekdayNames[isoWeekday(today.date) - 1]}
          {learnerName && <span> · {learnerName}</span>}
        </p>
        <h2 className={styles.headline}>{headline(done, total)}</h2>
        {total > 0 ? (
          <p className={styles.minutes}>
            已学 <strong>{formatMinutes(today.doneMinutes)}</strong> / 计划 {formatMinutes(today.plannedMinutes)}
          </p>
        ) : (
          today.nextStudyDate && <p className={styles.minutes}>下次学习：{dayLabel(today.nextStudyDate, today.date)}</p>
        )}
      </div>
      <div className={styles.ring} role="img" aria-label={`已完成 ${done} / ${total} 项`}>
        <svg viewBox="0 0 72 72">
          <circle cx="36" cy="36" r={radius} className={styles.track} />
          <circle
            cx="36"
            cy="36"
            r={radius}
            className={styles.value}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - share)}
          />
        </svg>
        <span className={styles.count}>
          <strong data-testid="today-done">{done}</strong>/{total}
        </span>
      </div>
    </section>
  );
}
