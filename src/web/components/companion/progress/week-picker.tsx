import { addDays, weekRangeLabel } from '../calendar-day.ts';
import { ChevronIcon } from '../companion-icons.tsx';
import styles from './week-picker.module.css';

type Props = {
  /** The Monday of the week shown. */
  monday: string;
  /** The Monday of this week: the report cannot look ahead of it. */
  thisMonday: string;
  onChange: (monday: string) => void;
};

function weekName(monday: string, thisMonday: string): string {
  if (monday === thisMonday) return '本周';
  if (monday === addDays(thisMonday, -7)) return '上周';
  return '';
}

/** Steps the weekly report a week back or forward. */
export function WeekPicker({ monday, thisMonday, onChange }: Props) {
  const name = weekName(monday, thisMonday);
  return (
    <div className={styles.picker}>
      <button type="button" className={styles.step} aria-label="上一周" onClick={() => onChange(addDays(monday, -7))}>
        <span className={styles.flip}>
          <ChevronIcon />
        </span>
      </button>
      <p className={styles.label} aria-live="polite">
        {name && <strong>{name}</strong>}
        <span>{weekRangeLabel(monday)}</span>
      </p>
      <button
        type="button"
        className={styles.step}
        aria-label="下一周"
        disabled={monday >= thisMonday}
        onClick={() => onChange(addDays(monday, 7))}
      >
        <ChevronIcon />
      </button>
    </div>
  );
}
