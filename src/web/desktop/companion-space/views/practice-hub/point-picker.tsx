import { useState } from 'react';
import type { Subject } from '../../../../../contract/catalog.ts';
import type { Progress } from '../../../../../contract/companion.ts';
import { formatPercent, masteryLevel, masteryLevelLabels } from '../../../../components/companion/companion-format.ts';
import ui from '../../../../components/companion/companion-ui.module.css';
import styles from '../practice-hub-view.module.css';
import space from '../space-ui.module.css';
import type { usePractisePoint } from '../use-practise-point.ts';

type PointStarter = ReturnType<typeof usePractisePoint>;

const SHOWN_POINTS = 8;

/** 按知识点练习: any knowledge point of a subject, with its mastery, to practise now. */
export function PointPicker({ progress, point }: { progress: Progress; point: PointStarter }) {
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
