import { Link } from 'react-router';
import type { PlanTask } from '../../../../contract/companion.ts';
import { useCompanionPaths } from '../companion-paths.tsx';
import { formatMinutes, subjectKeys } from '../companion-format.ts';
import { BookIcon, CheckIcon, PencilIcon } from '../companion-icons.tsx';
import ui from '../companion-ui.module.css';
import styles from './task-list.module.css';

/** Why a task is there, when it is not a new section of the plan: review practice, moved from a missed day, a weak point. */
const originLabels: Partial<Record<PlanTask['origin'], string>> = { review: '复习', replanned: '已顺延', weak_point: '补弱' };

/** The icon and the meta line already say 学习 / 练习 / 复习: the row shows the knowledge point itself. */
const displayTitle = (title: string) => title.replace(/^(学习|练习|复习)：/, '');

type Props = {
  tasks: PlanTask[];
  /** Practice tasks start a practice set (a request), so the host does it; lesson tasks open the lesson. */
  onStartPractice?: (task: PlanTask) => void;
  /** The practice task whose set is being made right now. */
  startingTaskId?: string | null;
  /** Without actions: a plan's later days, shown for reading only. */
  readOnly?: boolean;
};

/** A day's tasks: lessons to read and practice sets, each with its subject, estimate and state. */
export function TaskList({ tasks, onStartPractice, startingTaskId = null, readOnly = false }: Props) {
  return (
    <ul className={styles.list}>
      {tasks.map((task) => (
        <li key={task.id} className={styles.task} data-status={task.status} data-testid="plan-task">
          <span className={styles.icon} data-kind={task.kind} aria-hidden="true">
            {task.status === 'done' ? <CheckIcon /> : task.kind === 'lesson' ? <BookIcon /> : <PencilIcon />}
          </span>
          <span className={styles.body}>
            <span className={styles.title}>{displayTitle(task.title)}</span>
            <span className={styles.meta}>
              <span className={ui.subjectTag} data-subject={subjectKeys[task.subject]}>
                {task.subject}
              </span>
              <span>{task.kind === 'practice' ? '做练习' : task.origin === 'weak_point' ? '复习讲解' : '学讲解'}</span>
              <span aria-hidden="true">·</span>
              <span>
                {task.status === 'done' && task.spentMinutes !== null
                  ? `用时 ${formatMinutes(task.spentMinutes)}`
                  : `约 ${formatMinutes(task.estimatedMinutes)}`}
              </span>
              {originLabels[task.origin] && (
                <span className={styles.origin} data-origin={task.origin}>
                  {originLabels[task.origin]}
                </span>
              )}
            </span>
          </span>
          {!readOnly && <TaskAction task={task} onStartPractice={onStartPractice} starting={startingTaskId === task.id} />}
        </li>
      ))}
    </ul>
  );
}

function TaskAction({
  task,
  onStartPractice,
  starting,
}: {
  task: PlanTask;
  onStartPractice?: (task: PlanTask) => void;
  starting: boolean;
}) {
  const paths = useCompanionPaths();
  const label = `${task.title}：`;
  if (task.kind === 'lesson') {
    // A lesson task without its lesson (the library lost it) has nothing to open; it is not a practice set either.
    if (!task.lessonId) return task.status === 'done' ? <span className={styles.doneLabel}>已完成</span> : null;
    return task.status === 'done' ? (
      <Link to={paths.lesson(task.lessonId)} className={styles.doneAction} aria-label={`${label}复习`}>
        复习
      </Link>
    ) : (
      <Link to={paths.lesson(task.lessonId, task.id)} className={`${ui.button} ${ui.small}`} aria-label={`${label}去学习`}>
        去学习
      </Link>
    );
  }
  if (task.status === 'done') return <span className={styles.doneLabel}>已完成</span>;
  return (
    <button
      type="button"
      className={`${ui.button} ${ui.small}`}
      onClick={() => onStartPractice?.(task)}
      disabled={starting || !onStartPractice}
      aria-label={`${label}去练习`}
    >
      {starting ? <span className={ui.spinner} aria-hidden="true" /> : '去练习'}
    </button>
  );
}
