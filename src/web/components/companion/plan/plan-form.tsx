import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { Grade } from '../../../../contract/accounts.ts';
import { subjects } from '../../../../contract/catalog.ts';
import { ApiError } from '../../../api/client.ts';
import { usePlanPreview } from '../../../api/companion/preview-plan.ts';
import { useDebouncedValue } from '../../use-debounced-value.ts';
import { weekdayNames } from '../calendar-day.ts';
import ui from '../companion-ui.module.css';
import {
  deadlinePresets,
  englishNotice,
  formPartOf,
  minuteChoices,
  type PlanFormPart,
  type PlanFormValue,
  previewSettings,
  serviceEndLine,
  toggleSubject,
  toggleWeekDay,
  validatePlanForm,
  weekDayPresets,
} from './plan-form-model.ts';
import { PlanPreviewSummary } from './plan-preview-summary.tsx';
import styles from './plan-form.module.css';

/** How long the settings must stay unchanged before the server is asked what they would make. */
const PREVIEW_DELAY_MS = 400;

type Props = {
  /** Whose plan: the preview is asked for this learner, and the grade says what the plan can hold. */
  learner: { id: string; grade?: Grade | null };
  /** Today in Shanghai: the earliest start. */
  today: string;
  initial: PlanFormValue;
  /** The last day of the learner's service, offered as a deadline (the preview's answer wins once it is there). */
  serviceEndsOn?: string | null;
  submitting: boolean;
  /** The server's answer when it refused the plan (what to change), shown next to the form. */
  error?: string | null;
  submitLabel?: string;
  onSubmit: (value: PlanFormValue) => void;
};

const sameDays = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((day, index) => day === b[index]);

/**
 * The study plan's settings: subjects, from when to when, which weekdays and how long a day. What they would make comes
 * from the server's preview (the same layout the plan is then made with), asked once the settings rest.
 */
export function PlanForm({
  learner,
  today,
  initial,
  serviceEndsOn: knownServiceEnd = null,
  submitting,
  error = null,
  submitLabel = '生成学习计划',
  onSubmit,
}: Props) {
  const id = useId();
  const [value, setValue] = useState<PlanFormValue>(initial);
  const [checked, setChecked] = useState(false);
  const problem = validatePlanForm(value, today);
  const settings = previewSettings(value, today);
  const asked = useDebouncedValue(settings, PREVIEW_DELAY_MS);
  const preview = usePlanPreview(learner.id, asked);
  const settled = JSON.stringify(asked) === JSON.stringify(settings);
  // A refusal of the settings on screen, placed at the part it concerns (a network failure is not the settings' fault).
  const refusal =
    settled && preview.error instanceof ApiError && preview.error.status < 500 && preview.error.status > 0 ? preview.error : null;
  const refusalPart = refusal ? formPartOf(refusal.field) : null;
  const serviceEndsOn = preview.data?.serviceEndsOn ?? knownServiceEnd;
  const english = englishNotice(learner.grade, value.subjects);
  const shown = (checked && problem) || (refusal && !refusalPart ? refusal.message : null) || error;

  const change = (patch: Partial<PlanFormValue>) => setValue((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    // The server has already said no to these settings, and says why next to the part to change.
    if (!problem && !refusal && !submitting) onSubmit(value);
  };
  const partError = (part: PlanFormPart): ReactNode =>
    refusal && refusalPart === part ? (
      <p id={`${id}-${part}-error`} className={styles.fieldError} role="alert">
        {refusal.message}
      </p>
    ) : null;
  /** A date input the refusal names: marked invalid and described by the message. */
  const dateState = (field: 'startDate' | 'deadline') =>
    refusal?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-dates-error` } : {};

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="学习计划设置">
      <div className={styles.field} role="group" aria-labelledby={`${id}-subjects`}>
        <p id={`${id}-subjects`} className={styles.legend}>
          学习科目
        </p>
        <div className={styles.chips}>
          {subjects.map((subject) => (
            <label key={subject} className={styles.chip} data-checked={value.subjects.includes(subject)}>
              <input
                type="checkbox"
                className={styles.native}
                checked={value.subjects.includes(subject)}
                onChange={() => change({ subjects: toggleSubject(value.subjects, subject) })}
              />
              {subject}
            </label>
          ))}
        </div>
        {english && (
          <p className={styles.hint} data-testid="plan-form-english">
            {english}
          </p>
        )}
        {partError('subjects')}
      </div>

      <div className={styles.field} role="group" aria-labelledby={`${id}-dates`}>
        <p id={`${id}-dates`} className={styles.legend}>
          学习时间
        </p>
        <div className={styles.dates}>
          <label className={styles.date}>
            <span>开始日期</span>
            <input
              type="date"
              min={today}
              max={serviceEndsOn ?? undefined}
              value={value.startDate}
              onChange={(event) => change({ startDate: event.target.value })}
              {...dateState('startDate')}
              required
            />
          </label>
          <span className={styles.dateDash} aria-hidden="true">
            —
          </span>
          <label className={styles.date}>
            <span>截止日期</span>
            <input
              type="date"
              min={value.startDate || today}
              max={serviceEndsOn ?? undefined}
              value={value.deadline}
              onChange={(event) => change({ deadline: event.target.value })}
              {...dateState('deadline')}
              required
            />
          </label>
        </div>
        <div className={styles.presets} aria-label="快捷选择截止日期">
          {deadlinePresets(value.startDate || today, serviceEndsOn).map((preset) => (
            <button
              key={preset.label}
              type="button"
              className={styles.preset}
              aria-pressed={value.deadline === preset.date}
              onClick={() => change({ deadline: preset.date })}
            >
              {preset.label}
            </button>
          ))}
        </div>
        {serviceEndsOn && (
          <p className={styles.hint} data-testid="plan-form-service-end">
            {serviceEndLine(serviceEndsOn)}
          </p>
        )}
        {partError('dates')}
      </div>

      <div className={styles.field} role="group" aria-labelledby={`${id}-weekdays`}>
        <p id={`${id}-weekdays`} className={styles.legend}>
          每周学习日
        </p>
        <span className={styles.legendPresets} role="group" aria-label="快捷选择学习日">
          {weekDayPresets.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className={styles.preset}
              aria-pressed={sameDays(value.weekDays, preset.days)}
              onClick={() => change({ weekDays: [...preset.days] })}
            >
              {preset.label}
            </button>
          ))}
        </span>
        <div className={styles.weekDays}>
          {weekdayNames.map((name, index) => {
            const day = index + 1;
            const on = value.weekDays.includes(day);
            return (
              <label key={day} className={styles.weekDay} data-checked={on}>
                <input
                  type="checkbox"
                  className={styles.native}
                  aria-label={name}
                  checked={on}
                  onChange={() => change({ weekDays: toggleWeekDay(value.weekDays, day) })}
                />
                {name.slice(1)}
              </label>
            );
          })}
        </div>
        {partError('weekDays')}
      </div>

      <div className={styles.field} role="group" aria-labelledby={`${id}-minutes`}>
        <p id={`${id}-minutes`} className={styles.legend}>
          每天学习时长
        </p>
        <div className={styles.minutes}>
          {minuteChoices.map((minutes) => (
            <label key={minutes} className={styles.minute} data-checked={value.minutesPerDay === minutes}>
              <input
                type="radio"
                name="minutesPerDay"
                className={styles.native}
                checked={value.minutesPerDay === minutes}
                aria-label={`${minutes} 分钟`}
                onChange={() => change({ minutesPerDay: minutes })}
              />
              <strong>{minutes}</strong>分钟
            </label>
          ))}
        </div>
        {partError('minutes')}
      </div>

      <PlanPreviewSummary
        preview={settings ? (preview.data ?? null) : null}
        waiting={settings !== null && (!settled || preview.isFetching)}
        refused={refusal !== null}
        minutesPerDay={value.minutesPerDay}
        onMoreMinutes={(minutes) => change({ minutesPerDay: minutes })}
      />

      {shown && (
        <p className={ui.alert} role="alert">
          {shown}
        </p>
      )}

      <button type="submit" className={`${ui.button} ${ui.block}`} disabled={submitting}>
        {submitting && <span className={ui.spinner} aria-hidden="true" />}
        {submitting ? '正在生成计划…' : submitLabel}
      </button>
    </form>
  );
}
