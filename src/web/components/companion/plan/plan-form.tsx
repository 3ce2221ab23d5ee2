import { type FormEvent, useId, useState } from 'react';
import { subjects } from '../../../../contract/catalog.ts';
import { weekdayNames } from '../calendar-day.ts';
import { formatMinutes } from '../companion-format.ts';
import ui from '../companion-ui.module.css';
import {
  countStudyDays,
  deadlinePresets,
  minuteChoices,
  type PlanFormValue,
  toggleSubject,
  toggleWeekDay,
  validatePlanForm,
  weekDayPresets,
} from './plan-form-model.ts';
import styles from './plan-form.module.css';

type Props = {
  /** Today in Shanghai: the earliest start. */
  today: string;
  initial: PlanFormValue;
  /** The last day of the learner's service, offered as a deadline. */
  serviceEndsOn?: string | null;
  submitting: boolean;
  /** The server's answer when it refused the plan (what to change), shown next to the form. */
  error?: string | null;
  submitLabel?: string;
  onSubmit: (value: PlanFormValue) => void;
};

const sameDays = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((day, index) => day === b[index]);

/** The study plan's settings: subjects, from when to when, which weekdays and how long a day. */
export function PlanForm({ today, initial, serviceEndsOn, submitting, error = null, submitLabel = '生成学习计划', onSubmit }: Props) {
  const id = useId();
  const [value, setValue] = useState<PlanFormValue>(initial);
  const [checked, setChecked] = useState(false);
  const problem = validatePlanForm(value, today);
  const studyDays = countStudyDays(value.startDate, value.deadline, value.weekDays);
  const shown = (checked && problem) || error;

  const change = (patch: Partial<PlanFormValue>) => setValue((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!problem && !submitting) onSubmit(value);
  };

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
              value={value.startDate}
              onChange={(event) => change({ startDate: event.target.value })}
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
      </div>

      <p className={styles.summary} data-testid="plan-form-summary">
        {studyDays > 0 ? (
          <>
            共 <strong>{studyDays}</strong> 个学习日，每天 {value.minutesPerDay} 分钟，合计约{' '}
            {formatMinutes(studyDays * value.minutesPerDay)}
          </>
        ) : (
          '选好日期和学习日后，这里会显示共有多少个学习日'
        )}
      </p>

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
