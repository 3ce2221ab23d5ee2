import { Badge, PullToRefresh, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Learner } from '../../../../contract/accounts.ts';
import type { PlanTask, Today } from '../../../../contract/companion.ts';
import { ApiError } from '../../../api/client.ts';
import { useNotifications } from '../../../api/companion/get-notifications.ts';
import { useToday } from '../../../api/companion/get-today.ts';
import { useStartPractice } from '../../../api/companion/start-practice.ts';
import { dayLabel } from '../../../components/companion/calendar-day.ts';
import { BellIcon, BookIcon, CalendarIcon, ChartIcon, ChatIcon, ChevronIcon } from '../../../components/companion/companion-icons.tsx';
import { TaskList } from '../../../components/companion/tasks/task-list.tsx';
import { TodaySummary } from '../../../components/companion/tasks/today-summary.tsx';
import { CompanionPage, QueryGate } from './companion-page.tsx';
import { phoneCompanionPaths as paths } from './phone-companion-paths.ts';
import styles from './study-page.module.css';

/** 今日学习 (style 3, tab 0): today's tasks and progress, the way into plan, report, tutor and reminders. */
export function StudyPage() {
  return <CompanionPage withSwitcher>{(learner) => <StudyToday learner={learner} />}</CompanionPage>;
}

function StudyToday({ learner }: { learner: Learner }) {
  const today = useToday(learner.id);
  return (
    <PullToRefresh onRefresh={async () => void (await today.refetch())}>
      <QueryGate query={today} learner={learner}>
        {(data) => (
          <div className={styles.stack}>
            {data.hasPlan ? <TodaySummary today={data} learnerName={learner.isSelf ? undefined : learner.name} /> : <NoPlanYet />}
            <Entries />
            <TextbookEntry grade={learner.grade} />
            {data.hasPlan ? <TodayTasks today={data} learnerId={learner.id} /> : <HowItWorks />}
          </div>
        )}
      </QueryGate>
    </PullToRefresh>
  );
}

function NoPlanYet() {
  return (
    <section className={styles.noPlan} aria-labelledby="no-plan-title">
      <h2 id="no-plan-title">还没有学习计划</h2>
      <p>选好科目、截止日期和每天的学习时间，小伴会跟着课本进度把新课排进每一天，再用复习把每天的时间排满。</p>
      <Link to={paths.plan} className={styles.noPlanButton}>
        制定学习计划
      </Link>
    </section>
  );
}

const steps = [
  { title: '制定计划', text: '选科目和时间，自动排好每天的任务' },
  { title: '每天学一点', text: '看讲解、做练习，督学提醒按时叫你' },
  { title: '诊断补弱', text: '答错的知识点自动加入复习' },
];

function HowItWorks() {
  return (
    <section className={styles.how} aria-labelledby="how-title">
      <h2 id="how-title">AI伴学这样帮你</h2>
      <ol>
        {steps.map((step, index) => (
          <li key={step.title}>
            <span className={styles.howIndex} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong>{step.title}</strong>
              <small>{step.text}</small>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Entries() {
  const notifications = useNotifications();
  const unread = notifications.data?.unread ?? 0;
  const entries: { to: string; icon: ReactNode; title: string; note: string; badge?: number }[] = [
    { to: paths.plan, icon: <CalendarIcon />, title: '学习计划', note: '调整目标与时间' },
    { to: paths.progress, icon: <ChartIcon />, title: '学习报告', note: '进度与薄弱点' },
    { to: paths.tutor(), icon: <ChatIcon />, title: '问小伴老师', note: '不会就问' },
    { to: paths.notifications, icon: <BellIcon />, title: '督学提醒', note: '每日提醒', badge: unread },
  ];
  return (
    <nav className={styles.entries} aria-label="学习功能">
      {entries.map((entry) => (
        <Link key={entry.to} to={entry.to} className={styles.entry}>
          <span className={styles.entryIcon} aria-hidden="true">
            {entry.badge ? (
              <Badge content={entry.badge > 99 ? '99+' : entry.badge}>
                <span className={styles.entryGlyph}>{entry.icon}</span>
              </Badge>
            ) : (
              <span className={styles.entryGlyph}>{entry.icon}</span>
            )}
          </span>
          <span className={styles.entryTitle}>{entry.title}</span>
          <span className={styles.entryNote}>{entry.badge ? `${entry.badge} 条未读` : entry.note}</span>
        </Link>
      ))}
    </nav>
  );
}

/** 课本同步: any unit of the learner's textbooks (or another grade's), to read and practise outside the plan. */
function TextbookEntry({ grade }: { grade: Learner['grade'] }) {
  return (
    <Link to="/mobile/student/library" className={styles.textbook} data-testid="library-entry">
      <span className={styles.textbookIcon} aria-hidden="true">
        <BookIcon />
      </span>
      <span className={styles.textbookText}>
        <strong>课本同步</strong>
        <small>人教版{grade ?? ''} · 按课本单元学讲解、做练习</small>
      </span>
      <ChevronIcon />
    </Link>
  );
}

function TodayTasks({ today, learnerId }: { today: Today; learnerId: string }) {
  const navigate = useNavigate();
  const start = useStartPractice(learnerId);

  const startPractice = async (task: PlanTask) => {
    try {
      const set = await start.mutateAsync({ taskId: task.id });
      navigate(paths.practice(set.id));
    } catch (caught) {
      Toast.show({ content: caught instanceof ApiError ? caught.message : '练习没能开始，请稍后再试' });
    }
  };

  return (
    <section className={styles.tasks} aria-labelledby="today-tasks-title">
      <h2 id="today-tasks-title" className={styles.tasksTitle}>
        今日任务
        <Link to={paths.plan} className={styles.more}>
          全部计划 <ChevronIcon />
        </Link>
      </h2>
      {today.tasks.length === 0 ? (
        <p className={styles.rest}>
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
    </section>
  );
}
