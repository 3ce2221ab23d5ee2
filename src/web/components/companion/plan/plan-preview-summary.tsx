import type { PlanPreview } from '../../../../contract/companion.ts';
import { formatMinutes } from '../companion-format.ts';
import { longerMinutes } from './plan-form-model.ts';
import styles from './plan-form.module.css';

type Props = {
  /** The server's answer for the settings (or for the last ones while new ones are asked); null before any. */
  preview: PlanPreview | null;
  /** New settings are being asked about: what is shown is about to change. */
  waiting: boolean;
  /** The server refused the settings; the form says why next to what to change. */
  refused: boolean;
  minutesPerDay: number;
  onMoreMinutes: (minutes: number) => void;
};

/** What the settings make, in the server's figures: the plan created from them holds exactly these. */
export function PlanPreviewSummary({ preview, waiting, refused, minutesPerDay, onMoreMinutes }: Props) {
  if (refused && !waiting) {
    return (
      <p className={styles.summary} data-testid="plan-form-summary">
        按现在的设置排不出计划，请按提示调整
      </p>
    );
  }
  if (!preview) {
    return (
      <p className={styles.summary} data-testid="plan-form-summary" aria-busy={waiting}>
        {waiting ? '正在按课本进度排计划…' : '选好日期和学习日后，这里会显示共有多少个学习日'}
      </p>
    );
  }
  const longer = longerMinutes(minutesPerDay);
  const empty = preview.studyDays - preview.filledDays;
  return (
    <>
      <p className={styles.summary} data-testid="plan-form-summary" aria-busy={waiting} data-stale={waiting || undefined}>
        共 <strong>{preview.studyDays}</strong> 个学习日，每天 {minutesPerDay} 分钟，合计约 {formatMinutes(preview.minutes)}，其中新课{' '}
        <strong>{preview.lessons}</strong> 节
      </p>
      {empty > 0 && <p className={styles.summaryNote}>其中 {empty} 个学习日暂时没有可排的内容</p>}
      {preview.unplaced > 0 && (
        <div className={styles.unplaced} role="note" data-testid="plan-form-unplaced">
          <p>
            有 <strong>{preview.unplaced}</strong> 节新课在截止日期前排不下，
            {longer ? '可以每天多学一会儿，或多选几个学习日。' : '可以多选几个学习日，或延后截止日期。'}
          </p>
          {longer && (
            <button type="button" className={styles.preset} onClick={() => onMoreMinutes(longer)}>
              改为每天 {longer} 分钟
            </button>
          )}
        </div>
      )}
    </>
  );
}
