import { Link, useNavigate } from 'react-router';
import type { PlanTask } from '../../../../../contract/companion.ts';
import { useToday } from '../../../../api/companion/get-today.ts';
import { useStartPractice } from '../../../../api/companion/start-practice.ts';
import ui from '../../../../components/companion/companion-ui.module.css';
import { TaskList } from '../../../../components/companion/tasks/task-list.tsx';
import { useSpace } from '../../space-context.tsx';
import { messageOf } from '../../space-gate.tsx';
import space from '../space-ui.module.css';

/** 今日练习: today's practice tasks from the plan, each started from here. */
export function TodayPracticeCard() {
  const { learner, paths } = useSpace();
  const today = useToday(learner.id);
  const navigate = useNavigate();
  const start = useStartPractice(learner.id);
  const tasks = today.data?.tasks.filter((task) => task.kind === 'practice') ?? [];
  const startTask = (task: PlanTask) => start.mutate({ taskId: task.id }, { onSuccess: (set) => navigate(paths.practice(set.id)) });

  return (
    <section className={space.card} aria-labelledby="hub-today-title">
      <h2 id="hub-today-title" className={space.cardTitle}>
        今日练习
        <Link to={paths.study} className={space.link}>
          今日学习 ›
        </Link>
      </h2>
      {!today.data ? (
        <p className={space.note}>正在读取今天的任务…</p>
      ) : !today.data.hasPlan ? (
        <p className={space.note}>
          还没有学习计划。<Link to={paths.study}>去制定计划</Link>，每天的练习会排在这里。
        </p>
      ) : tasks.length === 0 ? (
        <p className={space.note}>今天的计划里没有练习，可以选一个知识点自己练练。</p>
      ) : (
        <TaskList tasks={tasks} onStartPractice={startTask} startingTaskId={start.isPending ? (start.variables.taskId ?? null) : null} />
      )}
      {start.isError && (
        <p className={ui.alert} role="alert">
          {messageOf(start.error, '练习没能开始，请稍后再试')}
        </p>
      )}
    </section>
  );
}
