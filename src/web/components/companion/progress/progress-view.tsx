import type { ReactNode } from 'react';
import type { Subject } from '../../../../contract/catalog.ts';
import type { Progress, WeakPoint } from '../../../../contract/companion.ts';
import { formatMinutes, formatPercent, masteryLevel, masteryLevelLabels, subjectKeys } from '../companion-format.ts';
import ui from '../companion-ui.module.css';
import styles from './progress-view.module.css';

type Props = {
  progress: Progress;
  /** What a weak point offers (read its lesson, practise it); nothing for a read-only report. */
  weakPointAction?: (point: WeakPoint) => ReactNode;
};

function Stat({ label, value, unit, note }: { label: string; value: ReactNode; unit?: string; note?: string }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>
        <strong>{value}</strong>
        {unit && <span>{unit}</span>}
        {note && <small>{note}</small>}
      </dd>
    </div>
  );
}

/** Days on track, time, tasks and accuracy over a range; mastery by subject; weak points; every knowledge point. */
export function ProgressView({ progress, weakPointAction }: Props) {
  const accuracy = progress.exercisesAnswered === 0 ? null : progress.exercisesCorrect / progress.exercisesAnswered;
  const bySubject = new Map<Subject, Progress['knowledgePoints']>();
  for (const point of progress.knowledgePoints) bySubject.set(point.subject, [...(bySubject.get(point.subject) ?? []), point]);

  return (
    <div className={styles.progress} data-testid="progress-view">
      <dl className={styles.stats}>
        <Stat label="达标天数" value={progress.daysOnTrack} unit={`/ ${progress.studyDays} 天`} note="当天任务全部完成" />
        <Stat
          label="学习时长"
          value={progress.minutesStudied}
          unit="分钟"
          note={progress.minutesStudied >= 60 ? `约 ${formatMinutes(progress.minutesStudied)}` : undefined}
        />
        <Stat label="完成任务" value={progress.tasksDone} unit={`/ ${progress.tasksPlanned} 项`} />
        <Stat
          label="答题正确率"
          value={accuracy === null ? '—' : formatPercent(accuracy)}
          note={progress.exercisesAnswered === 0 ? '还没有做练习' : `共答 ${progress.exercisesAnswered} 题`}
        />
      </dl>

      <section className={`${ui.card} ${styles.section}`} aria-labelledby="mastery-title">
        <h2 id="mastery-title" className={ui.sectionTitle}>
          各科掌握度
        </h2>
        {progress.masteryBySubject.length === 0 ? (
          <p className={styles.none}>做过练习后，这里会显示各科的掌握情况。</p>
        ) : (
          <ul className={styles.subjects}>
            {progress.masteryBySubject.map((entry) => (
              <li key={entry.subject}>
                <span className={ui.subjectTag} data-subject={subjectKeys[entry.subject]}>
                  {entry.subject}
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span data-level={masteryLevel(entry.mastery)} style={{ width: formatPercent(entry.mastery) }} />
                </span>
                <span className={styles.value}>{formatPercent(entry.mastery)}</span>
                <small className={styles.count}>{entry.knowledgePoints} 个知识点</small>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={`${ui.card} ${styles.section}`} aria-labelledby="weak-title" data-testid="progress-weak-points">
        <h2 id="weak-title" className={ui.sectionTitle}>
          薄弱知识点 <small>{progress.weakPoints.length > 0 ? `${progress.weakPoints.length} 个待加强` : ''}</small>
        </h2>
        {progress.weakPoints.length === 0 ? (
          <p className={styles.none}>暂时没有薄弱知识点，继续保持！</p>
        ) : (
          <ul className={styles.weak}>
            {progress.weakPoints.map((point) => (
              <li key={point.knowledgePointId}>
                <span className={styles.weakText}>
                  <span className={styles.weakTitle}>{point.title}</span>
                  <small>
                    {point.subject} · 掌握度 {formatPercent(point.mastery)}
                  </small>
                </span>
                {weakPointAction?.(point)}
              </li>
            ))}
          </ul>
        )}
      </section>

      {bySubject.size > 0 && (
        <section className={`${ui.card} ${styles.section}`} aria-labelledby="points-title">
          <h2 id="points-title" className={ui.sectionTitle}>
            全部知识点
          </h2>
          {[...bySubject].map(([subject, points]) => (
            <details key={subject} className={styles.points}>
              <summary>
                {subject}
                <small>{points.length} 个</small>
              </summary>
              <ul>
                {[...points]
                  .sort((a, b) => a.mastery - b.mastery)
                  .map((point) => (
                    <li key={point.knowledgePointId}>
                      <span className={styles.pointTitle}>{point.title}</span>
                      <span className={styles.pointLevel} data-level={point.attempts === 0 ? 'new' : masteryLevel(point.mastery)}>
                        {point.attempts === 0
                          ? '未练习'
                          : `${masteryLevelLabels[masteryLevel(point.mastery)]} ${formatPercent(point.mastery)}`}
                      </span>
                    </li>
                  ))}
              </ul>
            </details>
          ))}
        </section>
      )}
    </div>
  );
}
