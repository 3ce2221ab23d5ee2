import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import type { PracticeSet } from '../../../../contract/companion.ts';
import { dayLabel, shanghaiToday } from '../calendar-day.ts';
import { useCompanionPaths } from '../companion-paths.tsx';
import { formatPercent, subjectKeys } from '../companion-format.ts';
import { BookIcon, CheckIcon, CrossIcon } from '../companion-icons.tsx';
import ui from '../companion-ui.module.css';
import styles from './practice-result.module.css';

type Props = {
  set: PracticeSet;
  /** Today in Shanghai (the server's, when the host knows it), to name the days the added lessons fall on. */
  today?: string;
  /** What to do next: back to today's tasks, practise again. */
  actions?: ReactNode;
};

function verdict(correct: number, total: number): string {
  const share = total === 0 ? 0 : correct / total;
  if (share === 1) return '全部答对，太厉害了！';
  if (share >= 0.8) return '掌握得不错，继续保持！';
  if (share >= 0.5) return '还有几处要巩固，看看下面的建议';
  return '别灰心，先把薄弱知识点补一补';
}

/** A finished set: the score, each answer, the weak knowledge points and the lessons added to the plan for them. */
export function PracticeResult({ set, today = shanghaiToday(), actions }: Props) {
  const paths = useCompanionPaths();
  const result = set.result;
  if (!result) return null;
  const share = result.total === 0 ? 0 : result.correct / result.total;
  const byId = new Map(set.answers.map((answer) => [answer.exerciseId, answer]));

  return (
    <div className={styles.result} data-testid="practice-result">
      <section className={styles.score} aria-label="练习得分">
        <div className={styles.scoreRing} style={{ '--share': share } as CSSProperties}>
          <span>
            <strong data-testid="practice-score">{result.correct}</strong>/{result.total}
          </span>
          <small>答对</small>
        </div>
        <div>
          <h2 className={styles.verdict}>{verdict(result.correct, result.total)}</h2>
          <p className={styles.rate}>正确率 {formatPercent(share)}</p>
        </div>
      </section>

      <ol className={styles.review} aria-label="每道题的对错">
        {set.exercises.map((exercise, index) => {
          const correct = byId.get(exercise.id)?.correct ?? false;
          return (
            <li key={exercise.id} data-correct={correct} aria-label={`第 ${index + 1} 题${correct ? '答对' : '答错'}`}>
              {index + 1}
              <span aria-hidden="true">{correct ? <CheckIcon /> : <CrossIcon />}</span>
            </li>
          );
        })}
      </ol>

      <section className={`${ui.card} ${styles.section}`} aria-labelledby="weak-points-title">
        <h2 id="weak-points-title" className={ui.sectionTitle}>
          薄弱知识点 <small>{result.weakPoints.length === 0 ? '本组没有' : `${result.weakPoints.length} 个`}</small>
        </h2>
        {result.weakPoints.length === 0 ? (
          <p className={styles.none}>这组练习涉及的知识点都掌握得不错。</p>
        ) : (
          <ul className={styles.weakList} data-testid="weak-points">
            {result.weakPoints.map((point) => (
              <li key={point.knowledgePointId}>
                <span className={styles.weakHead}>
                  <span className={ui.subjectTag} data-subject={subjectKeys[point.subject]}>
                    {point.subject}
                  </span>
                  <span className={styles.weakTitle}>{point.title}</span>
                </span>
                <span className={styles.weakBar} aria-hidden="true">
                  <span style={{ width: formatPercent(point.mastery) }} />
                </span>
                <span className={styles.weakFoot}>
                  <span>掌握度 {formatPercent(point.mastery)}</span>
                  <Link to={paths.lesson(point.lessonId)} className={styles.weakLink}>
                    看讲解
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {result.addedTasks.length > 0 && (
        <section className={`${ui.card} ${styles.section}`} aria-labelledby="added-tasks-title" data-testid="added-tasks">
          <h2 id="added-tasks-title" className={ui.sectionTitle}>
            已加入学习计划 <small>{result.addedTasks.length} 节补弱讲解</small>
          </h2>
          <ul className={styles.added}>
            {result.addedTasks.map((task) => (
              <li key={task.id}>
                <span className={styles.addedIcon} aria-hidden="true">
                  <BookIcon />
                </span>
                <span className={styles.addedTitle}>{task.title}</span>
                <span className={styles.addedDate}>{dayLabel(task.date, today)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
