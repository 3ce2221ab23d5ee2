import type { StudyPlan } from '../../../../contract/companion.ts';
import { dayLabel, monthDay } from '../calendar-day.ts';
import { describeWeekDays, formatMinutes, formatPercent, subjectKeys } from '../companion-format.ts';
import ui from '../companion-ui.module.css';
import { TaskList } from '../tasks/task-list.tsx';
import styles from './plan-overview.module.css';

type Props = {
  plan: StudyPlan;
  today: string;
};

/** 每天学习 60 分钟 · 每周一、三、五学习，每次 30 分钟 */
function studyRule(weekDays: number[], minutes: number): string {
  const days = describeWeekDays(weekDays);
  return days === '每天' ? `每天学习 ${minutes} 分钟` : `每${days}学习，每次 ${minutes} 分钟`;
}

/** The current plan: its settings and progress, what did not fit, and its days with their tasks. */
export function PlanOverview({ plan, today }: Props) {
  const share = plan.totals.tasks === 0 ? 0 : plan.totals.done / plan.totals.tasks;
  const days = plan.days.filter((day) => day.tasks.length > 0);

  return (
    <div className={styles.overview}>
      <section className={`${ui.card} ${styles.head}`} aria-label="计划概况" data-testid="plan-overview">
        <p className={styles.subjects}>
          {plan.subjects.map((subject) => (
            <span key={subject} className={ui.subjectTag} data-subject={subjectKeys[subject]}>
              {subject}
            </span>
          ))}
        </p>
        <p className={styles.range}>
          {monthDay(plan.startDate)} – {monthDay(plan.deadline)}
        </p>
        <p className={styles.rule}>{studyRule(plan.weekDays, plan.minutesPerDay)}</p>
        <div className={styles.bar} aria-hidden="true">
          <span style={{ width: formatPercent(share) }} />
        </div>
        <p className={styles.totals}>
          已完成 <strong>{plan.totals.done}</strong> / {plan.totals.tasks} 项任务 · 共约 {formatMinutes(plan.totals.minutes)}
        </p>
      </section>

      {plan.unplaced.length > 0 && (
        <section className={styles.unplaced} role="note">
          <strong>有 {plan.unplaced.length} 个知识点没能排进计划</strong>
          <p>{plan.unplaced.map((point) => `${point.subject}·${point.title}`).join('、')}</p>
          <p>可以延后截止日期、增加学习日或每天多学一会儿，再重新生成计划。</p>
        </section>
      )}

      {days.length === 0 ? (
        <p className={styles.empty}>这段时间没有安排任务。</p>
      ) : (
        <ol className={styles.days}>
          {days.map((day) => {
            const done = day.tasks.filter((task) => task.status === 'done').length;
            return (
              <li key={day.date} className={`${ui.card} ${styles.day}`} data-today={day.date === today || undefined}>
                <h3 className={styles.dayHead}>
                  <span>{dayLabel(day.date, today)}</span>
                  <small>
                    {done === day.tasks.length ? '已完成' : `${done}/${day.tasks.length} 项`} · 约 {formatMinutes(day.plannedMinutes)}
                  </small>
                </h3>
                <TaskList tasks={day.tasks} readOnly />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
