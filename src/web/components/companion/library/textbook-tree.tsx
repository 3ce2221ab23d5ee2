import { useState } from 'react';
import { Link } from 'react-router';
import type { LibraryTree, TextbookPoint, TextbookUnit } from '../../../../contract/library.ts';
import { useCompanionPaths } from '../companion-paths.tsx';
import { formatPercent, type MasteryLevel, masteryLevel, masteryLevelLabels } from '../companion-format.ts';
import { BookIcon, ChevronIcon, PencilIcon } from '../companion-icons.tsx';
import ui from '../companion-ui.module.css';
import styles from './textbook-tree.module.css';

type Props = {
  tree: LibraryTree;
  /** Practice starts a set (a request), so the host does it and opens the set. */
  onPractise: (point: TextbookPoint) => void;
  /** The point whose set is being made right now. */
  practisingId: string | null;
};

/** How a point reads to the learner: the server says what is mastered; below that, the shared levels. */
function levelOf(point: TextbookPoint): MasteryLevel | 'new' {
  if (point.mastery === null) return 'new';
  if (point.mastered) return 'good';
  return masteryLevel(point.mastery) === 'weak' ? 'weak' : 'fair';
}

/**
 * 课本同步: a grade's textbooks — each volume, its units in textbook order (one open at a time to start with, any of
 * them opened by a tap) and each unit's knowledge points with the learner's mastery, its lesson and its practice.
 */
export function TextbookTree({ tree, onPractise, practisingId }: Props) {
  const firstUnit = tree.volumes[0]?.units[0]?.id;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(firstUnit ? [firstUnit] : []));
  const toggle = (unitId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(unitId)) next.add(unitId);
      return next;
    });

  return (
    <div className={styles.volumes}>
      {tree.volumes.map((volume) => (
        <section key={volume.id} className={styles.volume} aria-labelledby={`volume-${volume.id}`} data-testid="textbook-volume">
          <h2 id={`volume-${volume.id}`} className={styles.volumeTitle}>
            <span className={styles.volumeIcon} aria-hidden="true">
              <BookIcon />
            </span>
            <span className={styles.volumeName}>{volume.title}</span>
            <small className={styles.volumeMeta}>
              {volume.edition} · {volume.term}
            </small>
          </h2>
          <ol className={styles.units}>
            {volume.units.map((unit) => (
              <Unit
                key={unit.id}
                unit={unit}
                expanded={open.has(unit.id)}
                onToggle={() => toggle(unit.id)}
                onPractise={onPractise}
                practisingId={practisingId}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

type UnitProps = {
  unit: TextbookUnit;
  expanded: boolean;
  onToggle: () => void;
  onPractise: (point: TextbookPoint) => void;
  practisingId: string | null;
};

function Unit({ unit, expanded, onToggle, onPractise, practisingId }: UnitProps) {
  const points = unit.knowledgePoints;
  const mastered = points.filter((point) => point.mastered).length;
  const practised = points.filter((point) => point.mastery !== null).length;
  const panelId = `unit-${unit.id}`;
  return (
    <li className={styles.unit} data-testid="textbook-unit">
      <button type="button" className={styles.unitHead} aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
        <span className={styles.unitText}>
          <span className={styles.unitTitle}>{unit.title}</span>
          <span className={styles.unitMeta}>
            {points.length} 个知识点
            {practised > 0 && ` · 已练 ${practised}`}
            {mastered > 0 && ` · 已掌握 ${mastered}`}
          </span>
        </span>
        <span className={styles.unitBar} aria-hidden="true">
          <span style={{ width: `${(mastered / points.length) * 100}%` }} />
        </span>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronIcon />
        </span>
      </button>
      {expanded && (
        <ul id={panelId} className={styles.points} aria-label={`${unit.title}的知识点`}>
          {points.map((point) => (
            <Point
              key={point.id}
              point={point}
              onPractise={onPractise}
              practising={practisingId === point.id}
              busy={practisingId !== null}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function Point({
  point,
  onPractise,
  practising,
  busy,
}: {
  point: TextbookPoint;
  onPractise: (point: TextbookPoint) => void;
  practising: boolean;
  busy: boolean;
}) {
  const paths = useCompanionPaths();
  const level = levelOf(point);
  return (
    <li className={styles.point} data-testid="textbook-point">
      <span className={styles.pointText}>
        <span className={styles.pointTitle}>{point.title}</span>
        <span className={styles.level} data-level={level}>
          {level === 'new' || point.mastery === null ? '未练习' : `${masteryLevelLabels[level]} ${formatPercent(point.mastery)}`}
        </span>
      </span>
      <span className={styles.actions}>
        <Link to={paths.lesson(point.lessonId)} className={`${ui.buttonGhost} ${ui.small}`} aria-label={`讲解：${point.title}`}>
          讲解
        </Link>
        <button
          type="button"
          className={`${ui.buttonQuiet} ${ui.small}`}
          onClick={() => onPractise(point)}
          disabled={busy}
          aria-label={`练一练：${point.title}`}
        >
          {practising ? <span className={ui.spinner} aria-hidden="true" /> : <PencilIcon />}
          练一练
        </button>
      </span>
    </li>
  );
}
