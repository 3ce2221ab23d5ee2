import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PlanTask, Today } from '../../../../contract/companion.ts';
import { notificationsQueryKey, useNotifications } from '../../../api/companion/get-notifications.ts';
import { useToday } from '../../../api/companion/get-today.ts';
import { useStartPractice } from '../../../api/companion/start-practice.ts';
import { dayLabel, isoWeekday, monthDay, weekdayNames } from '../../../components/companion/calendar-day.ts';
import { CalendarIcon, ChatIcon, CheckIcon, ChevronIcon } from '../../../components/companion/companion-icons.tsx';
import ui from '../../../components/companion/companion-ui.module.css';
import { formatShanghaiClock, formatShanghaiDate } from '../../../components/shanghai-time.ts';
import { TaskList } from '../../../components/companion/tasks/task-list.tsx';
import { TodaySummary } from '../../../components/companion/tasks/today-summary.tsx';
import { useSpace } from '../space-context.tsx';
import { useFlash } from '../space-flash.ts';
import { messageOf, SpaceGate } from '../space-gate.tsx';
import { PlanEditor } from './plan-editor.tsx';
import { remindersOf } from './reminders-of.ts';
import { ServicePanel } from './service-panel.tsx';
import space from './space-ui.module.css';
import styles from './today-view.module.css';

/** 今日学习: today's tasks and progress; the plan to make when there is none; the service, reminders and the tutor. */
export function TodayView() {
  const { learner } = useSpace();
  const today = useToday(learner.id);
  const flash = useFlash();
  return (
    <div className={space.stack}>
      <TodayHead date={today.data?.date} />
      {flash && (
        <p className={space.flash} role="status">
          <CheckIcon /> {flash}
        </p>
      )}
      <SpaceGate query={today}>{(data) => (data.hasPlan ? <TodayBoard today={data} /> : <FirstPlan today={data} />)}</SpaceGate>
    </div>
  );
}

function TodayHead({ date }: { date: string | undefined }) {
  const { learner, paths } = useSpace();
  return (
    <header className={space.head}>
      <div>
        <h1 className={space.title}>{learner.isSelf ? `你好，${learner.name}` : `${learner.name}的今日学习`}</h1>
        <p className={space.subtitle}>
          {date ? `${monthDay(date)} ${weekdayNames[isoWeekday(date) - 1]} · 每天进步一点点` : '每天进步一点点'}
        </p>
      </div>
      <div className={space.headActions}>
        <Link to={paths.plan} className={ui.buttonGhost}>
          <CalendarIcon /> 学习计划
        </Link>
      </div>
    </header>
  );
}

function TodayBoard({ today }: { today: Today }) {
  const { learner, paths } = useSpace();
  const navigate = useNavigate();
  const start = useStartPractice(learner.id);
  const startPractice = (task: PlanTask) => start.mutate({ taskId: task.id }, { onSuccess: (set) => navigate(paths.practice(set.id)) });

  return (
    <div className={space.split}>
      <div className={space.stack}>
        <TodaySummary today={today} learnerName={learner.isSelf ? undefined : learner.name} />
        <section className={space.card} aria-labelledby="today-tasks-title">
          <h2 id="today-tasks-title" className={space.cardTitle}>
            今日任务
            <Link to={paths.plan} className={space.link}>
              全部计划 <ChevronIcon />
            </Link>
          </h2>
          {today.tasks.length === 0 ? (
            <p className={space.note}>
              今天没有安排任务，好好休息。
              {today.nextStudyDate && <>下次学习：{dayLabel(today.nextStudyDate, today.date)}。</>}
            </p>
          ) : (
            <TaskList
              tasks={today.tasks}
              onStartPractice={startPractice}
              startingTaskId={start.isPending ? (start.variables.taskId ?? null) : null}
            />
          )}
          {start.isError && (
            <p className={ui.alert} role="alert">
              {messageOf(start.error, '练习没能开始，请稍后再试')}
            </p>
          )}
        </section>
      </div>
      <div className={space.stack}>
        <ServicePanel />
        <RemindersPanel today={today.date} />
        <section className={`${space.card} ${styles.tutor}`} aria-labelledby="tutor-card-title">
          <h2 id="tutor-card-title" className={space.cardTitle}>
            遇到不会的题？
          </h2>
          <p className={space.note}>数学、语文、英语的问题，都可以问小伴老师。</p>
          <Link to={paths.tutor()} className={`${ui.button} ${ui.block}`}>
            <ChatIcon /> 问小伴老师
          </Link>
        </section>
      </div>
    </div>
  );
}

const PANEL_REMINDERS = 2;

function RemindersPanel({ today }: { today: string }) {
  const { learner, paths } = useSpace();
  const notifications = useNotifications();
  const queryClient = useQueryClient();
  // Coming back to today (from a lesson, a practice set) looks for reminders that came in meanwhile.
  useEffect(() => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }), [queryClient]);
  const mine = remindersOf(notifications.data?.notifications ?? [], learner.id);
  const items = mine.slice(0, PANEL_REMINDERS);
  const unread = mine.filter((item) => !item.read).length;

  return (
    <section className={space.card} aria-labelledby="reminders-card-title" data-testid="reminders-panel">
      <h2 id="reminders-card-title" className={space.cardTitle}>
        <span>督学提醒 {unread > 0 && <small className={styles.unread}>{unread} 条未读</small>}</span>
        <Link to={paths.notifications} className={space.link}>
          全部 <ChevronIcon />
        </Link>
      </h2>
      {items.length === 0 ? (
        <p className={space.note}>每天早上提醒当天的任务；到了晚上还没完成，会再提醒一次。</p>
      ) : (
        <ul className={styles.reminders}>
          {items.map((item) => (
            <li key={item.id} data-read={item.read} data-testid="notification">
              <span className={styles.reminderHead}>
                {!item.read && <span className={styles.unreadDot} role="img" aria-label="未读" />}
                <strong>{item.title}</strong>
                <time dateTime={item.createdAt}>
                  {dayLabel(formatShanghaiDate(item.createdAt), today)} {formatShanghaiClock(item.createdAt)}
                </time>
              </span>
              <span className={styles.reminderBody}>{item.body}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FirstPlan({ today }: { today: Today }) {
  const { learner } = useSpace();
  return (
    <div className={styles.first}>
      <div className={space.stack}>
        <section className={styles.intro} aria-labelledby="first-plan-title">
          <h2 id="first-plan-title">先制定{learner.isSelf ? '你的' : `${learner.name}的`}学习计划</h2>
          <p>选好科目、学到哪天、每周哪几天学、每天学多久，小伴会把讲解和练习排进每一天。</p>
          <ol className={styles.steps}>
            <li>
              <strong>跟着课本走</strong>
              <span>新课按班级的课本进度安排，学过的和薄弱的穿插复习</span>
            </li>
            <li>
              <strong>每天不超时</strong>
              <span>按每天的学习时长安排，学完就能休息</span>
            </li>
            <li>
              <strong>边学边诊断</strong>
              <span>练习后找出薄弱点，自动加进计划</span>
            </li>
          </ol>
        </section>
        <ServicePanel />
      </div>
      <PlanEditor today={today.date} plan={null} />
    </div>
  );
}
