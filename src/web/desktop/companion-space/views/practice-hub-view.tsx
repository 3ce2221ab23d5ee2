import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Subject } from '../../../../contract/catalog.ts';
import type { PlanTask, Progress } from '../../../../contract/companion.ts';
import { useProgress } from '../../../api/companion/get-progress.ts';
import { useToday } from '../../../api/companion/get-today.ts';
import { useStartPractice } from '../../../api/companion/start-practice.ts';
import { formatPercent, masteryLevel, masteryLevelLabels, subjectKeys } from '../../../components/companion/companion-format.ts';
import ui from '../../../components/companion/companion-ui.module.css';
import { TaskList } from '../../../components/companion/tasks/task-list.tsx';
import { useSpace } from '../space-context.tsx';
import { messageOf, SpaceGate } from '../space-gate.tsx';
import { recentRange } from './recent-range.ts';
import space from './space-ui.module.css';
import { usePractisePoint } from './use-practise-point.ts';
import { WeakPointActions } from './weak-point-actions.tsx';
import styles from './practice-hub-view.module.css';

/** 练习·薄弱点: the weak points the practice found, today's practice tasks, and any knowledge point to practise. */
export function PracticeHubView() {
  const { learner } = useSpace();
  const progress = useProgress(learner.id, recentRange());
  const point = usePractisePoint();

  return (
    <div className={`${space.stack} ${space.wide}`}>
      <header className={space.head}>
        <div>
          <h1 className={space.title}>练习·薄弱点</h1>
          <p className={space.subtitle}>每道题答完就能看解析；练完找出薄弱知识点，补弱讲解自动加进计划</p>
        </div>
      </header>
      {point.error && (
        <p className={ui.alert} role="alert">
          {messageOf(point.error, '练习没能开始，请稍后再试')}
        </p>
      )}
      <SpaceGate query={progress}>
        {(data) => (
          <div className={`${space.split} ${styles.columns}`}>
            <div className={space.stack}>
              <WeakPoints progress={data} point={point} />
              <TodayPractice />
            </div>
            <PointPicker progress={data} point={point} />
          </div>
        )}
      </SpaceGate>
    </div>
  );
}

type PointStarter = ReturnType<typeof usePractisePoint>;

function WeakPoints({ progress, point }: { progress: Progress; point: PointStarter }) {
  const weak = progress.weakPoints;
  return (
    <section className={space.card} aria-labelledby="hub-weak-title" data-testid="hub-weak-points">
      <h2 id="hub-weak-title" className={space.cardTitle}>
        薄弱知识点 <small>{weak.length > 0 ? `${weak.length} 个待加强` : ''}</small>
      </h2>
      {weak.length === 0 ? (
        <p className={space.note}>
          {progress.exercisesAnswered === 0 ? '做过练习后，小伴会在这里列出需要加强的知识点。' : '暂时没有薄弱知识点，继续保持！'}
        </p>
      ) : (
        <ul className={styles.weak}>
          {weak.map((item) => (
            <li key={item.knowledgePointId}>
              <span className={styles.weakText}>
                <span className={styles.weakHead}>
                  <span className={ui.subjectTag} data-subject={subjectKeys[item.subject]}>
                    {item.subject}
                  </span>
                  <strong>{item.title}</strong>
                </span>
                <span className={styles.weakMeter}>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: formatPercent(item.mastery) }} />
                  </span>
                  <small>掌握度 {formatPercent(item.mastery)}</small>
                </span>
              </span>
              <WeakPointActions
                point={item}
                onPractise={point.practise}
                starting={point.startingId === item.knowledgePointId}
                disabled={point.startingId !== null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TodayPractice() {
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

const SHOWN_POINTS = 8;

function PointPicker({ progress, point }: { progress: Progress; point: PointStarter }) {
  const bySubject = new Map<Subject, Progress['knowledgePoints']>();
  for (const entry of progress.knowledgePoints) bySubject.set(entry.subject, [...(bySubject.get(entry.subject) ?? []), entry]);
  const subjects = [...bySubject.keys()];
  const [chosen, setChosen] = useState<Subject | null>(null);
  const [showAll, setShowAll] = useState(false);
  const subject = chosen && bySubject.has(chosen) ? chosen : subjects[0];
  const points = subject ? (bySubject.get(subject) ?? []) : [];
  const shown = showAll ? points : points.slice(0, SHOWN_POINTS);

  return (
    <section className={space.card} aria-labelledby="hub-points-title">
      <h2 id="hub-points-title" className={space.cardTitle}>
        按知识点练习
      </h2>
      {subjects.length === 0 ? (
        <p className={space.note}>还没有可练习的知识点。</p>
      ) : (
        <>
          <div className={space.segments} role="radiogroup" aria-label="科目">
            {subjects.map((item) => (
              <button
                key={item}
                type="button"
                role="radio"
                aria-checked={item === subject}
                className={space.segment}
                onClick={() => {
                  setChosen(item);
                  setShowAll(false);
                }}
              >
                {item}
              </button>
            ))}
          </div>
          <ul className={styles.points}>
            {shown.map((entry) => {
              const level = entry.attempts === 0 ? 'new' : masteryLevel(entry.mastery);
              return (
                <li key={entry.knowledgePointId}>
                  <span className={styles.pointTitle}>{entry.title}</span>
                  <span className={styles.level} data-level={level}>
                    {level === 'new' ? '未练习' : `${masteryLevelLabels[level]} ${formatPercent(entry.mastery)}`}
                  </span>
                  <button
                    type="button"
                    className={`${ui.buttonQuiet} ${ui.small}`}
                    onClick={() => point.practise(entry.knowledgePointId)}
                    disabled={point.startingId !== null}
                    aria-label={`练习：${entry.title}`}
                  >
                    {point.startingId === entry.knowledgePointId ? <span className={ui.spinner} aria-hidden="true" /> : '练习'}
                  </button>
                </li>
              );
            })}
          </ul>
          {points.length > SHOWN_POINTS && (
            <button type="button" className={`${ui.buttonGhost} ${ui.block}`} onClick={() => setShowAll((value) => !value)}>
              {showAll ? '收起' : `显示全部 ${points.length} 个知识点`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
