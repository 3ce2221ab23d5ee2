import { Link } from 'react-router';
import { useToday } from '../../api/companion/get-today.ts';
import { useCompanionLearner } from '../../components/companion/use-companion-learner.ts';
import styles from './study-entry-card.module.css';

function todayLine(hasPlan: boolean, total: number, done: number): string {
  if (!hasPlan) return '还没有学习计划，花 1 分钟制定一个';
  if (total === 0) return '今天是休息日，也可以问问小伴老师';
  if (done === total) return `今天的 ${total} 项任务都完成了，真棒！`;
  return `今天 ${total} 项任务，已完成 ${done} 项`;
}

/** On the student home: the way into 今日学习, shown once the learner's service is running. */
export function StudyEntryCard() {
  const { learner, activeIds } = useCompanionLearner();
  const active = learner !== null && activeIds.has(learner.id);
  const today = useToday(active ? learner.id : undefined);
  if (!active) return null;

  const data = today.data;
  const done = data?.tasks.filter((task) => task.status === 'done').length ?? 0;
  return (
    <Link to="/mobile/student/study" className={styles.card} data-testid="study-entry">
      <span className={styles.text}>
        <strong>今日学习{learner.isSelf ? '' : ` · ${learner.name}`}</strong>
        <small>{data ? todayLine(data.hasPlan, data.tasks.length, done) : '学习计划、练习诊断和AI老师答疑都在这里'}</small>
      </span>
      <span className={styles.action}>去学习</span>
    </Link>
  );
}
