import type { ReactNode } from 'react';
import styles from './choice-list.module.css';

export type Choice<T extends string> = { value: T; label: ReactNode; description?: ReactNode; icon?: ReactNode };

type Props<T extends string> = {
  /** The radio group's name; also the prefix of its ids. */
  name: string;
  legend: ReactNode;
  /** Shown at the right of the legend, e.g. an "add" button. */
  legendAction?: ReactNode;
  choices: Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  children?: ReactNode;
};

/** A card of single-choice rows built on real radio inputs, so keyboards and screen readers work as with any form. */
export function ChoiceList<T extends string>({ name, legend, legendAction, choices, value, onChange, children }: Props<T>) {
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>{legend}</legend>
      {legendAction && <span className={styles.legendAction}>{legendAction}</span>}
      {choices.map((choice) => (
        <label key={choice.value} className={choice.value === value ? styles.rowChecked : styles.row}>
          {choice.icon && <span className={styles.icon}>{choice.icon}</span>}
          <span className={styles.text}>
            <span className={styles.label}>{choice.label}</span>
            {choice.description && <span className={styles.description}>{choice.description}</span>}
          </span>
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
        </label>
      ))}
      {children && <div className={styles.extra}>{children}</div>}
    </fieldset>
  );
}
